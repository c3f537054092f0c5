/**
 * Google sign-in for real: the ID token of Google Identity Services, verified as Google documents
 * (https://developers.google.com/identity/gsi/web/guides/verify-google-id-token): RS256 signature by one of Google's
 * keys (the JWKS at FU_GOOGLE_JWKS_URL, cached by jose and fetched again when a token names a `kid` it does not hold,
 * at most once per cooldown so made-up kids cannot make us hammer Google), issuer accounts.google.com, audience one of
 * FU_GOOGLE_CLIENT_IDS, not expired, and an e-mail address Google verified.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload } from 'jose'
import { ApiError, ErrorCode } from '../../http/errors'
import type { GoogleConfig } from './config'
import type { GoogleIdentity, GoogleSignIn } from './provider'

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com']
/** Clocks differ by a few seconds; a token is good for an hour. */
const CLOCK_TOLERANCE_SECONDS = 30
const JWKS_TIMEOUT_MS = 5000
const ID_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/

export type GoogleRefusal = 'malformed' | 'signature' | 'unknown_key' | 'expired' | 'audience' | 'issuer' | 'claims' | 'email_unverified'

const refused = (reason: GoogleRefusal, message: string) =>
  new ApiError(401, ErrorCode.IdentityTokenInvalid, message, { provider: 'google', reason })

/** jose's verdict as our answer: which check failed, in words; Google out of reach → 502. */
function refusal(err: unknown): ApiError {
  if (err instanceof errors.JWTExpired) return refused('expired', 'the Google ID token has expired: sign in with Google again')
  if (err instanceof errors.JWTClaimValidationFailed) {
    if (err.claim === 'aud') return refused('audience', 'the Google ID token was issued to another app (its audience is not one of this server\'s client ids)')
    if (err.claim === 'iss') return refused('issuer', 'the token was not issued by Google (issuer is not accounts.google.com)')
    return refused('claims', `the Google ID token's "${err.claim}" claim is missing or invalid`)
  }
  if (err instanceof errors.JWSSignatureVerificationFailed) return refused('signature', 'the Google ID token\'s signature is not Google\'s')
  if (err instanceof errors.JWKSNoMatchingKey) return refused('unknown_key', 'the Google ID token is signed with a key Google does not publish')
  if (err instanceof errors.JWKSTimeout || err instanceof TypeError || (err instanceof errors.JOSEError && err.code === 'ERR_JOSE_GENERIC')) {
    return new ApiError(502, ErrorCode.ProviderUnavailable, 'Google\'s signing keys could not be fetched: try again shortly')
  }
  if (err instanceof errors.JOSEError) return refused('malformed', 'the Google ID token is not a token Google signs (RS256 JWT)')
  throw err
}

const emailVerified = (payload: JWTPayload) => payload.email_verified === true || payload.email_verified === 'true'

export interface GoogleVerifierOptions {
  /** After a fetch of the keys, no other for this long (jose's default, 30 s); tests of a rotation lower it. */
  cooldownMs?: number
}

export function googleIdTokenSignIn(config: GoogleConfig, options: GoogleVerifierOptions = {}): GoogleSignIn {
  const keys = createRemoteJWKSet(new URL(config.jwksUrl), { timeoutDuration: JWKS_TIMEOUT_MS, cooldownDuration: options.cooldownMs })

  async function verify(idToken: string): Promise<GoogleIdentity> {
    if (!ID_TOKEN.test(idToken)) throw refused('malformed', 'id_token must be the credential Google Identity Services gave (a JWT)')
    let payload: JWTPayload
    try {
      ({ payload } = await jwtVerify(idToken, keys, {
        algorithms: ['RS256'], issuer: GOOGLE_ISSUERS, audience: config.clientIds, requiredClaims: ['exp', 'sub'],
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
      }))
    } catch (err) {
      throw refusal(err)
    }
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : ''
    if (!email || !emailVerified(payload)) throw refused('email_unverified', 'Google has not verified this account\'s e-mail address')
    const name = typeof payload.name === 'string' && payload.name.trim() ? payload.name.trim().slice(0, 100) : undefined
    return { subject: payload.sub!, email, ...(name ? { name } : {}) }
  }

  return {
    kind: 'google',
    clientIds: config.clientIds,
    async identify(body) {
      if (!body.id_token) throw new ApiError(400, ErrorCode.ValidationFailed, 'Google sign-in needs id_token (the credential Google Identity Services gives)')
      return verify(body.id_token)
    },
  }
}
