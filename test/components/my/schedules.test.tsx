import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Agenda, Meeting } from '@fu-types/entities'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { SCHEDULES_PAGE_SIZE } from '@/pages/my/schedules/useMySchedules'
import mySchedulesScreen from '@/pages/my/schedules'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/users')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
// 2026-01-01 01:00 UTC = 09:00 in Shanghai; a day later the second day.
const DAY1 = 1767229200
function agenda(n: number, start: number, extra: Partial<Agenda> = {}): Agenda {
  return { _id: `6620${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, title: { zh: `议程 ${n}`, en: `Session ${n}` }, start, end: start + 3600, ...extra }
}


beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('my schedules (%s)', (variant) => {
  const render = () => renderScreen(mySchedulesScreen, { route: 'mySchedules', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { storage: signedInStorage(USER_ID) } })

  it('groups my sessions by day with time and place, and opens a session', async () => {
    users.listUserAgendas.mockResolvedValue({ results: [agenda(2, DAY1 + 86400, { place: { en: 'Hall B' } }), agenda(1, DAY1)], total: 2 })
    const { container } = render()
    // The frame: the route's title as the page's heading, a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saved sessions')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(screen.getByText('The sessions you added to your schedule, by day')).toBeInTheDocument()
    const days = await screen.findAllByRole('heading', { level: 2 })
    expect(days.map(d => d.textContent)).toEqual(['2026.01.01', '2026.01.02'])
    expect(users.listUserAgendas).toHaveBeenCalledWith(USER_ID, { meeting_id: MEETING_ID, skip: 0, limit: SCHEDULES_PAGE_SIZE })
    const first = screen.getByRole('link', { name: 'Open session: Session 1' })
    expect(first).toHaveTextContent('09:00 - 10:00')
    expect(screen.getByRole('link', { name: 'Open session: Session 2' })).toHaveTextContent('Hall B')
    expect(screen.getByText('2 sessions')).toBeInTheDocument()
    expect(container.querySelector(`.fu-schedules--${variant}`)).not.toBeNull()
    fireEvent.click(first)
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/agenda/details?meeting_id=${MEETING_ID}&agenda_id=${agenda(1, DAY1)._id}` }]))
  })

  it('removes a session from my schedule: it leaves the list and the count', async () => {
    users.listUserAgendas.mockResolvedValue({ results: [agenda(1, DAY1), agenda(2, DAY1 + 7200)], total: 2 })
    users.unfollowAgenda.mockResolvedValue({})
    const { platform } = render()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from my schedule: Session 1' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Open session: Session 1' })).toBeNull())
    expect(users.unfollowAgenda).toHaveBeenCalledWith(USER_ID, agenda(1, DAY1)._id)
    expect(screen.getByRole('link', { name: 'Open session: Session 2' })).toBeInTheDocument()
    expect(screen.getByText('1 session')).toBeInTheDocument()
    expect(platform.toasts).toEqual(['Removed from your schedule'])
  })

  it('after a removal the next page starts where the shortened list on the server goes on', async () => {
    const firstPage = Array.from({ length: SCHEDULES_PAGE_SIZE }, (_, i) => agenda(i + 1, DAY1 + i * 600))
    users.listUserAgendas.mockResolvedValueOnce({ results: firstPage, total: SCHEDULES_PAGE_SIZE + 1 })
      .mockResolvedValueOnce({ results: [agenda(99, DAY1 + 86400)], total: SCHEDULES_PAGE_SIZE })
    users.unfollowAgenda.mockResolvedValue({})
    render()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from my schedule: Session 1' }))
    await waitFor(() => expect(screen.getByText(`${SCHEDULES_PAGE_SIZE} sessions`)).toBeInTheDocument())
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: 'Open session: Session 99' })).toBeInTheDocument()
    expect(users.listUserAgendas).toHaveBeenLastCalledWith(USER_ID, { meeting_id: MEETING_ID, skip: SCHEDULES_PAGE_SIZE - 1, limit: SCHEDULES_PAGE_SIZE })
    expect(screen.getByText(`${SCHEDULES_PAGE_SIZE} sessions`)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('keeps a session whose removal failed and says so', async () => {
    users.listUserAgendas.mockResolvedValue({ results: [agenda(1, DAY1)], total: 1 })
    users.unfollowAgenda.mockRejectedValue(new Error('offline'))
    const { platform } = render()
    fireEvent.click(await screen.findByRole('button', { name: 'Remove from my schedule: Session 1' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Could not remove it. Please try again']))
    expect(screen.getByRole('link', { name: 'Open session: Session 1' })).toBeInTheDocument()
  })

  it('offers the agenda when nothing was added', async () => {
    users.listUserAgendas.mockResolvedValue({ results: [], total: 0 })
    render()
    expect(await screen.findByText('You have not added any sessions yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Browse the agenda' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/agenda/schedule?meeting_id=${MEETING_ID}` }]))
  })

  it('shows a failure with a retry that loads again', async () => {
    users.listUserAgendas.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue({ results: [agenda(1, DAY1)], total: 1 })
    render()
    const failure = await screen.findByRole('alert')
    fireEvent.click(within(failure).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'Open session: Session 1' })).toBeInTheDocument()
  })
})
