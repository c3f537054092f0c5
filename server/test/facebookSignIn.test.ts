/**
 * Facebook sign-in for real (POST /tokens/facebook with FU_FACEBOOK_APP_ID and FU_FACEBOOK_APP_SECRET): the server
 * checks the user access token with the Graph API's debug_token and reads /me on a loopback stand-in of Graph
 * (facebookStandIn.ts), and refuses, with 401 / 4266 and the failed check in `data.reason`, another app's token, an
 * invalid or revoked one, an expired one, and a person without an e-mail address; wrong app credentials are a 502.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { facebookGraphSignIn } from '../providers/facebook/client'
import { facebookConfigFromEnv, FACEBOOK_GRAPH_URL } from '../providers/facebook/config'
import { client } from './helpers'
import { startFacebookStandIn, type FacebookStandIn } from './facebookStandIn'

const APP = { appId: '1234567890123456', appSecret: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6' }
let facebook: FacebookStandIn
let server: TestServer
const uniqueId = () => `10${Date.now()}${Math.floor(Math.random() * 1e6)}`

beforeAll(async () => {
  facebook = await startFacebookStandIn(APP)
  server = await startTestServer({ env: { FU_FACEBOOK_APP_ID: APP.appId, FU_FACEBOOK_APP_SECRET: APP.appSecret, FU_FACEBOOK_GRAPH_URL: facebook.graphUrl } })
}, 120_000)
afterAll(async () => { await server?.stop(); await facebook?.stop() })

const signIn = (access_token: string) => client(server).post('/tokens/facebook', { access_token })

async function expectRefused(access_token: string, reason: string, message: RegExp) {
  const res = await signIn(access_token)
  expect(res.status).toBe(401)
  expect(res.body).toEqual({ code: 4266, message: expect.stringMatching(message), data: { provider: 'facebook', reason } })
}

test('a good access token signs in under Facebook\'s name; the next sign-in finds the same person by Facebook\'s id', async () => {
  const id = uniqueId()
  const first = await signIn(facebook.userToken(id, { name: 'Grace Hopper', email: `Grace.${id}@Facebook.test` }))
  expect(first.status).toBe(200)
  expect(first.body.results).toEqual({ token: expect.any(String), user_id: expect.any(String) })
  const me = await client(server, first.body.results.token).get('/users')
  expect(me.body.results[0]).toMatchObject({ _id: first.body.results.user_id, username: 'Grace Hopper' })

  const again = await signIn(facebook.userToken(id, { email: `other.${id}@facebook.test` }))
  expect(again.body.results.user_id).toBe(first.body.results.user_id)
  const other = await signIn(facebook.userToken(uniqueId()))
  expect(other.body.results.user_id).not.toBe(first.body.results.user_id)
})

test('another app\'s token is refused: debug_token names its app', async () => {
  await expectRefused(facebook.userToken(uniqueId(), { appId: '6543210987654321' }), 'audience', /another app/)
})

test('an invalid or revoked token is refused, and so are the development stand-in\'s codes', async () => {
  await expectRefused(facebook.userToken(uniqueId(), { valid: false }), 'invalid', /invalid or revoked/)
  await expectRefused('EAAGnever-issued-by-facebook-0123456789', 'invalid', /invalid or revoked/)
  await expectRefused('dev-facebook-bob', 'malformed', /user access token/)
})

test('an expired token is refused', async () => {
  await expectRefused(facebook.userToken(uniqueId(), { expiresAt: Math.floor(Date.now() / 1000) - 60 }), 'expired', /expired/)
})

test('a person who did not share an e-mail address is told so', async () => {
  await expectRefused(facebook.userToken(uniqueId(), { email: undefined }), 'email_missing', /e-mail/)
})

test('the server\'s wrong app secret is Facebook refusing us (502 / 4261), not the person', async () => {
  const wrong = facebookGraphSignIn({ ...APP, appSecret: 'ffffffffffffffffffffffffffffffff', graphUrl: facebook.graphUrl })
  await expect(wrong.identify({ access_token: facebook.userToken(uniqueId()) })).rejects.toMatchObject({ status: 502, code: 4261 })
})

test('FU_FACEBOOK_*: both or neither, the Graph API at Facebook by default', () => {
  expect(facebookConfigFromEnv({})).toBeUndefined()
  expect(facebookConfigFromEnv({ FU_FACEBOOK_APP_ID: APP.appId, FU_FACEBOOK_APP_SECRET: APP.appSecret })).toEqual({ ...APP, graphUrl: FACEBOOK_GRAPH_URL })
  expect(FACEBOOK_GRAPH_URL).toBe('https://graph.facebook.com')
  expect(() => facebookConfigFromEnv({ FU_FACEBOOK_APP_ID: APP.appId })).toThrow('FU_FACEBOOK_APP_SECRET')
  expect(() => facebookConfigFromEnv({ FU_FACEBOOK_APP_ID: 'my-app', FU_FACEBOOK_APP_SECRET: APP.appSecret })).toThrow('FU_FACEBOOK_APP_ID')
  expect(() => facebookConfigFromEnv({ ...{ FU_FACEBOOK_APP_ID: APP.appId, FU_FACEBOOK_APP_SECRET: APP.appSecret }, FU_FACEBOOK_GRAPH_URL: 'file:///x' })).toThrow('FU_FACEBOOK_GRAPH_URL')
})
