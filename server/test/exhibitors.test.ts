/** Questions to enterprises, exhibitor binding, the connections list, followed agendas, meeting counted actions. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const E = SEED_IDS.enterprises
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

test('ask, answer by the bound exhibitor only, public / private toggle, who sees what', async () => {
  const asker = await login(server, freshPhone())
  const seller = await login(server, '13800000002')
  const q = await asker.api.post('/enterprise/questions', { enterprise_id: E[0], content: 'Do you ship to Korea?' })
  expect(q.status).toBe(201)
  expect(q.body.results).toMatchObject({ content: 'Do you ship to Korea?', answer: null, public: 0, user: { _id: asker.user_id } })
  const guest = client(server)
  expect((await guest.get(`/enterprise/questions?enterprise_id=${E[0]}`)).body.total).toBe(0)
  expect((await asker.api.get(`/enterprise/questions?enterprise_id=${E[0]}`)).body.total).toBe(1)
  expect((await seller.api.get(`/enterprise/questions?enterprise_id=${E[0]}&answered=0`)).body.total).toBe(1)
  expect((await asker.api.put(`/enterprise/questions/${q.body.results._id}/answers`, { answer: 'Yes' })).status).toBe(403)
  const answered = await seller.api.put(`/enterprise/questions/${q.body.results._id}/answers`, { answer: 'Yes, within a week.', public: 1 })
  expect(answered.body.results).toMatchObject({ answer: 'Yes, within a week.', public: 1, answered: expect.any(Number) })
  expect((await guest.get(`/enterprise/questions?enterprise_id=${E[0]}`)).body.results[0].answer).toBe('Yes, within a week.')
  expect((await seller.api.put(`/enterprise/questions/${q.body.results._id}`, { public: 0 })).body.results.public).toBe(0)
  expect((await guest.get(`/enterprise/questions?enterprise_id=${E[0]}`)).body.total).toBe(0)
  expect((await asker.api.get('/enterprise/asks')).body.total).toBe(1)
  // Bad input changes nothing.
  expect((await asker.api.post('/enterprise/questions', { enterprise_id: E[0], content: '' })).status).toBe(400)
  expect((await asker.api.post('/enterprise/questions', { enterprise_id: E[0], content: 'you idiot' })).body.code).toBe(4300)
  expect((await asker.api.post('/enterprise/questions', { enterprise_id: 'bad', content: 'hi' })).body.code).toBe(4041)
  expect((await asker.api.post('/enterprise/questions', { enterprise_id: E[0], content: 'x'.repeat(501) })).status).toBe(400)
  expect((await seller.api.put(`/enterprise/questions/${q.body.results._id}/answers`, { answer: 'a', extra: 1 })).status).toBe(400)
  expect((await asker.api.get('/enterprise/asks')).body.total).toBe(1)
  // The answer can also come through PUT /enterprise/questions/{id}.
  const q2 = await asker.api.post('/enterprise/questions', { enterprise_id: E[0], content: 'Price list?' })
  expect((await seller.api.put(`/enterprise/questions/${q2.body.results._id}`, { answer: 'On request.', public: 1 })).body.results).toMatchObject({ answer: 'On request.', public: 1 })
  expect((await seller.api.put(`/enterprise/questions/${q2.body.results._id}`, {})).status).toBe(400)
  // …and through PUT /answers with the question in the body (the client's updateAnswers).
  const q3 = await asker.api.post('/enterprise/questions', { enterprise_id: E[0], content: 'Warranty?' })
  expect((await asker.api.put('/answers', { question_id: q3.body.results._id, answer: 'Mine' })).status).toBe(403)
  expect((await seller.api.put('/answers', { question_id: q3.body.results._id })).status).toBe(400)
  expect((await seller.api.put('/answers', { question_id: q3.body.results._id, answer: 'Two years.', public: 1 })).body.results).toMatchObject({ answer: 'Two years.', public: 1 })
})

test('one question by _id: the bound exhibitor reads any of the company\'s, others only what they may see', async () => {
  const asker = await login(server, freshPhone())
  const other = await login(server, freshPhone())
  const seller = await login(server, '13800000002')
  const q = (await asker.api.post('/enterprise/questions', { enterprise_id: E[0], content: 'Do you have a booth demo?' })).body.results
  const one = (who: typeof asker) => who.api.get(`/enterprise/questions?enterprise_id=${E[0]}&_id=${q._id}`)
  expect((await one(seller)).body).toMatchObject({ total: 1, results: [{ _id: q._id, content: 'Do you have a booth demo?' }] })
  expect((await one(asker)).body.total).toBe(1)
  // Unanswered and private: another visitor does not see it.
  expect((await one(other)).body.total).toBe(0)
  expect((await seller.api.get(`/enterprise/questions?enterprise_id=${E[0]}&_id=bad`)).status).toBe(400)
})

test('binding: wrong code refused; replacing a binding needs confirm; the binding code is never shown', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.put(`/enterprises/${E[1]}`, { bind_code: 'WRONG-CODE' })).status).toBe(403)
  expect((await me.api.put(`/exhibitors/${E[1]}`, { bind_code: 'BIND-GREEN' })).body.results).toMatchObject({ bound: 1 })
  const again = await me.api.put(`/enterprises/${E[2]}`, { bind_code: 'BIND-COASTLINE' })
  expect(again.status).toBe(409)
  expect(again.body.data).toMatchObject({ previous_enterprise_id: E[1] })
  expect((await me.api.put(`/enterprises/${E[2]}`, { bind_code: 'BIND-COASTLINE', confirm: 1 })).body.results.previous_enterprise_id).toBe(E[1])
  const profile = await me.api.get(`/users?with_exhibitor=1`)
  expect(profile.body.results[0].exhibitor).toMatchObject({ enterprise_id: E[2] })
  expect(profile.body.results[0].roles).toContain('exhibitor')
  const list = await me.api.get(`/enterprises?meeting_id=${M}&limit=100`)
  expect(JSON.stringify(list.body)).not.toContain('BIND-')
})

test('connections list: participants who chose to appear, contact only for friends', async () => {
  const visitor = await login(server, '13800000001')
  const res = await visitor.api.get(`/meeting/users?meeting_id=${M}`)
  // Emma (friend) and the exhibitor are registered and appear; the visitor is not listed to herself.
  const ids = res.body.results.map((u: { _id: string }) => u._id)
  expect(ids).toEqual(expect.arrayContaining([SEED_IDS.users.friend, SEED_IDS.users.exhibitor]))
  expect(ids).not.toContain(SEED_IDS.users.visitor)
  const emma = res.body.results.find((u: { _id: string }) => u._id === SEED_IDS.users.friend)
  expect(emma).toMatchObject({ is_friend: 1, phone: '13800000007' })
  const sato = res.body.results.find((u: { _id: string }) => u._id === SEED_IDS.users.exhibitor)
  expect(sato).not.toHaveProperty('phone')
  expect((await visitor.api.get(`/meeting/users/count?meeting_id=${M}`)).body.results.total).toBe(res.body.total)
  expect((await visitor.api.get(`/meeting/users?meeting_id=${M}&keyword=emma`)).body.total).toBe(1)
  expect((await client(server).get(`/meeting/users?meeting_id=${M}`)).status).toBe(401)
})

test('followed agendas ("my schedules") are one\'s own', async () => {
  const me = await login(server, freshPhone())
  const A = SEED_IDS.agendas
  expect((await me.api.post(`/users/${me.user_id}/agendas/${A[1]}`, {})).status).toBe(201)
  expect((await me.api.post(`/users/${me.user_id}/agendas/${A[0]}`, {})).status).toBe(201)
  expect((await me.api.post(`/users/${me.user_id}/agendas/${A[0]}`, {})).status).toBe(201)
  const mine = await me.api.get(`/users/${me.user_id}/agendas?meeting_id=${M}`)
  expect(mine.body.results.map((a: { _id: string }) => a._id)).toEqual([A[0], A[1]])
  expect((await me.api.get(`/users/${me.user_id}/agendas/${A[0]}`)).body.results.followed).toBe(1)
  expect((await me.api.del(`/users/${me.user_id}/agendas/${A[0]}`)).body.results.followed).toBe(0)
  expect((await me.api.get(`/users/${me.user_id}/agendas`)).body.total).toBe(1)
  const other = await login(server, freshPhone())
  expect((await other.api.get(`/users/${me.user_id}/agendas`)).status).toBe(403)
  expect((await me.api.post(`/users/${me.user_id}/agendas/6600000000000000000000ff`, {})).status).toBe(404)
})

test('meeting counted actions', async () => {
  const me = await login(server, freshPhone())
  expect((await me.api.post(`/meetings/${M}/views`, { user_id: 'device-9' })).body.results).toEqual({ action: 'views', total: 1 })
  expect((await me.api.post(`/meetings/${M}/cover/views`, { cover_id: SEED_IDS.agendas[0] })).status).toBe(200)
  expect((await me.api.post('/meetings/6600000000000000000000ff/views', {})).status).toBe(404)
  expect((await me.api.post(`/meetings/${M}/views`, { evil: 1 })).status).toBe(400)
})

test('banner covers shown, block versions, credential and its count, exposure', async () => {
  const me = await login(server, freshPhone())
  const blocks = (await me.api.get(`/meeting/blocks?meeting_id=${M}`)).body.results
  const covers = blocks[0].covers.map((c: { _id: string }) => c._id)
  expect((await me.api.put(`/demand/meetings/${M}/covers/show_total`, { covers: covers.slice(0, 2), incr: 1 })).status).toBe(200)
  expect((await me.api.put(`/demand/meetings/${M}/covers/${covers[0]}/show_total`, { incr: 2 })).status).toBe(200)
  const after = (await me.api.get(`/meeting/blocks?meeting_id=${M}`)).body.results[0].covers
  expect(after.map((c: { show_total: number }) => c.show_total)).toEqual([3, 1, 0])
  expect((await me.api.put(`/demand/meetings/${M}/covers/6600000000000000000000ff/show_total`, {})).status).toBe(404)
  expect((await me.api.put(`/demand/meetings/${M}/covers/show_total`, { covers: ['x'] })).status).toBe(400)

  expect((await client(server).get(`/meetings/${M}/block/versions`)).body.results).toEqual([{ version: 2, stage: 'release' }, { version: 3, stage: 'draft' }])

  expect((await me.api.post(`/meetings/${M}/credential`, {})).body.results).toMatchObject({ app_id: 'wx-demo-appid', user_id: me.user_id })
  await me.api.post(`/meetings/${M}/credential`, {})
  expect((await me.api.get(`/meeting/credentials/count?meeting_id=${M}&user_id=${me.user_id}`)).body.results.total).toBe(1)

  expect((await me.api.get(`/meeting/users/exposure/${me.user_id}`)).body.results.exposure).toBe(0)
  expect((await me.api.put('/meeting/users/exposure', { exposure: 1 })).body.results.exposure).toBe(1)
  expect((await me.api.get(`/meeting/users/exposure/${me.user_id}`)).body.results.exposure).toBe(1)
  expect((await me.api.get(`/meeting/users/exposure/${SEED_IDS.users.visitor}`)).status).toBe(403)
  expect((await me.api.put('/meeting/users/exposure', { exposure: 3 })).status).toBe(400)
})

test('users count and recommendations for the connections screen; company tags', async () => {
  const me = await login(server, freshPhone())
  const count = await me.api.get(`/users/count?meeting_id=${M}`)
  expect(count.body.results.total).toBeGreaterThanOrEqual(2)
  const visitor = await login(server, '13800000001')
  const rec = await visitor.api.get(`/users/recommend?meeting_id=${M}`)
  const ids = rec.body.results.map((u: { _id: string }) => u._id)
  // Emma is already a friend: not recommended; the exhibitor is.
  expect(ids).not.toContain(SEED_IDS.users.friend)
  expect(ids).toContain(SEED_IDS.users.exhibitor)
  expect(rec.body.results[0]).not.toHaveProperty('phone')
  expect((await visitor.api.get(`/users/recommend?meeting_id=${M}&limit=500`)).status).toBe(400)
  // Someone sharing an industry comes first.
  const industry = '661500000000000000002201' // the first industry category
  const peer = await login(server, freshPhone())
  expect((await peer.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'Peer', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }] })).status).toBe(201)
  await peer.api.put(`/users/${peer.user_id}`, { industries: [industry], show_in_connections: 1 })
  await visitor.api.put(`/users/${SEED_IDS.users.visitor}`, { industries: [industry] })
  const ranked = await visitor.api.get(`/users/recommend?meeting_id=${M}`)
  expect(ranked.body.results[0]).toMatchObject({ _id: peer.user_id, shared_industries: 1 })
  const tags = await client(server).get(`/company/tags?meeting_id=${M}&limit=20`)
  expect(tags.body.results.length).toBeGreaterThan(0)
  expect(tags.body.results[0]).toMatchObject({ _id: expect.any(String), title: expect.any(Object), total: expect.any(Number) })
  expect((await client(server).get(`/company/tags?meeting_id=${SEED_IDS.membersMeeting}`)).status).toBe(401)
})

test('the exhibitor list counts likes and awesomes per exhibitor and marks mine (one query for page, total and counts)', async () => {
  const fan = await login(server, freshPhone())
  const other = await login(server, freshPhone())
  const before = (await client(server).get(`/exhibitors?meeting_id=${M}&limit=50`)).body
  const row = (body: { results: { _id: string; like_total: number; awesome_total: number; liked: number; awesomed: number }[] }) => body.results.find((e) => e._id === E[1])!
  expect((await fan.api.post('/enterprise/likes', { enterprise_id: E[1] })).status).toBeLessThan(300)
  expect((await fan.api.post('/enterprise/awesomes', { enterprise_id: E[1] })).status).toBeLessThan(300)
  expect((await other.api.post('/enterprise/likes', { enterprise_id: E[1] })).status).toBeLessThan(300)
  const mine = (await fan.api.get(`/exhibitors?meeting_id=${M}&limit=50`)).body
  expect(mine.total).toBe(before.total)
  expect(row(mine)).toMatchObject({ like_total: row(before).like_total + 2, awesome_total: row(before).awesome_total + 1, liked: 1, awesomed: 1 })
  // Someone else's view: the same counts, not marked as theirs; the next exhibitor's counts are its own.
  const theirs = (await client(server, (await login(server, freshPhone())).token).get(`/exhibitors?meeting_id=${M}&limit=50`)).body
  expect(row(theirs)).toMatchObject({ like_total: row(before).like_total + 2, liked: 0, awesomed: 0 })
  const untouched = theirs.results.find((e: { _id: string }) => e._id === E[2])
  expect(untouched.like_total).toBe(before.results.find((e: { _id: string }) => e._id === E[2]).like_total)
  // Past the end of the list: no rows, the total still given.
  expect((await client(server).get(`/exhibitors?meeting_id=${M}&limit=20&skip=500`)).body).toMatchObject({ results: [], total: before.total })
})
