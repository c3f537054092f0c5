/** The meeting's information pages: documents, introductions, branch venues, contacts, and applying to exhibit. */
import fs from 'node:fs'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { categoryId, SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const MM = SEED_IDS.membersMeeting
const I = SEED_IDS.meetingInfo
const HALL_A = categoryId(SEED_IDS.categories.exhibitor, 1)
let server: TestServer
let guest: ReturnType<typeof client>
let visitor: ReturnType<typeof client>
beforeAll(async () => {
  server = await startTestServer()
  guest = client(server)
  visitor = (await login(server, '13800000001')).api
}, 120_000)
afterAll(() => server?.stop())

const application = (extra: Record<string, unknown> = {}) => ({
  company: '星海智能科技', contact_name: '陈晓', phone: '13912345678', email: 'chen@xinghai.example',
  category_id: HALL_A, booth_type: 'standard', booth_area: 18, note: '希望靠近主通道', ...extra,
})

describe('documents (GET /meeting/attachments)', () => {
  test('a guest of the open meeting reads every document with its type, size and date, by weight', async () => {
    const res = await guest.get(`/meeting/attachments?meeting_id=${M}`)
    expect(res.status).toBe(200)
    expect(res.body.total).toBe(4)
    const docs = res.body.results
    expect(docs.map((d: { ext: string }) => d.ext)).toEqual(['pdf', 'png', 'docx', 'xlsx'])
    const manual = docs[0]
    expect(manual.title.en).toBe('Exhibitor manual')
    expect(manual.category_id).toBe(I.categories[0])
    expect(manual.url).toBe('/fu/static/docs/exhibitor-manual.pdf')
    expect(manual.size).toBe(fs.statSync(path.join(__dirname, '..', 'static', 'docs', 'exhibitor-manual.pdf')).size)
    expect(manual.created).toBeLessThan(Date.now() / 1000)
  })

  test('one category keeps its documents; the categories come from /meeting_attachment/categories', async () => {
    const res = await guest.get(`/meeting/attachments?meeting_id=${M}&category_id=${I.categories[0]}`)
    expect(res.body.results.map((d: { _id: string }) => d._id)).toEqual([I.attachments[0], I.attachments[1]])
    const cats = await guest.get(`/meeting_attachment/categories?meeting_id=${M}`)
    expect(cats.body.results.map((c: { _id: string }) => c._id)).toEqual(I.categories)
  })

  test('the files are served as they are', async () => {
    const pdf = await fetch(`${server.baseUrl}/fu/static/docs/exhibitor-manual.pdf`)
    expect(pdf.status).toBe(200)
    expect((await pdf.text()).startsWith('%PDF-')).toBe(true)
    const png = await fetch(`${server.baseUrl}/fu/static/docs/hall-plan.png`)
    expect(png.headers.get('content-type')).toBe('image/png')
  })

  test('a view of a document is recorded for a guest', async () => {
    const res = await guest.post(`/meetings/${M}/attachments/views`, { target_id: I.attachments[0], user_id: 'device-docs-1' })
    expect(res.status).toBe(200)
  })

  test('members-only meetings refuse guests; an unknown meeting is 404; a bad id is 400', async () => {
    expect((await guest.get(`/meeting/attachments?meeting_id=${MM}`)).status).toBe(401)
    expect((await visitor.get(`/meeting/attachments?meeting_id=${'0'.repeat(24)}`)).status).toBe(404)
    expect((await guest.get('/meeting/attachments?meeting_id=nope')).status).toBe(400)
    expect((await guest.get('/meeting/attachments')).status).toBe(400)
  })
})

describe('introductions, branches and contacts', () => {
  test('introductions: all by weight, or one by _id with its rich text', async () => {
    const all = await guest.get(`/meeting/introductions?meeting_id=${M}`)
    expect(all.body.results.map((c: { _id: string }) => c._id)).toEqual(I.introductions)
    const one = await guest.get(`/meeting/introductions?meeting_id=${M}&_id=${I.introductions[1]}`)
    expect(one.body.results).toHaveLength(1)
    expect(one.body.results[0].title.en).toBe('Organisers')
    expect(one.body.results[0].content.en).toContain('<strong>Organiser:</strong>')
    expect((await guest.get(`/meeting/introductions?meeting_id=${M}&_id=${'0'.repeat(24)}`)).body.results).toEqual([])
  })

  test('branches: in time order with place, cover, time and the agenda session', async () => {
    const res = await guest.get(`/meeting/branches?meeting_id=${M}`)
    expect(res.status).toBe(200)
    const [first, second, third] = res.body.results
    expect(first.title.en).toBe('AI forum')
    expect(first.agenda_id).toBe(SEED_IDS.agendas[1])
    expect(first.cover).toBe('/fu/static/branch-1.svg')
    expect(first.start).toBeLessThan(first.end)
    expect(second.start).toBeGreaterThan(first.start)
    expect(third.agenda_id).toBeUndefined()
    expect(third.place.en).toBe('Hall C, room 302')
  })

  test('contacts: by purpose, with phone and e-mail, and the venue with address and plan', async () => {
    const res = await guest.get(`/meeting/contacts?meeting_id=${M}`)
    expect(res.status).toBe(200)
    const purposes = res.body.results.map((c: { purpose: { en: string } }) => c.purpose.en)
    expect(purposes).toEqual(['Exhibiting', 'Visitor services', 'Press', 'Venue'])
    expect(res.body.results[0]).toMatchObject({ phone: '+86 21 5555 0102', email: 'exhibitors@expo.demo.test' })
    expect(res.body.results[3].map).toBe('/fu/static/venue-map.svg')
    expect(res.body.results[3].address.zh).toContain('会展大道')
    expect((await guest.get(`/meeting/contacts?meeting_id=${MM}`)).status).toBe(401)
  })

  test('an introduction view is recorded', async () => {
    expect((await guest.post(`/meetings/${M}/content/views`, { target_id: I.introductions[0], user_id: 'device-intro-1' })).status).toBe(200)
  })
})

describe('applying to exhibit (POST /meetings/{id}/exhibitor/apply)', () => {
  test('needs a token to read or send', async () => {
    expect((await guest.get(`/meetings/${M}/exhibitor/apply`)).status).toBe(401)
    expect((await guest.post(`/meetings/${M}/exhibitor/apply`, application())).status).toBe(401)
  })

  test('the seeded exhibitor reads back the application under review', async () => {
    const exhibitor = (await login(server, '13800000002')).api
    const res = await exhibitor.get(`/meetings/${M}/exhibitor/apply`)
    expect(res.status).toBe(200)
    expect(res.body.results).toMatchObject({ _id: I.application, status: 0, company: '极光机器人', booth_area: 18 })
  })

  test('a new applicant sends it (201), reads it back, and changes it while under review (200)', async () => {
    const me = (await login(server, freshPhone())).api
    expect((await me.get(`/meetings/${M}/exhibitor/apply`)).body.results).toBeNull()
    const sent = await me.post(`/meetings/${M}/exhibitor/apply`, application())
    expect(sent.status).toBe(201)
    expect(sent.body.results).toMatchObject({ status: 0, company: '星海智能科技', booth_type: 'standard', booth_area: 18, email: 'chen@xinghai.example' })
    const again = await me.post(`/meetings/${M}/exhibitor/apply`, application({ booth_type: 'raw', booth_area: '72', note: '' }))
    expect(again.status).toBe(200)
    const read = (await me.get(`/meetings/${M}/exhibitor/apply`)).body.results
    expect(read).toMatchObject({ _id: sent.body.results._id, booth_type: 'raw', booth_area: 72 })
    expect(read.note).toBeUndefined()
  })

  test.each([
    ['no company', { company: '  ' }, 'company'],
    ['a phone that is not a mainland mobile', { phone: '12345' }, 'phone'],
    ['a bad e-mail', { email: 'chen@' }, 'email'],
    ['a standard booth not in 9 m² units', { booth_area: 20 }, 'booth_area'],
    ['raw space under 36 m²', { booth_type: 'raw', booth_area: 27 }, 'booth_area'],
    ['no booth type', { booth_type: '' }, 'booth_type'],
    ['wishes over 500 characters', { note: '长'.repeat(501) }, 'note'],
    ['no category', { category_id: '' }, 'category_id'],
  ])('%s is refused with 400 / 4220 naming the field', async (_, change, field) => {
    const res = await visitor.post(`/meetings/${M}/exhibitor/apply`, application(change))
    expect(res.status).toBe(400)
    expect(res.body.code).toBe(4220)
    expect(Object.keys(res.body.data.fields)).toEqual([field])
  })

  test('a category of another kind or meeting, an unknown field, an unknown meeting, sensitive words', async () => {
    const wrongCategory = await visitor.post(`/meetings/${M}/exhibitor/apply`, application({ category_id: I.categories[0] }))
    expect(wrongCategory.status).toBe(400)
    expect(wrongCategory.body.data.fields).toEqual({ category_id: 'validation.exhibitorApply.category.required' })
    expect((await visitor.post(`/meetings/${M}/exhibitor/apply`, { ...application(), admin: 1 })).status).toBe(400)
    expect((await visitor.post(`/meetings/${'0'.repeat(24)}/exhibitor/apply`, application())).status).toBe(404)
    const spam = await visitor.post(`/meetings/${M}/exhibitor/apply`, application({ note: '点击领奖' }))
    expect(spam.status).toBe(400)
    expect(spam.body.code).toBe(4300)
  })
})
