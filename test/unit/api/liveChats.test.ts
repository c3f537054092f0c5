/** Live chat through src/api/content.ts against the reference server: paging, since, posting and its refusals. */
import { countLiveChats, listLiveChats, postLiveChat } from '@/api/content'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const LIVE = SEED_IDS.lives.live
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)

it('a guest reads the seeded chat oldest first with its total; older pages by skip; the count agrees', async () => {
  const all = await listLiveChats(LIVE)
  expect(all.results.map(m => m.content)).toEqual(['Great talk!', '太棒了', 'Where are the slides?'])
  expect(all.total).toBe(3)
  expect(all.results[0].user.username).toBeTruthy()
  const latest = await listLiveChats(LIVE, { limit: 2 })
  expect(latest.results.map(m => m.content)).toEqual(['太棒了', 'Where are the slides?'])
  const older = await listLiveChats(LIVE, { limit: 2, skip: 2 })
  expect(older.results.map(m => m.content)).toEqual(['Great talk!'])
  expect(await countLiveChats({ live_id: LIVE })).toMatchObject({ total: 3 })
  expect(await refusal(postLiveChat(LIVE, 'hello'))).toMatchObject({ status: 401 })
})

it('a signed-in viewer posts; since= brings it; sensitive content is refused with 4300 and its category', async () => {
  await loginAs(h)
  const before = Math.floor(Date.now() / 1000) - 1
  const sent = await postLiveChat(LIVE, 'Hello from the client')
  expect(sent).toMatchObject({ live_id: LIVE, content: 'Hello from the client', user_id: h.root.session.userId })
  const since = await listLiveChats(LIVE, { since: before })
  expect(since.results.map(m => m._id)).toContain(sent._id)
  expect(await refusal(postLiveChat(LIVE, 'buy now cheap phones'))).toMatchObject({ code: ErrorCode.SensitiveContent, body: { data: { category: 'ad' } } })
  expect(await refusal(postLiveChat(LIVE, 'x'.repeat(201)))).toMatchObject({ status: 400 })
})
