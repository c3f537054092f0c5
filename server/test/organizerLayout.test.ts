/**
 * The home's layout and navigation as a draft in the organiser console (issue 28): a content editor changes a block
 * and adds a navigation entry; guests keep the released layout until it is published, then get the new one at once
 * (the public cache forgets); /preview's draft calls are the meeting's layout editors' only; discarding restores the
 * released layout; bad input is a 400 naming the field.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

let server: TestServer
let owner: Awaited<ReturnType<typeof login>>
let editor: Awaited<ReturnType<typeof login>>
let registrar: Awaited<ReturnType<typeof login>>
let guest: ReturnType<typeof client>
const M = SEED_IDS.meeting
const L = (en: string) => ({ zh: `${en}（中）`, en, ja: `${en}（日）`, ko: `${en}（한）` })

beforeAll(async () => {
  server = await startTestServer({ env: { FU_JOBS: '0' } })
  owner = await login(server, '13800000005')
  guest = client(server)
  const [editorPhone, registrarPhone] = [freshPhone(), freshPhone()]
  await owner.api.results('POST', `/organizer/meetings/${M}/roles`, { role: 'content', phone: editorPhone })
  await owner.api.results('POST', `/organizer/meetings/${M}/roles`, { role: 'registration', phone: registrarPhone })
  editor = await login(server, editorPhone)
  registrar = await login(server, registrarPhone)
}, 120_000)
afterAll(() => server?.stop())

type Json = Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
const layoutPath = (id = M) => `/organizer/meetings/${id}/layout`
const titlesOf = (rows: Json[]) => rows.map((r) => r.title.en)
/** The draft as the console sends it back: each block or entry's own fields (layoutKinds.ts). */
const asInput = (layout: Json) => ({
  blocks: layout.blocks.map(({ weight: _w, ...b }: Json) => ({
    ...b, ...(b.covers ? { covers: b.covers.map(({ _id, img, link }: Json) => ({ _id, img, link })) } : {}),
  })),
  navigation: layout.navigation.map(({ _id, title, link, mobile_link, cover, display }: Json) => ({ _id, title, link, mobile_link, cover, display })),
})

test('the layout calls are the meeting\'s owner, admin and content editors\'; so is the draft /preview reads', async () => {
  expect((await editor.api.get(layoutPath())).status).toBe(200)
  for (const [method, path] of [['GET', layoutPath()], ['PUT', layoutPath()], ['POST', `${layoutPath()}/publish`], ['POST', `${layoutPath()}/discard`]] as const) {
    const call = (api: typeof guest) => (method === 'GET' ? api.get(path) : method === 'PUT' ? api.put(path, { blocks: [], navigation: [] }) : api.post(path))
    const refused = await call(registrar.api)
    expect([method, path, refused.status, refused.body.code]).toEqual([method, path, 403, 4030])
    expect(refused.body.message).toMatch(/owner, admin, content/)
    expect((await call(guest)).status).toBe(401)
  }
  // The draft version of the public calls: the same roles (a registration manager is refused, as a guest).
  for (const path of [`/meeting/blocks?meeting_id=${M}&version=3`, `/navigation/categories?meeting_id=${M}&version=3`]) {
    expect((await guest.get(path)).status).toBe(401)
    expect((await registrar.api.get(path)).status).toBe(403)
    expect((await editor.api.get(path)).status).toBe(200)
  }
})

test('a draft block title and navigation entry reach guests only once published, at once', async () => {
  const start = (await editor.api.get(layoutPath())).body.results
  // The seed's draft (version 3): exhibitors moved up, no live streams.
  expect(start).toMatchObject({ released_version: 2, draft_version: 3, has_draft: true })
  expect(start.blocks.map((b: Json) => b.type)).not.toContain('lives')
  const releasedNews = (await guest.get(`/meeting/blocks?meeting_id=${M}`)).body.results.find((b: Json) => b.type === 'news')
  const releasedNavigation = (await guest.get(`/navigation/categories?meeting_id=${M}`)).body.results
  expect(releasedNews.title.en).toBe('Latest news')

  const draft = asInput(start)
  draft.blocks.find((b: Json) => b.type === 'news').title = L('Press room')
  draft.navigation.push({ title: L('Guide'), link: '/meeting/introduction' })
  const saved = await editor.api.put(layoutPath(), draft)
  expect(saved.status).toBe(200)
  expect(saved.body.results.blocks.find((b: Json) => b.type === 'news').title.en).toBe('Press room')
  expect(titlesOf(saved.body.results.navigation).at(-1)).toBe('Guide')

  // Guests: the released layout still (the same answer, from the cache or not).
  expect((await guest.get(`/meeting/blocks?meeting_id=${M}`)).body.results.find((b: Json) => b.type === 'news').title.en).toBe('Latest news')
  expect(titlesOf((await guest.get(`/navigation/categories?meeting_id=${M}`)).body.results)).toEqual(titlesOf(releasedNavigation))
  expect(titlesOf((await guest.get(`/navigation/categories?meeting_id=${M}&limit=20`)).body.results)).not.toContain('Guide')
  // /preview (the draft version): the editor sees both.
  expect((await editor.api.get(`/meeting/blocks?meeting_id=${M}&version=3`)).body.results.find((b: Json) => b.type === 'news').title.en).toBe('Press room')
  expect(titlesOf((await editor.api.get(`/navigation/categories?meeting_id=${M}&version=3`)).body.results)).toContain('Guide')

  const published = await editor.api.post(`${layoutPath()}/publish`)
  expect(published.status).toBe(200)
  expect(published.body.results).toMatchObject({ released_version: 3, draft_version: 4, has_draft: false })
  const blocks = (await guest.get(`/meeting/blocks?meeting_id=${M}`)).body.results
  expect(blocks.find((b: Json) => b.type === 'news').title.en).toBe('Press room')
  expect(blocks.map((b: Json) => b.type)).not.toContain('lives')
  expect(blocks.every((b: Json) => b.version === undefined)).toBe(true)
  const navigation = titlesOf((await guest.get(`/navigation/categories?meeting_id=${M}`)).body.results)
  expect(navigation).toEqual([...titlesOf(releasedNavigation), 'Guide'])
  expect((await guest.get(`/meetings/${M}/block/versions`)).body.results).toEqual([{ version: 3, stage: 'release' }, { version: 4, stage: 'draft' }])

  // The new draft starts as the published layout; the audit log (a content editor reads the layout's) has both writes.
  const next = (await editor.api.get(layoutPath())).body.results
  expect(next.has_draft).toBe(false)
  expect(titlesOf(next.navigation)).toEqual(navigation)
  const audit = (await editor.api.get(`/organizer/meetings/${M}/audit?object_type=layout`)).body.results
  expect(audit.map((e: Json) => e.action)).toEqual(['publish', 'update'])
  expect(audit[0]).toMatchObject({ actor: { _id: editor.user_id }, changes: { released_version: { before: 2, after: 3 } } })
  expect(Object.keys(audit[1].changes).sort()).toEqual(['blocks', 'navigation'])
})

test('discarding a draft brings back the released layout; an emptied navigation is a draft of its own', async () => {
  const mine = (await owner.api.results('POST', '/organizer/meetings', { title: { zh: '布局', en: 'Layout' }, start: 1_900_000_000, end: 1_900_100_000 }))._id
  await owner.api.results('POST', `/organizer/meetings/${mine}/publish`)
  const empty = (await owner.api.get(layoutPath(mine))).body.results
  expect(empty).toMatchObject({ has_draft: false, blocks: [], navigation: [] })

  const two = { zh: '新闻', en: 'News' }
  await owner.api.results('PUT', layoutPath(mine), { blocks: [{ type: 'news', title: two, limit: 3 }, { type: 'for_you', title: two }], navigation: [{ title: two, link: '/meeting/news' }] })
  await owner.api.results('POST', `${layoutPath(mine)}/publish`)
  expect((await guest.get(`/meeting/blocks?meeting_id=${mine}`)).body.results.map((b: Json) => [b.type, b.limit])).toEqual([['news', 3], ['for_you', undefined]])

  // Reordered, the navigation emptied: guests keep theirs until it is published or discarded.
  const current = asInput((await owner.api.get(layoutPath(mine))).body.results)
  const changed = await owner.api.put(layoutPath(mine), { blocks: [...current.blocks].reverse(), navigation: [] })
  expect(changed.body.results).toMatchObject({ has_draft: true, navigation: [] })
  expect(changed.body.results.blocks.map((b: Json) => b.type)).toEqual(['for_you', 'news'])
  expect((await guest.get(`/navigation/categories?meeting_id=${mine}`)).body.total).toBe(1)

  const discarded = (await owner.api.post(`${layoutPath(mine)}/discard`)).body.results
  expect(discarded).toMatchObject({ has_draft: false, navigation: [expect.objectContaining({ link: '/meeting/news' })] })
  expect(discarded.blocks.map((b: Json) => b.type)).toEqual(['news', 'for_you'])
  expect((await owner.api.get(`/navigation/categories?meeting_id=${mine}&version=${discarded.draft_version}`)).body.total).toBe(1)

  await owner.api.results('PUT', layoutPath(mine), { blocks: current.blocks, navigation: [] })
  await owner.api.results('POST', `${layoutPath(mine)}/publish`)
  expect((await guest.get(`/navigation/categories?meeting_id=${mine}`)).body.total).toBe(0)
  const audit = (await owner.api.get(`/organizer/meetings/${mine}/audit?object_type=layout`)).body.results
  expect(audit.map((e: Json) => e.action)).toEqual(['publish', 'update', 'delete', 'update', 'publish', 'update'])
})

test('each kind keeps its own fields: banner slides, rich text through the sanitiser; bad input is a 400 naming the field', async () => {
  const mine = (await owner.api.results('POST', '/organizer/meetings', { title: { zh: '校验', en: 'Checks' }, start: 1_900_000_000, end: 1_900_100_000 }))._id
  const two = (en: string) => ({ zh: `${en}中`, en })
  const saved = await owner.api.put(layoutPath(mine), {
    blocks: [
      { type: 'banner', title: two('Banner'), covers: [{ img: '/fu/static/banner-1.svg', link: '/exhibit' }, { img: 'https://cdn.example.com/b.png' }] },
      { type: 'rich_text', title: two('Note'), content: { en: '<p onclick="x()">Open<script>alert(1)</script></p>' } },
      { type: 'navigation', title: two('Go'), limit: 9, layout: 'grid9' },
    ],
    navigation: [{ title: two('Agenda'), link: '/meeting/agenda/schedule', mobile_link: '', cover: '', display: 0 }],
  })
  expect(saved.status).toBe(200)
  const [banner, note] = saved.body.results.blocks
  expect(banner.covers).toEqual([
    { _id: expect.stringMatching(/^[0-9a-f]{24}$/), img: '/fu/static/banner-1.svg', link: '/exhibit', show_total: 0 },
    { _id: expect.stringMatching(/^[0-9a-f]{24}$/), img: 'https://cdn.example.com/b.png', link: '', show_total: 0 },
  ])
  expect(note.content.en).toBe('<p>Open</p>')
  expect(saved.body.results.navigation[0]).toMatchObject({ link: '/meeting/agenda/schedule', mobile_link: '/meeting/agenda/schedule', display: 0 })
  // A slide named again keeps its id.
  const again = await owner.api.put(layoutPath(mine), { ...asInput(saved.body.results) })
  expect(again.body.results.blocks[0].covers.map((c: Json) => c._id)).toEqual(banner.covers.map((c: Json) => c._id))

  const block = (b: Json) => ({ blocks: [{ title: two('T'), ...b }], navigation: [] })
  const entry = (n: Json) => ({ blocks: [], navigation: [{ title: two('T'), link: '/meeting/news', ...n }] })
  const bad: [unknown, RegExp][] = [
    [block({ type: 'poster' }), /body\.blocks\.0\.type: must be one of the block kinds banner, navigation/],
    [block({ type: 'banner', covers: [] }), /body\.blocks\.0\.covers: a banner needs at least one slide/],
    [block({ type: 'banner', covers: [{ img: 'javascript:alert(1)' }] }), /body\.blocks\.0\.covers\.0\.img/],
    [block({ type: 'banner', covers: [{ img: '/fu/a.png', link: 'javascript:alert(1)' }] }), /body\.blocks\.0\.covers\.0\.link: must be one of our pages/],
    [block({ type: 'news', limit: 0 }), /body\.blocks\.0\.limit: must be a whole number from 1 to 20/],
    [block({ type: 'news', content: { en: 'x' } }), /body\.blocks\.0.*content/],
    [block({ type: 'news', title: { zh: '只有中文' } }), /body\.blocks\.0\.title\.en: needed in every language/],
    [entry({ link: 'https://evil.example/x' }), /body\.navigation\.0\.link: must be one of our own pages/],
    [entry({ link: '' }), /body\.navigation\.0\.link: is needed/],
    [entry({ title: { en: 'No Chinese' } }), /body\.navigation\.0\.title\.zh: needed in every language/],
    [{ blocks: [], navigation: Array.from({ length: 21 }, () => ({ title: two('T'), link: '/meeting/news' })) }, /body\.navigation/],
    [{ blocks: [] }, /body\.navigation/],
  ]
  for (const [body, message] of bad) {
    const res = await owner.api.put(layoutPath(mine), body)
    expect([res.status, res.body.code, res.body.message]).toEqual([400, 4220, expect.stringMatching(message)])
  }
  // Nothing of the refused bodies was kept.
  expect((await owner.api.get(layoutPath(mine))).body.results.blocks.map((b: Json) => b.type)).toEqual(['banner', 'rich_text', 'navigation'])
})
