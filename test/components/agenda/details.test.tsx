import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as contentApi from '@/api/content'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { formatTimeRange } from '@/core/time'
import agendaDetailsScreen from '@/pages/meeting/agenda/details'
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

const ACTIVITY_ID = '660600000000000000000001'
// The session ended five days ago: its lives' state is the session's, not their records' (one runs now).
const start = tokyoNine(-5)
const session = agenda(1, start, {
  cover: '/fu/static/agenda.svg',
  description: { en: '<p>Talks and <strong>live Q&amp;A</strong></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">', zh: '<p>你好</p>' },
  // Speaker 9 is gone (404): left out.
  speakers: [speakerId(1), speakerId(9), speakerId(2)],
  lives: [live(1), live(2, { start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR, replay_url: '/r.mp4' })],
  activities: [{ _id: ACTIVITY_ID, title: { en: 'Opening day pass' } } as never],
})


beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.fetchSpeaker.mockImplementation(async (_meeting, id) => {
    if (id === speakerId(9)) throw new ApiError(404, { code: 404, message: 'speaker not found' })
    return speaker(Number(id.slice(-1)))
  })
  content.listAgendas.mockResolvedValue({ results: [session], total: 1 })
})

describe.each(['mobile', 'desktop'] as const)('agenda details (%s)', (variant) => {
  const renderDetails = (query: Record<string, string> = { meeting_id: MEETING_ID, agenda_id: session._id }) =>
    renderScreen(agendaDetailsScreen, { route: 'agendaDetails', variant, query, language: 'en' })

  it('shows the session: time, place, cover, description without its script, speakers, lives and activities', async () => {
    const { container } = renderDetails()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Session 1')
    // The session's title is the page's one heading; on a phone the title bar (with back) shows it too.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(container.querySelector(variant === 'mobile' ? '.fu-titlebar__title' : '.fu-topbar')).not.toBeNull()
    expect(content.listAgendas).toHaveBeenCalledWith({ _id: session._id, with_lives: 1 })
    await waitFor(() => expect(screen.getByText(formatTimeRange(start, start + 90 * 60, TIMEZONE))).toBeInTheDocument())
    expect(screen.getByText('Place: Main hall')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Session 1' })).toHaveAttribute('src', '/fu/static/agenda.svg')
    expect(screen.getByText('live Q&A').tagName).toBe('STRONG')
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')

    const speakers = await screen.findByRole('region', { name: 'Speakers' })
    await waitFor(() => expect(within(speakers).getAllByRole('link').map(l => l.textContent)).toEqual(['Speaker 1Director · Company 1', 'Speaker 2Director · Company 2']))
    expect(within(speakers).getAllByText('Director · Company 1')).toHaveLength(1)
    expect(meetings.fetchSpeaker).toHaveBeenCalledWith(MEETING_ID, speakerId(9))

    const lives = screen.getByRole('region', { name: 'Live streams' })
    expect(within(lives).getByText('Ended')).toHaveAttribute('data-tone', 'grey')
    expect(within(lives).getByText('Replay')).toHaveAttribute('data-tone', 'green')
    expect(container.querySelector(`.fu-agenda-detail__main--${variant}`)).not.toBeNull()

    fireEvent.click(within(speakers).getByRole('link', { name: /^Speaker 2/ }))
    fireEvent.click(within(lives).getByRole('link', { name: /^Live stream: Stream 2 Replay/ }))
    fireEvent.click(screen.getByRole('link', { name: 'Opening day pass' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back to the agenda' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/speaker?speaker_id=${speakerId(2)}&meeting_id=${MEETING_ID}`,
      `/meeting/live/detail?live_id=${live(2)._id}&meeting_id=${MEETING_ID}`,
      `/meeting/activity/detail?activity_id=${ACTIVITY_ID}&meeting_id=${MEETING_ID}`,
      `/meeting/agenda/schedule?meeting_id=${MEETING_ID}`,
    ]))
  })

  it('a session days away shows its lives as upcoming, never live or replay, though their records run now or ended', async () => {
    content.listAgendas.mockResolvedValue({ results: [{ ...session, start: tokyoNine(5), end: tokyoNine(5) + 90 * 60 }], total: 1 })
    renderDetails()
    const lives = await screen.findByRole('region', { name: 'Live streams' })
    await waitFor(() => expect(within(lives).getAllByText('Upcoming')).toHaveLength(2))
    expect(within(lives).queryByText('Live')).toBeNull()
    expect(within(lives).queryByText('Replay')).toBeNull()
  })

  it('a signed-in user adds the session to their schedule and takes it out again', async () => {
    users.followsAgenda.mockResolvedValue({ agenda_id: session._id, followed: 0 })
    users.followAgenda.mockResolvedValue({ followed: 1 })
    users.unfollowAgenda.mockResolvedValue({ followed: 0 })
    const { store, platform } = renderDetails()
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my schedule: Session 1' }))
    expect(users.followsAgenda).toHaveBeenCalledWith(USER_ID, session._id)
    expect(await screen.findByRole('button', { name: 'Remove from my schedule: Session 1' })).toHaveAttribute('aria-pressed', 'true')
    expect(users.followAgenda).toHaveBeenCalledWith(USER_ID, session._id)
    expect(platform.toasts).toEqual(['Added to my schedule'])
    fireEvent.click(screen.getByRole('button', { name: 'Remove from my schedule: Session 1' }))
    expect(await screen.findByRole('button', { name: 'Add to my schedule: Session 1' })).toBeInTheDocument()
    expect(platform.toasts).toEqual(['Added to my schedule', 'Removed from my schedule'])
  })

  it('a guest who adds the session goes to login and comes back here', async () => {
    renderDetails()
    fireEvent.click(await screen.findByRole('button', { name: 'Add to my schedule: Session 1' }))
    await waitFor(() => expect(navigations).toHaveLength(1))
    const url = new URL(navigations[0].url, 'https://x')
    expect(url.pathname).toBe('/login')
    expect(url.searchParams.get('redirect')).toBe(`/meeting/agenda/details?meeting_id=${MEETING_ID}&agenda_id=${session._id}`)
    expect(users.followsAgenda).not.toHaveBeenCalled()
  })

  it('shows a failure with retry, and a not-found message', async () => {
    content.listAgendas.mockReset()
    content.listAgendas.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce({ results: [], total: 0 })
    renderDetails()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This session was not found')).toBeInTheDocument()
  })

  it('a speaker that fails to load offers a retry', async () => {
    meetings.fetchSpeaker.mockReset()
    meetings.fetchSpeaker.mockRejectedValueOnce(new Error('network error')).mockImplementation(async (_meeting, id) => speaker(Number(id.slice(-1))))
    renderDetails()
    const speakers = await screen.findByRole('region', { name: 'Speakers' })
    fireEvent.click(await within(speakers).findByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(speakers).getAllByRole('link', { name: /^Speaker 1/ }).length).toBeGreaterThan(0))
  })
})
