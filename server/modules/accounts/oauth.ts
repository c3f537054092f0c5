/**
 * Rules of this platform as an OAuth 2.0 authorization server (RFC 6749 §4.1, authorization code; RFC 7636, PKCE):
 * scope parsing, exact redirect-URI matching, the authorization request's check in the RFC's order, PKCE S256
 * verification, client authentication at the token endpoint, and the random codes and tokens (stored as hashes).
 *
 * Choices where the RFCs leave room (server/README.md "OAuth"):
 * - PKCE is required for every client and only S256 is accepted (RFC 7636 §4.2 / §4.4.1: plain refused).
 * - `redirect_uri` is required and compared as an exact string with the registered ones (no prefix, no normalising).
 * - A code lives CODE_TTL_SECONDS (60 s by default, `FU_OAUTH_CODE_TTL_SECONDS`, at most the RFC's 10 minutes) and
 *   is good for one exchange attempt: the first attempt claims it, whether or not it then succeeds; a later attempt is
 *   refused and revokes the tokens issued from it (RFC 6749 §4.1.2, §10.5).
 * - Access tokens live an hour; no refresh tokens.
 */
import crypto from 'node:crypto'
import { OAUTH_SCOPES, type OAuthScope } from '../../../types/oauth'

export const ACCESS_TOKEN_TTL_SECONDS = 3600
/** RFC 6749 §4.1.2 recommends at most 10 minutes; 60 s covers a partner's server-side exchange. */
export const DEFAULT_CODE_TTL_SECONDS = 60
export const MAX_CODE_TTL_SECONDS = 600
/** What a request without `scope` gets (RFC 6749 §3.3: a documented default). */
export const DEFAULT_SCOPES: readonly OAuthScope[] = ['profile']

export function codeTtlSeconds(env: string | undefined = process.env.FU_OAUTH_CODE_TTL_SECONDS): number {
  const value = Number(env)
  return Number.isInteger(value) && value >= 1 && value <= MAX_CODE_TTL_SECONDS ? value : DEFAULT_CODE_TTL_SECONDS
}

// ---- scopes (RFC 6749 §3.3) ----

/** scope-token = 1*( %x21 / %x23-5B / %x5D-7E ), tokens separated by single spaces. */
const SCOPE_TOKEN = /^[\x21\x23-\x5b\x5d-\x7e]+$/

/**
 * The scopes asked for, deduplicated, in OAUTH_SCOPES order; `undefined` when the value is malformed, names a scope
 * this server does not know, or one the client may not ask for. No value (or an empty one) → DEFAULT_SCOPES,
 * which the client must be allowed too.
 */
export function parseScope(raw: string | undefined, allowed: readonly string[]): OAuthScope[] | undefined {
  const tokens = raw === undefined || raw === '' ? [...DEFAULT_SCOPES] : raw.split(' ')
  if (tokens.some((token) => !SCOPE_TOKEN.test(token))) return undefined
  const asked = new Set(tokens)
  if ([...asked].some((token) => !(OAUTH_SCOPES as readonly string[]).includes(token) || !allowed.includes(token))) return undefined
  return OAUTH_SCOPES.filter((scope) => asked.has(scope))
}

export const scopeString = (scopes: readonly string[]) => scopes.join(' ')

// ---- redirect URIs (RFC 6749 §3.1.2) ----

/** A registrable redirect URI: absolute http(s), no fragment; plain http only on the loopback (RFC 8252 §7.3). */
export function isRegistrableRedirectUri(uri: string): boolean {
  let url: URL
  try { url = new URL(uri) } catch { return false }
  if (uri.includes('#')) return false
  if (url.protocol === 'https:') return true
  return url.protocol === 'http:' && (url.hostname === '127.0.0.1' || url.hostname === '[::1]' || url.hostname === 'localhost')
}

/** Exact string match with one of the registered URIs: no prefix, case or trailing-slash leniency. */
export function redirectUriMatches(given: string | undefined, registered: readonly string[]): given is string {
  return !!given && registered.includes(given)
}

/** The redirect URI with parameters added to its query, keeping the query it already has (RFC 6749 §3.1.2). */
export function withQuery(uri: string, params: Record<string, string | undefined>): string {
  const url = new URL(uri)
  for (const [key, value] of Object.entries(params)) if (value !== undefined) url.searchParams.append(key, value)
  return url.toString()
}

// ---- PKCE (RFC 7636) ----

/** BASE64URL(SHA256(verifier)) is 43 characters of the base64url alphabet. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/
/** code-verifier = 43*128unreserved (RFC 7636 §4.1). */
const CODE_VERIFIER = /^[A-Za-z0-9\-._~]{43,128}$/

export const isCodeChallenge = (value: string | undefined): value is string => !!value && S256_CHALLENGE.test(value)
export const isCodeVerifier = (value: string | undefined): value is string => !!value && CODE_VERIFIER.test(value)

/** code_challenge = BASE64URL-ENCODE(SHA256(ASCII(code_verifier))) (RFC 7636 §4.2). */
export function s256Challenge(verifier: string): string {
  return crypto.createHash('sha256').update(verifier, 'ascii').digest('base64url')
}

/** RFC 7636 §4.6: the verifier's S256 transform equals the stored challenge (compared in constant time). */
export function verifyPkce(verifier: string | undefined, challenge: string): boolean {
  if (!isCodeVerifier(verifier) || !isCodeChallenge(challenge)) return false
  return safeEqual(s256Challenge(verifier), challenge)
}

function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && crypto.timingSafeEqual(left, right)
}

// ---- the authorization request (RFC 6749 §4.1.1, §4.1.2.1) ----

export interface RegisteredClient {
  client_id: string
  type: string
  secret_hash: string | null
  redirect_uris: string[]
  scopes: string[]
}

export interface AuthorizeRequest {
  response_type?: string
  client_id?: string
  redirect_uri?: string
  scope?: string
  state?: string
  code_challenge?: string
  code_challenge_method?: string
}

export type AuthorizeCheck =
  /** Unknown client or a redirect URI that is not registered: shown on our page, never redirected. */
  | { kind: 'fatal'; error: 'invalid_client' | 'invalid_redirect_uri'; description: string }
  /** The partner hears of it at its redirect URI, with the state. */
  | { kind: 'redirect'; error: string; description: string; redirect: string }
  | { kind: 'ok'; client: RegisteredClient; redirectUri: string; scopes: OAuthScope[]; state?: string; codeChallenge: string }

const MAX_STATE_LENGTH = 1024

/**
 * Checks an authorization request in the order of RFC 6749 §4.1.2.1: the client and its redirect URI first (without
 * them nothing may be redirected), then the response type, PKCE (RFC 7636 §4.4.1) and the scope. `duplicated` names
 * parameters sent more than once (RFC 6749 §3.1: invalid_request).
 */
export function checkAuthorizeRequest(request: AuthorizeRequest, client: RegisteredClient | undefined, duplicated: readonly string[] = []): AuthorizeCheck {
  if (!request.client_id || duplicated.includes('client_id')) return { kind: 'fatal', error: 'invalid_client', description: 'client_id is missing' }
  if (!client) return { kind: 'fatal', error: 'invalid_client', description: 'unknown client' }
  if (duplicated.includes('redirect_uri') || !redirectUriMatches(request.redirect_uri, client.redirect_uris)) {
    return { kind: 'fatal', error: 'invalid_redirect_uri', description: 'redirect_uri is missing or not registered for this client' }
  }
  const redirectUri = request.redirect_uri
  const state = request.state
  const fail = (error: string, description: string): AuthorizeCheck => ({
    kind: 'redirect', error, description,
    redirect: withQuery(redirectUri, { error, error_description: description, state }),
  })
  if (duplicated.length) return fail('invalid_request', `${duplicated[0]} was sent more than once`)
  if (state !== undefined && state.length > MAX_STATE_LENGTH) return fail('invalid_request', 'state is too long')
  if (!request.response_type) return fail('invalid_request', 'response_type is missing')
  if (request.response_type !== 'code') return fail('unsupported_response_type', 'only response_type=code is supported')
  if (!request.code_challenge) return fail('invalid_request', 'code challenge required')
  if ((request.code_challenge_method ?? 'plain') !== 'S256') return fail('invalid_request', 'transform algorithm not supported: use S256')
  if (!isCodeChallenge(request.code_challenge)) return fail('invalid_request', 'code_challenge must be 43 base64url characters')
  const scopes = parseScope(request.scope, client.scopes)
  if (!scopes) return fail('invalid_scope', 'the scope is unknown or not allowed for this client')
  return { kind: 'ok', client, redirectUri, scopes, state, codeChallenge: request.code_challenge }
}

// ---- random codes and tokens ----

export const newSecret = () => crypto.randomBytes(32).toString('base64url')
/** Codes, tokens and client secrets are high-entropy random values: a plain SHA-256 is the right stored form. */
export const hashSecret = (value: string) => crypto.createHash('sha256').update(value).digest('hex')

// ---- client authentication at the token endpoint (RFC 6749 §2.3.1, §3.2.1) ----

export type ClientCredentials =
  | { ok: true; clientId: string; secret?: string; method: 'basic' | 'post' | 'none' }
  | { ok: false; error: 'invalid_request' | 'invalid_client'; description: string }

/** Basic credentials are the form-urlencoded id and secret joined by ":" (RFC 6749 §2.3.1). */
function formDecode(value: string): string | undefined {
  try { return decodeURIComponent(value.replace(/\+/g, ' ')) } catch { return undefined }
}

/**
 * Who the token request says it is: HTTP Basic (client_secret_basic), client_id + client_secret in the body
 * (client_secret_post), or client_id alone (a public client). More than one method → invalid_request.
 */
export function clientCredentials(authorization: string | undefined, body: { client_id?: string; client_secret?: string }): ClientCredentials {
  const basic = authorization && /^Basic\s+(\S+)$/i.exec(authorization)
  if (basic) {
    if (body.client_secret !== undefined) return { ok: false, error: 'invalid_request', description: 'use one client authentication method' }
    const decoded = Buffer.from(basic[1], 'base64').toString('utf8')
    const colon = decoded.indexOf(':')
    const clientId = colon > 0 ? formDecode(decoded.slice(0, colon)) : undefined
    const secret = colon > 0 ? formDecode(decoded.slice(colon + 1)) : undefined
    if (!clientId || secret === undefined) return { ok: false, error: 'invalid_client', description: 'malformed Basic credentials' }
    if (body.client_id !== undefined && body.client_id !== clientId) return { ok: false, error: 'invalid_request', description: 'client_id differs from the authenticated client' }
    return { ok: true, clientId, secret, method: 'basic' }
  }
  if (!body.client_id) return { ok: false, error: 'invalid_client', description: 'client authentication required' }
  if (body.client_secret !== undefined) return { ok: true, clientId: body.client_id, secret: body.client_secret, method: 'post' }
  return { ok: true, clientId: body.client_id, method: 'none' }
}

/** Confidential clients must prove their secret; public clients must not send one (they cannot keep it). */
export function authenticateClient(client: RegisteredClient | undefined, credentials: Extract<ClientCredentials, { ok: true }>): boolean {
  if (!client) return false
  if (client.type === 'public') return credentials.method === 'none'
  if (!client.secret_hash || credentials.secret === undefined) return false
  return safeEqual(hashSecret(credentials.secret), client.secret_hash)
}
