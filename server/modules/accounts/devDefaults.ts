/** Development-only default of the signed phone login secret (FU_SIGN_SECRET overrides; required in production). */
export const DEV_SIGN_SECRET = 'fu-dev-sign-secret'

/**
 * The seeded partner's (CHINAIEF, types/oauth.ts) client secret. Public knowledge, so it authenticates only in
 * development; in production give the client its own secret (`oauth_clients.secret_hash`, SHA-256 hex).
 */
export const DEV_OAUTH_CLIENT_SECRET = 'fu-dev-chinaief-client-secret'

/**
 * The demo seed (privileged accounts on fixed numbers, public bind codes) goes into an empty database in development
 * only, or when FU_SEED_DEMO=1 asks for it (a demonstration instance): a production database starts empty (issue 26 F3).
 */
export function seedsDemo(env: Record<string, string | undefined>, dev: boolean): boolean {
  const asked = (env.FU_SEED_DEMO ?? '').trim()
  if (asked === '1') return true
  if (asked === '0') return false
  return dev
}
