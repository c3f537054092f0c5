/**
 * The permission matrix of the organiser calls (issue 28): EVERY call under /organizer is refused without a token
 * (401), refused for a visitor (403 / 4030), allowed or refused for a content editor as its role list says, and
 * allowed for the owner; and every one is in the OpenAPI document.
 */
import writeExcelFile from 'write-excel-file/node'
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone, login, type Answer } from './helpers'

let server: TestServer
let owner: Awaited<ReturnType<typeof login>>
let editor: Awaited<ReturnType<typeof login>>
let visitor: Awaited<ReturnType<typeof login>>
/** A meeting of the owner's own, so the matrix's writes leave the demo alone. */
let meeting: string
/** A spreadsheet of a header only, per kind (its dry run keeps nothing). */
const sheet: Record<string, string> = {}
beforeAll(async () => {
  server = await startTestServer({ env: { FU_JOBS: '0' } })
  owner = await login(server, '13800000005')
  visitor = await login(server, '13800000001')
  const phone = freshPhone()
  editor = await login(server, phone)
  meeting = (await owner.api.results('POST', '/organizer/meetings', { title: { zh: '矩阵', en: 'Matrix' }, start: 1_900_000_000, end: 1_900_100_000 }))._id
  await owner.api.results('POST', `/organizer/meetings/${meeting}/roles`, { role: 'content', phone })
  for (const [kind, column] of [['speakers', 'name.zh'], ['agendas', 'title.zh']]) sheet[kind] = (await writeExcelFile([[{ value: column }]], {}).toBuffer()).toString('base64')
}, 120_000)
afterAll(() => server?.stop())

type Api = ReturnType<typeof client>
interface Call {
  /** As written in the OpenAPI document (under /fu/api). */
  doc: string
  method: 'GET' | 'POST' | 'PUT' | 'DELETE'
  path: () => string
  body?: () => unknown
  /** May a content editor of the meeting make it? */
  content: boolean
  /** The status the owner gets (the calls run in this order). */
  owner?: number
  /** The status an allowed content editor gets, when not 201 for a POST and 200 otherwise. */
  editor?: number
}

const missing = '0123456789abcdef01234567'
const CALLS: Call[] = [
  { doc: '/organizer/meetings/{id}', method: 'GET', path: () => `/organizer/meetings/${meeting}`, content: true, owner: 200 },
  { doc: '/organizer/meetings/{id}', method: 'PUT', path: () => `/organizer/meetings/${meeting}`, body: () => ({ icp: '京ICP备1号' }), content: false, owner: 200 },
  { doc: '/organizer/meetings/{id}/publish', method: 'POST', path: () => `/organizer/meetings/${meeting}/publish`, content: false, owner: 200 },
  { doc: '/organizer/meetings/{id}/unpublish', method: 'POST', path: () => `/organizer/meetings/${meeting}/unpublish`, content: false, owner: 200 },
  { doc: '/organizer/meetings/{id}/duplicate', method: 'POST', path: () => `/organizer/meetings/${meeting}/duplicate`, content: false, owner: 201 },
  { doc: '/organizer/meetings/{id}/roles', method: 'GET', path: () => `/organizer/meetings/${meeting}/roles`, content: false, owner: 200 },
  { doc: '/organizer/meetings/{id}/roles', method: 'POST', path: () => `/organizer/meetings/${meeting}/roles`, body: () => ({ role: 'finance', phone: freshPhone() }), content: false, owner: 201 },
  { doc: '/organizer/meetings/{id}/roles/{role_id}', method: 'DELETE', path: () => `/organizer/meetings/${meeting}/roles/${missing}`, content: false, owner: 404 },
  { doc: '/organizer/meetings/{id}/audit', method: 'GET', path: () => `/organizer/meetings/${meeting}/audit`, content: false, owner: 200 },
  ...([
    ['speakers', () => ({ name: { zh: '甲', en: 'A' } })],
    ['agendas', () => ({ title: { zh: '甲', en: 'A' }, start: 1_900_000_000, end: 1_900_003_600 })],
    ['news', () => ({ title: { zh: '甲', en: 'A' } })],
  ] as const).flatMap(([kind, body]): Call[] => [
    { doc: `/organizer/meetings/{id}/${kind}`, method: 'GET', path: () => `/organizer/meetings/${meeting}/${kind}`, content: true, owner: 200 },
    { doc: `/organizer/meetings/{id}/${kind}`, method: 'POST', path: () => `/organizer/meetings/${meeting}/${kind}`, body, content: true, owner: 201 },
    // The item the caller's own POST just made (each caller's run goes GET, POST, PUT, DELETE).
    { doc: `/organizer/meetings/{id}/${kind}/{item_id}`, method: 'PUT', path: () => `/organizer/meetings/${meeting}/${kind}/${made[kind]}`, body, content: true, owner: 200 },
    { doc: `/organizer/meetings/{id}/${kind}/{item_id}`, method: 'DELETE', path: () => `/organizer/meetings/${meeting}/${kind}/${made[kind]}`, content: true, owner: 200 },
  ]),
  { doc: '/organizer/meetings/{id}/layout', method: 'GET', path: () => `/organizer/meetings/${meeting}/layout`, content: true, owner: 200 },
  { doc: '/organizer/meetings/{id}/layout', method: 'PUT', path: () => `/organizer/meetings/${meeting}/layout`, body: () => ({ blocks: [], navigation: [] }), content: true, owner: 200 },
  { doc: '/organizer/meetings/{id}/layout/publish', method: 'POST', path: () => `/organizer/meetings/${meeting}/layout/publish`, content: true, owner: 200, editor: 200 },
  { doc: '/organizer/meetings/{id}/layout/discard', method: 'POST', path: () => `/organizer/meetings/${meeting}/layout/discard`, content: true, owner: 200, editor: 200 },
  ...(['speakers', 'agendas'] as const).flatMap((kind): Call[] => [
    { doc: `/organizer/meetings/{id}/${kind}/sheet`, method: 'GET', path: () => `/organizer/meetings/${meeting}/${kind}/sheet`, content: true, owner: 200 },
    { doc: `/organizer/meetings/{id}/${kind}/sheet`, method: 'POST', path: () => `/organizer/meetings/${meeting}/${kind}/sheet`, body: () => ({ file: sheet[kind], dry_run: 1 }), content: true, owner: 200, editor: 200 },
  ]),
]
/** The item the last allowed POST made, per kind (the PUT and DELETE rows address it). */
const made: Record<string, string> = { speakers: missing, agendas: missing, news: missing }

const call = (api: Api, c: Call): Promise<Answer> => {
  const body = c.body?.()
  return c.method === 'GET' ? api.get(c.path()) : c.method === 'DELETE' ? api.del(c.path()) : c.method === 'PUT' ? api.put(c.path(), body) : api.post(c.path(), body)
}

test('without a token every organiser call is 401', async () => {
  const guest = client(server)
  for (const c of [...CALLS, { doc: '/organizer/meetings', method: 'GET', path: () => '/organizer/meetings', content: true } as Call,
    { doc: '/organizer/meetings', method: 'POST', path: () => '/organizer/meetings', body: () => ({}), content: false } as Call,
    { doc: '/organizer/templates', method: 'GET', path: () => '/organizer/templates', content: false } as Call]) {
    const res = await call(guest, c)
    expect([c.method, c.doc, res.status, res.body.code]).toEqual([c.method, c.doc, 401, 4011])
  }
})

test('a visitor is refused on every organiser call of a meeting (403 / 4030), and may not create one', async () => {
  for (const c of CALLS) {
    const res = await call(visitor.api, c)
    expect([c.method, c.doc, res.status, res.body.code]).toEqual([c.method, c.doc, 403, 4030])
    expect(res.body.message).toMatch(/no permission/)
  }
  const create = await visitor.api.post('/organizer/meetings', { title: { en: 'Mine' }, start: 1, end: 2 })
  expect([create.status, create.body.code]).toEqual([403, 4030])
  const templates = await visitor.api.get('/organizer/templates')
  expect([templates.status, templates.body.code]).toEqual([403, 4030])
})

test('a content editor gets the content calls and is refused the rest', async () => {
  for (const c of CALLS) {
    const res = await call(editor.api, c)
    if (c.method === 'POST' && c.content) made[c.doc.split('/').pop()!] = res.body.results?._id
    if (c.content) expect([c.method, c.doc, res.status]).toEqual([c.method, c.doc, c.editor ?? (c.method === 'POST' ? 201 : 200)])
    else expect([c.method, c.doc, res.status, res.body.code]).toEqual([c.method, c.doc, 403, 4030])
  }
})

test('the owner is allowed every call', async () => {
  for (const c of CALLS) {
    const res = await call(owner.api, c)
    if (c.method === 'POST' && c.content) made[c.doc.split('/').pop()!] = res.body.results?._id
    expect([c.method, c.doc, res.status]).toEqual([c.method, c.doc, c.owner])
  }
})

test('every organiser call is in the OpenAPI document', async () => {
  const doc = await (await fetch(`${server.apiUrl}/docs/json`)).json() as { paths: Record<string, Record<string, unknown>> }
  for (const c of [...CALLS, { doc: '/organizer/meetings', method: 'GET' }, { doc: '/organizer/meetings', method: 'POST' }, { doc: '/organizer/templates', method: 'GET' }]) {
    expect([c.method, c.doc, Boolean(doc.paths[`/fu/api${c.doc}`]?.[c.method.toLowerCase()])]).toEqual([c.method, c.doc, true])
  }
  const organizerPaths = Object.keys(doc.paths).filter((p) => p.startsWith('/fu/api/organizer'))
  const known = new Set([...CALLS.map((c) => c.doc), '/organizer/meetings', '/organizer/templates'].map((p) => `/fu/api${p}`))
  expect(organizerPaths.length).toBe(known.size)
  // A new organiser call must join the matrix above.
  expect(organizerPaths.filter((p) => !known.has(p))).toEqual([])
})
