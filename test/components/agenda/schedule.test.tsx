import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { formatDateTime } from '@/core/time'
import agendaScheduleScreen from '@/pages/meeting/agenda/schedule'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { agenda, HOUR, live, meeting, MEETING_ID, nowS, speaker, speakerId, TIMEZONE, tokyoNine, USER_ID } from './fixtures'

// The api modules are faked at their edge.
jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const content = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>


// Day 1 (three days away): two sessions, the first linked to a live whose record runs now and a finished one; day 2: one.
const day1 = tokyoNine(3)
const day2 = tokyoNine(4)
const programme = [
  agenda(3, day2, { speakers: [speakerId(2)], place: { en: 'Hall B' } }),
  agenda(1, day1, {
    speakers: [speakerId(1), speakerId(2), speakerId(9)],
    lives: [live(2, { start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR }), live(1)],
  }),
  agenda(2, day1 + 2 * HOUR, { place: undefined, speakers: [] }),
]

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  // Speaker 9 was removed by the organiser: not on the card.
  meetings.listSpeakers.mockResolvedValue({ results: [speaker(1), speaker(2), speaker(9, { deleted: 1 })], total: 3 })
  content.listAllAgendas.mockResolvedValue(programme)
})

describe.each(['mobile', 'desktop'] as const)('agenda schedule (%s)', (variant) => {
  const renderSchedule = () => renderScreen(agendaScheduleScreen, { route: 'agendaSchedule', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
  const sessionsShown = () => screen.getAllByRole('link', { name: /^Session: / }).map(link => link.textContent)
  /** The day tabs (the view switch "Full programme / My agenda" is a tablist of its own). */
  const dayTabs = () => within(screen.getByRole('tablist', { name: 'Meeting days' })).getAllByRole('tab')
  /** A session's card (phone) or block in the grid by room (desktop). */
  const sessionBox = (title: string) => screen.getByRole('link', { name: `Session: ${title}` }).closest(variant === 'mobile' ? '.fu-session' : '.fu-agenda-block') as HTMLElement

  it('shows the programme by day in the meeting zone: time, place, speakers and the linked live badge', async () => {
    const { container } = renderSchedule()
    // Times and days are the meeting's (Tokyo), once the meeting is known.
    await waitFor(() => expect(dayTabs().map(tab => tab.textContent)).toEqual([`Day 1${formatDateTime(day1, TIMEZONE, 'MM.DD')}`, `Day 2${formatDateTime(day2, TIMEZONE, 'MM.DD')}`]))
    expect(content.listAllAgendas).toHaveBeenCalledWith({ meeting_id: MEETING_ID, with_lives: 1 })
    // The frame: the route's title as the page heading, under the title bar with back (phone) or the top bar (desktop).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Agenda')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    const tabs = dayTabs()
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await waitFor(() => expect(sessionsShown()).toEqual(['Session 1', 'Session 2']))
    expect(screen.getByText('Sessions this day: 2')).toBeInTheDocument()

    const first = sessionBox('Session 1')
    if (variant === 'mobile') {
      await waitFor(() => expect(within(first).getByText('09:00 - 10:30')).toBeInTheDocument())
      expect(within(first).getByText('Place: Main hall')).toBeInTheDocument()
    } else {
      // The grid: rooms as columns (the session without a room under "Other places"), each block naming its time and room.
      await waitFor(() => expect(within(first).getByText('09:00 - 10:30 · Main hall')).toBeInTheDocument())
      expect([...container.querySelectorAll('.fu-agenda-grid__room')].map(room => room.textContent)).toEqual(['Main hall', 'Other places'])
    }
    expect(within(first).getAllByRole('link', { name: /^Speaker \d+$/ }).map(l => l.textContent)).toEqual(['Speaker 1', 'Speaker 2'])
    // Three days away the session is upcoming: its live is not "Live" because the live's record runs now.
    const badge = within(first).getByRole('link', { name: 'Live stream: Stream 2 Upcoming' })
    expect(within(badge).getByText('Upcoming')).toHaveAttribute('data-tone', 'blue')
    expect(first).not.toHaveTextContent(/Live\b(?! stream)|Replay/)
    const second = sessionBox('Session 2')
    expect(within(second).getByText(variant === 'mobile' ? '11:00 - 12:30' : '11:00 - 12:30 · Other places')).toBeInTheDocument()
    expect(second).not.toHaveTextContent('Place:')
    expect(within(second).queryByRole('link', { name: /^Live stream/ })).toBeNull()
    if (variant === 'mobile') expect(container.querySelector('.fu-session--mobile')).not.toBeNull()
    else expect(container.querySelector('.fu-agenda-grid')).not.toBeNull()

    fireEvent.click(screen.getByRole('tab', { name: /^Day 2/ }))
    await waitFor(() => expect(sessionsShown()).toEqual(['Session 3']))
    expect(screen.getByRole('tab', { name: /^Day 2/ })).toHaveAttribute('aria-selected', 'true')
    expect(within(sessionBox('Session 3')).getByText(variant === 'mobile' ? 'Place: Hall B' : /Hall B/)).toBeInTheDocument()
  })

  it('opened with a keyword (the search\'s "more"), shows the sessions with it and says so; "show all" the whole programme', async () => {
    content.listAllAgendas.mockImplementation(async query => (query.keyword ? [programme[0]] : programme))
    renderScreen(agendaScheduleScreen, { route: 'agendaSchedule', variant, query: { meeting_id: MEETING_ID, keyword: 'forum' }, language: 'en' })
    await waitFor(() => expect(sessionsShown()).toEqual(['Session 3']))
    expect(content.listAllAgendas).toHaveBeenCalledWith({ meeting_id: MEETING_ID, with_lives: 1, keyword: 'forum' })
    expect(dayTabs()).toHaveLength(1)
    expect(screen.getByText('Results for “forum”')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(dayTabs()).toHaveLength(2))
    expect(content.listAllAgendas).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, with_lives: 1 })
    expect(screen.queryByText(/Results for/)).toBeNull()
  })

  it('opens a session, a speaker and the live', async () => {
    renderSchedule()
    fireEvent.click(await screen.findByRole('link', { name: 'Session: Session 1' }))
    fireEvent.click(screen.getAllByRole('link', { name: /^Speaker 2/ })[0])
    fireEvent.click(screen.getByRole('link', { name: /^Live stream: Stream 2/ }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/agenda/details?meeting_id=${MEETING_ID}&agenda_id=${programme[1]._id}`,
      `/meeting/speaker?speaker_id=${speakerId(2)}&meeting_id=${MEETING_ID}`,
      `/meeting/live/detail?live_id=${live(2)._id}&meeting_id=${MEETING_ID}`,
    ]))
  })

  it('a session running now shows its running live as Live; once ended, its replay', async () => {
    const running = agenda(4, nowS() - HOUR / 2, { lives: [live(2, { replay_url: '/r.mp4' }), live(1)] })
    content.listAllAgendas.mockResolvedValue([running])
    const first = renderSchedule()
    const badge = await screen.findByRole('link', { name: 'Live stream: Stream 2 Live' })
    expect(within(badge).getByText('Live')).toHaveAttribute('data-tone', 'red')
    first.unmount()
    content.listAllAgendas.mockResolvedValue([{ ...running, start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR }])
    renderSchedule()
    expect(within(await screen.findByRole('link', { name: 'Live stream: Stream 2 Replay' })).getByText('Replay')).toHaveAttribute('data-tone', 'green')
  })

  it('a guest who adds a session goes to login and comes back to the schedule', async () => {
    renderSchedule()
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my schedule: Session 1' }))
    await waitFor(() => expect(navigations).toHaveLength(1))
    const url = new URL(navigations[0].url, 'https://x')
    expect(url.pathname).toBe('/login')
    expect(url.searchParams.get('redirect')).toBe(`/meeting/agenda/schedule?meeting_id=${MEETING_ID}`)
    expect(url.searchParams.get('meeting_id')).toBe(MEETING_ID)
    expect(users.followAgenda).not.toHaveBeenCalled()
  })

  it('a signed-in user sees what is in their schedule, removes and adds sessions, and hears when it fails', async () => {
    users.userAgendas.mockResolvedValue([programme[1]])
    users.unfollowAgenda.mockResolvedValue({ followed: 0 })
    users.followAgenda.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce({ followed: 1 })
    const { store, platform } = renderSchedule()
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    const remove = await screen.findByRole('button', { name: 'Remove from my schedule: Session 1' })
    expect(users.userAgendas).toHaveBeenCalledWith(USER_ID, { meeting_id: MEETING_ID, limit: 999 })
    expect(remove).toHaveAttribute('aria-pressed', 'true')
    expect(remove).toHaveTextContent('Remove from my schedule')

    fireEvent.click(remove)
    expect(await screen.findByRole('button', { name: 'Add to my schedule: Session 1' })).toHaveAttribute('aria-pressed', 'false')
    expect(users.unfollowAgenda).toHaveBeenCalledWith(USER_ID, programme[1]._id)
    expect(platform.toasts).toContain('Removed from my schedule')

    fireEvent.click(screen.getByRole('button', { name: 'Add to my schedule: Session 2' }))
    await waitFor(() => expect(platform.toasts).toContain('Could not update your schedule. Please try again'))
    expect(screen.getByRole('button', { name: 'Add to my schedule: Session 2' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Add to my schedule: Session 2' }))
    expect(await screen.findByRole('button', { name: 'Remove from my schedule: Session 2' })).toBeInTheDocument()
    expect(users.followAgenda).toHaveBeenLastCalledWith(USER_ID, programme[2]._id)
    expect(platform.toasts).toContain('Added to my schedule')
    expect(navigations).toEqual([])
  })

  it('says so when the programme is empty, and shows a failure with retry', async () => {
    content.listAllAgendas.mockReset()
    content.listAllAgendas.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce([])
    renderSchedule()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No sessions yet')).toBeInTheDocument()
    expect(screen.queryByRole('tablist', { name: 'Meeting days' })).toBeNull()
  })
})
