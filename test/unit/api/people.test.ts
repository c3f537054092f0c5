/**
 * Friends, the connections list and reception through src/api (users.ts, meetings.ts, reception.ts) against the
 * reference server: applications and answers, contact details only between friends (SPEC §6), staff and guests.
 */
import { ApiError } from '@/api/http'
import { meetingUsers } from '@/api/meetings'
import { myGuestRecord, queryGuests, receptionGuests, receptionPhases, receptionStaff, setGuestPhase } from '@/api/reception'
import { register } from '@/api/tickets'
import { answerFriendApplication, applyForFriend, cancelFriendApplication, fetchUser, listFriendApplications, listFriends, updateProfile } from '@/api/users'
import { addFriend } from './serverCalls'
import type { TokenResponse } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { startTestServer, type TestServer } from '../../support/server'
import { connect, freshPhone, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)
const as = (who: TokenResponse) => h.root.session.login(who)

/** A new participant of the meeting who chose to appear in the connections list. */
async function person(name: string): Promise<TokenResponse & { phone: string }> {
  const phone = freshPhone()
  const answer = await loginAs(h, phone)
  await updateProfile(answer.user_id, { username: name, show_in_connections: 1 })
  await register({ activity_id: SEED_IDS.activities.openFree, name, answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.friend] }] })
  return { ...answer, phone }
}

describe('friends and connections', () => {
  it('an accepted application makes two friends who then see each other\'s contact details', async () => {
    const ann = await person('Ann')
    const bob = await person('Bob')
    const listed = (await meetingUsers({ meeting_id: M, keyword: 'Ann' })).results.find(u => u._id === ann.user_id) as unknown as Record<string, unknown>
    expect(listed).toMatchObject({ username: 'Ann', is_friend: 0 })
    expect(listed.phone).toBeUndefined()

    await as(ann)
    const application = await applyForFriend(bob.user_id, 'Met at the booth')
    expect(application).toMatchObject({ status: 'submitted', user_id: ann.user_id, friend_id: bob.user_id, reason: 'Met at the booth' })
    await as(bob)
    const received = await listFriendApplications({ type: 'received', status: 'submitted' })
    expect(received.total).toBe(1)
    expect(received.results[0]).toMatchObject({ _id: application._id, user: { _id: ann.user_id, username: 'Ann' } })
    expect((received.results[0] as unknown as { user: Record<string, unknown> }).user.phone).toBeUndefined()
    expect(await answerFriendApplication(application._id)).toMatchObject({ status: 'accepted' })

    expect((await listFriends()).results.map(u => u._id)).toEqual([ann.user_id])
    expect((await fetchUser(ann.user_id))?.phone).toBe(ann.phone)
    const asFriend = (await meetingUsers({ meeting_id: M, keyword: 'Ann' })).results.find(u => u._id === ann.user_id) as unknown as Record<string, unknown>
    expect(asFriend).toMatchObject({ is_friend: 1, phone: ann.phone })
    await as(ann)
    expect((await listFriends()).results.map(u => u._id)).toEqual([bob.user_id])
  })

  it('cancel, ignore, accept by applicant; special-identity users cannot exchange cards (4301)', async () => {
    const cleo = await person('Cleo')
    const dan = await person('Dan')
    const eve = await person('Eve')
    await as(dan)
    const first = await applyForFriend(cleo.user_id)
    expect(await cancelFriendApplication(first._id)).toMatchObject({ status: 'cancelled' })
    const second = await applyForFriend(cleo.user_id)
    await as(eve)
    await applyForFriend(cleo.user_id)
    await as(cleo)
    expect(await answerFriendApplication(second._id, 'ignored')).toMatchObject({ status: 'ignored' })
    expect(await refusal(answerFriendApplication(second._id))).toMatchObject({ status: 409 })
    expect(await addFriend(eve.user_id)).toMatchObject({ status: 'accepted', user_id: eve.user_id })
    expect((await listFriends()).results.map(u => u._id)).toEqual([eve.user_id])
    expect(await refusal(applyForFriend(SEED_IDS.users.special))).toMatchObject({ code: ErrorCode.SpecialIdentity })
  })
})

describe('reception', () => {
  const [liWei, anna] = SEED_IDS.guests
  const pickUp = SEED_IDS.phases[0]

  it('staff see the phases, find a guest by query code and mark them received, then not', async () => {
    await loginAs(h, '13800000004')
    expect(await receptionStaff(M)).toMatchObject({ meeting_id: M, roles: expect.arrayContaining(['reception_staff']) })
    const before = (await receptionPhases(M)).find(p => p._id === pickUp)!.received_total
    const [found] = await queryGuests({ meeting_id: M, query_code: 'guest002' })
    expect(found).toMatchObject({ _id: anna, name: 'Anna Schmidt' })
    expect(await setGuestPhase(anna, pickUp, { status: 1 })).toMatchObject({ guest_id: anna, phase_id: pickUp, status: 1 })
    expect((await receptionPhases(M)).find(p => p._id === pickUp)!.received_total).toBe(before + 1)
    expect((await receptionGuests({ meeting_id: M, phase_id: pickUp, received: 1 })).results.map(g => g._id)).toContain(anna)
    await setGuestPhase(anna, pickUp, { status: 0 })
    expect((await receptionGuests({ meeting_id: M, phase_id: pickUp, received: 0 })).results.map(g => g._id)).toContain(anna)
  })

  it('a guest finds their own record; others get the not-found notice and no one else\'s details', async () => {
    await loginAs(h, '13800000001')
    expect(await myGuestRecord(M)).toMatchObject({ _id: liWei, name: 'Li Wei' })
    expect(await refusal(receptionStaff(M))).toMatchObject({ status: 404 })
    expect(await refusal(queryGuests({ meeting_id: M, phone: '13900000011' }))).toMatchObject({ status: 403 })
    // Not staff: the same not-found notice (SPEC §6), and nothing changes.
    expect(await refusal(setGuestPhase(liWei, pickUp, { status: 1 }))).toMatchObject({ status: 404 })
    expect((await myGuestRecord(M)).phases.filter(p => p.phase_id === pickUp && p.status === 1)).toEqual([])
    await loginAs(h)
    expect(await refusal(myGuestRecord(M))).toMatchObject({ status: 404 })
    expect(await refusal(queryGuests({ meeting_id: M, query_code: 'NOSUCH01' }))).toMatchObject({ status: 404 })
  })
})
