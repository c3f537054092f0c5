import { useCallback, useEffect, useState } from 'react'
import type { Vote, VotePlayer } from '@fu-types/entities'
import type { VoteAnswer, VoteStatus } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import { castVote, withdrawVote } from '@/api/content'
import { ApiError } from '@/api/http'
import { votePhase, votesLeft, type VotePhase } from '@/core'
import type { MessageKey } from '@/i18n'
import { loginUrl } from '@/router/links'
import { openUrl } from '@/router/navigate'
import { useStores } from '@/stores'

export type VoteDoc = Vote & VoteStatus

/** The message of a refused vote: the server's limit codes (SPEC §8), else a generic failure. */
function voteRefusalKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    if (error.code === ErrorCode.VoteUsedUp) return 'vote.error.usedUp'
    if (error.code === ErrorCode.VoteTodayUsedUp) return 'vote.error.todayUsedUp'
    if (error.code === ErrorCode.VoteEnded) return 'vote.error.ended'
  }
  return 'vote.error.failed'
}

const usageOf = (vote: VoteDoc | undefined) => ({ used_total: vote?.used_total ?? 0, used_today: vote?.used_today ?? 0 })

/**
 * Voting shared by the vote screen and a candidate's page. The server's vote, candidates and my answers are
 * copied into local state so a vote shows at once (optimistic); the server's answer then replaces the guess, a
 * refusal puts it back and says why, and either way `refresh` reloads everyone's counts.
 */
export function useVoting({ vote, players, answers, refresh, here, meetingId, now }: {
  vote: VoteDoc | undefined
  players: VotePlayer[] | undefined
  answers: VoteAnswer[] | undefined
  refresh: () => void
  /** This screen's URL, to come back to after signing in. */
  here: string
  meetingId: string | undefined
  now: number
}) {
  const { language, session, platform } = useStores()
  const t = language.t
  const [local, setLocal] = useState<VotePlayer[]>([])
  const [usage, setUsage] = useState(() => usageOf(vote))
  const [mine, setMine] = useState<VoteAnswer[]>([])
  const [busy, setBusy] = useState<string | null>(null)
  const [notice, setNotice] = useState<{ key: MessageKey; tone: 'ok' | 'error' } | null>(null)

  useEffect(() => { if (players) setLocal(players) }, [players])
  useEffect(() => { setUsage(usageOf(vote)) }, [vote])
  useEffect(() => { setMine(answers ?? []) }, [answers])

  const phase: VotePhase | undefined = vote ? votePhase(vote, now) : undefined
  const left = votesLeft(vote ?? {}, usage)
  const login = useCallback(() => { void openUrl(loginUrl(here, meetingId)) }, [here, meetingId])
  const countFor = (playerId: string) => mine.filter(a => a.player_id === playerId).length
  const shift = (playerId: string, by: number) => setLocal(list => list.map(p => (p._id === playerId ? { ...p, count: Math.max(p.count + by, 0) } : p)))

  const cast = useCallback(async (player: VotePlayer) => {
    if (!vote || busy) return
    if (!session.loggedIn) { login(); return }
    if (phase !== 'open') { setNotice({ key: phase === 'ended' ? 'vote.error.ended' : 'vote.error.notStarted', tone: 'error' }); return }
    setBusy(player._id)
    setNotice(null)
    const before = usage
    shift(player._id, 1)
    setUsage({ used_total: before.used_total + 1, used_today: before.used_today + 1 })
    try {
      const answer = await castVote(vote._id, player._id)
      setLocal(list => list.map(p => (p._id === player._id ? { ...p, count: answer.count } : p)))
      setUsage({ used_total: answer.used_total, used_today: answer.used_today })
      setMine(list => [answer, ...list])
      setNotice({ key: 'vote.done', tone: 'ok' })
    } catch (error) {
      shift(player._id, -1)
      setUsage(before)
      setNotice({ key: voteRefusalKey(error), tone: 'error' })
      platform.toast(t(voteRefusalKey(error)))
    } finally {
      setBusy(null)
      refresh()
    }
  }, [vote, busy, session, login, phase, usage, platform, t, refresh])

  /** Takes back my latest vote for this candidate. */
  const withdraw = useCallback(async (player: VotePlayer) => {
    const answer = mine.find(a => a.player_id === player._id)
    if (!vote || !answer || busy) return
    setBusy(player._id)
    setNotice(null)
    const before = usage
    shift(player._id, -1)
    setMine(list => list.filter(a => a._id !== answer._id))
    setUsage({ ...before, used_total: Math.max(before.used_total - 1, 0) })
    try {
      await withdrawVote({ _id: answer._id })
      setNotice({ key: 'vote.withdrawn', tone: 'ok' })
    } catch (error) {
      shift(player._id, 1)
      setMine(list => [answer, ...list])
      setUsage(before)
      setNotice({ key: voteRefusalKey(error), tone: 'error' })
      platform.toast(t(voteRefusalKey(error)))
    } finally {
      setBusy(null)
      refresh()
    }
  }, [vote, mine, busy, usage, platform, t, refresh])

  return {
    t,
    players: local,
    phase,
    usage,
    left,
    loggedIn: session.loggedIn,
    /** A guest signs in and comes back here. */
    login,
    /** How many of my votes this candidate holds. */
    myVotes: countFor,
    busy,
    notice: notice ? { text: t(notice.key), tone: notice.tone } : null,
    cast,
    withdraw,
  }
}

export type VotingData = ReturnType<typeof useVoting>
