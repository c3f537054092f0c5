/**
 * Meetings in the organiser console (issue 28): an organiser creates a meeting (unpublished: visitors do not see it),
 * edits its settings (the visitor's answer changes at once: the public cache is dropped), publishes and unpublishes
 * it; duplicating the demo copies its programme and look, not its people; each write is in the audit log.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
let server: TestServer
let owner: Awaited<ReturnType<typeof login>>
let guest: ReturnType<typeof client>
beforeAll(async () => {
  server = await startTestServer({ env: { FU_JOBS: '0' } })
  owner = await login(server, '13800000005')
  guest = client(server)
}, 120_000)
afterAll(() => server?.stop())

const seenByGuest = async (id: string) => {
  const one = (await guest.get(`/demand/meetings?_id=${id}`)).body.results as { title: Record<string, string> }[]
  const list = (await guest.get('/demand/meetings?limit=100')).body.results as { _id: string }[]
  const blocks = (await guest.get(`/meeting/blocks?meeting_id=${id}`)).status
  return { one: one[0], listed: list.some((m) => m._id === id), blocks }
}

test('a new meeting is the creator\'s, unpublished and hidden from visitors until published; edits reach visitors at once', async () => {
  const visitor = await login(server, '13800000001')
  const body = { title: { zh: '新会议', en: 'New meeting' }, start: 1_900_000_000, end: 1_900_086_400, timezone: 'Europe/Berlin' }
  expect((await visitor.api.post('/organizer/meetings', body)).status).toBe(403)
  const created = await owner.api.post('/organizer/meetings', body)
  expect(created.status).toBe(201)
  const meeting = created.body.results
  expect(meeting).toMatchObject({ published: 0, roles: ['owner'], settings: { title: body.title, timezone: 'Europe/Berlin', languages: { zh: 1, en: 1 } } })
  const id = meeting._id as string
  expect((await owner.api.get('/organizer/meetings')).body.results.some((m: { _id: string; role: string }) => m._id === id && m.role === 'owner')).toBe(true)

  expect(await seenByGuest(id)).toEqual({ one: undefined, listed: false, blocks: 404 })
  expect((await visitor.api.get(`/demand/meetings?_id=${id}`)).body.results).toEqual([])
  // The owner previews it signed in.
  expect((await owner.api.get(`/demand/meetings?_id=${id}`)).body.results[0]).toMatchObject({ _id: id, title: body.title })

  expect((await owner.api.post(`/organizer/meetings/${id}/publish`)).body.results).toMatchObject({ published: 1 })
  expect(await seenByGuest(id)).toMatchObject({ one: { title: body.title }, listed: true, blocks: 200 })
  // Cached for guests now; an edit drops it.
  const edited = await owner.api.put(`/organizer/meetings/${id}`, { title: { en: 'Renamed meeting', zh: '改名的会议' }, theme_color: '#aa3300', languages: { ja: 1 }, place: { ja: '会場' } })
  expect(edited.status).toBe(400)
  expect(edited.body.message).toContain('body.title.ja')
  const ok = await owner.api.put(`/organizer/meetings/${id}`, { title: { en: 'Renamed meeting', zh: '改名的会议' }, theme_color: '#aa3300', enable_copilot: 1 })
  expect(ok.status).toBe(200)
  expect(ok.body.results).toMatchObject({ config: { theme_color: '#aa3300' }, exhibition: { enable_copilot: 1 }, settings: { theme_color: '#aa3300' } })
  const seen = await guest.get(`/demand/meetings?_id=${id}`)
  expect(seen.body.results[0]).toMatchObject({ title: { en: 'Renamed meeting', zh: '改名的会议' }, config: { theme_color: '#aa3300' } })

  expect((await owner.api.post(`/organizer/meetings/${id}/unpublish`)).body.results).toMatchObject({ published: 0 })
  expect(await seenByGuest(id)).toEqual({ one: undefined, listed: false, blocks: 404 })

  const audit = (await owner.api.get(`/organizer/meetings/${id}/audit?object_type=meeting`)).body
  expect(audit.results.map((e: { action: string }) => e.action)).toEqual(['unpublish', 'update', 'publish', 'create'])
  expect(audit.results[1].changes).toEqual({
    title: { before: body.title, after: { zh: '改名的会议', en: 'Renamed meeting' } },
    theme_color: { before: '#1f6feb', after: '#aa3300' },
    enable_copilot: { before: 0, after: 1 },
  })
  expect(audit.results[1].actor).toMatchObject({ _id: owner.user_id, phone: '13800000005' })
})

test('duplicating the demo copies its programme and look, not its people', async () => {
  const copy = await owner.api.post(`/organizer/meetings/${M}/duplicate`, { title: { en: 'Expo 2027' } })
  expect(copy.status).toBe(201)
  const id = copy.body.results._id as string
  expect(copy.body.results).toMatchObject({ published: 0, domain: null, title: { en: 'Expo 2027', zh: '2026 国际创新博览会' }, config: { theme_color: '#1f6feb' } })
  expect(copy.body.results.copied).toMatchObject({ agendas: 7, speakers: 4, lives: 8 })
  await owner.api.post(`/organizer/meetings/${id}/publish`)

  const count = async (path: string) => { const b = (await guest.get(path)).body; return (b.total ?? b.results?.length) as number }
  for (const [of, list] of [['agendas', (m: string) => `/meeting/agendas?meeting_id=${m}&limit=100`], ['news', (m: string) => `/news?meeting=${m}`],
    ['speakers', (m: string) => `/meetings/${m}/speakers`], ['activities', (m: string) => `/activities?meeting_id=${m}&limit=100`],
    ['navigation', (m: string) => `/navigation/categories?meeting_id=${m}`], ['lives', (m: string) => `/lives?meeting_id=${m}&limit=100`]] as const) {
    const original = await count(list(M))
    expect([of, await count(list(id))]).toEqual([of, original])
    expect(original).toBeGreaterThan(0)
  }
  expect((await guest.get(`/meeting/blocks?meeting_id=${id}`)).body.total).toBe((await guest.get(`/meeting/blocks?meeting_id=${M}`)).body.total)
  // Sessions point at the copied speakers; activities keep their ticket types and none of their places taken.
  const sessions = (await guest.get(`/meeting/agendas?meeting_id=${id}&limit=100`)).body.results as { speakers?: string[] }[]
  const copiedSpeakers = new Set(((await guest.get(`/meetings/${id}/speakers`)).body.results as { _id: string }[]).map((s) => s._id))
  const linked = sessions.flatMap((s) => s.speakers ?? [])
  expect(linked.length).toBeGreaterThan(0)
  expect(linked.every((s) => copiedSpeakers.has(s))).toBe(true)
  const acts = (await guest.get(`/activities?meeting_id=${id}&limit=100`)).body.results as { ticket_total: number; prices: unknown[]; meeting_id: string }[]
  expect(acts.every((a) => a.ticket_total === 0 && a.meeting_id === id)).toBe(true)
  expect(acts.some((a) => a.prices.length > 0)).toBe(true)
  // No people: the duplicator is the only role, and no exhibitors came along.
  const roles = (await owner.api.get(`/organizer/meetings/${id}/roles`)).body.results
  expect(roles).toEqual([expect.objectContaining({ role: 'owner', user_id: owner.user_id })])
  expect((await guest.get(`/enterprises/count?meeting_id=${id}`)).body.total ?? 0).toBe(0)
  const audit = (await owner.api.get(`/organizer/meetings/${id}/audit`)).body.results
  expect(audit[audit.length - 1]).toMatchObject({ action: 'duplicate', changes: { duplicated_from: { after: M } } })

  // Someone without the organiser role and a say in the original cannot copy it.
  const stranger = await login(server, freshPhone())
  expect((await stranger.api.post(`/organizer/meetings/${M}/duplicate`)).status).toBe(403)
})

test('a template may be duplicated by any global organiser; any other meeting only by its owner or admin', async () => {
  const phone = freshPhone()
  const newcomer = await login(server, phone)
  // Without the global organiser role: no templates, no copying, even of a template.
  expect((await newcomer.api.get('/organizer/templates')).status).toBe(403)
  expect((await newcomer.api.post(`/organizer/meetings/${M}/duplicate`)).status).toBe(403)
  expect((await client(server).put('/dev/users/roles', { phone, roles: ['organizer'] })).status).toBe(200)

  // The seeded demo is a template: listed for the newcomer (who holds no role in it), and theirs to copy.
  const templates = (await newcomer.api.get('/organizer/templates')).body.results as { _id: string; timezone: string }[]
  expect(templates).toEqual([expect.objectContaining({ _id: M, timezone: 'Asia/Shanghai', title: expect.objectContaining({ en: 'International Innovation Expo 2026' }) })])
  expect((await owner.api.get('/organizer/templates')).body.results).toEqual([])
  const copy = await newcomer.api.post(`/organizer/meetings/${M}/duplicate`)
  expect(copy.status).toBe(201)
  expect(copy.body.results).toMatchObject({ roles: ['owner'], published: 0, settings: { template: null } })
  expect((await newcomer.api.get('/organizer/meetings')).body.results).toEqual([expect.objectContaining({ _id: copy.body.results._id, role: 'owner', timezone: 'Asia/Shanghai' })])
  // The copy's sessions show the copy's lives, with their stream addresses.
  const sessionLives = ((await newcomer.api.get(`/meeting/agendas?meeting_id=${copy.body.results._id}&limit=100&with_lives=1`)).body.results as { lives?: { meeting_id: string; hls_url: string }[] }[]).flatMap((s) => s.lives ?? [])
  expect(sessionLives.length).toBeGreaterThan(0)
  expect(sessionLives.every((l) => l.meeting_id === copy.body.results._id)).toBe(true)
  // (a private live's address is for those it admits: some, not all, show it)
  expect(sessionLives.some((l) => l.hls_url)).toBe(true)

  // A meeting that is no template: only its owner or admin copies it, until its owner makes it one.
  const own = (await owner.api.post('/organizer/meetings', { title: { en: 'Owner only' }, start: 1_900_000_000, end: 1_900_086_400 })).body.results._id as string
  expect((await newcomer.api.post(`/organizer/meetings/${own}/duplicate`)).status).toBe(403)
  expect((await newcomer.api.put(`/organizer/meetings/${own}`, { template: 1 })).status).toBe(403)
  expect((await owner.api.put(`/organizer/meetings/${own}`, { template: 1 })).body.results.settings).toMatchObject({ template: 1 })
  expect(((await newcomer.api.get('/organizer/templates')).body.results as { _id: string }[]).map((t) => t._id)).toContain(own)
  expect((await newcomer.api.post(`/organizer/meetings/${own}/duplicate`, { title: { en: 'Mine now' } })).body.results).toMatchObject({ title: { en: 'Mine now' } })
  const audit = (await owner.api.get(`/organizer/meetings/${own}/audit?object_type=meeting`)).body.results
  expect(audit[0]).toMatchObject({ action: 'update', changes: { template: { before: null, after: 1 } } })
})

test('every setting of the console form is saved where the visitor reads it, an image cleared with an empty address', async () => {
  const id = (await owner.api.post('/organizer/meetings', { title: { en: 'Look' }, start: 1_900_000_000, end: 1_900_086_400 })).body.results._id as string
  const all = {
    cover: '/fu/static/meeting.svg', follow_theme_color: 0, main_button_color: '#008800', main_button_theme: 'dark', border_radius: 'square',
    share_desc: { en: 'Come' }, share_cover: 'https://cdn.example.com/s.png', icp: '京ICP备1号', copilot_name: { en: 'Guide' },
    copilot_prologue_questions: [{ en: 'Where?' }], template: 1,
  }
  const saved = await owner.api.put(`/organizer/meetings/${id}`, all)
  expect(saved.status).toBe(200)
  expect(saved.body.results.settings).toMatchObject(all)
  expect(saved.body.results).toMatchObject({ template: 1, config: { follow_theme_color: 0, main_button_color: '#008800', wx_share_cover: 'https://cdn.example.com/s.png' } })
  const cleared = await owner.api.put(`/organizer/meetings/${id}`, { cover: '', share_cover: '' })
  expect(cleared.body.results.settings).toMatchObject({ cover: '', share_cover: '' })
})

test('bad settings are refused with 4xx naming the field', async () => {
  const bad: [unknown, string, number?][] = [
    [{ theme_color: 'red' }, 'body.theme_color'],
    [{ cover: 'javascript:alert(1)' }, 'body.cover'],
    [{ follow_theme_color: 2 }, 'body.follow_theme_color'],
    [{ template: 'yes' }, 'body.template'],
    [{ timezone: 'Mars/Base' }, 'body.timezone'],
    [{ languages: { zh: 0, en: 0, ja: 0, ko: 0 } }, 'body.languages'],
    [{ start: 1_900_000_000, end: 1_800_000_000 }, 'body.end'],
    [{ domain: 'not a host' }, 'body.domain'],
    [{ limits_type: 'x' }, 'body.limits_type'],
    [{ surprise: 1 }, 'surprise'],
    [{ copilot_prologue_questions: new Array(11).fill({ en: 'q' }) }, 'body.copilot_prologue_questions'],
  ]
  for (const [body, field] of bad) {
    const res = await owner.api.put(`/organizer/meetings/${SEED_IDS.membersMeeting}`, body)
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 4220, expect.stringContaining(field)])
  }
  const taken = await owner.api.put(`/organizer/meetings/${SEED_IDS.membersMeeting}`, { domain: 'expo.demo.test' })
  expect([taken.status, taken.body.code]).toEqual([409, 4502])
  expect((await owner.api.post('/organizer/meetings', { title: { en: 'x' }, start: 2, end: 1 })).status).toBe(400)
  expect((await owner.api.post('/organizer/meetings', { title: {}, start: 1, end: 2 })).status).toBe(400)
  expect((await owner.api.get('/organizer/meetings/0123456789abcdef01234567')).status).toBe(403)
})
