/**
 * Facebook Login's configuration from the environment (server/README.md "Environment", FU_FACEBOOK_*).
 * No app set: no real Facebook sign-in (development then uses the development stand-in, production answers 503).
 * An app id without its secret (or the reverse) stops the start with the variables named.
 */
export interface FacebookConfig {
  /** The Facebook app whose user access tokens are accepted (debug_token's `app_id`). */
  appId: string
  /** The app secret: the app access token `<app id>|<secret>` and every call's appsecret_proof. */
  appSecret: string
  /** https://graph.facebook.com, or a stand-in in tests. */
  graphUrl: string
}

export const FACEBOOK_GRAPH_URL = 'https://graph.facebook.com'

/** Reads FU_FACEBOOK_APP_ID, FU_FACEBOOK_APP_SECRET and FU_FACEBOOK_GRAPH_URL; undefined when no app is set. */
export function facebookConfigFromEnv(env: Record<string, string | undefined> = process.env): FacebookConfig | undefined {
  const appId = env.FU_FACEBOOK_APP_ID?.trim() || undefined
  const appSecret = env.FU_FACEBOOK_APP_SECRET?.trim() || undefined
  if (!appId && !appSecret) return undefined
  if (!appId || !appSecret) throw new Error('Facebook is half-configured: set both FU_FACEBOOK_APP_ID and FU_FACEBOOK_APP_SECRET (or neither)')
  if (!/^\d{1,32}$/.test(appId)) throw new Error(`FU_FACEBOOK_APP_ID is not a Facebook app id (digits): "${appId}"`)
  if (!/^[A-Za-z0-9]{8,128}$/.test(appSecret)) throw new Error('FU_FACEBOOK_APP_SECRET is not a Facebook app secret (letters and digits)')
  const graphUrl = (env.FU_FACEBOOK_GRAPH_URL?.trim() || FACEBOOK_GRAPH_URL).replace(/\/+$/, '')
  if (!/^https?:\/\/\S+$/i.test(graphUrl)) throw new Error('FU_FACEBOOK_GRAPH_URL must be an http(s) address')
  return { appId, appSecret, graphUrl }
}
