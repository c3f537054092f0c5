/**
 * The calls of the "my" screens (src/api/users.ts, with the code and exposure calls they use) against the reference
 * server: my schedules page by page, the profile, adding an e-mail (SPEC §5, 4000 blacklist) and a phone once.
 */
import { loginWithEmail, sendEmailCode, sendPhoneCode } from '@/api/auth'
import { INDUSTRY_LIMIT, listCategories } from '@/api/categories'
import { ApiError } from '@/api/http'
import { setUserExposure, userExposure } from '@/api/meetings'
import { fetchUser, followAgenda, listUserAgendas, setEmail, updateProfile } from '@/api/users'
import { hasEmail } from '@/core/users'
import { ErrorCode } from '@fu-types/errors'
import { DEMO_ACCOUNTS } from '../../../server/seed/ids'
import { startTestServer, type TestServer } from '../../support/server'
import { BLACKLISTED_EMAIL, connect, freshPhone, latestCode, loginAs, SEED_IDS, type Harness } from './harness'

const M = SEED_IDS.meeting
let server: TestServer
let h: Harness
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())
beforeEach(() => { h = connect(server) })

const refusal = (promise: Promise<unknown>) => promise.then(() => { throw new Error('expected a refusal') }, (e: unknown) => e as ApiError)
let mailSerial = 0
const freshEmail = () => `my-${Date.now()}-${++mailSerial}@demo.test`

it('my schedules read page by page with the total, by start time, and only my own', async () => {
  const me = (await loginAs(h)).user_id
  const chosen = [SEED_IDS.agendas[2], SEED_IDS.agendas[0], SEED_IDS.agendas[1]]
  for (const agenda of chosen) await followAgenda(me, agenda)
  const first = await listUserAgendas(me, { meeting_id: M, skip: 0, limit: 2 })
  const second = await listUserAgendas(me, { meeting_id: M, skip: 2, limit: 2 })
  expect(first.total).toBe(3)
  const all = [...first.results, ...second.results]
  expect(all.map(a => a._id).sort()).toEqual([...chosen].sort())
  expect(all.map(a => Number(a.start))).toEqual(all.map(a => Number(a.start)).sort((a, b) => a - b))

  await loginAs(h)
  const other = await refusal(listUserAgendas(me, { meeting_id: M }))
  expect(other.status).toBe(403)
})

it('the profile saves name, work, industries and contacts, and the connections-list choice reads back', async () => {
  const me = (await loginAs(h)).user_id
  const industries = (await listCategories('industry', { meeting_id: M, limit: INDUSTRY_LIMIT })).slice(0, 2).map(c => c._id)
  expect(industries).toHaveLength(2)
  await updateProfile(me, { username: 'Profile Tester', work: { title: 'CTO', company: 'Test Co' }, industries, contact_wechat: 'tester-wx', contact_email: 'contact@demo.test' })
  const user = await fetchUser(me)
  expect(user).toMatchObject({ username: 'Profile Tester', work: { title: 'CTO', company: 'Test Co' }, industries, contact_wechat: 'tester-wx', contact_email: 'contact@demo.test' })
  expect(user?.avatar).toBeTruthy()

  expect(await userExposure(me)).toMatchObject({ exposure: 0 })
  await setUserExposure({ exposure: 1, meeting_id: M })
  expect(await userExposure(me)).toMatchObject({ exposure: 1 })

  const bad = await refusal(updateProfile(me, { contact_email: 'not-an-address' }))
  expect(bad.status).toBe(400)
  expect((await fetchUser(me))?.contact_email).toBe('contact@demo.test')
})

it('a phone account adds an e-mail once, verified with the code sent to it', async () => {
  const me = (await loginAs(h)).user_id
  expect(hasEmail(await fetchUser(me))).toBe(false)
  const email = freshEmail()
  await sendEmailCode(email, 'en')
  const wrong = await refusal(setEmail(me, email, '000000'))
  expect(wrong.code).toBe(ErrorCode.CodeInvalid)
  await setEmail(me, email, await latestCode(server, email))
  expect((await fetchUser(me))?.contact?.email).toBe(email)

  const again = freshEmail()
  await sendEmailCode(again, 'en')
  const locked = await refusal(setEmail(me, again, await latestCode(server, again)))
  expect(locked.code).toBe(ErrorCode.AccountFieldLocked)
})

it('an e-mail another account uses is refused, and a blacklisted one gets no code (4000) and the alert', async () => {
  const me = (await loginAs(h)).user_id
  await sendEmailCode(DEMO_ACCOUNTS.visitor.email, 'en')
  const taken = await refusal(setEmail(me, DEMO_ACCOUNTS.visitor.email, await latestCode(server, DEMO_ACCOUNTS.visitor.email)))
  expect(taken.code).toBe(ErrorCode.AccountEmailTaken)

  const blocked = await refusal(sendEmailCode(BLACKLISTED_EMAIL, 'en'))
  expect(blocked.code).toBe(ErrorCode.EmailBlacklisted)
  expect(h.platform.alerts).toHaveLength(1)
})

it('an e-mail account adds a phone once with its SMS code; a phone in use is refused', async () => {
  // An account made by signing in with an e-mail has no phone.
  const email = freshEmail()
  await sendEmailCode(email, 'en')
  await h.root.session.login(await loginWithEmail({ email, code: await latestCode(server, email) }))
  const me = h.root.session.userId!
  expect((await fetchUser(me))?.phone).toBeFalsy()

  const taken = await refusal(updateProfile(me, { phone: DEMO_ACCOUNTS.visitor.phone, area_code: '86', code: '123456' }))
  expect(taken.code).toBe(ErrorCode.AccountPhoneTaken)

  const phone = freshPhone()
  await sendPhoneCode({ phone, area_code: '86' })
  await updateProfile(me, { phone, area_code: '86', code: await latestCode(server, phone) })
  expect(await fetchUser(me)).toMatchObject({ phone, area_code: '86' })

  const other = freshPhone()
  await sendPhoneCode({ phone: other, area_code: '86' })
  const locked = await refusal(updateProfile(me, { phone: other, area_code: '86', code: await latestCode(server, other) }))
  expect(locked.code).toBe(ErrorCode.AccountFieldLocked)
})
