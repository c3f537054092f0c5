/**
 * Google sign-in's configuration from the environment (server/README.md "Environment", FU_GOOGLE_*).
 * No client id set: no real Google sign-in (development then uses the development stand-in, production answers 503).
 */
export interface GoogleConfig {
  /** The OAuth client ids whose ID tokens are accepted (the token's `aud`): the web client's, and any other app's. */
  clientIds: string[]
  /** Google's signing keys as a JWKS (https://www.googleapis.com/oauth2/v3/certs; tests point it at a stand-in). */
  jwksUrl: string
}

export const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs'

/** A Google OAuth client id: `<number>-<letters>.apps.googleusercontent.com`, or any other id without spaces or commas. */
const CLIENT_ID = /^[A-Za-z0-9._-]{1,200}$/

/** Reads FU_GOOGLE_CLIENT_IDS (comma-separated) and FU_GOOGLE_JWKS_URL; undefined when no client id is set. */
export function googleConfigFromEnv(env: Record<string, string | undefined> = process.env): GoogleConfig | undefined {
  const clientIds = (env.FU_GOOGLE_CLIENT_IDS ?? '').split(',').map((id) => id.trim()).filter(Boolean)
  if (!clientIds.length) return undefined
  const bad = clientIds.find((id) => !CLIENT_ID.test(id))
  if (bad) throw new Error(`FU_GOOGLE_CLIENT_IDS holds "${bad}", which is not a client id (ids are separated by commas)`)
  const jwksUrl = env.FU_GOOGLE_JWKS_URL?.trim() || GOOGLE_JWKS_URL
  if (!/^https?:\/\/\S+$/i.test(jwksUrl)) throw new Error('FU_GOOGLE_JWKS_URL must be an http(s) address')
  return { clientIds, jwksUrl }
}
