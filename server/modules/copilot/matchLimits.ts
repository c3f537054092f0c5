/**
 * The assistant's limits (issue 26): its calls reach a paid language model, so a person and an IP may ask only so
 * often (FU_MATCH_RATE_PER_PERSON, default 20 a minute; FU_MATCH_RATE_PER_IP, default 120 a minute, for the accounts
 * one script could open), answered 429 / 4290 with Retry-After; and each meeting has a daily budget of model answers
 * (FU_MATCH_DAILY_MODEL_ANSWERS, default 5 000 per UTC day; 0: never the model), past which questions are still
 * answered, from retrieval (modules/copilot/matchAnswer.ts) as without a model. Counted in the database (http/rateLimitStore.ts), so
 * the limits hold across instances.
 */
import type { Db } from '../../db/client'
import { ApiError, ErrorCode } from '../../http/errors'
import { countCall } from '../../http/rateLimitStore'

export interface MatchLimits {
  perPersonPerMinute: number
  perIpPerMinute: number
  dailyModelAnswers: number
}

function count(env: Record<string, string | undefined>, name: string, fallback: number, min: number): number {
  const raw = (env[name] ?? '').trim()
  if (!raw) return fallback
  const n = Number(raw)
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number ≥ ${min}, not "${raw}"`)
  return n
}

export function matchLimitsFromEnv(env: Record<string, string | undefined> = process.env): MatchLimits {
  return {
    perPersonPerMinute: count(env, 'FU_MATCH_RATE_PER_PERSON', 20, 1),
    perIpPerMinute: count(env, 'FU_MATCH_RATE_PER_IP', 120, 1),
    dailyModelAnswers: count(env, 'FU_MATCH_DAILY_MODEL_ANSWERS', 5000, 0),
  }
}

const MINUTE_MS = 60_000

/**
 * Counts one call of the assistant's `call` (query or stream) for the person and the IP; a 429 ApiError (code 4290,
 * `data.retry_after` seconds, `data.scope` person or ip) when either is past its limit. The caller sets Retry-After.
 */
export async function countAssistantCall(db: Db, limits: MatchLimits, call: 'query' | 'stream', userId: string, ip: string): Promise<void> {
  const [person, address] = await Promise.all([
    countCall(db, `match-${call}:person:${userId}`, MINUTE_MS),
    countCall(db, `match-${call}:ip:${ip}`, MINUTE_MS),
  ])
  const over = person.current > limits.perPersonPerMinute ? { scope: 'person', ttl: person.ttl }
    : address.current > limits.perIpPerMinute ? { scope: 'ip', ttl: address.ttl } : undefined
  if (over) {
    throw new ApiError(429, ErrorCode.TooFrequent, 'too many questions to the assistant: wait a moment and ask again', {
      scope: over.scope, retry_after: Math.max(1, Math.ceil(over.ttl / 1000)),
    })
  }
}

/** Takes one model answer from the meeting's budget of the day (UTC); false once the day's budget is spent. */
export async function takeModelAnswer(db: Db, limits: MatchLimits, meetingId: string, now = new Date()): Promise<boolean> {
  if (limits.dailyModelAnswers === 0) return false
  const day = now.toISOString().slice(0, 10)
  // The key names the day, the window outlives it: a new day starts a new count.
  const used = await countCall(db, `match-model:${meetingId}:${day}`, 26 * 3600_000)
  return used.current <= limits.dailyModelAnswers
}
