/** The bench's budgets (server/bench/targets.ts): a miss is measured once more, fails only if it misses again, and both figures are printed. */
import type { Measure } from '../bench/scenarios'
import { checkTarget, TARGETS, targetsOf, type Attempt } from '../bench/targets'

const m = (rps: number, p99 = 5, errors = 0): Measure => ({ scenario: 'home', rps, p50: 1, p99, ok: rps * 3, other: 0, errors })
const floor = m(20_000)
const pgHome = TARGETS.find((t) => t.engine === 'postgres' && t.size === '1x' && t.scenario === 'home')!
const never = async (): Promise<Attempt> => { throw new Error('measured again although met') }

test('a target met at once is not measured again', async () => {
  expect(await checkTarget(pgHome, { m: m(10_000), floor }, never)).toEqual({ what: pgHome.what, ok: true, value: '10000 req/s, 50 % of 20000' })
})

test('a ratio target missed once is measured again with a fresh floor, and passes if the second measurement meets it', async () => {
  let asked = 0
  const check = await checkTarget(pgHome, { m: m(8_000), floor }, async () => { asked++; return { m: m(7_000), floor: m(14_000) } })
  expect(asked).toBe(1)
  expect(check).toEqual({ what: pgHome.what, ok: true, value: '8000 req/s, 40 % of 20000; measured again: 7000 req/s, 50 % of 14000' })
})

test('a target missed twice fails, with both figures', async () => {
  const check = await checkTarget(pgHome, { m: m(8_000), floor }, async () => ({ m: m(8_500), floor: m(21_000) }))
  expect(check.ok).toBe(false)
  expect(check.value).toBe('8000 req/s, 40 % of 20000; measured again: 8500 req/s, 40 % of 21000')
  // The absolute floor of 4 000 req/s holds whatever the ratio.
  expect((await checkTarget(pgHome, { m: m(3_900), floor: m(5_000) }, async () => ({ m: m(3_950), floor: m(5_000) }))).ok).toBe(false)
})

test('the second measurement says how it was taken (the quiet-CPU wait and its length)', async () => {
  const [lite] = targetsOf('pglite', 'large', ['register'])
  const check = await checkTarget(lite, { m: m(300, 507), floor }, async () => ({ m: m(310, 240), floor, note: 'after 4 s waiting for a quiet CPU (91 % idle), 6 s' }))
  expect(check).toEqual({ what: lite.what, ok: true, value: 'p99 507 ms; measured again (after 4 s waiting for a quiet CPU (91 % idle), 6 s): p99 240 ms' })
})

test('errors during a measurement miss the target', async () => {
  const check = await checkTarget(pgHome, { m: m(12_000, 5, 3), floor }, async () => ({ m: m(12_000, 5, 1), floor }))
  expect(check).toMatchObject({ ok: false, value: '12000 req/s, 60 % of 20000, 3 errors; measured again: 12000 req/s, 60 % of 20000, 1 errors' })
})

test('latency budgets of the large meeting: 100 ms on PostgreSQL, 300 ms on PGlite, for every scenario run', async () => {
  const [pg] = targetsOf('postgres', 'large', ['register'])
  const [lite] = targetsOf('pglite', 'large', ['register'])
  expect((await checkTarget(pg, { m: m(900, 100), floor }, never)).ok).toBe(true)
  expect((await checkTarget(pg, { m: m(900, 101), floor }, async () => ({ m: m(900, 150), floor }))).ok).toBe(false)
  expect((await checkTarget(lite, { m: m(400, 250), floor }, never)).ok).toBe(true)
  expect(targetsOf('postgres', '1x', ['home', 'exhibitors']).map((t) => t.what)).toEqual([pgHome.what])
  expect(targetsOf('pglite', 'large', ['home', 'exhibitors', 'search', 'exhibitorsSignedIn', 'searchSignedIn', 'register'])).toHaveLength(6)
})
