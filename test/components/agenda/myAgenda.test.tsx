import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as appointmentsApi from '@/api/appointments'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import * as usersApi from '@/api/users'
import agendaScheduleScreen from '@/pages/meeting/agenda/schedule'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { agenda, agendaId, HOUR, meeting, MEETING_ID, speaker, tokyoNine, USER_ID } from './fixtures'

jest.mock('@/api/activities')
jest.mock('@/api/appointments')
jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
jest.mock('@/api/users')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const appointments = appointmentsApi as jest.Mocked<typeof appointmentsApi>
const content = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const nine = tokyoNine(2)
const keynote = agenda(1, nine, { title: { en: 'Keynote' } })
const workshop = agenda(2, nine + HOUR / 2, { title: { en: 'Workshop' }, place: { en: 'Forum room' } })
const masterclass = { _id: '660600000000000000000001', meeting_id: MEETING_ID, title: { en: 'Masterclass' }, start: nine + 4 * HOUR, end: nine + 6 * HOUR, covers: [], ticket_total: 1, max: 0, place: { en: 'Room 3' } }
const rejected = { ...masterclass, _id: '660600000000000000000002', title: { en: 'Rejected class' } }
const ticket = (activityId: string, status: 0 | 1 | 2 | 3, extra = {}) => ({ _id: `t-${activityId}-${status}`, activity_id: activityId, user_id: USER_ID, status, number: 1, ...extra })
const appointment = (id: string, start: number, status: 0 | 1, company: string) => ({
  _id: id, meeting_id: MEETING_ID, user_id: USER_ID, seller_user_id: 's'.repeat(24), date: '', start, end: start + HOUR, type: 'offline' as const, reason: 'Talk',
  booth: 'A12', status, role: 'buyer' as const, user: null, seller: { _id: 's'.repeat(24), username: 'Chen Min', avatar: '', work: { title: 'Sales', company } },
})

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.listSpeakers.mockResolvedValue({ results: [speaker(1)], total: 1 })
  content.listAllAgendas.mockResolvedValue([keynote, workshop])
  users.userAgendas.mockResolvedValue([keynote, workshop])
  tickets.listTickets.mockResolvedValue({ results: [ticket(masterclass._id, 1), ticket(masterclass._id, 3), ticket(rejected._id, 2),
    // A ticket I bought for a member of my group holds the member's time, not mine.
    ticket(rejected._id, 1, { agent_id: USER_ID, user_id: 'm'.repeat(24) })], total: 4 } as never)
  activities.listActivities.mockResolvedValue({ results: [masterclass, rejected], total: 2 } as never)
  appointments.listAppointments.mockResolvedValue({ results: [appointment('ap1', nine + 5 * HOUR, 1, 'Aurora Robotics')], total: 1 } as never)
})

describe.each(['mobile', 'desktop'] as const)('my agenda (%s)', (variant) => {
  const render = (query: Record<string, string> = { view: 'mine' }) => {
    const rendered = renderScreen(agendaScheduleScreen, { route: 'agendaSchedule', variant, query: { meeting_id: MEETING_ID, ...query }, language: 'en' })
    rendered.platform.route = `/meeting/agenda/schedule?meeting_id=${MEETING_ID}${query.view ? `&view=${query.view}` : ''}`
    return rendered
  }
  const rows = () => screen.getAllByRole('link', { name: /^Open: / }).map(link => link.closest('.fu-plan-row') as HTMLElement)

  it('signed out: asks to sign in and comes back to my agenda', async () => {
    render()
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }))
    expect(screen.getByText(/Sign in to see the sessions you saved/)).toBeInTheDocument()
    await waitFor(() => expect(navigations).toHaveLength(1))
    const url = new URL(navigations[0].url, 'https://x')
    expect(url.pathname).toBe('/login')
    expect(url.searchParams.get('redirect')).toBe(`/meeting/agenda/schedule?meeting_id=${MEETING_ID}&view=mine`)
    expect(users.userAgendas).not.toHaveBeenCalled()
  })

  it('merges saved sessions, my tickets\' activities and accepted meetings in time order, flagging each clash with the other\'s name', async () => {
    const { store } = render()
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(screen.getByRole('tab', { name: 'My agenda' })).toHaveAttribute('aria-selected', 'true')
    expect(users.userAgendas).toHaveBeenCalledWith(USER_ID, { meeting_id: MEETING_ID, limit: 999 })
    expect(appointments.listAppointments).toHaveBeenCalledWith({ meeting_id: MEETING_ID, status: 1, limit: 999 })
    expect(rows().map(row => within(row).getByRole('link').textContent)).toEqual([
      'Keynote', 'Workshop', 'Masterclass', 'Meeting with Chen Min · Sales · Aurora Robotics',
    ])
    expect(screen.getByText('4 items planned')).toBeInTheDocument()
    const [first, second, third, fourth] = rows()
    expect(within(first).getByText('Session')).toBeInTheDocument()
    expect(within(first).getByText('Clashes with Workshop')).toBeInTheDocument()
    expect(within(second).getByText('Clashes with Keynote')).toBeInTheDocument()
    expect(within(second).getByText('Forum room')).toBeInTheDocument()
    expect(within(third).getByText('Activity')).toBeInTheDocument()
    expect(within(third).getByText('Clashes with Meeting with Chen Min · Sales · Aurora Robotics')).toBeInTheDocument()
    expect(within(fourth).getByText('Meeting')).toBeInTheDocument()
    expect(within(fourth).getByText('A12')).toBeInTheDocument()
    expect(first).toHaveClass('fu-plan-row--clash')
    // The rejected ticket and the group member's ticket are not on my agenda.
    expect(screen.queryByText('Rejected class')).toBeNull()

    fireEvent.click(within(first).getByRole('link'))
    fireEvent.click(within(third).getByRole('link'))
    fireEvent.click(within(fourth).getByRole('link'))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/agenda/details?meeting_id=${MEETING_ID}&agenda_id=${agendaId(1)}`,
      `/meeting/activity/detail?meeting_id=${MEETING_ID}&activity_id=${masterclass._id}`,
      `/meeting/my/schedule?meeting_id=${MEETING_ID}`,
    ]))
  })

  it('is reached from the programme by its tab (kept in the address), and nothing planned offers the programme', async () => {
    users.userAgendas.mockResolvedValue([])
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 } as never)
    appointments.listAppointments.mockResolvedValue({ results: [], total: 0 } as never)
    const { store, platform } = render({})
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    await screen.findByRole('link', { name: 'Session: Keynote' })
    expect(tickets.listTickets).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('tab', { name: 'My agenda' }))
    expect(await screen.findByText(/Nothing planned yet/)).toBeInTheDocument()
    expect(platform.route).toContain('view=mine')
    fireEvent.click(screen.getByRole('tab', { name: 'Full programme' }))
    await screen.findByRole('link', { name: 'Session: Keynote' })
    expect(platform.route).not.toContain('view=')
  })
})
