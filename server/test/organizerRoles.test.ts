/**
 * Roles per meeting and the audit log (issue 28): the demo organiser owns the demo meetings; an owner grants roles by
 * phone or e-mail (to an account, or to a number without one, claimed at its first organiser call), each invitation
 * queued in the outbox in the person's language; a content editor cannot manage roles; the last owner stays; every
 * grant and revoke is in the audit log with who did it.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
let server: TestServer
let owner: Awaited<ReturnType<typeof login>>
beforeAll(async () => {
  server = await startTestServer({ env: { FU_JOBS: '0' } })
  owner = await login(server, '13800000005')
}, 120_000)
afterAll(() => server?.stop())

const outbox = async (to: string) => (await client(server).get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=20`)).body.results as { channel: string; body: string; subject: string | null; template: string | null }[]

test('the demo organiser owns the demo meetings; a visitor holds no role and is refused', async () => {
  const mine = (await owner.api.get('/organizer/meetings')).body
  expect(mine.results.map((m: { _id: string }) => m._id)).toEqual(expect.arrayContaining([M, SEED_IDS.membersMeeting, SEED_IDS.festival.meeting]))
  expect(mine.results.find((m: { _id: string }) => m._id === M)).toMatchObject({ role: 'owner', roles: ['owner'], published: 1, title: { en: 'International Innovation Expo 2026' } })

  const visitor = await login(server, '13800000001')
  expect((await visitor.api.get('/organizer/meetings')).body).toMatchObject({ results: [], total: 0 })
  const refused = await visitor.api.get(`/organizer/meetings/${M}/roles`)
  expect(refused.status).toBe(403)
  expect(refused.body.code).toBe(4030)
  expect(refused.body.message).toMatch(/owner, admin/)
  expect((await client(server).get(`/organizer/meetings/${M}/roles`)).status).toBe(401)
  expect((await client(server).get('/organizer/meetings')).status).toBe(401)
})

test('a role granted to a phone without an account is claimed when that person signs in; the invitation is in the outbox', async () => {
  const phone = freshPhone()
  const granted = await owner.api.post(`/organizer/meetings/${M}/roles`, { role: 'content', phone })
  expect(granted.status).toBe(201)
  expect(granted.body.results).toMatchObject({ role: 'content', pending: true, phone, user_id: null })
  const sms = (await outbox(phone)).filter((m) => m.template === 'meetingRole')
  expect(sms).toHaveLength(1)
  expect(sms[0].body).toContain('2026 国际创新博览会') // the meeting's language (zh first) for a number without an account
  expect(sms[0].body).toContain('内容编辑')

  const again = await owner.api.post(`/organizer/meetings/${M}/roles`, { role: 'content', phone })
  expect(again.status).toBe(409)
  expect(again.body.code).toBe(4501)

  const editor = await login(server, phone)
  const mine = (await editor.api.get('/organizer/meetings')).body.results
  expect(mine).toEqual([expect.objectContaining({ _id: M, role: 'content' })])
  const roles = (await owner.api.get(`/organizer/meetings/${M}/roles`)).body.results
  expect(roles.find((r: { phone: string }) => r.phone === phone)).toMatchObject({ user_id: editor.user_id, pending: false })
  // A content editor may not manage roles, nor read the meeting's whole audit log; the content's history is theirs.
  expect((await editor.api.get(`/organizer/meetings/${M}/roles`)).status).toBe(403)
  expect((await editor.api.post(`/organizer/meetings/${M}/roles`, { role: 'admin', phone: freshPhone() })).status).toBe(403)
  expect((await editor.api.get(`/organizer/meetings/${M}/audit`)).status).toBe(403)
  expect((await editor.api.get(`/organizer/meetings/${M}/audit?object_type=role`)).status).toBe(403)
  expect((await editor.api.get(`/organizer/meetings/${M}/audit?object_type=news`)).status).toBe(200)
})

test('an e-mail invitation is in the language asked for; admins cannot touch owners; the last owner stays', async () => {
  const adminPhone = freshPhone()
  const admin = await login(server, adminPhone)
  const mail = `organiser-${adminPhone}@demo.test`
  const byMail = await owner.api.post(`/organizer/meetings/${M}/roles`, { role: 'finance', email: mail, language: 'ja' })
  expect(byMail.status).toBe(201)
  expect((await outbox(mail))[0]).toMatchObject({ channel: 'mail', subject: 'イベント運営に招待されました' })
  const granted = await owner.api.post(`/organizer/meetings/${M}/roles`, { role: 'admin', phone: adminPhone })
  expect(granted.body.results).toMatchObject({ role: 'admin', user_id: admin.user_id, pending: false })

  const ownerRole = (await admin.api.get(`/organizer/meetings/${M}/roles`)).body.results.find((r: { role: string }) => r.role === 'owner')
  const makeOwner = await admin.api.post(`/organizer/meetings/${M}/roles`, { role: 'owner', phone: freshPhone() })
  expect(makeOwner.status).toBe(403)
  expect((await admin.api.del(`/organizer/meetings/${M}/roles/${ownerRole._id}`)).status).toBe(403)
  const last = await owner.api.del(`/organizer/meetings/${M}/roles/${ownerRole._id}`)
  expect(last.status).toBe(409)
  expect(last.body.code).toBe(4500)
  expect((await admin.api.get(`/organizer/meetings/${M}/roles`)).body.results.some((r: { role: string }) => r.role === 'owner')).toBe(true)

  // The admin revokes the finance role; the log names both writes, newest first, with who made them.
  const revoked = await admin.api.del(`/organizer/meetings/${M}/roles/${byMail.body.results._id}`)
  expect(revoked.status).toBe(200)
  expect((await admin.api.del(`/organizer/meetings/${M}/roles/${byMail.body.results._id}`)).status).toBe(404)
  const audit = (await owner.api.get(`/organizer/meetings/${M}/audit?object_type=role&object_id=${byMail.body.results._id}`)).body
  expect(audit.total).toBe(2)
  expect(audit.results[0]).toMatchObject({ action: 'revoke', object_type: 'role', actor: { _id: admin.user_id }, changes: { role: { before: 'finance', after: null } } })
  expect(audit.results[1]).toMatchObject({ action: 'grant', actor: { _id: owner.user_id }, changes: { role: { before: null, after: 'finance' }, person: { after: mail } } })
  // A role of another meeting is not this meeting's.
  expect((await owner.api.del(`/organizer/meetings/${SEED_IDS.membersMeeting}/roles/${granted.body.results._id}`)).status).toBe(404)
})

test('bad input is refused with 4xx naming the field, never 500', async () => {
  const bad: [string, unknown][] = [
    ['role', { role: 'king', phone: freshPhone() }],
    ['phone', { role: 'content' }],
    ['phone', { role: 'content', phone: freshPhone(), email: 'a@b.test' }],
    ['phone', { role: 'content', phone: '12345' }],
    ['email', { role: 'content', email: 'not-an-address' }],
    ['extra', { role: 'content', phone: freshPhone(), extra: 1 }],
  ]
  for (const [field, body] of bad) {
    const res = await owner.api.post(`/organizer/meetings/${M}/roles`, body)
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4220)
    expect(res.body.message).toContain(field)
  }
  expect((await owner.api.get('/organizer/meetings/nope/roles')).status).toBe(400)
  expect((await owner.api.get(`/organizer/meetings/${M}/audit?object_type=ticket`)).status).toBe(400)
  expect((await owner.api.get(`/organizer/meetings/${M}/audit?limit=1000`)).status).toBe(400)
})
