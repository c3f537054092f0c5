/**
 * Issue 26 F8: the short code printed under a ticket's QR (and typed at a booth's lead scan or a desk) is random, not
 * the activity's counter: knowing one's own code says nothing of the next person's. Still 6 digits, still distinct.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const A = SEED_IDS.activities
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

/** No code is the one before it plus one (a counter's codes all are). */
const noneFollows = (codes: string[]) => codes.every((code, i) => i === 0 || Number(code) !== Number(codes[i - 1]) + 1)

test('personal registrations one after another get random 6-digit codes, not the next number', async () => {
  const codes: string[] = []
  for (let i = 0; i < 5; i++) {
    const me = await login(server, freshPhone())
    const res = await me.api.post('/tickets', { activity_id: A.openFree, name: `Guest ${i}`, answers: [heard] })
    expect(res.status).toBe(201)
    codes.push(res.body.results[0].code)
  }
  expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true)
  expect(new Set(codes).size).toBe(codes.length)
  expect(noneFollows(codes)).toBe(true)
})

test('a group registration\'s tickets get random, distinct codes too', async () => {
  const agent = await login(server, '13800000003')
  const members = [1, 2, 3, 4].map((n) => ({ name: `C${n}`, phone: `1361${String(process.pid % 1000).padStart(3, '0')}${String(n).padStart(4, '0')}` }))
  const res = await agent.api.post('/tickets', { activity_id: A.groupV1, group: { name: 'Codes', contact_name: 'Kim', contact_phone: '13800000003' }, members })
  expect(res.status).toBe(201)
  const codes = res.body.results.map((t: { code: string }) => t.code)
  expect(codes.every((code: string) => /^\d{6}$/.test(code))).toBe(true)
  expect(new Set(codes).size).toBe(4)
  expect(noneFollows(codes)).toBe(true)
})
