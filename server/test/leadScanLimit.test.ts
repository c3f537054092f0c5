/**
 * Issue 26 F8: lead scans are limited per staff member (FU_LEAD_SCAN_RATE_LIMIT a minute): past the limit a scan
 * answers 429 / 4290 and captures nothing, while another staff member of the same company scans on.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'

const E = SEED_IDS.enterprises[0]
const LIMIT = 5
let server: TestServer
beforeAll(async () => { server = await startTestServer({ env: { FU_LEAD_SCAN_RATE_LIMIT: String(LIMIT) } }) }, 120_000)
afterAll(() => server?.stop())

test('N+1 scans in a row by one staff member: the last one 429; another staff member is not affected', async () => {
  const exhibitor = await login(server, '13800000002')
  const phone = freshPhone()
  const invite = await exhibitor.api.post('/exhibitor/staff', { enterprise_id: E, phone })
  const staff = await login(server, phone)
  expect((await staff.api.post('/exhibitor/staff/accept', { code: invite.body.results.code })).status).toBe(200)

  // Guessing codes: each unknown one still counts.
  for (let i = 0; i < LIMIT; i++) {
    const scan = await staff.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: String(900000 + i) })
    expect(scan.body.code).toBe(4180)
  }
  const over = await staff.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: '900100' })
  expect(over.status).toBe(429)
  expect(over.body).toMatchObject({ code: 4290, message: expect.any(String) })

  const other = await exhibitor.api.post('/exhibitor/leads/scan', { enterprise_id: E, code: '900200' })
  expect(other.status).toBe(404)
  expect(other.body.code).toBe(4180)
})
