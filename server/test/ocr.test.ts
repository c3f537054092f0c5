/**
 * GET /ocrs/idcard: the development OCR provider reads the seeded demo ID card (server/static/idcard-demo.png, its
 * sidecar JSON says what it shows) from one's own upload, refuses any other image (4130), others' uploads, bad
 * references; production answers 503.
 */
import fs from 'node:fs'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone, login, signPhone } from './helpers'

const DEMO_CARD = fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.png'))
const DEMO_IDENTITY = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.json'), 'utf8'))
const OTHER_IMAGE = fs.readFileSync(path.join(__dirname, '..', '..', 'test', 'fixtures', 'portrait.png'))

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

/** Uploads `bytes` as `who` through /tokens/qiniu + the upload_url it names (POST /uploads); returns the url the upload answered. */
async function upload(target: TestServer, token: string, bytes: Buffer): Promise<string> {
  const { uptoken, upload_url } = (await client(target, token).post('/tokens/qiniu', {})).body.results
  // The database storage (the development default, and production with FU_STORAGE=database): this server's own path.
  expect(upload_url).toBe('/fu/api/uploads')
  const form = new FormData()
  form.append('token', uptoken)
  form.append('file', new Blob([new Uint8Array(bytes)]), 'card.png')
  const res = await fetch(`${target.baseUrl}${upload_url}`, { method: 'POST', body: form })
  expect(res.status).toBe(201)
  return ((await res.json()) as { results: { url: string } }).results.url
}

test('reads the name and ID number of the demo ID card from an own upload (path or absolute url)', async () => {
  const me = await login(server, freshPhone())
  const url = await upload(server, me.token, DEMO_CARD)
  const read = await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)
  expect(read.status).toBe(200)
  expect(read.body.results).toEqual({ name: DEMO_IDENTITY.name, id_number: DEMO_IDENTITY.id_number })
  const absolute = await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(`${server.baseUrl}${url}`)}&side=front`)
  expect(absolute.body.results.id_number).toBe(DEMO_IDENTITY.id_number)
})

test('any other image is not recognised (422 / 4130)', async () => {
  const me = await login(server, freshPhone())
  const url = await upload(server, me.token, OTHER_IMAGE)
  const read = await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)
  expect(read.status).toBe(422)
  expect(read.body).toMatchObject({ code: 4130, message: 'ID card not recognised' })
})

test("refuses someone else's upload, a guest, and references that are not uploads", async () => {
  const owner = await login(server, freshPhone())
  const url = await upload(server, owner.token, DEMO_CARD)
  const other = await login(server, freshPhone())
  expect((await other.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).status).toBe(404)
  expect((await client(server).get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).status).toBe(401)
  for (const bad of ['/fu/static/idcard-demo.png', 'https://evil.example/x.png', '/fu/api/uploads/../../etc.png']) {
    expect((await owner.api.get(`/ocrs/idcard?url=${encodeURIComponent(bad)}`)).status).toBe(400)
  }
  expect((await owner.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}&extra=1`)).status).toBe(400)
  expect((await owner.api.get('/ocrs/idcard?url=/fu/api/uploads/0123456789abcdef01234567.png')).status).toBe(404)
})

test('production has no OCR provider: 503', async () => {
  const prod = await startTestServer({ env: { NODE_ENV: 'production', FU_SIGN_SECRET: 'prod-secret-for-tests-at-least-32-bytes', FU_STORAGE: 'database' } })
  try {
    const session = (await client(prod).post('/tokens/phone/v2', signPhone(freshPhone(), undefined, 'prod-secret-for-tests-at-least-32-bytes'))).body.results
    const url = await upload(prod, session.token, DEMO_CARD)
    const read = await client(prod, session.token).get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)
    expect(read.status).toBe(503)
    expect(read.body.code).toBe(4261)
  } finally {
    await prod.stop()
  }
}, 120_000)
