import { useCallback, useMemo, useState } from 'react'
import type { VotePlayer } from '@fu-types/entities'
import type { VoteAnswer } from '@fu-types/api'
import { fetchVote, listVoteAnswers, listVotePlayers } from '@/api/content'
import { localize, matchCandidates, rankByVotes } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useVoting, type VoteDoc } from './useVoting'

/** A vote has tens of candidates, not thousands: one page holds them all, so rank and search see everyone. */
const VOTE_PLAYERS_LIMIT = 200

/**
 * Data and actions of the vote screen (both variants): the vote (title, rules, period, phase), its candidates
 * ranked by votes and searchable by name or number, my votes left today and in all, voting and taking back.
 */
export function useActivityVote(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session } = useStores()
  const lang = language.language
  const voteId = query.vote_id || ''
  const loggedIn = session.loggedIn
  const now = useNow(30_000)
  const [round, setRound] = useState(0)
  const [search, setSearch] = useState('')
  const refresh = useCallback(() => setRound(n => n + 1), [])

  const vote = useRemote<VoteDoc | null>(() => (voteId ? fetchVote(voteId) : Promise.resolve(null)), [voteId, loggedIn, round])
  const players = useRemote<VotePlayer[]>(
    () => (voteId ? listVotePlayers(voteId, { sort: 'count', limit: VOTE_PLAYERS_LIMIT }).then(page => page.results ?? []) : Promise.resolve([])),
    [voteId, round],
  )
  const answers = useRemote<VoteAnswer[]>(
    () => (voteId && loggedIn ? listVoteAnswers({ vote_id: voteId, limit: VOTE_PLAYERS_LIMIT }) : Promise.resolve([])),
    [voteId, loggedIn, round],
  )
  const found = vote.data ?? undefined
  const { id: meetingId, timezone } = meeting
  const here = routeUrl('activityVote', { vote_id: voteId, meeting_id: meetingId })
  const voting = useVoting({ vote: found, players: players.data, answers: answers.data, refresh, here, meetingId, now })

  const ranks = useMemo(() => rankByVotes(voting.players), [voting.players])
  const shown = useMemo(() => matchCandidates(voting.players, search, lang), [voting.players, search, lang])

  // Only the first load shows "loading": a refresh after voting keeps the screen as it is.
  const status = (source: { status: 'loading' | 'ready' | 'failed'; data: unknown }) => (source.status === 'loading' && source.data !== undefined ? 'ready' as const : source.status)
  const voteStatus = status(vote)
  return {
    lang,
    status: voteStatus === 'ready' && !found ? ('missing' as const) : voteStatus,
    error: vote.error,
    retry: vote.retry,
    vote: found,
    title: found ? localize(found.title, lang) : '',
    rules: found ? localize(found.rules, lang) : '',
    timezone,
    playersStatus: status(players),
    playersError: players.error,
    retryPlayers: players.retry,
    total: voting.players.reduce((sum, p) => sum + p.count, 0),
    candidates: shown,
    rankOf: (playerId: string) => ranks.get(playerId) ?? 0,
    search,
    setSearch,
    ...voting,
    openCandidate: (player: VotePlayer) => { void navigateTo('activityVoteCandidate', { player_id: player._id, meeting_id: meetingId }) },
  }
}

export type ActivityVoteData = ReturnType<typeof useActivityVote>
