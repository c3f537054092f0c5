/** No oversold ticket: 200 concurrent registrations for 50 places; and a restart keeps every acknowledged registration. */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'

const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

test('200 concurrent registrations for max 50 → exactly 50 tickets with distinct codes', async () => {
  const server = await startTestServer()
  try {
    const people = []
    for (let i = 0; i < 200; i += 20) people.push(...(await Promise.all(Array.from({ length: 20 }, () => login(server, freshPhone())))))
    const results = await Promise.all(people.map((p) => p.api.post('/tickets', { activity_id: SEED_IDS.activities.workshop50, name: 'C', answers: [heard] })))
    const created = results.filter((r) => r.status === 201)
    expect(created).toHaveLength(50)
    expect(results.filter((r) => r.status !== 201).every((r) => r.body.code === 4100)).toBe(true)
    const codes = new Set(created.map((r) => r.body.results[0].code))
    expect(codes.size).toBe(50)
    const { api: staff } = await login(server, '13800000005')
    const all = await staff.get(`/tickets?all=1&activity_id=${SEED_IDS.activities.workshop50}&limit=999`)
    expect(all.body.total).toBe(50)
    const activity = await staff.get(`/activities?_id=${SEED_IDS.activities.workshop50}`)
    expect(activity.body.results[0].ticket_total).toBe(50)
  } finally {
    await server.stop()
  }
}, 120_000)

test('a restart on the same data keeps every acknowledged registration', async () => {
  let server: TestServer = await startTestServer()
  const ids: string[] = []
  try {
    for (let i = 0; i < 5; i++) {
      const me = await login(server, freshPhone())
      const res = await me.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'D', answers: [heard] })
      expect(res.status).toBe(201)
      ids.push(res.body.results[0]._id)
    }
    await server.stop({ keepData: true })
    server = await startTestServer({ dataDir: server.dataDir, databaseUrl: server.databaseUrl })
    const { api: staff } = await login(server, '13800000005')
    const all = await staff.get(`/tickets?all=1&activity_id=${SEED_IDS.activities.openFree}&limit=999`)
    expect(all.body.results.map((t: { _id: string }) => t._id)).toEqual(expect.arrayContaining(ids))
    // The seed did not run twice.
    // The demo meeting, the members' meeting and the Sichuan heritage festival (seed/festival.ts).
    expect((await client(server).get('/demand/meetings')).body.total).toBe(3)
  } finally {
    await server.stop()
    if (server.dataDir) (await import('node:fs')).rmSync(server.dataDir, { recursive: true, force: true })
  }
}, 120_000)
