/** Demands: list contract, registration to post, validation, sensitive content, close, comments, contact visibility. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { DEMANDS_PER_MINUTE } from '../modules/demands/demands.routes'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const D = SEED_IDS.demands
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
const post = { meeting_id: M, title: 'Looking for a partner', description: 'We need help with logistics.', images: ['/fu/api/uploads/660000000000000000000001.png'], show_contact: 1 }

test('list: newest first, paging, status and keyword filters, poster shown, contact hidden from guests', async () => {
  const res = await guest.get(`/demands?meeting_id=${M}&limit=2`)
  expect(res.status).toBe(200)
  expect(res.body.total).toBe(3)
  expect(res.body.results.map((d: { _id: string }) => d._id)).toEqual([D[0], D[1]])
  expect(res.body.results[0]).toMatchObject({ title: expect.any(String), images: [expect.any(String)], status: 'open', user: { username: 'Li Wei', avatar: expect.any(String) }, contact_visible: 0 })
  expect(res.body.results[0]).not.toHaveProperty('contact')
  expect((await guest.get(`/demands?meeting_id=${M}&status=closed`)).body.total).toBe(1)
  expect((await guest.get(`/demands?meeting_id=${M}&keyword=distributors`)).body.results[0]._id).toBe(D[1])
  expect((await guest.get(`/demands?meeting_id=${M}&skip=2`)).body.results[0]._id).toBe(D[2])
  expect((await guest.get(`/demands?meeting_id=${SEED_IDS.membersMeeting}`)).status).toBe(401)
  expect((await guest.get('/demands?mine=1')).status).toBe(401)
})

test('contact details: the poster, friends, and those who commented', async () => {
  const friend = await login(server, '13800000007')
  expect((await friend.api.get(`/demands?_id=${D[0]}`)).body.results[0].contact).toMatchObject({ phone: '13800000001', email: 'visitor@demo.test' })
  const stranger = await participant()
  expect((await stranger.api.get(`/demands?_id=${D[0]}`)).body.results[0]).not.toHaveProperty('contact')
  const comment = await stranger.api.post(`/demands/${D[0]}/comments`, { content: 'We can help.' })
  expect(comment.status).toBe(201)
  expect((await stranger.api.get(`/demands?_id=${D[0]}`)).body.results[0]).toMatchObject({ contact_visible: 1, commented: 1, contact: { phone: '13800000001' } })
  expect((await stranger.api.post(`/demands/${D[0]}/comments`, { content: 'Again' })).body.code).toBe(4302)
  // show_contact = 0: even a commenter does not see them.
  await stranger.api.post(`/demands/${D[1]}/comments`, { content: 'Interested.' })
  expect((await stranger.api.get(`/demands?_id=${D[1]}`)).body.results[0]).not.toHaveProperty('contact')
  const comments = await guest.get(`/demands/${D[0]}/comments`)
  expect(comments.body.total).toBe(1)
  expect(comments.body.results[0]).toMatchObject({ content: 'We can help.', user: { username: expect.any(String) } })
  expect((await stranger.api.post(`/demands/${D[2]}/comments`, { content: 'Closed?' })).status).toBe(409)
  expect((await stranger.api.post(`/demands/${D[0]}/comments`, { content: '' })).status).toBe(400)
})

test('posting needs registration for the meeting (4116)', async () => {
  const me = await login(server, freshPhone())
  const res = await me.api.post('/demands', post)
  expect(res.status).toBe(403)
  expect(res.body.code).toBe(4116)
  expect((await guest.post('/demands', post)).status).toBe(401)
})

test('post, list mine, close; only the poster closes', async () => {
  const me = await participant()
  const res = await me.api.post('/demands', post)
  expect(res.status).toBe(201)
  expect(res.body.results).toMatchObject({ title: post.title, status: 'open', show_contact: 1, contact_visible: 1 })
  const mine = await me.api.get('/demands?mine=1')
  expect(mine.body.total).toBe(1)
  const other = await participant()
  expect((await other.api.post(`/demands/${res.body.results._id}/close`, {})).status).toBe(403)
  expect((await me.api.post(`/demands/${res.body.results._id}/close`, {})).body.results.status).toBe('closed')
  expect((await me.api.post(`/demands/${res.body.results._id}/close`, {})).status).toBe(409)
})

test.each([
  [{ title: 'Shor' }, 4220], [{ title: '寻找伙伴' }, 4220], [{ description: 'x'.repeat(501) }, 4220], [{ description: '' }, 4220],
  [{ images: ['/fu/static/a.gif'] }, 4220], [{ images: ['javascript:alert(1).png'] }, 4220], [{ images: Array(10).fill('/a.png') }, 4220],
  [{ title: 'x'.repeat(100_000) }, 4220], [{ extra: 1 }, 4220], [{ meeting_id: 'nope' }, 4041], [{ show_contact: 2 }, 4220],
])('bad post #%# → %i and nothing stored', async (change, code) => {
  const me = await participant()
  const res = await me.api.post('/demands', { ...post, ...change })
  expect(res.status).toBe(400)
  expect(res.body.code).toBe(code)
  expect((await me.api.get('/demands?mine=1')).body.total).toBe(0)
})

test.each([
  ['abuse', { title: 'You are an idiot partner' }], ['ad', { description: 'Buy now cheap watches' }], ['porn', { title: '色情内容合作伙伴' }],
  ['terrorism', { description: 'how to make a bomb' }], ['meaningless', { title: 'asdfghjkl asdf' }],
])('sensitive content is refused with its category (%s)', async (category, change) => {
  const me = await participant()
  const res = await me.api.post('/demands', { ...post, ...change })
  expect(res.body).toMatchObject({ code: 4300, data: { category } })
  expect((await me.api.get('/demands?mine=1')).body.total).toBe(0)
  expect((await me.api.post(`/demands/${D[0]}/comments`, { content: `x ${Object.values(change)[0]}` })).body.code).toBe(4300)
})

test('a five-character Chinese title is accepted', async () => {
  const me = await participant()
  expect((await me.api.post('/demands', { ...post, title: '寻找合作伙伴' })).status).toBe(201)
})

test('posting too often is refused with "do not operate frequently" (429 / 4290), nothing stored', async () => {
  const me = await participant()
  for (let i = 0; i < DEMANDS_PER_MINUTE; i++) expect((await me.api.post('/demands', { ...post, title: `Partner wanted ${i}` })).status).toBe(201)
  const res = await me.api.post('/demands', { ...post, title: 'One post too many' })
  expect(res.status).toBe(429)
  expect(res.body.code).toBe(4290)
  expect((await me.api.get('/demands?mine=1')).body.total).toBe(DEMANDS_PER_MINUTE)
  // Another person is not held back by it.
  expect((await (await participant()).api.post('/demands', post)).status).toBe(201)
})

test('an area naming a known region comes with its names in the four languages; other text stays as typed (issue 25)', async () => {
  const namesOf = async (area: string) => {
    // One poster each: posting is rate-limited per person.
    const me = await participant()
    const res = await me.api.post('/demands', { ...post, title: `Looking in ${area}`, area })
    expect(res.status).toBe(201)
    return (await me.api.get(`/demands?_id=${res.body.results._id}`)).body.results[0]
  }
  expect((await namesOf(' shanghai ')).area_names).toEqual({ zh: '上海市', en: 'Shanghai', ja: '上海市', ko: '상하이시' })
  expect((await namesOf('江苏')).area_names).toMatchObject({ en: 'Jiangsu', zh: '江苏省' })
  // Countries: Japanese and Korean from ICU by the ISO code.
  expect((await namesOf('Japan')).area_names).toEqual({ zh: '日本', en: 'Japan', ja: '日本', ko: '일본' })
  const street = await namesOf('Pudong, No. 8 Century Avenue')
  expect(street.area).toBe('Pudong, No. 8 Century Avenue')
  expect(street).not.toHaveProperty('area_names')
  // The seeded posts name regions too.
  expect((await guest.get(`/demands?_id=${D[0]}`)).body.results[0].area_names).toMatchObject({ zh: '上海市' })
})
