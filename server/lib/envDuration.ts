/** Durations read from the environment (order expiry, waitlist holds, account deletion): one parsing rule, one error. */

const UNIT_SECONDS = { minutes: 60, days: 86_400 } as const

/**
 * `env[name]` as whole seconds (at least 1): unset or empty gives `fallback` (in `unit`s); fractions are allowed (tests
 * use a few seconds); anything that is not a positive number stops the start naming the variable.
 */
export function durationFromEnv(env: NodeJS.ProcessEnv, name: string, unit: keyof typeof UNIT_SECONDS, fallback: number): number {
  const raw = env[name]
  const amount = raw === undefined || raw === '' ? fallback : Number(raw)
  if (!Number.isFinite(amount) || amount <= 0) throw new Error(`${name} must be a positive number of ${unit}, not "${raw}"`)
  return Math.max(1, Math.round(amount * UNIT_SECONDS[unit]))
}
