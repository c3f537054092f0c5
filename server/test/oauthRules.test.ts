/** The OAuth rules of server/modules/accounts/oauth.ts, without a server: PKCE, redirect-URI match, scopes, client credentials. */
import {
  authenticateClient, checkAuthorizeRequest, clientCredentials, codeTtlSeconds, hashSecret, isRegistrableRedirectUri, parseScope,
  redirectUriMatches, s256Challenge, verifyPkce, withQuery, type RegisteredClient,
} from '../modules/accounts/oauth'

// RFC 7636 Appendix B.
const RFC_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk'
const RFC_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'

describe('PKCE S256 (RFC 7636)', () => {
  test('matches the RFC\'s example and refuses any other verifier', () => {
    expect(s256Challenge(RFC_VERIFIER)).toBe(RFC_CHALLENGE)
    expect(verifyPkce(RFC_VERIFIER, RFC_CHALLENGE)).toBe(true)
    expect(verifyPkce(`${RFC_VERIFIER.slice(0, -1)}l`, RFC_CHALLENGE)).toBe(false)
    expect(verifyPkce(undefined, RFC_CHALLENGE)).toBe(false)
  })

  test('refuses verifiers outside 43–128 unreserved characters, even when their hash matches', () => {
    const short = 'a'.repeat(42)
    expect(verifyPkce(short, s256Challenge(short))).toBe(false)
    const long = 'a'.repeat(129)
    expect(verifyPkce(long, s256Challenge(long))).toBe(false)
    const spaced = `${'a'.repeat(43)} `
    expect(verifyPkce(spaced, s256Challenge(spaced))).toBe(false)
    const max = `${'A1-._~'.repeat(21)}zz`
    expect(verifyPkce(max, s256Challenge(max))).toBe(true)
  })
})

describe('redirect URIs', () => {
  const registered = ['https://partner.example.cn/cb']
  test('match exactly: no prefix, trailing slash, case or query leniency', () => {
    expect(redirectUriMatches('https://partner.example.cn/cb', registered)).toBe(true)
    for (const uri of ['https://partner.example.cn/cb/', 'https://partner.example.cn/cb?x=1', 'https://partner.example.cn/cb/../cb', 'HTTPS://partner.example.cn/cb', 'https://partner.example.cn/c', 'https://partner.example.cn/cbx', undefined]) {
      expect(redirectUriMatches(uri, registered)).toBe(false)
    }
  })

  test('may be registered when https (or http on the loopback), without a fragment', () => {
    expect(isRegistrableRedirectUri('https://partner.example.cn/cb')).toBe(true)
    expect(isRegistrableRedirectUri('http://127.0.0.1:8765/cb')).toBe(true)
    expect(isRegistrableRedirectUri('http://partner.example.cn/cb')).toBe(false)
    expect(isRegistrableRedirectUri('https://partner.example.cn/cb#x')).toBe(false)
    expect(isRegistrableRedirectUri('javascript:alert(1)')).toBe(false)
    expect(isRegistrableRedirectUri('/cb')).toBe(false)
  })

  test('keep their own query when the answer is added', () => {
    expect(withQuery('https://p.example.cn/cb?lang=zh', { code: 'a b', state: undefined })).toBe('https://p.example.cn/cb?lang=zh&code=a+b')
  })
})

describe('scopes (RFC 6749 §3.3)', () => {
  const allowed = ['profile', 'email']
  test('space-separated known scopes the client may ask for, deduplicated, in a fixed order', () => {
    expect(parseScope('email profile email', allowed)).toEqual(['profile', 'email'])
    expect(parseScope(undefined, allowed)).toEqual(['profile'])
    expect(parseScope('', allowed)).toEqual(['profile'])
  })

  test('refuses unknown, not allowed and malformed scopes', () => {
    expect(parseScope('phone', allowed)).toBeUndefined()
    expect(parseScope('profile admin', allowed)).toBeUndefined()
    expect(parseScope('profile  email', allowed)).toBeUndefined()
    expect(parseScope('profile "email"', allowed)).toBeUndefined()
    expect(parseScope(undefined, ['email'])).toBeUndefined()
  })
})

describe('the authorization request check', () => {
  const client: RegisteredClient = { client_id: 'p', type: 'public', secret_hash: null, redirect_uris: ['https://p.example.cn/cb'], scopes: ['profile'] }
  const good = { response_type: 'code', client_id: 'p', redirect_uri: 'https://p.example.cn/cb', state: 's', code_challenge: RFC_CHALLENGE, code_challenge_method: 'S256' }

  test('a good request is ok with the default scope', () => {
    expect(checkAuthorizeRequest(good, client)).toMatchObject({ kind: 'ok', redirectUri: 'https://p.example.cn/cb', scopes: ['profile'], state: 's' })
  })

  test('client and redirect URI problems are fatal, whatever else is wrong', () => {
    expect(checkAuthorizeRequest({ ...good, response_type: 'token' }, undefined)).toMatchObject({ kind: 'fatal', error: 'invalid_client' })
    expect(checkAuthorizeRequest({ ...good, client_id: undefined }, client)).toMatchObject({ kind: 'fatal', error: 'invalid_client' })
    expect(checkAuthorizeRequest({ ...good, redirect_uri: 'https://evil.example/cb', scope: 'x' }, client)).toMatchObject({ kind: 'fatal', error: 'invalid_redirect_uri' })
    expect(checkAuthorizeRequest(good, client, ['redirect_uri'])).toMatchObject({ kind: 'fatal', error: 'invalid_redirect_uri' })
  })

  test('a missing PKCE challenge or a plain one is invalid_request at the redirect URI, with the state', () => {
    const missing = checkAuthorizeRequest({ ...good, code_challenge: undefined }, client)
    expect(missing).toMatchObject({ kind: 'redirect', error: 'invalid_request', description: 'code challenge required' })
    expect(missing.kind === 'redirect' && new URL(missing.redirect).searchParams.get('state')).toBe('s')
    expect(checkAuthorizeRequest({ ...good, code_challenge_method: 'plain' }, client)).toMatchObject({ kind: 'redirect', error: 'invalid_request' })
  })
})

describe('client authentication at the token endpoint', () => {
  const confidential: RegisteredClient = { client_id: 'c', type: 'confidential', secret_hash: hashSecret('s3cret:+'), redirect_uris: [], scopes: [] }
  const basic = (id: string, secret: string) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`

  test('HTTP Basic with form-encoded id and secret', () => {
    const credentials = clientCredentials(basic('c', 's3cret%3A%2B'), {})
    expect(credentials).toEqual({ ok: true, clientId: 'c', secret: 's3cret:+', method: 'basic' })
    expect(credentials.ok && authenticateClient(confidential, credentials)).toBe(true)
  })

  test('refuses a wrong secret, two methods at once, a public client sending a secret', () => {
    const wrong = clientCredentials(basic('c', 'nope'), {})
    expect(wrong.ok && authenticateClient(confidential, wrong)).toBe(false)
    expect(clientCredentials(basic('c', 'x'), { client_secret: 'x' })).toMatchObject({ ok: false, error: 'invalid_request' })
    const publicClient = { ...confidential, type: 'public', secret_hash: null }
    const posted = clientCredentials(undefined, { client_id: 'c', client_secret: 'x' })
    expect(posted.ok && authenticateClient(publicClient, posted)).toBe(false)
    const none = clientCredentials(undefined, { client_id: 'c' })
    expect(none.ok && authenticateClient(publicClient, none)).toBe(true)
    expect(none.ok && authenticateClient(confidential, none)).toBe(false)
  })
})

test('a code lives 60 s by default, at most the RFC\'s 10 minutes', () => {
  expect(codeTtlSeconds(undefined)).toBe(60)
  expect(codeTtlSeconds('5')).toBe(5)
  expect(codeTtlSeconds('601')).toBe(60)
  expect(codeTtlSeconds('abc')).toBe(60)
})

test('the seeded partners\' redirect URIs are registrable', async () => {
  const { OAUTH_CLIENTS } = await import('../seed/oauth')
  for (const partner of Object.values(OAUTH_CLIENTS)) expect(isRegistrableRedirectUri(partner.redirect_uri)).toBe(true)
})
