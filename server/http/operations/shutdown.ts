/**
 * Graceful shutdown (issue 26), on SIGTERM or SIGINT: readiness turns 503 at once (http/operations/health.ts), the
 * server keeps answering for FU_SHUTDOWN_DRAIN_MS (default 0; behind a load balancer, its health-check interval times
 * the failures it needs, so it stops sending traffic first), then stops accepting connections and waits for the
 * requests in flight (Fastify's close); past FU_SHUTDOWN_TIMEOUT_MS (default 30 s) the process exits anyway, with 1.
 */
import type { FastifyInstance } from 'fastify'

export interface ShutdownSettings {
  drainMs: number
  timeoutMs: number
}

function milliseconds(env: Record<string, string | undefined>, name: string, fallback: number): number {
  const raw = (env[name] ?? '').trim()
  if (!raw) return fallback
  const ms = Number(raw)
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds, not "${raw}"`)
  return ms
}

export function shutdownSettingsFromEnv(env: Record<string, string | undefined>): ShutdownSettings {
  return { drainMs: milliseconds(env, 'FU_SHUTDOWN_DRAIN_MS', 0), timeoutMs: milliseconds(env, 'FU_SHUTDOWN_TIMEOUT_MS', 30_000) }
}

/**
 * Drains and closes `app`, then runs `after` (other listeners, e.g. the metrics port). Resolves when all is closed;
 * `onTimeout` runs instead if that takes longer than the settings allow.
 */
export async function drainAndClose(app: FastifyInstance, settings: ShutdownSettings, after: Array<() => Promise<void>>, onTimeout: () => void): Promise<void> {
  const late = setTimeout(onTimeout, settings.drainMs + settings.timeoutMs)
  late.unref()
  app.serverState.draining = true
  app.log.info({ drainMs: settings.drainMs }, 'shutting down: readiness answers 503, requests in flight finish')
  if (settings.drainMs) await new Promise((resolve) => setTimeout(resolve, settings.drainMs))
  await app.close()
  for (const close of after) await close()
  clearTimeout(late)
}
