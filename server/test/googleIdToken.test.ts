/**
 * The Google ID token verifier (providers/google/client.ts) in this process, against the JWKS stand-in: keys fetched
 * once and cached, a rotation (a new kid) fetched again, no fetch storm for made-up kids; and FU_GOOGLE_* parsing.
 */
import { googleIdTokenSignIn } from '../providers/google/client'
import { googleConfigFromEnv, GOOGLE_JWKS_URL } from '../providers/google/config'
import { securityHeaders } from '../http/csp'
import { newSigningKey, startGoogleStandIn, type GoogleStandIn } from './googleStandIn'

const CLIENT = 'web-client.apps.googleusercontent.com'
let google: GoogleStandIn
beforeAll(async () => { google = await startGoogleStandIn(CLIENT) })
afterAll(() => google?.stop())

const reasonOf = (promise: Promise<unknown>) => promise.then(() => 'accepted', (err: { status?: number; data?: { reason?: string } }) => `${err.status} ${err.data?.reason}`)

test('after Google rotates its key, a token of the new kid is verified: the keys are fetched again', async () => {
  const verifier = googleIdTokenSignIn({ clientIds: [CLIENT], jwksUrl: google.jwksUrl }, { cooldownMs: 0 })
  const before = google.fetches()
  expect(await verifier.identify({ id_token: await google.idToken('111') })).toEqual({ subject: '111', email: '111@gmail.test', name: 'Ada Lovelace' })
  expect(await verifier.identify({ id_token: await google.idToken('111') })).toMatchObject({ subject: '111' })
  expect(google.fetches() - before).toBe(1)

  const oldKey = google.current()
  await google.rotate()
  expect(await verifier.identify({ id_token: await google.idToken('222') })).toMatchObject({ subject: '222' })
  expect(google.fetches() - before).toBe(2)
  // The retired key is gone from the set: its tokens no longer verify.
  expect(await reasonOf(verifier.identify({ id_token: await google.idToken('333', {}, { key: oldKey }) }))).toBe('401 unknown_key')
})

test('an unknown kid right after a fetch is refused without asking Google again (jose\'s 30 s cooldown)', async () => {
  const verifier = googleIdTokenSignIn({ clientIds: [CLIENT], jwksUrl: google.jwksUrl })
  await verifier.identify({ id_token: await google.idToken('444') })
  const fetched = google.fetches()
  for (let i = 0; i < 5; i++) {
    expect(await reasonOf(verifier.identify({ id_token: await google.idToken('555', {}, { key: await newSigningKey() }) }))).toBe('401 unknown_key')
  }
  expect(google.fetches()).toBe(fetched)
})

test('Google out of reach is a 502 / 4261, not a refusal of the person', async () => {
  const verifier = googleIdTokenSignIn({ clientIds: [CLIENT], jwksUrl: `${google.jwksUrl}-missing` })
  const err = await verifier.identify({ id_token: await google.idToken('666') }).catch((e) => e)
  expect(err).toMatchObject({ status: 502, code: 4261 })
})

test('FU_GOOGLE_CLIENT_IDS: comma-separated, trimmed; none → no real Google; the JWKS at Google by default', () => {
  expect(googleConfigFromEnv({})).toBeUndefined()
  expect(googleConfigFromEnv({ FU_GOOGLE_CLIENT_IDS: ' , ' })).toBeUndefined()
  expect(googleConfigFromEnv({ FU_GOOGLE_CLIENT_IDS: 'a.apps.googleusercontent.com, b' })).toEqual({ clientIds: ['a.apps.googleusercontent.com', 'b'], jwksUrl: GOOGLE_JWKS_URL })
  expect(GOOGLE_JWKS_URL).toBe('https://www.googleapis.com/oauth2/v3/certs')
  expect(googleConfigFromEnv({ FU_GOOGLE_CLIENT_IDS: 'a', FU_GOOGLE_JWKS_URL: 'http://127.0.0.1:1/certs' })?.jwksUrl).toBe('http://127.0.0.1:1/certs')
  expect(() => googleConfigFromEnv({ FU_GOOGLE_CLIENT_IDS: 'a b' })).toThrow('FU_GOOGLE_CLIENT_IDS')
  expect(() => googleConfigFromEnv({ FU_GOOGLE_CLIENT_IDS: 'a', FU_GOOGLE_JWKS_URL: 'file:///etc/keys' })).toThrow('FU_GOOGLE_JWKS_URL')
})

test('the site\'s CSP lets Google Identity Services in only when Google sign-in is configured, its popup and its referrer check', () => {
  const headers = securityHeaders({ FU_GOOGLE_CLIENT_IDS: 'a.apps.googleusercontent.com' } as unknown as NodeJS.ProcessEnv)
  const csp = headers['content-security-policy']
  expect(csp).toMatch(/script-src [^;]*https:\/\/accounts\.google\.com\/gsi\/client/)
  expect(csp).toMatch(/frame-src [^;]*https:\/\/accounts\.google\.com\/gsi\//)
  expect(csp).toMatch(/connect-src [^;]*https:\/\/accounts\.google\.com\/gsi\//)
  expect(csp).toMatch(/style-src [^;]*https:\/\/accounts\.google\.com\/gsi\/style/)
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')

  const without = securityHeaders({} as NodeJS.ProcessEnv)
  expect(without['content-security-policy']).not.toContain('accounts.google.com')
  expect(without['cross-origin-opener-policy']).toBe('same-origin')
  expect(without['referrer-policy']).toBe('no-referrer')
})
