/**
 * Google sign-in for real (POST /tokens/google with FU_GOOGLE_CLIENT_IDS): the server verifies the ID token against
 * a loopback stand-in of Google's JWKS (googleStandIn.ts) and refuses, with 401 / 4266 and the failed check in
 * `data.reason`, a forged signature, an expired token, another app's token, another issuer's and an unverified e-mail.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { client } from './helpers'
import { newSigningKey, startGoogleStandIn, type GoogleStandIn } from './googleStandIn'

const WEB_CLIENT = '1234567890-web.apps.googleusercontent.com'
const OTHER_CLIENT = '1234567890-ios.apps.googleusercontent.com'
let google: GoogleStandIn
let server: TestServer
const uniqueSub = () => `1${Date.now()}${Math.floor(Math.random() * 1e6)}`

beforeAll(async () => {
  google = await startGoogleStandIn(WEB_CLIENT)
  server = await startTestServer({ env: { FU_GOOGLE_CLIENT_IDS: ` ${WEB_CLIENT}, ${OTHER_CLIENT}`, FU_GOOGLE_JWKS_URL: google.jwksUrl } })
}, 120_000)
afterAll(async () => { await server?.stop(); await google?.stop() })

const signIn = (id_token: string) => client(server).post('/tokens/google', { id_token })

async function expectRefused(id_token: string, reason: string, message: RegExp) {
  const res = await signIn(id_token)
  expect(res.status).toBe(401)
  expect(res.body).toEqual({ code: 4266, message: expect.stringMatching(message), data: { provider: 'google', reason } })
  expect(res.body).not.toHaveProperty('results')
}

test('a good ID token signs in; the next sign-in finds the same person by Google\'s sub, even under a new address', async () => {
  const sub = uniqueSub()
  const first = await signIn(await google.idToken(sub, { email: `Ada.${sub}@Gmail.test`, name: 'Ada Lovelace' }))
  expect(first.status).toBe(200)
  expect(first.body.results).toEqual({ token: expect.any(String), user_id: expect.any(String) })
  const me = await client(server, first.body.results.token).get('/users')
  expect(me.body.results[0]).toMatchObject({ _id: first.body.results.user_id, username: 'Ada Lovelace' })

  const again = await signIn(await google.idToken(sub, { email: `ada.new.${sub}@gmail.test` }))
  expect(again.status).toBe(200)
  expect(again.body.results.user_id).toBe(first.body.results.user_id)
  // Another Google person is another account.
  const other = await signIn(await google.idToken(uniqueSub()))
  expect(other.body.results.user_id).not.toBe(first.body.results.user_id)
})

test('a token for any of the configured client ids is accepted (issuer with or without https://)', async () => {
  const res = await signIn(await google.idToken(uniqueSub(), { aud: OTHER_CLIENT, iss: 'accounts.google.com' }))
  expect(res.status).toBe(200)
})

test('a forged signature: a key of our own under the published kid', async () => {
  const forger = await newSigningKey()
  await expectRefused(await google.idToken(uniqueSub(), {}, { key: forger, kid: google.current().kid }), 'signature', /signature/)
  // The same token with its payload edited after Google signed it.
  const [header, , signature] = (await google.idToken(uniqueSub())).split('.')
  const edited = Buffer.from(JSON.stringify({ iss: 'https://accounts.google.com', aud: WEB_CLIENT, sub: 'someone-else', email: 'boss@gmail.test', email_verified: true, exp: Math.floor(Date.now() / 1000) + 600 })).toString('base64url')
  await expectRefused(`${header}.${edited}.${signature}`, 'signature', /signature/)
})

test('an expired token', async () => {
  const past = Math.floor(Date.now() / 1000) - 7200
  await expectRefused(await google.idToken(uniqueSub(), { iat: past, exp: past + 3600 }), 'expired', /expired/)
})

test('a token issued to another app', async () => {
  await expectRefused(await google.idToken(uniqueSub(), { aud: '999-someone-else.apps.googleusercontent.com' }), 'audience', /another app/)
})

test('a token from another issuer', async () => {
  await expectRefused(await google.idToken(uniqueSub(), { iss: 'https://evil.example' }), 'issuer', /not issued by Google/)
})

test('an e-mail address Google has not verified, or none', async () => {
  await expectRefused(await google.idToken(uniqueSub(), { email_verified: false }), 'email_unverified', /not verified/)
  await expectRefused(await google.idToken(uniqueSub(), { email: undefined, email_verified: undefined }), 'email_unverified', /not verified/)
})

test('a key Google never published (a made-up kid); the development stand-in\'s codes and junk are refused too', async () => {
  await expectRefused(await google.idToken(uniqueSub(), {}, { key: await newSigningKey() }), 'unknown_key', /key Google does not publish/)
  await expectRefused('dev-g-bob', 'malformed', /JWT/)
  await expectRefused('a.b.c', 'malformed', /RS256 JWT/)
  expect((await client(server).post('/tokens/google', { access_token: 'dev-g-bob' })).status).toBe(400)
})
