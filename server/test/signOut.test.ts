/** Issue 26 F4: signing out ends the session on the server; "sign out everywhere" ends every session of the person. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone, login } from './helpers'

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const refused = (answer: { status: number; body: { code?: number } }) => ({ status: answer.status, code: answer.body?.code })

test('DELETE /tokens/current ends the calling session only: that token is refused, another device of the person keeps working', async () => {
  const phone = freshPhone()
  const phoneA = await login(server, phone)
  const phoneB = await login(server, phone)
  expect((await phoneA.api.get('/users')).status).toBe(200)

  const out = await phoneA.api.del('/tokens/current')
  expect(out.status).toBe(200)
  expect(out.body.results).toEqual({ ended: 1 })

  expect(refused(await phoneA.api.get('/users'))).toEqual({ status: 403, code: 403 })
  // The ended token cannot end anything again, nor sign out the others.
  expect(refused(await phoneA.api.del('/tokens'))).toEqual({ status: 403, code: 403 })
  const other = await phoneB.api.get('/users')
  expect(other.status).toBe(200)
  expect(other.body.results[0]._id).toBe(phoneB.user_id)
})

test('DELETE /tokens ends every session of the person, the caller\'s too; someone else stays signed in', async () => {
  const phone = freshPhone()
  const phoneA = await login(server, phone)
  const phoneB = await login(server, phone)
  const stranger = await login(server, freshPhone())

  const out = await phoneB.api.del('/tokens')
  expect(out.status).toBe(200)
  expect(out.body.results).toEqual({ ended: 2 })

  expect(refused(await phoneA.api.get('/users'))).toEqual({ status: 403, code: 403 })
  expect(refused(await phoneB.api.get('/users'))).toEqual({ status: 403, code: 403 })
  expect((await stranger.api.get('/users')).status).toBe(200)
  // Signing in again gives a working session.
  expect((await (await login(server, phone)).api.get('/users')).status).toBe(200)
})

test('signing out without a token → 401 login required', async () => {
  expect(refused(await client(server).del('/tokens/current'))).toEqual({ status: 401, code: 4011 })
  expect(refused(await client(server).del('/tokens'))).toEqual({ status: 401, code: 4011 })
})
