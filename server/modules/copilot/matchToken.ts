/**
 * The match service's own bearer token (SPEC §7: short-lived, signed, one-hour expiry). It is not a session token:
 * `<base64url {u: user id, e: expiry seconds}>.<HMAC-SHA256 with a key derived from the server secret>`, so any
 * instance verifies it without a database read, and a leaked one is worthless after the hour.
 */
import crypto from 'node:crypto'
import { ApiError, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'

export const MATCH_TOKEN_TTL = 3600

const sign = (secret: string, payload: string) => crypto.createHmac('sha256', `match:${secret}`).update(payload).digest('base64url')

export function makeMatchToken(secret: string, userId: string, now = nowSeconds()): { token: string; expires: number } {
  const expires = now + MATCH_TOKEN_TTL
  const payload = Buffer.from(JSON.stringify({ u: userId, e: expires })).toString('base64url')
  return { token: `${payload}.${sign(secret, payload)}`, expires }
}

const invalid = (why: string) => new ApiError(401, ErrorCode.MatchTokenInvalid, `match token ${why}`)

/** The user id the token was issued to; 401 (code 4013, not the session's 403 that logs out) when it is missing, forged or expired. */
export function readMatchToken(secret: string, header: string | undefined, now = nowSeconds()): string {
  const token = /^Bearer\s+(\S+)$/i.exec(header ?? '')?.[1]
  if (!token) throw invalid('missing: send Authorization: Bearer <token from POST /tokens/match>')
  const [payload, signature, extra] = token.split('.')
  const expected = payload ? sign(secret, payload) : ''
  if (extra !== undefined || !signature || signature.length !== expected.length
    || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) throw invalid('invalid')
  let claims: { u?: unknown; e?: unknown }
  try { claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) } catch { throw invalid('invalid') }
  if (typeof claims.u !== 'string' || typeof claims.e !== 'number') throw invalid('invalid')
  if (claims.e <= now) throw invalid('expired')
  return claims.u
}
