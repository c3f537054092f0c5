/**
 * Scale-out on PostgreSQL (issue 14): two server processes on one database behave as one server.
 * - 400 concurrent registrations for 50 places, split across both instances → exactly 50 tickets, distinct codes,
 *   everyone else refused with "this activity is full" (4100), never a 5xx.
 * - The rate limits are counted in the database: calls to either instance count against one limit.
 * Those two run on PostgreSQL only (TEST_DATABASE_URL, as `npm test` sets it); PGlite is one process by nature.
 * - Behind a load balancer (FU_TRUST_PROXY) the limit is per client, not one for everybody behind the balancer.
 */
import { Client } from 'pg'
import { startTestServer, type TestServer } from '../../test/support/server'
import { openDatabase } from '../db/client'
import { ErrorCode } from '../http/errors'
import { countCall, readCalls } from '../http/rateLimitStore'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login, signPhone } from './helpers'

const pgTest = process.env.TEST_DATABASE_URL ? test : test.skip
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url })
  await c.connect()
  try { return (await c.query(text, values)).rows as T[] } finally { await c.end() }
}

/** Two instances on one database: the first owns (and drops) it, the second shares it. */
async function twoInstances(env: Record<string, string> = {}): Promise<[TestServer, TestServer]> {
  const first = await startTestServer({ env })
  try {
    const second = await startTestServer({ databaseUrl: first.databaseUrl, env })
    return [first, second]
  } catch (err) {
    await first.stop()
    throw err
  }
}

/** `n` distinct people, signed in alternately on `a` and `b` (a session works on both anyway), 40 at a time. */
async function signInMany(a: TestServer, b: TestServer, n: number): Promise<Awaited<ReturnType<typeof login>>[]> {
  const people: Awaited<ReturnType<typeof login>>[] = []
  for (let i = 0; i < n; i += 40) {
    people.push(...(await Promise.all(Array.from({ length: Math.min(40, n - i) }, (_, j) => login((i + j) % 2 ? b : a, freshPhone())))))
  }
  return people
}

pgTest('two instances on one database: 400 concurrent registrations for 50 places → exactly 50 tickets, distinct codes, no 5xx', async () => {
  const [a, b] = await twoInstances()
  try {
    expect(a.baseUrl).not.toBe(b.baseUrl)
    const activityId = SEED_IDS.activities.workshop50
    const [before] = await query<{ max: number; ticket_total: number }>(a.databaseUrl!, 'select max, ticket_total from activities where _id = $1', [activityId])
    expect(before).toEqual({ max: 50, ticket_total: 0 })

    // 400 distinct people; person i registers on the instance it signed in on.
    const people = await signInMany(a, b, 400)
    expect(new Set(people.map((p) => p.user_id)).size).toBe(400)

    const results = await Promise.all(people.map((p) => p.api.post('/tickets', { activity_id: activityId, name: 'Lin', answers: [heard] })))
    const byStatus = results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})
    expect(results.filter((r) => r.status >= 500)).toEqual([])
    expect(byStatus).toEqual({ 201: 50, 409: 350 })
    const refused = results.filter((r) => r.status !== 201)
    expect(refused.every((r) => r.body.code === ErrorCode.ActivityFull && /this activity is full/.test(r.body.message))).toBe(true)
    // Both instances took half of the one burst, each answering every request it was sent (the split was real). Which
    // one sells more is a race: on a slow machine the first to warm up may sell all 50, and that is still correct.
    const answeredBy = (server: TestServer) => results.filter((r, i) => (r.status === 201 || r.status === 409) && ((i % 2 ? b : a) === server)).length
    const soldBy = (server: TestServer) => results.filter((r, i) => r.status === 201 && ((i % 2 ? b : a) === server)).length
    expect([answeredBy(a), answeredBy(b)]).toEqual([200, 200])
    expect(soldBy(a) + soldBy(b)).toBe(50)

    // The database agrees: 50 tickets, 50 distinct codes, the counter at 50.
    const rows = await query<{ code: string; user_id: string }>(a.databaseUrl!, 'select code, user_id from tickets where activity_id = $1 and deleted = 0', [activityId])
    expect(rows).toHaveLength(50)
    expect(new Set(rows.map((r) => r.code)).size).toBe(50)
    expect(new Set(rows.map((r) => r.user_id)).size).toBe(50)
    const createdCodes = results.filter((r) => r.status === 201).map((r) => r.body.results[0].code)
    expect(new Set(createdCodes)).toEqual(new Set(rows.map((r) => r.code)))
    const [after] = await query<{ ticket_total: number }>(a.databaseUrl!, 'select ticket_total from activities where _id = $1', [activityId])
    expect(after.ticket_total).toBe(50)
    // And each instance reads the same state.
    const { api: staffA } = await login(a, '13800000005')
    const { api: staffB } = await login(b, '13800000005')
    expect((await staffA.get(`/tickets?all=1&activity_id=${activityId}&limit=999`)).body.total).toBe(50)
    expect((await staffB.get(`/activities?_id=${activityId}`)).body.results[0].ticket_total).toBe(50)
  } finally {
    await b.stop()
    await a.stop()
  }
}, 240_000)

pgTest('two instances on one database: 400 concurrent orders for a ticket type of 50, then paying them → 50 orders, 50 tickets, no 5xx', async () => {
  const [a, b] = await twoInstances()
  try {
    const activityId = SEED_IDS.activities.openPaid
    const priceId = SEED_IDS.prices.standard
    // The organiser's settings, as the seed writes them: 50 standard tickets, no other limit in the way.
    await query(a.databaseUrl!, 'update ticket_prices set total = 50, sold_total = 0, "limit" = 0 where _id = $1', [priceId])
    await query(a.databaseUrl!, 'update activities set max = 0 where _id = $1', [activityId])

    const people = await signInMany(a, b, 400)
    const orders = await Promise.all(people.map((p) => p.api.post('/checkout/activities', { activity_id: activityId, price_id: priceId, amount: 39900, name: 'Wu', answers: [heard] })))
    expect(orders.filter((r) => r.status >= 500)).toEqual([])
    const placed = orders.map((r, i) => ({ r, p: people[i] })).filter(({ r }) => r.status === 201)
    expect(placed).toHaveLength(50)
    // The others: sold out, or the rest held by unpaid orders (SPEC §8 4105 / 4029).
    expect(orders.filter((r) => r.status !== 201).every((r) => r.status === 409 && [ErrorCode.TicketSoldOut, ErrorCode.UnpaidTicketStockShort].includes(r.body.code))).toBe(true)

    // Paid at once, each through the other instance than the one it was ordered on.
    const paid = await Promise.all(placed.map(({ r, p }, i) => client(i % 2 ? a : b, p.token).post(`/checkout/activities/${r.body.results._id}/pay`, { channel: 'sandbox' })))
    expect(paid.filter((r) => r.status !== 200)).toEqual([])
    const rows = await query<{ code: string }>(a.databaseUrl!, 'select code from tickets where activity_id = $1 and price_id = $2 and deleted = 0', [activityId, priceId])
    expect(rows).toHaveLength(50)
    expect(new Set(rows.map((r) => r.code)).size).toBe(50)
    const [price] = await query<{ sold_total: number }>(a.databaseUrl!, 'select sold_total from ticket_prices where _id = $1', [priceId])
    expect(price.sold_total).toBe(50)
  } finally {
    await b.stop()
    await a.stop()
  }
}, 240_000)

pgTest('two instances on one database share one rate limit: calls to both count against it', async () => {
  const limit = 6
  const [a, b] = await twoInstances({ FU_AUTH_RATE_LIMIT: String(limit) })
  try {
    const phone = freshPhone()
    const statuses: number[] = []
    // Alternate between the instances: a per-process limit would allow 2 × 6 = 12.
    for (let i = 0; i < 2 * limit; i++) {
      const res = await client(i % 2 ? b : a).post('/tokens/phone/v2', signPhone(phone))
      statuses.push(res.status)
      if (res.status === 429) expect(res.body.code).toBe(ErrorCode.TooFrequent)
    }
    expect(statuses.slice(0, limit).every((s) => s === 200)).toBe(true)
    expect(statuses.slice(limit).every((s) => s === 429)).toBe(true)
    // The count lives in the database.
    const rows = await query<{ count: number }>(a.databaseUrl!, 'select count from rate_limits where key like $1', ['%/tokens/phone/v2%'])
    expect(rows.some((r) => r.count >= 2 * limit)).toBe(true)

    // A key's window starts at its first call and a new one starts after it ends; concurrent calls get distinct counts.
    const database = await openDatabase({ databaseUrl: a.databaseUrl! })
    try {
      // A window long enough for 20 queued calls on a slow machine; each is told what is left of the one window.
      const counts = await Promise.all(Array.from({ length: 20 }, () => countCall(database.db, 'test window', 10_000)))
      expect(counts.map((c) => c.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect(counts.every((c) => c.ttl > 0 && c.ttl <= 10_000)).toBe(true)
      expect((await countCall(database.db, 'test expiry', 400)).current).toBe(1)
      await new Promise((resolve) => setTimeout(resolve, 500))
      expect((await readCalls(database.db, 'test expiry')).current).toBe(0)
      expect((await countCall(database.db, 'test expiry', 400)).current).toBe(1)
    } finally {
      await database.close()
    }
  } finally {
    await b.stop()
    await a.stop()
  }
}, 120_000)

test('behind a load balancer (FU_TRUST_PROXY) the rate limit counts each client, not the balancer', async () => {
  const limit = 3
  const trusted = await startTestServer({ env: { FU_AUTH_RATE_LIMIT: String(limit), FU_TRUST_PROXY: '127.0.0.1' } })
  try {
    const call = (forwardedFor: string) => fetch(`${trusted.apiUrl}/tokens/phone/v2`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify(signPhone(freshPhone())),
    }).then((r) => r.status)
    const first = []
    for (let i = 0; i <= limit; i++) first.push(await call('203.0.113.7'))
    expect(first).toEqual([200, 200, 200, 429])
    // Another client behind the same balancer has its own count.
    expect(await call('198.51.100.20')).toBe(200)
  } finally {
    await trusted.stop()
  }
}, 120_000)
