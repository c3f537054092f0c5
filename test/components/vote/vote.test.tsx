import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting, VotePlayer } from '@fu-types/entities'
import type { VoteAnswer, VoteAnswerAdded } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import { ApiError } from '@/api/http'
import activityVoteScreen from '@/pages/activity/vote'
import voteCandidateScreen from '@/pages/activity/vote/candidate'
import type { VoteDoc } from '@/pages/activity/vote/useVoting'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const VOTE_ID = '661700000000000000000001'
const USER_ID = 'u'.repeat(24)
const DAY = 86_400
const nowS = () => Math.floor(Date.now() / 1000)
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Shanghai' }

const vote = (extra: Partial<VoteDoc> = {}): VoteDoc => ({
  _id: VOTE_ID, meeting_id: MEETING_ID, title: { en: 'Best innovation award' }, start: nowS() - DAY, end: nowS() + 5 * DAY,
  rules: { en: '<p>Three votes a day<script>alert(1)</script></p>' }, per_person_limit: 5, per_day_limit: 3, ended: 0, count: 25, ...extra,
})
const player = (n: number, count: number, extra: Partial<VotePlayer> = {}): VotePlayer => ({
  _id: `6618${String(n).padStart(20, '0')}`, vote_id: VOTE_ID, name: { en: `Candidate ${n}` }, img: `/fu/static/player-${n}.png`,
  number: String(n).padStart(3, '0'), count, ...extra,
})
const players = [player(1, 12), player(2, 8), player(3, 8), player(4, 0, { name: { en: 'Aurora Robotics' } })]
const answer = (p: VotePlayer, id = 'a1'): VoteAnswer => ({ _id: id, vote_id: VOTE_ID, player_id: p._id, user_id: USER_ID, day: '2026-11-22', created: nowS() })
const refused = (code: number) => new ApiError(409, { code, message: 'refused', data: { limit: 3 } })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.fetchVote.mockResolvedValue(vote())
  api.listVotePlayers.mockResolvedValue({ results: players, total: players.length })
  api.listVoteAnswers.mockResolvedValue([])
})

async function signIn(store: { session: { login: (t: { token: string; user_id: string }) => Promise<unknown> } }) {
  await act(() => store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
}
const card = (name: string) => screen.getByRole('link', { name: new RegExp(`${name}$`) }).closest('[role="listitem"]') as HTMLElement

describe.each(['mobile', 'desktop'] as const)('vote screen (%s)', (variant) => {
  const renderVote = () => renderScreen(activityVoteScreen, { route: 'activityVote', variant, query: { vote_id: VOTE_ID }, language: 'en' })

  it('shows the vote (title, phase, period, sanitised rules, total) and the candidates ranked by votes with ties', async () => {
    const { container } = renderVote()
    expect(await screen.findByRole('heading', { level: 1, name: 'Best innovation award' })).toBeInTheDocument()
    expect(screen.getByText('Open')).toBeInTheDocument()
    expect(screen.getByText('Voting period')).toBeInTheDocument()
    expect(screen.getByText('Three votes a day')).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    expect(await screen.findByText('28 votes in all')).toBeInTheDocument()
    const items = screen.getAllByRole('listitem')
    expect(items.map(li => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Candidate 1', 'Candidate 2', 'Candidate 3', 'Aurora Robotics'])
    expect(within(card('Candidate 1')).getByText('Rank 1')).toBeInTheDocument()
    expect(within(card('Candidate 2')).getByText('Rank 2')).toBeInTheDocument()
    expect(within(card('Candidate 3')).getByText('Rank 2')).toBeInTheDocument()
    expect(within(card('Aurora Robotics')).getByText('Rank 4')).toBeInTheDocument()
    expect(within(card('Candidate 2')).getByText('No. 002')).toBeInTheDocument()
    expect(within(card('Candidate 2')).getByText('8 votes')).toBeInTheDocument()
    expect(card('Candidate 1').querySelector('img')).toHaveAttribute('src', '/fu/static/player-1.png')
    expect(api.listVotePlayers).toHaveBeenCalledWith(VOTE_ID, { sort: 'count', limit: 200 })
    // The frame: the vote's title is the page's one h1; a phone's title bar shows it with back.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') {
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
      expect(container.querySelector('.fu-titlebar__title')).toHaveTextContent('Best innovation award')
    } else {
      expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-vote--desktop')).not.toBeNull()
    }
  })

  it('finds candidates by name or number, and says when none matches', async () => {
    renderVote()
    await screen.findByText('Rank 4')
    const search = screen.getByLabelText('Search candidates by name or number')
    fireEvent.input(search, { target: { value: 'aurora' } })
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
    fireEvent.input(search, { target: { value: '003' } })
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Candidate 3')
    fireEvent.input(search, { target: { value: 'nobody' } })
    expect(screen.getByText('No candidate matches “nobody”')).toBeInTheDocument()
  })

  it('a guest is sent to sign in and back here; a candidate opens its page', async () => {
    renderVote()
    await screen.findByText('Rank 4')
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Candidate 2' }))
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(decodeURIComponent(navigations[0].url)).toMatch(new RegExp(`^/login\\?redirect=/activity/vote\\?vote_id=${VOTE_ID}`))
    expect(api.castVote).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: /Candidate 2$/ }))
    await waitFor(() => expect(navigations[1]?.url).toBe(`/activity/vote/candidate?player_id=${players[1]._id}&meeting_id=${MEETING_ID}`))
  })

  it('signed in: shows votes left, counts a vote at once and keeps the server\'s numbers, then takes it back', async () => {
    const rendered = renderVote()
    await screen.findByText('Rank 4')
    api.fetchVote.mockResolvedValue(vote({ used_total: 1, used_today: 1 }))
    await signIn(rendered.store)
    expect(await screen.findByText('2 votes left today')).toBeInTheDocument()
    expect(screen.getByText('4 votes left in all')).toBeInTheDocument()

    let accept!: (a: VoteAnswerAdded) => void
    api.castVote.mockReturnValue(new Promise(resolve => { accept = resolve }))
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Aurora Robotics' }))
    // Optimistic: counted before the server answers.
    expect(await within(card('Aurora Robotics')).findByText('1 vote')).toBeInTheDocument()
    expect(screen.getByText('1 vote left today')).toBeInTheDocument()
    api.listVoteAnswers.mockResolvedValue([answer(players[3])])
    api.listVotePlayers.mockResolvedValue({ results: [...players.slice(0, 3), { ...players[3], count: 1 }], total: 4 })
    api.fetchVote.mockResolvedValue(vote({ used_total: 2, used_today: 2 }))
    await act(async () => accept({ ...answer(players[3]), count: 1, used_total: 2, used_today: 2 }))
    expect(api.castVote).toHaveBeenCalledWith(VOTE_ID, players[3]._id)
    expect(await screen.findByText('Your vote is counted')).toBeInTheDocument()
    expect(await within(card('Aurora Robotics')).findByText('My votes: 1')).toBeInTheDocument()

    api.withdrawVote.mockResolvedValue({ _id: 'a1', deleted: 1 })
    api.listVoteAnswers.mockResolvedValue([])
    api.listVotePlayers.mockResolvedValue({ results: players, total: 4 })
    api.fetchVote.mockResolvedValue(vote({ used_total: 1, used_today: 1 }))
    fireEvent.click(screen.getByRole('button', { name: 'Take back a vote for Aurora Robotics' }))
    expect(await screen.findByText('Your vote was taken back')).toBeInTheDocument()
    expect(api.withdrawVote).toHaveBeenCalledWith({ _id: 'a1' })
    await waitFor(() => expect(within(card('Aurora Robotics')).getByText('0 votes')).toBeInTheDocument())
    expect(within(card('Aurora Robotics')).queryByText(/My votes/)).toBeNull()
  })

  it.each([
    [ErrorCode.VoteTodayUsedUp, "Today's votes are used up; come back tomorrow"],
    [ErrorCode.VoteUsedUp, 'Your votes are used up'],
    [ErrorCode.VoteEnded, 'Voting has ended'],
  ])('a refused vote (%s) rolls the count back and says why', async (code, message) => {
    const rendered = renderVote()
    await screen.findByText('Rank 4')
    await signIn(rendered.store)
    await screen.findByText('3 votes left today')
    api.castVote.mockRejectedValue(refused(code))
    // The reload after the refusal never answers here: the rollback alone must put the numbers back.
    api.fetchVote.mockReturnValue(new Promise(() => undefined))
    api.listVotePlayers.mockReturnValue(new Promise(() => undefined))
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Candidate 1' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(message)
    expect(rendered.platform.toasts).toContain(message)
    expect(within(card('Candidate 1')).getByText('12 votes')).toBeInTheDocument()
    expect(screen.getByText('3 votes left today')).toBeInTheDocument()
  })

  it('before the start and after the end: the phase is said and voting is off', async () => {
    api.fetchVote.mockResolvedValueOnce(vote({ start: nowS() + DAY }))
    const { unmount } = renderVote()
    expect(await screen.findByText('Not started')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'Vote for Candidate 1' })).toHaveAttribute('aria-disabled', 'true')
    unmount()
    api.fetchVote.mockResolvedValueOnce(vote({ end: nowS() - DAY, ended: 1 }))
    renderVote()
    expect(await screen.findByText('Ended')).toBeInTheDocument()
  })

  it('shows the failure with retry, no candidates, and the server\'s word for an unknown vote', async () => {
    api.fetchVote.mockRejectedValueOnce(new Error('network error'))
    const { unmount } = renderVote()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Best innovation award' })).toBeInTheDocument()
    unmount()
    api.listVotePlayers.mockResolvedValue({ results: [], total: 0 })
    const second = renderVote()
    expect(await screen.findByText('No candidates yet')).toBeInTheDocument()
    second.unmount()
    api.fetchVote.mockRejectedValueOnce(new ApiError(404, { code: 4040, message: 'vote not found' }))
    renderVote()
    expect(await screen.findByRole('alert')).toHaveTextContent('vote not found')
  })
})

describe.each(['mobile', 'desktop'] as const)('candidate page (%s)', (variant) => {
  const candidate = player(2, 8, {
    photos: ['/fu/static/player-2.png', '/fu/static/player-3.png'],
    description: { en: '<p>An <strong>innovative</strong> project<img src=x onerror="alert(1)"></p>' },
  })
  const renderCandidate = () => renderScreen(voteCandidateScreen, { route: 'activityVoteCandidate', variant, query: { player_id: candidate._id }, language: 'en' })

  it('shows photos, the sanitised description and votes; voting counts and a refusal rolls back', async () => {
    api.fetchVotePlayer.mockResolvedValue(candidate)
    const rendered = renderCandidate()
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate 2' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(rendered.container.querySelector('.fu-titlebar__title')).toHaveTextContent('Candidate 2')
    expect(screen.getByText('Best innovation award')).toBeInTheDocument()
    expect(screen.getByText('No. 002')).toBeInTheDocument()
    expect(screen.getByText('8 votes')).toBeInTheDocument()
    const photos = screen.getByRole('group', { name: 'Photos' })
    expect([...photos.querySelectorAll('img')].map(img => img.getAttribute('src'))).toEqual(candidate.photos)
    expect(screen.getByText('innovative')).toBeInTheDocument()
    expect(rendered.container.querySelector('[onerror]')).toBeNull()

    await signIn(rendered.store)
    await screen.findByText('3 votes left today')
    api.castVote.mockResolvedValueOnce({ ...answer(candidate), count: 9, used_total: 1, used_today: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Candidate 2' }))
    expect(await screen.findByText('9 votes')).toBeInTheDocument()
    expect(screen.getByText('2 votes left today')).toBeInTheDocument()

    api.castVote.mockRejectedValueOnce(refused(ErrorCode.VoteTodayUsedUp))
    fireEvent.click(screen.getByRole('button', { name: 'Vote for Candidate 2' }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Today's votes are used up")
    expect(screen.getByText('9 votes')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('link', { name: 'Back to the vote' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toContain(`/activity/vote?vote_id=${VOTE_ID}&meeting_id=${MEETING_ID}`))
  })

  it('shows a failure with retry and a missing candidate', async () => {
    api.fetchVotePlayer.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(candidate)
    const { unmount } = renderCandidate()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Candidate 2' })).toBeInTheDocument()
    unmount()
    api.fetchVotePlayer.mockResolvedValueOnce(null as unknown as VotePlayer)
    renderCandidate()
    expect(await screen.findByText('This candidate was not found')).toBeInTheDocument()
  })
})
