/**
 * The OpenAPI document (development only, issue 14): generated from the routes' zod schemas, served at
 * /fu/api/docs/json with the Swagger UI at /fu/api/docs, and listing every call of SPEC §7.
 * (The production server does not publish it: production.test.ts.)
 */
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { findRoute, parseSpecCalls, specSection7 } from './specCalls'

/** The product SPEC lives beside the repository (../shared, as CI checks it out); FU_SPEC_PATH points elsewhere. */
const SPEC = process.env.FU_SPEC_PATH ?? path.join(__dirname, '..', '..', '..', 'shared', 'SPEC.md')

interface OpenApi { openapi: string; paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> }; parameters?: { name: string; in: string }[] }>> }

let server: TestServer
let doc: OpenApi
beforeAll(async () => {
  server = await startTestServer()
  const res = await fetch(`${server.apiUrl}/docs/json`)
  expect(res.status).toBe(200)
  doc = await res.json() as OpenApi
}, 120_000)
afterAll(() => server?.stop())

/** Every operation of the document as (METHOD, path under /fu/api). */
const routes = () => Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => ({ method: m.toUpperCase(), path: p.replace(/^\/fu\/api(?=\/)/, '') })))

test('the document is generated from the zod schemas: bodies and query parameters with their rules', () => {
  expect(doc.openapi).toMatch(/^3\./)
  const login = doc.paths['/fu/api/tokens/phone/v2'].post.requestBody!.content['application/json'].schema
  expect(login.required).toEqual(expect.arrayContaining(['phone', 'timestamp', 'sign']))
  expect(Object.keys(login.properties!)).toEqual(expect.arrayContaining(['phone', 'timestamp', 'sign']))
  const list = doc.paths['/fu/api/activities'].get.parameters!.filter((p) => p.in === 'query').map((p) => p.name)
  expect(list).toEqual(expect.arrayContaining(['meeting_id', 'with_meeting']))
  // Path parameters in OpenAPI form, not fastify's.
  expect(Object.keys(doc.paths).some((p) => p.includes('/:'))).toBe(false)
  expect(doc.paths['/fu/api/tickets/{id}/approve']?.put).toBeDefined()
})

test('the Swagger UI is served at /fu/api/docs', async () => {
  const res = await fetch(`${server.apiUrl}/docs`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toContain('text/html')
  expect(await res.text()).toContain('swagger-ui')
})

test('every call of SPEC §7 is in the document', () => {
  const calls = parseSpecCalls(specSection7(SPEC))
  // The parser read the list (a broken one would make this test pass on nothing).
  expect(calls.length).toBeGreaterThan(150)
  expect(calls.map((c) => c.written)).toEqual(expect.arrayContaining(['POST /tokens/phone/v2', 'PUT /tickets/{id}', 'POST /match/companies', 'DELETE /enterprise/likes/{like_id}']))
  // Not checked: the SPEC names "Google login POST" and "social login POST" without a path (other hosts).
  const all = routes()
  const missing = calls.filter((c) => !findRoute(c, all)).map((c) => `${c.written} (read as ${c.candidates.join(' or ')})`)
  expect(missing).toEqual([])
})

test('the calls beyond SPEC §7 are documented too: my data (issue 16)', () => {
  expect(doc.paths['/fu/api/users/{id}/data']?.get).toBeDefined()
  expect(doc.paths['/fu/api/users/{id}/data/links']?.post).toBeDefined()
  expect(doc.paths['/fu/api/users/{id}/consents']?.get).toBeDefined()
  expect(doc.paths['/fu/api/users/{id}/deletion']?.post).toBeDefined()
  expect(doc.paths['/fu/api/users/{id}/deletion']?.delete).toBeDefined()
})

test('the calls beyond SPEC §7 are documented too: the personal calendar feed (issue 16)', () => {
  expect(doc.paths['/fu/api/calendar/feed']?.get).toBeDefined()
  expect(doc.paths['/fu/api/calendar/feed']?.delete).toBeDefined()
  expect(doc.paths['/fu/api/calendar/feed/rotate']?.post).toBeDefined()
  expect(doc.paths['/fu/api/calendar/{file}']?.get).toBeDefined()
})
