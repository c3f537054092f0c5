/**
 * Uploads on an S3-compatible storage (FU_STORAGE=s3, issue 26): the server hands out a presigned POST (SigV4 policy:
 * key, size, declared type) for a staging object, the client posts straight to the bucket and completes with
 * POST /uploads/s3, which keeps only jpg / png bytes under the final key. Against a loopback bucket that checks the
 * policy's signature and conditions and the SDK's signed calls (s3StandIn.ts). Also: a half-configured S3 stops the
 * start naming what is missing.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { readS3Object, type S3Storage } from '../providers/storage/s3'
import { storageConfigFromEnv, storageOrigins } from '../providers/storage/storage'
import { freshPhone, login } from './helpers'
import { startS3StandIn, type S3StandIn } from './s3StandIn'

jest.setTimeout(120_000)

const DEMO_CARD = fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.png'))
const DEMO_IDENTITY = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.json'), 'utf8'))
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const KEYS = { accessKeyId: 'test-access-key-id', secretAccessKey: 'test-secret-access-key-of-the-bucket', bucket: 'fu-media', region: 'ap-guangzhou' }
const MAX = 64 * 1024

const s3Env = (endpoint: string) => ({
  FU_STORAGE: 's3', FU_S3_ENDPOINT: endpoint, FU_S3_REGION: KEYS.region, FU_S3_BUCKET: KEYS.bucket, FU_S3_ACCESS_KEY_ID: KEYS.accessKeyId,
  FU_S3_SECRET_ACCESS_KEY: KEYS.secretAccessKey, FU_S3_PUBLIC_URL: `${endpoint}/${KEYS.bucket}`, FU_S3_FORCE_PATH_STYLE: '1',
})

describe('configuration', () => {
  it('names what a half-configured S3 lacks, and reads a complete one', () => {
    const env = s3Env('https://cos.ap-guangzhou.myqcloud.com')
    expect(() => storageConfigFromEnv({ ...env, FU_S3_BUCKET: '', FU_S3_SECRET_ACCESS_KEY: ' ' }, false)).toThrow('FU_STORAGE=s3 needs FU_S3_BUCKET, FU_S3_SECRET_ACCESS_KEY')
    expect(() => storageConfigFromEnv({ ...env, FU_S3_PUBLIC_URL: 'img.events.example' }, false)).toThrow(/FU_S3_PUBLIC_URL/)
    const virtualHosted = storageConfigFromEnv({ ...env, FU_S3_FORCE_PATH_STYLE: '', FU_S3_PUBLIC_URL: 'https://img.events.example/' }, false)
    expect(virtualHosted).toMatchObject({ kind: 's3', publicUrl: 'https://img.events.example', forcePathStyle: false, keyPrefix: 'fu/' })
    // The site may post to the bucket's host and show images from the public URL (CSP).
    expect(storageOrigins(virtualHosted)).toEqual(['https://fu-media.cos.ap-guangzhou.myqcloud.com', 'https://img.events.example'])
  })

  it('production with FU_STORAGE=s3 and a missing setting does not start, and names it', async () => {
    const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        cwd: path.join(__dirname, '..', '..'),
        env: { ...process.env, ...s3Env('https://cos.ap-guangzhou.myqcloud.com'), FU_S3_REGION: '', PORT: '0', NODE_ENV: 'production', FU_SIGN_SECRET: 'a-production-secret-of-32-or-more-bytes', DATABASE_URL: '', FU_DATA_DIR: path.join(__dirname, '..', '..', '.data', 'test', 'never-opened') },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let text = ''
      child.stdout.on('data', (chunk) => { text += chunk })
      child.stderr.on('data', (chunk) => { text += chunk })
      const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
      child.on('exit', (exit) => { clearTimeout(timer); resolve({ code: exit, output: text }) })
    })
    expect(code).not.toBe(0)
    expect(output).toContain('FU_STORAGE=s3 needs FU_S3_REGION')
  })
})

interface Ticket { uptoken: string; upload_url: string; fields: Record<string, string>; max_bytes: number; types: string[] }

/** What the client does (src/flows/imageUpload.ts): the ticket's fields, then `file`, to its upload_url. */
async function postForm(ticket: Pick<Ticket, 'upload_url' | 'fields'>, bytes: Buffer) {
  const form = new FormData()
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value)
  form.append('file', new Blob([new Uint8Array(bytes)]), 'photo.png')
  const res = await fetch(ticket.upload_url, { method: 'POST', body: form })
  return { status: res.status, body: await res.text() }
}

describe('a server storing uploads on an S3-compatible bucket', () => {
  let bucket: S3StandIn
  let server: TestServer

  beforeAll(async () => {
    // The staging prefix is private: the server reads it with signed calls only.
    bucket = await startS3StandIn({ ...KEYS, privatePrefix: 'fu/incoming/' })
    server = await startTestServer({ env: { ...s3Env(bucket.url), FU_UPLOAD_MAX_BYTES: String(MAX) } })
  })
  afterAll(async () => { await server?.stop(); await bucket?.close() })

  const ticketFor = async (api: Awaited<ReturnType<typeof login>>['api'], body: object = {}) => (await api.post('/tokens/qiniu', body)).body.results as Ticket

  it('round-trips an upload: presigned POST to the bucket, completion, the image at its public url, read by the OCR', async () => {
    const me = await login(server, freshPhone())
    const ticket = await ticketFor(me.api, { key: 'idcard', bucket: 'ocr', type: 'image/png' })
    expect(ticket).toMatchObject({ upload_url: `${bucket.url}/${KEYS.bucket}`, max_bytes: MAX, types: ['image/jpeg', 'image/png'] })
    expect(ticket.fields).toMatchObject({ 'Content-Type': 'image/png', 'X-Amz-Algorithm': 'AWS4-HMAC-SHA256' })
    expect(ticket.fields.key).toMatch(/^fu\/incoming\/[0-9a-f]{32}$/)

    expect((await postForm(ticket, DEMO_CARD)).status).toBe(204)
    const done = await me.api.post('/uploads/s3', { token: ticket.uptoken })
    expect(done.status).toBe(201)
    const uploaded = done.body.results
    expect(uploaded).toMatchObject({ key: `fu/${uploaded._id}.png`, url: `${bucket.url}/${KEYS.bucket}/fu/${uploaded._id}.png`, mime: 'image/png' })
    expect(bucket.objects.has(ticket.fields.key)).toBe(false)
    const image = await fetch(uploaded.url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect((await image.arrayBuffer()).byteLength).toBe(uploaded.size)

    // The app's own address of the upload leads to the bucket; the OCR reads the stored card.
    const own = await fetch(`${server.apiUrl}/uploads/${uploaded._id}.png`, { redirect: 'manual' })
    expect(own.status).toBe(302)
    expect(own.headers.get('location')).toBe(uploaded.url)
    expect((await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(uploaded.url)}`)).body.results).toEqual({ name: DEMO_IDENTITY.name, id_number: DEMO_IDENTITY.id_number })

    // One upload per token: a second completion is refused, a second post never reaches the final key.
    expect((await me.api.post('/uploads/s3', { token: ticket.uptoken })).status).toBe(403)
    expect((await postForm(ticket, Buffer.concat([DEMO_CARD, Buffer.from('x')]))).status).toBe(204)
    expect(bucket.objects.get(uploaded.key)!.bytes.length).toBe(uploaded.size)
  })

  it('the policy refuses a too large file and another declared type; the completion refuses bytes that are not jpg or png', async () => {
    const me = await login(server, freshPhone())
    const ticket = await ticketFor(me.api)
    const tooLarge = await postForm(ticket, Buffer.concat([DEMO_CARD, Buffer.alloc(MAX)]))
    expect(tooLarge.status).toBe(400)
    expect(tooLarge.body).toContain('EntityTooLarge')
    const html = await postForm({ ...ticket, fields: { ...ticket.fields, 'Content-Type': 'text/html' } }, DEMO_CARD)
    expect(html.status).toBe(403)
    expect(html.body).toContain('Policy Condition failed')
    const otherKey = await postForm({ ...ticket, fields: { ...ticket.fields, key: 'fu/someone-elses.png' } }, DEMO_CARD)
    expect(otherKey.status).toBe(403)
    expect(bucket.objects.has(ticket.fields.key)).toBe(false)
    expect((await me.api.post('/uploads/s3', { token: ticket.uptoken })).status).toBe(400)

    expect((await postForm(ticket, GIF)).status).toBe(204)
    const gif = await me.api.post('/uploads/s3', { token: ticket.uptoken })
    expect(gif.status).toBe(415)
    expect(bucket.objects.has(ticket.fields.key)).toBe(false)
  })

  it('the bucket refuses a bad signature or a widened policy; another person cannot complete my upload', async () => {
    const me = await login(server, freshPhone())
    const ticket = await ticketFor(me.api)
    const forged = ticket.fields['X-Amz-Signature'].replace(/^./, c => (c === 'a' ? 'b' : 'a'))
    const badSignature = await postForm({ ...ticket, fields: { ...ticket.fields, 'X-Amz-Signature': forged } }, DEMO_CARD)
    expect(badSignature.status).toBe(403)
    expect(badSignature.body).toContain('SignatureDoesNotMatch')
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy, 'base64').toString())
    policy.conditions = policy.conditions.map((c: unknown) => (Array.isArray(c) && c[0] === 'content-length-range' ? ['content-length-range', 1, 10 ** 9] : c))
    const widened = await postForm({ ...ticket, fields: { ...ticket.fields, Policy: Buffer.from(JSON.stringify(policy)).toString('base64') } }, DEMO_CARD)
    expect(widened.status).toBe(403)
    expect(widened.body).toContain('SignatureDoesNotMatch')

    expect((await postForm(ticket, DEMO_CARD)).status).toBe(204)
    const other = await login(server, freshPhone())
    expect((await other.api.post('/uploads/s3', { token: ticket.uptoken })).status).toBe(403)
    expect((await me.api.post('/uploads/s3', { token: ticket.uptoken })).status).toBe(201)
  })

  it('the server\'s own calls are SigV4-signed: with the wrong secret the bucket refuses them', async () => {
    const config = storageConfigFromEnv(s3Env(bucket.url), false) as S3Storage
    bucket.objects.set('fu/private-check.png', { bytes: DEMO_CARD, contentType: 'image/png' })
    expect((await readS3Object(config, 'fu/private-check.png', MAX))?.equals(DEMO_CARD)).toBe(true)
    await expect(readS3Object({ ...config, secretAccessKey: 'not-the-secret' }, 'fu/private-check.png', MAX)).rejects.toMatchObject({ status: 503 })
    expect(bucket.refusals.at(-1)).toMatchObject({ code: 'SignatureDoesNotMatch' })
  })
})
