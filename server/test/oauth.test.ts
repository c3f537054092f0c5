/**
 * This platform as an OAuth 2.0 authorization server (RFC 6749 §4.1 + PKCE, RFC 7636): the consent screen's calls
 * (GET /oauth/requests, POST /oauth/authorizations) and the partner's (POST /oauth/token, GET /oauth/userinfo),
 * against the seeded partners: CHINAIEF (confidential) and the trip planner (public, no phone scope).
 */
import crypto from 'node:crypto'
import { startTestServer, type TestServer } from '../../test/support/server'
import { DEV_OAUTH_CLIENT_SECRET } from '../modules/accounts/devDefaults'
import { OAUTH_CLIENTS } from '../seed/oauth'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login, signPhone } from './helpers'

const CHINAIEF = OAUTH_CLIENTS.chinaief
const PLANNER = OAUTH_CLIENTS.planner
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const verifier = () => crypto.randomBytes(32).toString('base64url')
const challengeOf = (v: string) => crypto.createHash('sha256').update(v).digest('base64url')
const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`

interface Authorize { client_id?: string; redirect_uri?: string; scope?: string; state?: string; code_challenge?: string; code_challenge_method?: string; response_type?: string }

function request(overrides: Authorize = {}, v = verifier()): { params: Authorize; verifier: string } {
  const params: Authorize = {
    response_type: 'code', client_id: CHINAIEF.client_id, redirect_uri: CHINAIEF.redirect_uri, scope: 'profile email phone',
    state: 'xyz-Δ 1', code_challenge: challengeOf(v), code_challenge_method: 'S256', ...overrides,
  }
  for (const key of Object.keys(params) as (keyof Authorize)[]) if (params[key] === undefined) delete params[key]
  return { params, verifier: v }
}

const query = (params: Authorize) => new URLSearchParams(params as Record<string, string>).toString()

/** The user's decision: where the browser goes next. */
async function decide(token: string, params: Authorize, decision: 'allow' | 'deny' = 'allow') {
  return client(server, token).post('/oauth/authorizations', { ...params, decision })
}

async function codeFor(token: string, params: Authorize): Promise<string> {
  const res = await decide(token, params)
  expect(res.status).toBe(200)
  const url = new URL(res.body.results.redirect)
  expect(url.searchParams.get('state')).toBe(params.state)
  return url.searchParams.get('code')!
}

async function exchange(body: Record<string, string>, authorization?: string) {
  const res = await fetch(`${server.apiUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(authorization ? { authorization } : {}) },
    body: new URLSearchParams(body).toString(),
  })
  return { status: res.status, headers: res.headers, body: await res.json() }
}

const chinaiefExchange = (code: string, v: string, extra: Record<string, string> = {}) =>
  exchange({ grant_type: 'authorization_code', code, redirect_uri: CHINAIEF.redirect_uri, code_verifier: v, ...extra }, basic(CHINAIEF.client_id, DEV_OAUTH_CLIENT_SECRET))

async function userinfo(accessToken: string) {
  const res = await fetch(`${server.apiUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${accessToken}` } })
  return { status: res.status, headers: res.headers, body: await res.json() }
}

describe('the whole flow: authorize → consent → code → token with verifier → userinfo', () => {
  test('CHINAIEF (confidential, HTTP Basic) gets the signed-in visitor\'s profile, e-mail and phone', async () => {
    const visitor = await login(server, '13800000001')
    const { params, verifier: v } = request()

    const check = await client(server).get(`/oauth/requests?${query(params)}`)
    expect(check.status).toBe(200)
    expect(check.body.results).toEqual({
      kind: 'consent', redirect_uri: CHINAIEF.redirect_uri, scopes: ['profile', 'email', 'phone'],
      client: expect.objectContaining({ client_id: 'chinaief', logo: '/fu/static/partner-chinaief.svg', name: expect.objectContaining({ zh: '中国国际会展网 CHINAIEF', en: 'CHINAIEF China International Exhibitions' }) }),
    })

    const decision = await decide(visitor.token, params)
    const redirect = new URL(decision.body.results.redirect)
    expect(`${redirect.origin}${redirect.pathname}`).toBe(CHINAIEF.redirect_uri)
    expect(redirect.searchParams.get('state')).toBe('xyz-Δ 1')
    const code = redirect.searchParams.get('code')!
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const token = await chinaiefExchange(code, v)
    expect(token.status).toBe(200)
    expect(token.headers.get('cache-control')).toBe('no-store')
    expect(token.body).toEqual({ access_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), token_type: 'Bearer', expires_in: 3600, scope: 'profile email phone' })

    const me = await userinfo(token.body.access_token)
    expect(me.status).toBe(200)
    expect(me.body).toEqual({
      sub: SEED_IDS.users.visitor, name: 'Li Wei', picture: `${server.baseUrl}/fu/static/avatar-1.svg`, locale: 'zh',
      email: expect.anything(), phone_number: '+8613800000001',
    })
  })

  test('the trip planner (public client, PKCE only) gets only what was consented: profile, no e-mail', async () => {
    const user = await login(server, freshPhone())
    const { params, verifier: v } = request({ client_id: PLANNER.client_id, redirect_uri: PLANNER.redirect_uri, scope: 'profile' })
    const code = await codeFor(user.token, params)
    const token = await exchange({ grant_type: 'authorization_code', code, redirect_uri: PLANNER.redirect_uri, code_verifier: v, client_id: PLANNER.client_id })
    expect(token.status).toBe(200)
    expect(token.body.scope).toBe('profile')
    const me = await userinfo(token.body.access_token)
    expect(me.body.sub).toBe(user.user_id)
    expect(me.body).toHaveProperty('name')
    expect(me.body).not.toHaveProperty('email')
    expect(me.body).not.toHaveProperty('phone_number')
  })

  test('client_secret_post works too; a scope-less request gets the default profile scope', async () => {
    const user = await login(server, freshPhone())
    const { params, verifier: v } = request({ scope: undefined })
    const code = await codeFor(user.token, params)
    const token = await exchange({ grant_type: 'authorization_code', code, redirect_uri: CHINAIEF.redirect_uri, code_verifier: v, client_id: CHINAIEF.client_id, client_secret: DEV_OAUTH_CLIENT_SECRET })
    expect(token.status).toBe(200)
    expect(token.body.scope).toBe('profile')
  })
})

describe('the token exchange refuses', () => {
  test('a wrong code_verifier (invalid_grant), and the code is spent by that attempt', async () => {
    const user = await login(server, freshPhone())
    const { params, verifier: v } = request()
    const code = await codeFor(user.token, params)
    const wrong = await chinaiefExchange(code, verifier())
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('code_verifier') })
    expect((await chinaiefExchange(code, v)).body.error).toBe('invalid_grant')
  })

  test('a reused code, and revokes the access token issued from it (RFC 6749 §4.1.2)', async () => {
    const user = await login(server, freshPhone())
    const { params, verifier: v } = request()
    const code = await codeFor(user.token, params)
    const first = await chinaiefExchange(code, v)
    expect(first.status).toBe(200)
    expect((await userinfo(first.body.access_token)).status).toBe(200)

    const again = await chinaiefExchange(code, v)
    expect(again.status).toBe(400)
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: 'authorization code was already used' })
    const revoked = await userinfo(first.body.access_token)
    expect(revoked.status).toBe(401)
    expect(revoked.body.error).toBe('invalid_token')
    expect(revoked.headers.get('www-authenticate')).toContain('error="invalid_token"')
  })

  test('a redirect_uri other than the authorization request\'s', async () => {
    const user = await login(server, freshPhone())
    const { params, verifier: v } = request()
    const code = await codeFor(user.token, params)
    const res = await chinaiefExchange(code, v, { redirect_uri: `${CHINAIEF.redirect_uri}/` })
    expect(res.body).toEqual({ error: 'invalid_grant', error_description: expect.stringContaining('redirect_uri') })
  })

  test('another client\'s code, a wrong secret, a public client without PKCE verifier, unknown grants', async () => {
    const user = await login(server, freshPhone())
    const { params, verifier: v } = request()
    const code = await codeFor(user.token, params)
    const wrongSecret = await exchange({ grant_type: 'authorization_code', code, redirect_uri: CHINAIEF.redirect_uri, code_verifier: v }, basic(CHINAIEF.client_id, 'guess'))
    expect(wrongSecret.status).toBe(401)
    expect(wrongSecret.body.error).toBe('invalid_client')
    expect(wrongSecret.headers.get('www-authenticate')).toMatch(/^Basic/)
    // A confidential client must authenticate: its id alone is not enough.
    expect((await exchange({ grant_type: 'authorization_code', code, redirect_uri: CHINAIEF.redirect_uri, code_verifier: v, client_id: CHINAIEF.client_id })).body.error).toBe('invalid_client')
    // The planner may not redeem CHINAIEF's code.
    const stolen = await exchange({ grant_type: 'authorization_code', code, redirect_uri: CHINAIEF.redirect_uri, code_verifier: v, client_id: PLANNER.client_id })
    expect(stolen.body).toEqual({ error: 'invalid_grant', error_description: 'the code was issued to another client' })
    expect((await exchange({ grant_type: 'password', client_id: PLANNER.client_id })).body.error).toBe('unsupported_grant_type')
    expect((await exchange({ grant_type: 'authorization_code', client_id: PLANNER.client_id, code: 'x', redirect_uri: PLANNER.redirect_uri })).body.error).toBe('invalid_request')
    expect((await exchange({ grant_type: 'authorization_code', code: 'x' })).status).toBe(401)
    expect((await exchange({ grant_type: 'authorization_code', client_id: 'nobody', code: 'x', redirect_uri: 'https://a.example/', code_verifier: v })).body.error).toBe('invalid_client')
  })

  test('an unknown or made-up access token at userinfo; no token at all', async () => {
    expect((await userinfo('not-a-token')).status).toBe(401)
    const none = await fetch(`${server.apiUrl}/oauth/userinfo`)
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/)
  })
})

describe('the authorization request', () => {
  test('an unknown client or an unregistered redirect URI is shown on our page, never redirected', async () => {
    const unknown = await client(server).get(`/oauth/requests?${query(request({ client_id: 'nobody' }).params)}`)
    expect(unknown.status).toBe(400)
    expect(unknown.body).toMatchObject({ code: 4270, data: { error: 'invalid_client' } })
    expect(unknown.body).not.toHaveProperty('results')

    for (const redirect_uri of ['https://evil.example/cb', `${CHINAIEF.redirect_uri}?x=1`, `${CHINAIEF.redirect_uri}/`, 'HTTPS://www.chinaief.com/oauth/callback', undefined]) {
      const res = await client(server).get(`/oauth/requests?${query(request({ redirect_uri }).params)}`)
      expect(res.status).toBe(400)
      expect(res.body.data.error).toBe('invalid_redirect_uri')
    }
    // Deciding on such a request changes nothing either.
    const user = await login(server, freshPhone())
    const res = await decide(user.token, request({ redirect_uri: 'https://evil.example/cb' }).params)
    expect(res.status).toBe(400)
    expect(res.body.data.error).toBe('invalid_redirect_uri')
  })

  test('other errors go to the registered redirect URI with the state (RFC 6749 §4.1.2.1)', async () => {
    const cases: [Authorize, string][] = [
      [{ response_type: 'token' }, 'unsupported_response_type'],
      [{ response_type: undefined }, 'invalid_request'],
      [{ code_challenge: undefined }, 'invalid_request'],
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge_method: undefined }, 'invalid_request'],
      [{ code_challenge: 'short' }, 'invalid_request'],
      [{ scope: 'profile admin' }, 'invalid_scope'],
      [{ client_id: PLANNER.client_id, redirect_uri: PLANNER.redirect_uri, scope: 'phone' }, 'invalid_scope'],
    ]
    for (const [overrides, error] of cases) {
      const res = await client(server).get(`/oauth/requests?${query(request(overrides).params)}`)
      expect(res.status).toBe(200)
      expect(res.body.results).toMatchObject({ kind: 'redirect', error })
      const url = new URL(res.body.results.redirect)
      expect(url.searchParams.get('error')).toBe(error)
      expect(url.searchParams.get('state')).toBe('xyz-Δ 1')
      expect(url.searchParams.has('code')).toBe(false)
    }
    // A parameter sent twice is invalid_request; unknown ones are ignored.
    const twice = await client(server).get(`/oauth/requests?${query(request().params)}&scope=email`)
    expect(twice.body.results).toMatchObject({ kind: 'redirect', error: 'invalid_request' })
    const extra = await client(server).get(`/oauth/requests?${query(request().params)}&prompt=login`)
    expect(extra.body.results.kind).toBe('consent')
  })

  test('the deny path sends error=access_denied and the state back, and no code', async () => {
    const user = await login(server, freshPhone())
    const res = await decide(user.token, request().params, 'deny')
    const url = new URL(res.body.results.redirect)
    expect(`${url.origin}${url.pathname}`).toBe(CHINAIEF.redirect_uri)
    expect(url.searchParams.get('error')).toBe('access_denied')
    expect(url.searchParams.get('state')).toBe('xyz-Δ 1')
    expect(url.searchParams.has('code')).toBe(false)
  })

  test('the authorization endpoint partners link to hands the request, unchanged, to the consent screen', async () => {
    const search = query(request().params)
    const res = await fetch(`${server.apiUrl}/oauth/authorize?${search}`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/#/oauth/authorize?${search}`)
  })

  test('deciding needs a signed-in user', async () => {
    const res = await client(server).post('/oauth/authorizations', { ...request().params, decision: 'allow' })
    expect(res.status).toBe(401)
  })
})

describe('a code past its lifetime', () => {
  let shortLived: TestServer
  beforeAll(async () => { shortLived = await startTestServer({ env: { FU_OAUTH_CODE_TTL_SECONDS: '1' } }) }, 120_000)
  afterAll(() => shortLived?.stop())

  test('is refused as expired', async () => {
    const res = await client(shortLived).post('/tokens/phone/v2', signPhone(freshPhone()))
    const token = res.body.results.token
    const { params, verifier: v } = request()
    const decision = await client(shortLived, token).post('/oauth/authorizations', { ...params, decision: 'allow' })
    const code = new URL(decision.body.results.redirect).searchParams.get('code')!
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const answer = await fetch(`${shortLived.apiUrl}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: basic(CHINAIEF.client_id, DEV_OAUTH_CLIENT_SECRET) },
      body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: CHINAIEF.redirect_uri, code_verifier: v }).toString(),
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ error: 'invalid_grant', error_description: 'authorization code expired' })
  })
})
