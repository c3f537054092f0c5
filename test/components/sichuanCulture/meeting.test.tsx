import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as festivalApi from '@/api/festival'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import meetingScreen from '@/pages/sichuanCulture/meeting'
import playbillScreen from '@/pages/sichuanCulture/meeting/playbill'
import rebuildScreen from '@/pages/sichuanCulture/meeting/rebuild'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { answerMeetings, FESTIVAL_ID, festival, page, performance, project } from './fixtures'

jest.mock('@/api/festival')
jest.mock('@/api/activities')
jest.mock('@/api/tickets')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = festivalApi as jest.Mocked<typeof festivalApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

// Yesterday's opening night, two shows today, one tomorrow (still open for booking whatever the hour).
const shows = () => [
  performance(1, -1, '19:30'),
  performance(3, 0, '08:00', { title: { en: 'Face-changing night' } }),
  performance(2, 0, '06:00', { title: { en: 'Teahouse ballads' }, place: { en: 'Teahouse' }, max: 120 }),
  performance(4, 1, '15:00', { title: { en: 'Shadow play' } }),
]

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  answerMeetings(meetings as never)
  api.fetchFestival.mockResolvedValue(festival())
  activities.listActivities.mockResolvedValue(page(shows()))
  tickets.listTickets.mockResolvedValue(page([]))
})

describe.each(['mobile', 'desktop'] as const)('playbill (%s)', (variant) => {
  it('opens on today\'s tab with its performances in time order: time, place, seats and booking state', async () => {
    const { container } = renderScreen(playbillScreen, { route: 'scMeetingPlaybill', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const tabs = await screen.findByRole('tablist', { name: 'Performance days' })
    expect(activities.listActivities).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, with_ticket_total: 1, limit: 100, skip: 0 })
    expect(within(tabs).getAllByRole('tab')).toHaveLength(3)
    expect(within(tabs).getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true')
    const panel = screen.getByRole('tabpanel')
    const rows = within(panel).getAllByRole('link')
    expect(rows.map(row => row.getAttribute('aria-label'))).toEqual(['Open the performance: Teahouse ballads', 'Open the performance: Face-changing night'])
    expect(within(rows[0]).getByText('06:00 - 07:30')).toBeInTheDocument()
    expect(within(rows[0]).getByText('Teahouse · 120 seats')).toBeInTheDocument()
    expect(screen.getByText('2 performances on this day')).toBeInTheDocument()
    expect(container.querySelector(`.fu-festival-days--${variant}`)).not.toBeNull()
  })

  it('switches day by tab; a performance opens its booking page by click or keyboard', async () => {
    renderScreen(playbillScreen, { route: 'scMeetingPlaybill', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const tabs = await screen.findByRole('tablist')
    const [yesterday, , tomorrow] = within(tabs).getAllByRole('tab')
    fireEvent.click(yesterday)
    expect(yesterday).toHaveAttribute('aria-selected', 'true')
    const row = within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Open the performance: Show 1' })
    expect(within(row).getByText('Closed')).toBeInTheDocument()
    fireEvent.click(row)
    fireEvent.click(tomorrow)
    expect(within(screen.getByRole('tabpanel')).getByText('Open')).toHaveAttribute('data-tone', 'green')
    fireEvent.keyDown(within(screen.getByRole('tabpanel')).getByRole('link', { name: 'Open the performance: Shadow play' }), { key: 'Enter' })
    expect(navigations.map(n => n.url)).toEqual([
      `/meeting/activity/detail?activity_id=${performance(1, -1, '19:30')._id}&meeting_id=${FESTIVAL_ID}`,
      `/meeting/activity/detail?activity_id=${performance(4, 1, '15:00')._id}&meeting_id=${FESTIVAL_ID}`,
    ])
  })

  it('shows a signed-in visitor\'s own bookings on the badges', async () => {
    users.fetchUser.mockResolvedValue(undefined)
    tickets.listTickets.mockResolvedValue(page([{ _id: 't1', activity_id: performance(2, 0, '06:00')._id, status: 1 }] as never))
    const { store } = renderScreen(playbillScreen, { route: 'scMeetingPlaybill', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
    const row = await screen.findByRole('link', { name: 'Open the performance: Teahouse ballads' })
    await waitFor(() => expect(within(row).getByText('Registered')).toBeInTheDocument())
    expect(tickets.listTickets).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, limit: 999 })
  })

  it('says when the playbill is not out, and shows a failure with a retry', async () => {
    activities.listActivities.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(page([]))
    renderScreen(playbillScreen, { route: 'scMeetingPlaybill', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('The playbill is not out yet')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('festival programme (%s)', (variant) => {
  it('shows the next three performances (not what is over) with their day, and opens the meeting pages', async () => {
    activities.listActivities.mockResolvedValue(page([
      performance(1, -1, '19:30'), performance(6, 3, '19:30', { title: { en: 'Torch night' } }), performance(4, 1, '15:00', { title: { en: 'Shadow play' } }),
      performance(5, 2, '10:00', { title: { en: 'Tea ceremony' } }), performance(7, 4, '19:30', { title: { en: 'Closing night' } }),
    ]))
    renderScreen(meetingScreen, { route: 'scMeeting', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const next = await screen.findAllByRole('link', { name: /^Open the performance/ })
    expect(next.map(row => row.getAttribute('aria-label'))).toEqual(['Open the performance: Shadow play', 'Open the performance: Tea ceremony', 'Open the performance: Torch night'])
    expect(next[0]).toHaveTextContent(/\d\d\.\d\d15:00 - 16:30/)
    const parts = screen.getAllByRole('link').filter(link => link.classList.contains('fu-festival-parts__part'))
    expect(parts.map(part => part.textContent)).toEqual([
      'PlaybillEvery performance by day; book a seat', 'RebuiltVillages rebuilt, lost techniques revived',
      'LiveStreams and replays from the venue', 'Web liveThe festival live on web platforms',
    ])
    parts.forEach(part => fireEvent.click(part))
    expect(navigations.map(n => n.url.split('?')[0])).toEqual(['/sichuan-culture/meeting/playbill', '/sichuan-culture/meeting/re-build', '/sichuan-culture/meeting/live', '/sichuan-culture/meeting/wllive'])
  })

  it('says so when nothing more is on', async () => {
    activities.listActivities.mockResolvedValue(page([performance(1, -1, '19:30')]))
    renderScreen(meetingScreen, { route: 'scMeeting', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByText('No more performances this festival')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('rebuilt heritage (%s)', (variant) => {
  it('shows each project with its stage, a progress bar, place and year, partner and story', async () => {
    api.listFestivalItems.mockResolvedValue(page([project(1, 100), project(2, 45)]) as never)
    const { container } = renderScreen(rebuildScreen, { route: 'scMeetingRebuild', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Project 1' })).toBeInTheDocument()
    expect(api.listFestivalItems).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, kind: 'project', limit: 50 })
    const bars = screen.getAllByRole('progressbar')
    expect(bars.map(bar => [bar.getAttribute('aria-label'), bar.getAttribute('aria-valuenow')])).toEqual([['Progress of Project 1', '100'], ['Progress of Project 2', '45']])
    expect(screen.getByText('Completed')).toHaveAttribute('data-tone', 'green')
    expect(screen.getByText('In progress')).toHaveAttribute('data-tone', 'amber')
    expect(screen.getByText('45% complete')).toBeInTheDocument()
    expect(screen.getByText('Town 2 · Since 2011')).toBeInTheDocument()
    expect(screen.getByText('With Museum 2')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Project 2' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-festival-projects--${variant}`)).not.toBeNull()
  })

  it('shows the empty state', async () => {
    api.listFestivalItems.mockResolvedValue(page([]) as never)
    renderScreen(rebuildScreen, { route: 'scMeetingRebuild', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByText('No rebuilt-heritage projects yet')).toBeInTheDocument()
  })
})
