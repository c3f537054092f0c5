/** Opening a meeting records the view and, for a signed-in user, the meeting's credential (SPEC §6/§7), once. */
import { countMeetingCredentials } from '../api/serverCalls'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginNewUser, SEED_IDS, type Harness } from '../api/harness'

let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const posts = (path: string) => h.sent.filter(r => r.method === 'POST' && r.url.includes(path))

it('records a guest view of the meeting once, and no credential', async () => {
  await h.root.meeting.ensure(SEED_IDS.meeting)
  await h.root.meeting.ensure(SEED_IDS.meeting)
  await new Promise(resolve => setTimeout(resolve, 300))
  expect(posts(`/meetings/${SEED_IDS.meeting}/views`)).toHaveLength(1)
  expect(posts('/credential')).toHaveLength(0)
})

it('gives a signed-in user the meeting credential once, kept by the server', async () => {
  await loginNewUser(server, h)
  await h.root.meeting.ensure(SEED_IDS.meeting)
  await new Promise(resolve => setTimeout(resolve, 300))
  expect(posts(`/meetings/${SEED_IDS.meeting}/credential`)).toHaveLength(1)
  const counted = await countMeetingCredentials({ meeting_id: SEED_IDS.meeting, user_id: h.root.session.userId! })
  expect(counted.total).toBe(1)
})
