import { useCallback, useMemo, useState } from 'react'
import type { VotePlayer } from '@fu-types/entities'
import type { VoteAnswer } from '@fu-types/api'
import { fetchVote, fetchVotePlayer, listVoteAnswers } from '@/api/content'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useVoting, type VoteDoc } from '../useVoting'

/** A candidate's page (both variants): photos, sanitised description, votes, and voting as on the vote screen. */
export function useVoteCandidate(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session } = useStores()
  const lang = language.language
  const playerId = query.player_id || ''
  const loggedIn = session.loggedIn
  const now = useNow(30_000)
  const [round, setRound] = useState(0)
  const refresh = useCallback(() => setRound(n => n + 1), [])

  const player = useRemote<VotePlayer | null>(() => (playerId ? fetchVotePlayer(playerId) : Promise.resolve(null)), [playerId, round])
  const voteId = player.data?.vote_id
  const vote = useRemote<VoteDoc | null>(() => (voteId ? fetchVote(voteId) : Promise.resolve(null)), [voteId, loggedIn, round])
  const answers = useRemote<VoteAnswer[]>(
    () => (voteId && loggedIn ? listVoteAnswers({ vote_id: voteId, player_id: playerId }) : Promise.resolve([])),
    [voteId, playerId, loggedIn, round],
  )
  const { id: meetingId } = meeting
  const here = routeUrl('activityVoteCandidate', { player_id: playerId, meeting_id: meetingId })
  const players = useMemo(() => (player.data ? [player.data] : undefined), [player.data])
  const voting = useVoting({ vote: vote.data ?? undefined, players, answers: answers.data, refresh, here, meetingId, now })

  const shown = voting.players[0]
  // The first load of the candidate, then of its vote, is "loading"; a refresh after voting keeps the page.
  const firstLoad = (player.status === 'loading' && !player.data) || (Boolean(voteId) && vote.status === 'loading' && !vote.data)
  const failed = player.status === 'failed' ? player : vote.status === 'failed' ? vote : undefined
  const name = shown ? localize(shown.name, lang) : ''
  return {
    ...voting,
    status: firstLoad ? ('loading' as const) : failed ? ('failed' as const) : !shown || !vote.data ? ('missing' as const) : ('ready' as const),
    error: failed?.error,
    retry: () => { player.retry(); vote.retry() },
    /** The vote's meeting (else the address's). */
    meetingId,
    /** The vote's own meeting, which the frame then shows (the declaration's meetingId). */
    voteMeetingId: vote.data?.meeting_id,
    player: shown,
    name,
    description: shown ? localize(shown.description, lang) : '',
    photos: shown?.photos?.length ? shown.photos : shown?.img ? [shown.img] : [],
    voteTitle: vote.data ? localize(vote.data.title, lang) : '',
    back: () => { if (voteId) void navigateTo('activityVote', { vote_id: voteId, meeting_id: meetingId }) },
  }
}

export type VoteCandidateData = ReturnType<typeof useVoteCandidate>
