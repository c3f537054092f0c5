/** The discussion board: guest reads, login and participant rules, length and sensitive checks, likes, reports. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { THREAD_TEXT_MAX, THREADS_PER_MINUTE } from '../modules/demands/threads.routes'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const T = SEED_IDS.threads
let server: TestServer
let guest: ReturnType<typeof client>
beforeAll(async () => { server = await startTestServer(); guest = client(server) }, 120_000)
afterAll(() => server?.stop())

const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
async function participant() {
  const me = await login(server, freshPhone())
  const t = await me.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'P', answers: [heard] })
  expect(t.status).toBe(201)
  return me
}

test('guests read the board newest first with author, counts and paging; members-only meetings need a login', async () => {
  const res = await guest.get(`/threads?meeting_id=${M}&limit=2`)
  expect(res.status).toBe(200)
  expect(res.body.total).toBe(5)
  expect(res.body.results.map((t: { _id: string }) => t._id)).toEqual([T[0], T[1]])
  expect(res.body.results[0]).toMatchObject({ content: expect.stringContaining('solar forum'), user: { username: 'Emma Brown' }, reply_total: 1, like_total: 2, liked: 0 })
  expect((await guest.get(`/threads?meeting_id=${M}&skip=4`)).body.results[0]._id).toBe(T[4])
  const one = await guest.get(`/threads?_id=${T[2]}`)
  expect(one.body.results[0]).toMatchObject({ reply_total: 2, like_total: 3 })
  const replies = await guest.get(`/threads/${T[1]}/replies`)
  expect(replies.body.total).toBe(2)
  expect(replies.body.results[0]).toMatchObject({ user: { username: 'Emma Brown' }, content: expect.stringContaining('line 2') })
  expect((await guest.get(`/threads?meeting_id=${SEED_IDS.membersMeeting}`)).status).toBe(401)
  expect((await guest.get('/threads')).status).toBe(400)
  expect((await guest.get('/threads?_id=660000000000000000000099')).status).toBe(404)
  expect((await guest.get('/threads/not-an-id/replies')).status).toBe(400)
})

test('posting needs a login, then registration for the meeting', async () => {
  expect((await guest.post('/threads', { meeting_id: M, content: 'Hello everyone' })).status).toBe(401)
  const stranger = await login(server, freshPhone())
  const res = await stranger.api.post('/threads', { meeting_id: M, content: 'Hello everyone' })
  expect(res.status).toBe(403)
  expect(res.body.code).toBe(4116)
  expect((await stranger.api.post(`/threads/${T[0]}/replies`, { content: 'Me too' })).body.code).toBe(4116)
})

test('content: required, at most 500 characters, sensitive words refused with their category', async () => {
  const me = await participant()
  expect((await me.api.post('/threads', { meeting_id: M, content: '   ' })).status).toBe(400)
  const long = await me.api.post('/threads', { meeting_id: M, content: '展'.repeat(THREAD_TEXT_MAX + 1) })
  expect(long.status).toBe(400)
  expect((await me.api.post(`/threads/${T[0]}/replies`, { content: 'x'.repeat(THREAD_TEXT_MAX + 1) })).status).toBe(400)
  const rude = await me.api.post('/threads', { meeting_id: M, content: 'What an idiot booth' })
  expect(rude.status).toBe(400)
  expect(rude.body).toMatchObject({ code: 4300, data: { category: 'abuse' } })
  expect((await me.api.post(`/threads/${T[0]}/replies`, { content: '点击领奖' })).body.data).toMatchObject({ category: 'spam' })
  expect((await me.api.post('/threads', { meeting_id: M, content: 'Hi', extra: 1 })).status).toBe(400)
})

test('a participant posts a thread and a reply; the board shows them with counts', async () => {
  const me = await participant()
  const exactly = '好'.repeat(THREAD_TEXT_MAX)
  const posted = await me.api.post('/threads', { meeting_id: M, content: exactly })
  expect(posted.status).toBe(201)
  expect(posted.body.results).toMatchObject({ content: exactly, reply_total: 0, like_total: 0, mine: 1 })
  const id = posted.body.results._id
  expect((await guest.get(`/threads?meeting_id=${M}&limit=1`)).body.results[0]._id).toBe(id)
  const reply = await me.api.post(`/threads/${id}/replies`, { content: 'Adding the hall map link later.' })
  expect(reply.status).toBe(201)
  expect((await guest.get(`/threads?_id=${id}`)).body.results[0].reply_total).toBe(1)
  expect((await me.api.post('/threads/660000000000000000000099/replies', { content: 'hello' })).status).toBe(404)
})

test('likes: login, idempotent, counted; reports: one per person and item', async () => {
  expect((await guest.post(`/threads/${T[3]}/likes`)).status).toBe(401)
  const me = await login(server, freshPhone())
  const liked = await me.api.post(`/threads/${T[3]}/likes`)
  expect(liked.status).toBe(201)
  expect(liked.body.results).toEqual({ thread_id: T[3], liked: 1, like_total: 1 })
  expect((await me.api.post(`/threads/${T[3]}/likes`)).body.results.like_total).toBe(1)
  expect((await me.api.get(`/threads?_id=${T[3]}`)).body.results[0].liked).toBe(1)
  expect((await me.api.del(`/threads/${T[3]}/likes`)).body.results).toEqual({ thread_id: T[3], liked: 0, like_total: 0 })

  expect((await guest.post(`/threads/${T[4]}/reports`, { reason: 'spam' })).status).toBe(401)
  expect((await me.api.post(`/threads/${T[4]}/reports`, { reason: 'boring' })).status).toBe(400)
  expect((await me.api.post(`/threads/${T[4]}/reports`, { reason: 'spam' })).status).toBe(201)
  const again = await me.api.post(`/threads/${T[4]}/reports`, { reason: 'abuse' })
  expect(again.status).toBe(409)
  expect((await me.api.post(`/threads/${T[4]}/reports`, { reason: 'abuse', reply_id: SEED_IDS.threadReplies[6] })).status).toBe(201)
  expect((await me.api.post(`/threads/${T[4]}/reports`, { reason: 'abuse', reply_id: SEED_IDS.threadReplies[0] })).status).toBe(404)
})

test('characters are counted as people count them (an emoji is one), and posting too often is refused', async () => {
  const me = await participant()
  expect((await me.api.post('/threads', { meeting_id: M, content: '👍'.repeat(THREAD_TEXT_MAX) })).status).toBe(201)
  expect((await me.api.post('/threads', { meeting_id: M, content: '👍'.repeat(THREAD_TEXT_MAX + 1) })).status).toBe(400)
  for (let i = 1; i < THREADS_PER_MINUTE; i++) expect((await me.api.post(`/threads/${T[4]}/replies`, { content: `Note ${i}` })).status).toBe(201)
  const tooMany = await me.api.post(`/threads/${T[4]}/replies`, { content: 'One more' })
  expect(tooMany.status).toBe(429)
  expect(tooMany.body.code).toBe(4290)
})
