import type { LocalizedText, Timestamp } from '@fu-types/entities'
import { localize } from './localize'
import { toMs } from './time'

export type VotePhase = 'notStarted' | 'open' | 'ended'

/** Not started before `start`, ended after `end` (0 = no end, as the server reads it), open between; `now` in ms. */
export function votePhase(vote: { start?: Timestamp; end?: Timestamp }, now: number): VotePhase {
  if (vote.start && now < toMs(vote.start)) return 'notStarted'
  if (vote.end && now > toMs(vote.end)) return 'ended'
  return 'open'
}

/**
 * What is left of one's votes: per person over the whole vote and per day (a limit of 0 = unlimited → null).
 * The smaller of the two is what one can still cast now.
 */
export function votesLeft(limits: { per_person_limit?: number; per_day_limit?: number }, used: { used_total?: number; used_today?: number }) {
  const left = (limit: number | undefined, spent: number | undefined) => (limit && limit > 0 ? Math.max(limit - (spent ?? 0), 0) : null)
  const total = left(limits.per_person_limit, used.used_total)
  const today = left(limits.per_day_limit, used.used_today)
  const now = total === null ? today : today === null ? total : Math.min(total, today)
  return { total, today, now }
}

/** Standard competition ranking by votes (12, 8, 8, 5 → 1, 2, 2, 4): candidate id → rank. */
export function rankByVotes(players: readonly { _id: string; count: number }[]): Map<string, number> {
  const sorted = [...players].sort((a, b) => b.count - a.count)
  const ranks = new Map<string, number>()
  sorted.forEach((p, i) => ranks.set(p._id, i > 0 && sorted[i - 1].count === p.count ? ranks.get(sorted[i - 1]._id)! : i + 1))
  return ranks
}

/** Candidates whose name (in any language) or ballot number holds the search text, case-insensitive; all when it is blank. */
export function matchCandidates<T extends { name: LocalizedText; number?: string }>(players: readonly T[], search: string, language: string): T[] {
  const needle = search.trim().toLowerCase()
  if (!needle) return [...players]
  return players.filter((p) => {
    const names = typeof p.name === 'string' ? [p.name] : [localize(p.name, language), ...Object.values(p.name)]
    return [...names, p.number ?? ''].some((text) => (text ?? '').toLowerCase().includes(needle))
  })
}
