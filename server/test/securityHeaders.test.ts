/**
 * Every answer carries the security headers (helmet's, computed once: http/csp.ts): an API answer computed by its route, the
 * same answer from the public cache, its `304`, an error, a static file.
 */
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'

jest.setTimeout(120_000)

const BLOCKS = `/fu/api/meeting/blocks?meeting_id=${SEED_IDS.meeting}&limit=999&weight=1&with_hls=1`

let server: TestServer
beforeAll(async () => { server = await startTestServer() })
afterAll(() => server?.stop())

function expectSecurityHeaders(res: Response): void {
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("object-src 'none'")
  expect(csp).toContain("frame-ancestors 'self'")
  expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=\d+; includeSubDomains$/)
  expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  expect(res.headers.get('x-powered-by')).toBeNull()
}

test('the home call computed, from the public cache and as a 304 carries the security headers', async () => {
  const computed = await fetch(`${server.baseUrl}${BLOCKS}`)
  expect(computed.status).toBe(200)
  expectSecurityHeaders(computed)
  const body = await computed.text()
  const cached = await fetch(`${server.baseUrl}${BLOCKS}`)
  expect(await cached.text()).toBe(body)
  expect(cached.headers.get('etag')).toBe(computed.headers.get('etag'))
  expectSecurityHeaders(cached)
  const notModified = await fetch(`${server.baseUrl}${BLOCKS}`, { headers: { 'if-none-match': computed.headers.get('etag')! } })
  expect(notModified.status).toBe(304)
  expectSecurityHeaders(notModified)
})

test('an error and a static file carry them too', async () => {
  const missing = await fetch(`${server.apiUrl}/no-such-call`)
  expect(missing.status).toBe(404)
  expectSecurityHeaders(missing)
  const refused = await fetch(`${server.apiUrl}/users/${SEED_IDS.users.visitor}/consents`)
  expect(refused.status).toBe(401)
  expectSecurityHeaders(refused)
  const file = await fetch(`${server.baseUrl}/fu/static/meeting.svg`)
  expect(file.status).toBe(200)
  expectSecurityHeaders(file)
})
