/**
 * The public home payload from memory (issue 15, http/publicCache.ts): an ETag on every answer, `304` with no body
 * for a client that sends it back, and a new ETag (and the new content) right after any write to the tables behind it,
 * by this server or — on PostgreSQL — by anyone else on the same database (another instance, a script).
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { Client } from 'pg'
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import type { ProbeSeen, ProbeStep } from './cacheProbe'
import { freshPhone, login } from './helpers'

const M = SEED_IDS.meeting
const BLOCKS = `/fu/api/meeting/blocks?meeting_id=${M}&limit=999&weight=1&with_hls=1`
const MEETING = `/fu/api/demand/meetings?_id=${M}&limit=1`
const HOME = [BLOCKS, MEETING, `/fu/api/navigation/categories?meeting_id=${M}`, `/fu/api/lives?meeting_id=${M}`]
const pgTest = process.env.TEST_DATABASE_URL ? test : test.skip
const ROOT = path.resolve(__dirname, '..', '..')
jest.setTimeout(120_000)

/** Runs the steps against a server built in another process on a fresh copy of the seeded database. */
async function probe(steps: ProbeStep[]): Promise<ProbeSeen[]> {
  const child = await startTestServer()
  await child.stop({ keepData: true })
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/test/cacheProbe.ts', child.databaseUrl ?? child.dataDir!, JSON.stringify(steps)],
      { cwd: ROOT, env: { ...process.env, LOG_LEVEL: 'warn' }, maxBuffer: 64 * 1024 * 1024 })
    return JSON.parse(stdout) as ProbeSeen[]
  } finally {
    // Restart and stop on the same data: that removes the copy.
    await (await startTestServer({ dataDir: child.dataDir, databaseUrl: child.databaseUrl })).stop()
  }
}

test('the home calls answer with an ETag, 304 without a body when it is sent back, and a new ETag right after a write', async () => {
  const perUrl = (url: string, at: number): ProbeStep[] => [{ get: url }, { get: url }, { get: url, inm: `$${at}` }, { get: url, inm: '"older"' }]
  const steps: ProbeStep[] = HOME.flatMap((url, i) => perUrl(url, i * 4))
  const w = steps.length
  steps.push(
    { get: BLOCKS }, // w
    // The organiser renames a block: the very next request sees it, under a new ETag; the old ETag gets 200.
    { sql: `update blocks set doc = doc || '{"title":{"en":"Renamed by the organiser"}}'::jsonb where meeting_id = '${M}'`, settle: true },
    { get: BLOCKS, inm: `$${w}` }, // w + 2
    { get: MEETING }, // w + 3
    // A change of the meeting (the seed, the back office) renews /demand/meetings the same way.
    { sql: `update meetings set doc = doc || '{"icp":"沪ICP备 00000000 号"}'::jsonb where _id = '${M}'`, settle: true },
    { get: MEETING }, // w + 5
    // A caller with a token is answered by the route itself, never from the guests' copy.
    { get: BLOCKS }, { get: BLOCKS, auth: 'Bearer not-a-session' }, // w + 6, w + 7
  )
  const seen = await probe(steps)
  HOME.forEach((url, i) => {
    const [first, again, notModified, older] = seen.slice(i * 4, i * 4 + 4)
    expect([url, first.status]).toEqual([url, 200])
    expect(first.etag).toMatch(/^"[\w-]+"$/)
    expect(first.cacheControl).toBe('no-cache')
    // The second answer comes from memory: the same body and ETag.
    expect(again.body).toBe(first.body)
    expect(again.etag).toBe(first.etag)
    expect(again.hits).toBeGreaterThan(first.hits)
    expect(notModified.status).toBe(304)
    expect(notModified.body).toBe('')
    expect(notModified.etag).toBe(first.etag)
    expect(older.status).toBe(200)
    expect(older.body).toBe(first.body)
  })
  // The cache heard of each write at once (PGlite: before the write returned; PostgreSQL: milliseconds after the commit).
  expect(seen[w + 1].settledMs).toBeGreaterThanOrEqual(0)
  expect(seen[w + 4].settledMs).toBeGreaterThanOrEqual(0)
  const renamed = seen[w + 2]
  expect(renamed.status).toBe(200)
  expect(renamed.etag).not.toBe(seen[w].etag)
  expect(JSON.parse(renamed.body).results.every((b: { title: { en: string } }) => b.title.en === 'Renamed by the organiser')).toBe(true)
  expect(seen[w + 5].etag).not.toBe(seen[w + 3].etag)
  expect(JSON.parse(seen[w + 5].body).results[0].icp).toBe('沪ICP备 00000000 号')
  expect(seen[w + 7].status).toBe(200)
  expect(seen[w + 7].hits).toBe(seen[w + 6].hits)
})

test('a registration sees an organiser\'s change of the activity at once (the activity and its form are kept in memory until they change)', async () => {
  const A = SEED_IDS.activities.openFree
  const body = { activity_id: A, name: 'Lin Fang', answers: [{ question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }] }
  const person = (n: number): ProbeStep[] => [
    { sql: `insert into users (_id, phone, area_code) values ('7900000000000000000000${n}0', '1990000000${n}', '86')` },
    { sql: `insert into sessions (token_hash, user_id, expires) values (encode(sha256('probe-${n}'::bytea), 'hex'), '7900000000000000000000${n}0', extract(epoch from now())::int + 3600)` },
  ]
  const seen = await probe([
    ...person(1), ...person(2), ...person(3),
    { post: '/fu/api/tickets', body, auth: 'Bearer probe-1' }, // 6: registered (the activity is now in memory)
    // Registrations move the counters only: the copy stays, and the capacity is still decided by the database.
    { sql: `update activities set deadline = extract(epoch from now())::int - 60 where _id = '${A}'`, settle: true }, // 7: registration closed
    { post: '/fu/api/tickets', body, auth: 'Bearer probe-2' }, // 8
    { sql: `update activities set deadline = 0, max = ticket_total where _id = '${A}'`, settle: true }, // 9: open again, but full
    { post: '/fu/api/tickets', body, auth: 'Bearer probe-3' }, // 10
  ])
  expect(seen[6].status).toBe(201)
  expect(seen[7].settledMs).toBeGreaterThanOrEqual(0)
  expect([seen[8].status, JSON.parse(seen[8].body).code]).toEqual([400, 4112])
  expect([seen[10].status, JSON.parse(seen[10].body).code]).toEqual([409, 4100])
})

test('a guest\'s exhibitor list and search come from memory until an exhibitor or a like changes', async () => {
  const LIST = `/fu/api/exhibitors?meeting_id=${M}&limit=20`
  const SEARCH = `/fu/api/exhibitors/search?meeting_id=${M}&keyword=renamed&limit=20`
  const seen = await probe([
    { get: LIST }, { get: LIST }, { get: SEARCH }, // 0, 1, 2
    { sql: `update enterprises set doc = jsonb_set(doc, '{exhibitor,company,title,en}', '"Renamed Exhibitor"') where _id = (select _id from enterprises where meeting_id = '${M}' and deleted = 0 and status = 1 order by weight desc, _id limit 1)`, settle: true }, // 3
    { get: LIST }, { get: SEARCH }, // 4, 5
    { sql: `insert into likes (_id, kind, target_type, target_id, user_id) select '7a0000000000000000000001', 'like', 'enterprise', _id, '${SEED_IDS.users.visitor}' from enterprises where meeting_id = '${M}' and deleted = 0 and status = 1 order by weight desc, _id limit 1`, settle: true }, // 6
    { get: LIST }, // 7
    { get: LIST, auth: 'Bearer not-a-session' }, // 8
  ])
  expect(seen[1].body).toBe(seen[0].body)
  expect(seen[1].hits).toBeGreaterThan(seen[0].hits)
  expect(JSON.parse(seen[2].body).total).toBe(0)
  expect(seen[3].settledMs).toBeGreaterThanOrEqual(0)
  expect(JSON.parse(seen[4].body).results[0].exhibitor.company.title.en).toBe('Renamed Exhibitor')
  // The search matches the new name in any case (the lower-cased search column follows the document).
  expect(JSON.parse(seen[5].body).results.map((e: { exhibitor: { company: { title: { en: string } } } }) => e.exhibitor.company.title.en)).toEqual(['Renamed Exhibitor'])
  expect(seen[6].settledMs).toBeGreaterThanOrEqual(0)
  expect(JSON.parse(seen[7].body).results[0].like_total).toBe(JSON.parse(seen[4].body).results[0].like_total + 1)
  // A caller with a token is answered by the route (its own likes), never from the guests' copy.
  expect(seen[8].hits).toBe(seen[7].hits)
})

async function etagOf(server: TestServer, url: string): Promise<{ etag: string; body: string }> {
  const res = await fetch(`${server.baseUrl}${url}`)
  expect(res.status).toBe(200)
  return { etag: res.headers.get('etag')!, body: await res.text() }
}

pgTest('two instances on one PostgreSQL: a write by anyone renews both caches (no stale home on the other instance)', async () => {
  const a = await startTestServer()
  let b: TestServer | undefined
  try {
    b = await startTestServer({ databaseUrl: a.databaseUrl })
    const one = await etagOf(a, BLOCKS)
    expect((await etagOf(b, BLOCKS)).etag).toBe(one.etag)
    expect((await etagOf(a, BLOCKS)).etag).toBe(one.etag)
    // A write through a third connection (a script, the back office): both instances drop their copy.
    const c = new Client({ connectionString: a.databaseUrl })
    await c.connect()
    try {
      await c.query(`update blocks set doc = doc || '{"title":{"en":"Changed elsewhere"}}'::jsonb where meeting_id = $1`, [M])
    } finally { await c.end() }
    // Notifications arrive within milliseconds; allow up to 2 s (an undropped copy would stay 10 s).
    for (const server of [a, b]) {
      let now = await etagOf(server, BLOCKS)
      for (let i = 0; i < 20 && now.etag === one.etag; i++) {
        await new Promise((r) => setTimeout(r, 100))
        now = await etagOf(server, BLOCKS)
      }
      expect(now.etag).not.toBe(one.etag)
      expect(now.body).toContain('Changed elsewhere')
    }
  } finally {
    await b?.stop()
    await a.stop()
  }
})

test('a signed-in visitor\'s exhibitor list shares the page from memory but always shows their own likes, and a change at once', async () => {
  const server = await startTestServer()
  try {
    const me = await login(server, freshPhone())
    const list = async () => (await me.api.get(`/exhibitors?meeting_id=${M}&limit=20`)).body
    const before = await list()
    const first = before.results[0]
    expect(first.liked).toBe(0)
    expect((await me.api.post(`/exhibitors/${first._id}/likes`)).status).toBeLessThan(300)
    const after = await list()
    expect(after.results[0]).toMatchObject({ _id: first._id, liked: 1, like_total: first.like_total + 1 })
    // Another visitor's page is the same rows, with their own (absent) like.
    const other = await login(server, freshPhone())
    expect((await other.api.get(`/exhibitors?meeting_id=${M}&limit=20`)).body.results[0]).toMatchObject({ _id: first._id, liked: 0, like_total: first.like_total + 1 })
    expect(after.total).toBe(before.total)
  } finally {
    await server.stop()
  }
})
