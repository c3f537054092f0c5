/**
 * This platform as an OAuth 2.0 authorization server for registered partner sites (RFC 6749 authorization code with
 * PKCE, RFC 7636; rules and choices in modules/accounts/oauth.ts). The consent screen is the H5 route /oauth/authorize
 * (/oauth/chinaief for the pre-registered partner); it talks to the first two calls, partners to the last two:
 *
 *   GET  /oauth/authorize?…  the authorization endpoint partners link to → 302 to the site's /#/oauth/authorize?…
 *   GET  /oauth/requests?<the authorization request's parameters>  (public) → { kind: 'consent', client, scopes,
 *        redirect_uri } or { kind: 'redirect', error, redirect } (an error the partner hears at its redirect URI);
 *        unknown client / unregistered redirect URI → 400, code 4270, data.error (shown on our page, never redirected)
 *   POST /oauth/authorizations { …the request's parameters, decision: 'allow' | 'deny' }  (signed in) → { redirect }:
 *        the redirect URI with code and state, or error=access_denied and state
 *   POST /oauth/token   (RFC 6749 §4.1.3; form or JSON) grant_type=authorization_code, code, redirect_uri,
 *        code_verifier, client authentication by the client's type → { access_token, token_type, expires_in, scope }
 *        or { error, error_description } (§5.2); never cached
 *   GET  /oauth/userinfo  (Authorization: Bearer <access token>) → { sub, …what the consented scopes allow }
 *
 * Codes and tokens are stored as SHA-256 hashes, travel only in bodies and headers (never in a URL of ours), and the
 * logger redacts the Authorization header.
 */
import { and, eq, gt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { oauthClients, oauthCodes, oauthTokens, users } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { DEV_OAUTH_CLIENT_SECRET } from './devDefaults'
import { ApiError, ErrorCode } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import {
  ACCESS_TOKEN_TTL_SECONDS, authenticateClient, checkAuthorizeRequest, clientCredentials, codeTtlSeconds, hashSecret, newSecret,
  scopeString, verifyPkce, withQuery, type AuthorizeRequest, type RegisteredClient,
} from './oauth'
import { strict, text, z } from '../../lib/validation'
import { DEFAULT_AVATAR } from './users'
import type { OAuthClientInfo, OAuthRequestCheck } from '../../../types/oauth'

const AUTHORIZE_KEYS = ['response_type', 'client_id', 'redirect_uri', 'scope', 'state', 'code_challenge', 'code_challenge_method'] as const

/** The request's parameters from the raw query string (RFC 6749 §3.1: unknown ones ignored, empty ones omitted). */
function authorizeParams(search: URLSearchParams): { request: AuthorizeRequest; duplicated: string[] } {
  const request: AuthorizeRequest = {}
  const duplicated: string[] = []
  for (const key of AUTHORIZE_KEYS) {
    const values = search.getAll(key).filter((value) => value !== '')
    if (values.length > 1) duplicated.push(key)
    if (values.length) request[key] = values[0]
  }
  return { request, duplicated }
}

function tokenError(reply: FastifyReply, status: number, error: string, description: string) {
  if (status === 401) reply.header('www-authenticate', 'Basic realm="oauth", charset="UTF-8"')
  return reply.status(status).send({ error, error_description: description })
}

function bearerError(reply: FastifyReply, error: 'invalid_request' | 'invalid_token', description: string) {
  return reply.status(401)
    .header('www-authenticate', error === 'invalid_request' ? 'Bearer realm="oauth"' : `Bearer realm="oauth", error="${error}", error_description="${description}"`)
    .send({ error, error_description: description })
}

/** The partners' calls are made from their servers or pages: no cookies are read, so any origin may call them. */
function allowAnyOrigin(reply: FastifyReply) {
  reply.header('access-control-allow-origin', '*')
  reply.header('access-control-allow-headers', 'authorization, content-type')
  reply.header('access-control-allow-methods', 'GET, POST, OPTIONS')
}

export default async function oauthRoutes(app: App, { db, dev }: Context, rateMax: number): Promise<void> {
  const codeTtl = codeTtlSeconds()
  const devSecretHash = hashSecret(DEV_OAUTH_CLIENT_SECRET)

  async function findClient(clientId: string | undefined): Promise<(RegisteredClient & { doc: Record<string, unknown> }) | undefined> {
    if (!clientId || clientId.length > 128) return undefined
    const [row] = await db.select().from(oauthClients).where(and(eq(oauthClients.client_id, clientId), eq(oauthClients.deleted, 0))).limit(1)
    if (!row) return undefined
    // The seed's development secret is public knowledge: outside development that client cannot authenticate.
    const secretHash = !dev && row.secret_hash === devSecretHash ? null : row.secret_hash
    return { ...row, secret_hash: secretHash }
  }

  function clientInfo(client: RegisteredClient & { doc: Record<string, unknown> }): OAuthClientInfo {
    const doc = client.doc as { name?: OAuthClientInfo['name']; logo?: string; website?: string }
    return { client_id: client.client_id, name: doc.name ?? {}, ...(doc.logo ? { logo: doc.logo } : {}), ...(doc.website ? { website: doc.website } : {}) }
  }

  async function check(request: AuthorizeRequest, duplicated: string[] = []) {
    const client = await findClient(request.client_id)
    const result = checkAuthorizeRequest(request, client, duplicated)
    if (result.kind === 'fatal') throw new ApiError(400, ErrorCode.OAuthRequestInvalid, `${result.error}: ${result.description}`, { error: result.error })
    return { result, client: client! }
  }

  // The authorization endpoint's address for partners (RFC 6749 §3.1): the H5 site routes by the hash, so the request
  // goes on, unchanged, to its consent screen.
  app.get('/oauth/authorize', { config: { auth: 'public' } }, async (request, reply) => {
    const search = request.url.split('?')[1] ?? ''
    return reply.redirect(`/#/oauth/authorize${search ? `?${search}` : ''}`, 302)
  })

  app.get('/oauth/requests', { config: { auth: 'public' } }, async (request) => {
    const { request: params, duplicated } = authorizeParams(new URLSearchParams(request.url.split('?')[1] ?? ''))
    const { result, client } = await check(params, duplicated)
    const answer: OAuthRequestCheck = result.kind === 'redirect'
      ? { kind: 'redirect', error: result.error, redirect: result.redirect }
      : { kind: 'consent', client: clientInfo(client), scopes: result.scopes, redirect_uri: result.redirectUri }
    return ok(answer)
  })

  const param = text(2048).optional()
  app.post('/oauth/authorizations', {
    schema: {
      body: strict({
        response_type: param, client_id: param, redirect_uri: param, scope: param, state: param,
        code_challenge: param, code_challenge_method: param, decision: z.enum(['allow', 'deny']),
      }),
    },
  }, async (request) => {
    const me = requireUser(request)
    const { decision, ...rest } = request.body
    const params = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined && value !== '')) as AuthorizeRequest
    const { result } = await check(params)
    if (result.kind === 'redirect') return ok({ redirect: result.redirect })
    if (decision === 'deny') {
      return ok({ redirect: withQuery(result.redirectUri, { error: 'access_denied', error_description: 'the user declined', state: result.state }) })
    }
    const code = newSecret()
    await db.insert(oauthCodes).values({
      code_hash: hashSecret(code), client_id: result.client.client_id, user_id: me._id, redirect_uri: result.redirectUri,
      scope: scopeString(result.scopes), code_challenge: result.codeChallenge, expires: nowSeconds() + codeTtl,
    })
    return ok({ redirect: withQuery(result.redirectUri, { code, state: result.state }) })
  })

  const partnerCall = { auth: 'public' as const }
  app.options('/oauth/token', { config: partnerCall }, async (_request, reply) => { allowAnyOrigin(reply); return reply.status(204).send() })
  app.options('/oauth/userinfo', { config: partnerCall }, async (_request, reply) => { allowAnyOrigin(reply); return reply.status(204).send() })

  app.post('/oauth/token', { config: { ...partnerCall, rateLimit: { max: rateMax, timeWindow: '1 minute' } } }, async (request, reply) => {
    allowAnyOrigin(reply)
    reply.header('cache-control', 'no-store').header('pragma', 'no-cache')
    const body = (request.body ?? {}) as Record<string, unknown>
    const fields: Record<string, string | undefined> = {}
    for (const key of ['grant_type', 'code', 'redirect_uri', 'code_verifier', 'client_id', 'client_secret']) {
      const value = body[key]
      if (value === undefined || value === '') continue
      if (typeof value !== 'string') return tokenError(reply, 400, 'invalid_request', `${key} must be sent once, as a string`)
      fields[key] = value
    }
    if (!fields.grant_type) return tokenError(reply, 400, 'invalid_request', 'grant_type is missing')
    if (fields.grant_type !== 'authorization_code') return tokenError(reply, 400, 'unsupported_grant_type', 'only authorization_code is supported')

    const credentials = clientCredentials(header(request, 'authorization'), fields)
    if (!credentials.ok) return tokenError(reply, credentials.error === 'invalid_client' ? 401 : 400, credentials.error, credentials.description)
    const client = await findClient(credentials.clientId)
    if (!authenticateClient(client, credentials)) return tokenError(reply, 401, 'invalid_client', 'client authentication failed')
    if (!fields.code || !fields.redirect_uri || !fields.code_verifier) {
      return tokenError(reply, 400, 'invalid_request', 'code, redirect_uri and code_verifier are required')
    }

    const codeHash = hashSecret(fields.code)
    const now = nowSeconds()
    const outcome = await db.transaction(async (tx) => {
      // The first attempt claims the code; whatever it finds, the code is spent.
      const [claimed] = await tx.update(oauthCodes).set({ used: 1 }).where(and(eq(oauthCodes.code_hash, codeHash), eq(oauthCodes.used, 0))).returning()
      if (!claimed) {
        const [spent] = await tx.select({ client_id: oauthCodes.client_id }).from(oauthCodes).where(eq(oauthCodes.code_hash, codeHash)).limit(1)
        // RFC 6749 §4.1.2: a code used twice is refused and what it gave is revoked.
        if (spent) await tx.update(oauthTokens).set({ revoked: 1 }).where(eq(oauthTokens.code_hash, codeHash))
        return { error: spent ? 'authorization code was already used' : 'unknown authorization code' }
      }
      if (claimed.client_id !== client!.client_id) return { error: 'the code was issued to another client' }
      if (claimed.expires <= now) return { error: 'authorization code expired' }
      if (claimed.redirect_uri !== fields.redirect_uri) return { error: 'redirect_uri differs from the authorization request' }
      if (!verifyPkce(fields.code_verifier, claimed.code_challenge)) return { error: 'code_verifier does not match the code challenge' }
      const accessToken = newSecret()
      await tx.insert(oauthTokens).values({
        token_hash: hashSecret(accessToken), client_id: claimed.client_id, user_id: claimed.user_id, scope: claimed.scope,
        code_hash: codeHash, expires: now + ACCESS_TOKEN_TTL_SECONDS,
      })
      return { token: { access_token: accessToken, token_type: 'Bearer', expires_in: ACCESS_TOKEN_TTL_SECONDS, scope: claimed.scope } }
    })
    if ('error' in outcome) return tokenError(reply, 400, 'invalid_grant', outcome.error!)
    return reply.send(outcome.token)
  })

  app.get('/oauth/userinfo', { config: partnerCall }, async (request, reply) => {
    allowAnyOrigin(reply)
    reply.header('cache-control', 'no-store')
    const match = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')
    if (!match) return bearerError(reply, 'invalid_request', 'send Authorization: Bearer <access token>')
    const [row] = await db.select({ scope: oauthTokens.scope, user: users }).from(oauthTokens)
      .innerJoin(users, eq(users._id, oauthTokens.user_id))
      .where(and(eq(oauthTokens.token_hash, hashSecret(match[1])), eq(oauthTokens.revoked, 0), gt(oauthTokens.expires, nowSeconds()), eq(users.deleted, 0)))
      .limit(1)
    if (!row) return bearerError(reply, 'invalid_token', 'the access token is unknown, expired or revoked')
    const scopes = row.scope.split(' ')
    const doc = row.user.doc as { username?: string; avatar?: string; language?: string }
    // Our images are served under our own path: the partner gets an absolute address.
    const picture = doc.avatar || DEFAULT_AVATAR
    return reply.send({
      sub: row.user._id,
      ...(scopes.includes('profile') ? { name: doc.username ?? '', picture: picture.startsWith('/') ? `${request.protocol}://${request.host}${picture}` : picture, locale: doc.language ?? 'zh' } : {}),
      ...(scopes.includes('email') ? { email: row.user.email ?? null } : {}),
      ...(scopes.includes('phone') ? { phone_number: row.user.phone ? `+${row.user.area_code ?? '86'}${row.user.phone}` : null } : {}),
    })
  })
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name]
  return (Array.isArray(value) ? value[0] : value) ?? undefined
}
