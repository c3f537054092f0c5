/**
 * Load shedding (issue 26): @fastify/under-pressure answers 503 with Retry-After while the event loop's mean delay over
 * the last second is past FU_MAX_EVENT_LOOP_DELAY_MS (default 1 000 ms in production, off in development, where the
 * embedded database runs its queries on the same event loop; 0 turns it off), so a drowning instance refuses
 * quickly instead of making every request wait; the load balancer sends the retry elsewhere. Liveness is exempt
 * (http/operations/health.ts): a busy process is not a dead one.
 */
import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { ErrorCode } from '../../../types/errors'

export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000
const RETRY_AFTER_SECONDS = 5

export function maxEventLoopDelayFromEnv(env: Record<string, string | undefined>, dev: boolean): number {
  const raw = (env.FU_MAX_EVENT_LOOP_DELAY_MS ?? '').trim()
  if (!raw) return dev ? 0 : DEFAULT_MAX_EVENT_LOOP_DELAY_MS
  const ms = Number(raw)
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`FU_MAX_EVENT_LOOP_DELAY_MS must be a whole number of milliseconds (0: off), not "${raw}"`)
  return ms
}

export async function shedLoadUnderPressure(app: FastifyInstance, maxEventLoopDelay: number): Promise<void> {
  if (!maxEventLoopDelay) return
  await app.register(underPressure, {
    maxEventLoopDelay,
    pressureHandler: (_request, reply) => {
      reply.status(503).header('retry-after', String(RETRY_AFTER_SECONDS))
      // A returned value is sent as the answer (the plugin's index.js: `reply.send(result)`); its types say void.
      return { code: ErrorCode.ServerBusy, message: `the server is too busy: try again in ${RETRY_AFTER_SECONDS} seconds` } as unknown as void
    },
  })
}
