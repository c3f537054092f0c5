/**
 * src/api/connections.ts against the reference server: where I stand with one person (the latest application each
 * way) and whether I appear in the connections list.
 */
import { connectionWith, fetchMyExposure, saveMyExposure } from '@/api/connections'
import { meetingUsers } from '@/api/meetings'
import { register } from '@/api/tickets'
import { answerFriendApplication, applyForFriend, cancelFriendApplication } from '@/api/users'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

describe('connections api', () => {
  it('tells a request sent, a request received, and its outcome (connected), for one person only', async () => {
    const ann = await loginAs(h)
    const bob = await loginAs(h)
    const cid = await loginAs(h)
    await h.root.session.login(ann)
    expect(await connectionWith(bob.user_id)).toEqual({ friends: false, sent: undefined, received: undefined })
    const first = await applyForFriend(bob.user_id)
    await cancelFriendApplication(first._id)
    await applyForFriend(bob.user_id)
    await applyForFriend(cid.user_id)
    const mine = await connectionWith(bob.user_id)
    expect(mine.sent).toMatchObject({ friend_id: bob.user_id, status: 'submitted' })
    expect(mine.received).toBeUndefined()
    await h.root.session.login(bob)
    const theirs = await connectionWith(ann.user_id)
    expect(theirs.received).toMatchObject({ user_id: ann.user_id, status: 'submitted' })
    await answerFriendApplication(theirs.received!._id)
    expect(await connectionWith(ann.user_id)).toMatchObject({ friends: true, received: { status: 'accepted' } })
    expect((await connectionWith(cid.user_id)).friends).toBe(false)
  })

  it('knows friends made without an application (the seeded pair)', async () => {
    await loginAs(h, '13800000007')
    expect(await connectionWith(SEED_IDS.users.visitor)).toEqual({ friends: true, sent: undefined, received: undefined })
  })

  it('appearing in the connections list is my choice and shows in the list', async () => {
    const ann = await loginAs(h)
    await register({ activity_id: SEED_IDS.activities.openFree, name: 'Exposed Ann', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.friend] }] })
    expect(await fetchMyExposure(ann.user_id)).toBe(false)
    await loginAs(h)
    const listed = async () => (await meetingUsers({ meeting_id: M, limit: 50 })).results.some(u => u._id === ann.user_id)
    expect(await listed()).toBe(false)
    await h.root.session.login(ann)
    expect(await saveMyExposure(true, M)).toBe(true)
    expect(await fetchMyExposure(ann.user_id)).toBe(true)
    await loginAs(h)
    expect(await listed()).toBe(true)
  })
})
