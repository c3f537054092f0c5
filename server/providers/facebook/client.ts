/**
 * Facebook sign-in for real: the user access token of Facebook Login, checked as Facebook documents
 * (https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow#checktoken): the Graph API's
 * `debug_token`, asked with the app access token `<app id>|<secret>`, must say it is valid, a user's, for our app id
 * and not expired; then `/me?fields=id,name,email` (with appsecret_proof, so a stolen token is useless without our
 * secret) names the person, whose id must be the token's user.
 */
import crypto from 'node:crypto'
import { ApiError, ErrorCode } from '../../http/errors'
import type { FacebookConfig } from './config'
import type { FacebookIdentity, FacebookSignIn } from './provider'

/** The Graph API version asked (Facebook keeps each for two years at least). */
export const GRAPH_VERSION = 'v21.0'
const TIMEOUT_MS = 5000
const ACCESS_TOKEN = /^[A-Za-z0-9_.|-]{20,4096}$/

export type FacebookRefusal = 'malformed' | 'invalid' | 'expired' | 'audience' | 'claims' | 'email_missing'

const refused = (reason: FacebookRefusal, message: string) =>
  new ApiError(401, ErrorCode.IdentityTokenInvalid, message, { provider: 'facebook', reason })
const unavailable = (message: string) => new ApiError(502, ErrorCode.ProviderUnavailable, message)

interface DebugToken {
  data?: { app_id?: string; type?: string; is_valid?: boolean; expires_at?: number; user_id?: string; error?: { code?: number; subcode?: number; message?: string } }
}
interface Me { id?: string; name?: string; email?: string }

/** Facebook's error subcode of an access token past its expiry. */
const EXPIRED_SUBCODES = new Set([463])

export function facebookGraphSignIn(config: FacebookConfig): FacebookSignIn {
  const appToken = `${config.appId}|${config.appSecret}`

  /** One Graph call; Facebook out of reach, slow or unreadable → 502. A Graph error body comes back as it is. */
  async function graph<T>(path: string, query: Record<string, string>, what: string): Promise<{ status: number; body: T & { error?: { message?: string } } }> {
    const url = `${config.graphUrl}/${GRAPH_VERSION}/${path}?${new URLSearchParams(query)}`
    let response: Response
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
    } catch (err) {
      const timedOut = (err as Error).name === 'TimeoutError'
      throw unavailable(timedOut ? `Facebook did not answer ${what} within ${TIMEOUT_MS} ms` : `Facebook could not be reached for ${what}`)
    }
    let body: T & { error?: { message?: string } }
    try {
      body = await response.json() as typeof body
    } catch {
      throw unavailable(`Facebook's answer to ${what} could not be read`)
    }
    return { status: response.status, body }
  }

  async function check(token: string): Promise<string> {
    const { status, body } = await graph<DebugToken>('debug_token', { input_token: token, access_token: appToken }, 'the token check')
    // debug_token answers 200 for any input token; an error here is about our app credentials or Facebook itself.
    if (status !== 200 || !body.data) throw unavailable(`Facebook refused the token check (${status}${body.error?.message ? `: ${body.error.message}` : ''}): check FU_FACEBOOK_APP_ID and FU_FACEBOOK_APP_SECRET`)
    const data = body.data
    const expiresAt = typeof data.expires_at === 'number' ? data.expires_at : 0
    const expired = (expiresAt > 0 && expiresAt * 1000 <= Date.now()) || (data.error?.subcode !== undefined && EXPIRED_SUBCODES.has(data.error.subcode))
    if (expired) throw refused('expired', 'the Facebook access token has expired: sign in with Facebook again')
    if (data.is_valid !== true) throw refused('invalid', 'Facebook does not know this access token (invalid or revoked): sign in with Facebook again')
    if (String(data.app_id ?? '') !== config.appId) throw refused('audience', 'the Facebook access token was issued to another app')
    if (data.type !== undefined && data.type !== 'USER') throw refused('claims', 'the Facebook access token is not a user\'s')
    if (!data.user_id) throw refused('claims', 'the Facebook access token names no user')
    return data.user_id
  }

  async function identify(token: string): Promise<FacebookIdentity> {
    if (!ACCESS_TOKEN.test(token)) throw refused('malformed', 'access_token must be the user access token Facebook Login gave')
    const userId = await check(token)
    const proof = crypto.createHmac('sha256', config.appSecret).update(token).digest('hex')
    const { status, body } = await graph<Me>('me', { fields: 'id,name,email', access_token: token, appsecret_proof: proof }, 'the profile')
    if (status === 400 || status === 401) throw refused('invalid', 'Facebook refused the access token when reading the profile: sign in with Facebook again')
    if (status !== 200) throw unavailable(`Facebook did not give the profile (${status})`)
    if (body.id !== userId) throw refused('claims', 'the Facebook profile is not the token\'s user')
    const email = typeof body.email === 'string' ? body.email.trim().toLowerCase() : ''
    if (!email) throw refused('email_missing', 'Facebook did not share an e-mail address: allow it when Facebook asks, or sign in with your phone or e-mail')
    const name = typeof body.name === 'string' && body.name.trim() ? body.name.trim().slice(0, 100) : undefined
    return { subject: userId, email, ...(name ? { name } : {}) }
  }

  return {
    kind: 'facebook',
    async identify(body) {
      if (!body.access_token) throw new ApiError(400, ErrorCode.ValidationFailed, 'Facebook sign-in needs access_token (the user access token Facebook Login gives)')
      return identify(body.access_token)
    },
  }
}
