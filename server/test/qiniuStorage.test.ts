/**
 * Uploads on object storage (FU_STORAGE=qiniu, issue 14): the server signs Qiniu upload tokens, the client uploads
 * straight to the storage, Qiniu's signed callback records the upload; here against a loopback stand-in that checks
 * tokens and signs callbacks as Qiniu documents (qiniuStandIn.ts). Also: the signing matches Qiniu's published
 * example, production refuses to start without a storage chosen, and the Content-Security-Policy lets the site reach
 * the configured storage. The database default is covered by ocr.test.ts and badinput.test.ts.
 */
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import sharp from 'sharp'
import { startTestServer, type TestServer } from '../../test/support/server'
import { contentSecurityPolicy } from '../http/csp'
import { isQiniuCallback, qiniuCallbackAuthorization, qiniuPrivateUrl, qiniuUploadToken } from '../providers/storage/qiniu'
import { qiniuTicket, storageConfigFromEnv, storageOrigins, type QiniuStorage } from '../providers/storage/storage'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login } from './helpers'
import { startQiniuStandIn, type QiniuStandIn } from './qiniuStandIn'

jest.setTimeout(120_000)

const DEMO_CARD = fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.png'))
const DEMO_IDENTITY = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.json'), 'utf8'))
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')
const NO_ENV = {} as NodeJS.ProcessEnv
const KEYS = { accessKey: 'test-access-key', secretKey: 'test-secret-key-of-the-bucket', bucket: 'fu-media' }

describe('the Qiniu protocol', () => {
  it('signs the upload token of Qiniu\'s documented example exactly', () => {
    const policy = '{"scope":"my-bucket:sunflower.jpg","deadline":1451491200,"returnBody":"{\\"name\\":$(fname),\\"size\\":$(fsize),\\"w\\":$(imageInfo.width),\\"h\\":$(imageInfo.height),\\"hash\\":$(etag)}"}'
    expect(qiniuUploadToken('MY_ACCESS_KEY', 'MY_SECRET_KEY', policy)).toBe('MY_ACCESS_KEY:wQ4ofysef1R7IKnrziqtomqyDvI=:eyJzY29wZSI6Im15LWJ1Y2tldDpzdW5mbG93ZXIuanBnIiwiZGVhZGxpbmUiOjE0NTE0OTEyMDAsInJldHVybkJvZHkiOiJ7XCJuYW1lXCI6JChmbmFtZSksXCJzaXplXCI6JChmc2l6ZSksXCJ3XCI6JChpbWFnZUluZm8ud2lkdGgpLFwiaFwiOiQoaW1hZ2VJbmZvLmhlaWdodCksXCJoYXNoXCI6JChldGFnKX0ifQ==')
  })

  it('accepts a callback signed over its path and body only', () => {
    const url = 'https://events.example/fu/api/uploads/qiniu/callback'
    const auth = qiniuCallbackAuthorization('ak', 'sk', url, 'id=1&key=a')
    expect(isQiniuCallback('ak', 'sk', url, 'id=1&key=a', auth)).toBe(true)
    expect(isQiniuCallback('ak', 'sk', url, 'id=1&key=b', auth)).toBe(false)
    expect(isQiniuCallback('ak', 'other', url, 'id=1&key=a', auth)).toBe(false)
    expect(isQiniuCallback('ak', 'sk', url, 'id=1&key=a', undefined)).toBe(false)
  })
})

describe('configuration', () => {
  const qiniuEnv = {
    FU_STORAGE: 'qiniu', FU_QINIU_ACCESS_KEY: 'ak', FU_QINIU_SECRET_KEY: 'sk', FU_QINIU_BUCKET: 'media',
    FU_QINIU_UPLOAD_URL: 'https://up-z2.qiniup.com', FU_QINIU_DOMAIN: 'https://img.events.example/', FU_QINIU_CALLBACK_URL: 'https://events.example/fu/api/uploads/qiniu/callback',
  }

  it('keeps images in the database in development; production must choose a storage', () => {
    expect(storageConfigFromEnv({}, true)).toEqual({ kind: 'database' })
    expect(() => storageConfigFromEnv({}, false)).toThrow(/production needs FU_STORAGE/)
    expect(storageConfigFromEnv({ FU_STORAGE: 'database' }, false)).toEqual({ kind: 'database' })
    expect(() => storageConfigFromEnv({ FU_STORAGE: 's4' }, false)).toThrow(/not a storage/)
  })

  it('names what a half-configured Qiniu lacks, and reads a complete one', () => {
    expect(() => storageConfigFromEnv({ ...qiniuEnv, FU_QINIU_SECRET_KEY: '', FU_QINIU_CALLBACK_URL: ' ' }, false)).toThrow('FU_STORAGE=qiniu needs FU_QINIU_SECRET_KEY, FU_QINIU_CALLBACK_URL')
    expect(() => storageConfigFromEnv({ ...qiniuEnv, FU_QINIU_DOMAIN: 'img.events.example' }, false)).toThrow(/FU_QINIU_DOMAIN/)
    expect(storageConfigFromEnv(qiniuEnv, false)).toMatchObject({ kind: 'qiniu', domain: 'https://img.events.example', keyPrefix: 'fu/' })
  })

  it('lets the site post to the upload host and show images from the download domain (CSP)', () => {
    const csp = contentSecurityPolicy(NO_ENV, storageOrigins(storageConfigFromEnv(qiniuEnv, false)))
    expect(csp.connectSrc).toEqual(expect.arrayContaining(['https://up-z2.qiniup.com', 'https://img.events.example']))
    expect(csp.imgSrc).toContain('https://img.events.example')
    expect(contentSecurityPolicy(NO_ENV, storageOrigins({ kind: 'database' })).imgSrc).toEqual(["'self'", 'data:', 'blob:'])
  })
})

test('production without FU_STORAGE does not start, and says why', async () => {
  const { spawn } = await import('node:child_process')
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: path.join(__dirname, '..', '..'),
      env: { ...process.env, PORT: '0', NODE_ENV: 'production', FU_SIGN_SECRET: 'a-production-secret-of-32-or-more-bytes', DATABASE_URL: '', FU_DATA_DIR: path.join(__dirname, '..', '..', '.data', 'test', 'never-opened'), FU_STORAGE: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let text = ''
    child.stdout.on('data', (chunk) => { text += chunk })
    child.stderr.on('data', (chunk) => { text += chunk })
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (exit) => { clearTimeout(timer); resolve({ code: exit, output: text }) })
  })
  expect(code).not.toBe(0)
  expect(output).toContain('production needs FU_STORAGE')
})

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

/** What the client does (src/flows/imageUpload.ts): multipart `token`, then `file`, to the ticket's upload_url. */
async function postForm(url: string, token: string, bytes: Buffer, name = 'photo.png') {
  const form = new FormData()
  form.append('token', token)
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const res = await fetch(url, { method: 'POST', body: form })
  return { status: res.status, body: await res.json() as { results?: { _id: string; url: string; key: string; mime: string; size: number }; error?: string } }
}

describe('a server storing uploads on Qiniu', () => {
  let standIn: QiniuStandIn
  let server: TestServer
  let config: QiniuStorage

  beforeAll(async () => {
    // A private bucket: the server's own reads (the ID-card scan) must be signed download URLs.
    standIn = await startQiniuStandIn({ ...KEYS, private: true })
    const port = await freePort()
    const env = {
      FU_STORAGE: 'qiniu', FU_QINIU_ACCESS_KEY: KEYS.accessKey, FU_QINIU_SECRET_KEY: KEYS.secretKey, FU_QINIU_BUCKET: KEYS.bucket,
      FU_QINIU_UPLOAD_URL: standIn.url, FU_QINIU_DOMAIN: standIn.url, FU_QINIU_CALLBACK_URL: `http://127.0.0.1:${port}/fu/api/uploads/qiniu/callback`,
      FU_UPLOAD_MAX_BYTES: String(64 * 1024),
    }
    config = storageConfigFromEnv(env, false) as QiniuStorage
    server = await startTestServer({ env: { ...env, PORT: String(port) } })
  })
  afterAll(async () => { await server?.stop(); await standIn?.close() })

  it('hands out a Qiniu token for the storage host; the upload goes there, and the callback gives the stored image\'s url', async () => {
    const me = await login(server, freshPhone())
    const ticket = (await me.api.post('/tokens/qiniu', { key: 'idcard', bucket: 'ocr' })).body.results
    expect(ticket).toMatchObject({ upload_url: standIn.url, max_bytes: 64 * 1024, types: ['image/jpeg', 'image/png'], key: 'idcard' })
    expect(ticket.uptoken.startsWith(`${KEYS.accessKey}:`)).toBe(true)
    expect(ticket.expires).toBeGreaterThan(Date.now() / 1000)

    const sent = await postForm(ticket.upload_url, ticket.uptoken, DEMO_CARD, 'card.jpg')
    expect(sent.status).toBe(200)
    const uploaded = sent.body.results!
    expect(uploaded).toMatchObject({ key: `fu/${uploaded._id}.png`, url: `${standIn.url}/fu/${uploaded._id}.png`, mime: 'image/png' })
    expect(standIn.objects.get(uploaded.key)?.bytes.length).toBe(uploaded.size)
    expect(standIn.callbacks.at(-1)).toMatchObject({ url: config.callbackUrl, status: 200 })

    // The app's own address of the upload leads to the storage.
    const own = await fetch(`${server.apiUrl}/uploads/${uploaded._id}.png`, { redirect: 'manual' })
    expect(own.status).toBe(302)
    expect(own.headers.get('location')).toBe(uploaded.url)

    // The site may post to the storage and show its images (Content-Security-Policy).
    const csp = own.headers.get('content-security-policy') ?? ''
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${standIn.url.replace(/[.]/g, '\\.')}`))
    expect(csp).toMatch(new RegExp(`img-src [^;]*${standIn.url.replace(/[.]/g, '\\.')}`))

    // The same token cannot store a second object (one upload per token).
    expect((await postForm(ticket.upload_url, ticket.uptoken, DEMO_CARD)).status).toBe(614)
  })

  it('a photo uploaded to Qiniu comes back without its EXIF (GPS position, camera), upright; the original waits at a key of its own that Qiniu deletes', async () => {
    const me = await login(server, freshPhone())
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
      .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 0/1' } })
      .withMetadata({ orientation: 6 })
      .jpeg().toBuffer()
    // As a phone takes it: EXIF with the GPS directory (tag 0x8825), lying on its side (orientation 6).
    expect((await sharp(photo).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)

    const ticket = (await me.api.post('/tokens/qiniu', { key: 'demand', bucket: 'demand' })).body.results
    const sent = await postForm(ticket.upload_url, ticket.uptoken, photo, 'photo.jpg')
    expect(sent.status).toBe(200)
    const uploaded = sent.body.results!
    expect(uploaded).toMatchObject({ key: `fu/${uploaded._id}.jpg`, url: `${standIn.url}/fu/${uploaded._id}.jpg`, mime: 'image/jpeg' })

    // What anyone gets at the image's address (a private bucket's signed download), and through the app's address.
    const served = Buffer.from(await (await fetch(qiniuPrivateUrl(KEYS.accessKey, KEYS.secretKey, uploaded.url, Math.floor(Date.now() / 1000) + 60))).arrayBuffer())
    expect(served.length).toBe(uploaded.size)
    const kept = await sharp(served).metadata()
    expect(kept.exif).toBeUndefined()
    expect(kept.xmp).toBeUndefined()
    expect(served.includes('PhoneCo')).toBe(false)
    expect({ width: kept.width, height: kept.height, orientation: kept.orientation ?? 1 }).toEqual({ width: 20, height: 40, orientation: 1 })
    expect((await fetch(`${server.apiUrl}/uploads/${uploaded._id}.jpg`, { redirect: 'manual' })).headers.get('location')).toBe(uploaded.url)

    // The original (with its EXIF) sits at an incoming key that names neither the upload id nor its address, for a day.
    const originals = [...standIn.objects.entries()].filter(([, object]) => object.bytes.equals(photo))
    expect(originals).toHaveLength(1)
    const [incomingKey, original] = originals[0]
    expect(incomingKey).toMatch(/^fu\/incoming\/[0-9a-f]{32}\.jpg$/)
    expect(incomingKey).not.toContain(uploaded._id)
    expect(original.deleteAfterDays).toBe(1)
    expect(standIn.objects.get(uploaded.key)?.deleteAfterDays).toBeUndefined()
  })

  it('reads an ID card uploaded to the storage (OCR); refuses others\' uploads and look-alike addresses', async () => {
    const me = await login(server, freshPhone())
    const ticket = (await me.api.post('/tokens/qiniu', {})).body.results
    const { url, _id } = (await postForm(ticket.upload_url, ticket.uptoken, DEMO_CARD)).body.results!
    const read = await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)
    expect(read.status).toBe(200)
    expect(read.body.results).toEqual({ name: DEMO_IDENTITY.name, id_number: DEMO_IDENTITY.id_number })
    expect((await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(`/fu/api/uploads/${_id}.png`)}`)).body.results?.id_number).toBe(DEMO_IDENTITY.id_number)

    const other = await login(server, freshPhone())
    expect((await other.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).status).toBe(404)
    for (const lookalike of [`https://evil.example/fu/${_id}.png`, `${standIn.url}/other/${_id}.png`, `${standIn.url}/fu/${_id}.gif`]) {
      expect((await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(lookalike)}`)).status).toBe(400)
    }
  })

  it('an ID-card scan (purpose idcard) is recorded private: the app\'s address of it answers 404, the OCR still reads it', async () => {
    const me = await login(server, freshPhone())
    const ticket = (await me.api.post('/tokens/qiniu', { key: 'idcard', bucket: 'ocr', purpose: 'idcard' })).body.results
    const { url, _id } = (await postForm(ticket.upload_url, ticket.uptoken, DEMO_CARD)).body.results!
    expect(standIn.callbacks.at(-1)).toMatchObject({ status: 200 })
    expect((await fetch(`${server.apiUrl}/uploads/${_id}.png`, { redirect: 'manual' })).status).toBe(404)
    expect((await me.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).body.results).toEqual({ name: DEMO_IDENTITY.name, id_number: DEMO_IDENTITY.id_number })
  })

  it('a demand post takes the stored image\'s url and lists it', async () => {
    const me = await login(server, freshPhone())
    const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }
    expect((await me.api.post('/tickets', { activity_id: SEED_IDS.activities.openFree, name: 'Lin', answers: [heard] })).status).toBe(201)
    const ticket = (await me.api.post('/tokens/qiniu', { key: 'demand', bucket: 'demand' })).body.results
    const { url } = (await postForm(ticket.upload_url, ticket.uptoken, DEMO_CARD)).body.results!
    const posted = await me.api.post('/demands', { meeting_id: SEED_IDS.meeting, title: 'Looking for a logistics partner', description: 'Robots to ship to Europe.', images: [url], show_contact: 0 })
    expect(posted.status).toBe(201)
    expect((await me.api.get('/demands?mine=1')).body.results[0].images).toEqual([url])
  })

  it('the storage refuses a tampered or expired token, other types and too large files; nothing is recorded', async () => {
    const me = await login(server, freshPhone())
    const storedBefore = standIn.objects.size
    const { uptoken } = (await me.api.post('/tokens/qiniu', {})).body.results
    const [ak, sign, encoded] = uptoken.split(':')
    // A policy widened by the client (a larger size limit) no longer matches its signature.
    const widened = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(encoded, 'base64').toString()), fsizeLimit: 10 ** 9 })).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')
    expect(await postForm(standIn.url, `${ak}:${sign}:${widened}`, DEMO_CARD)).toMatchObject({ status: 401, body: { error: 'bad token' } })
    expect((await postForm(standIn.url, `${ak}:${sign.replace(/^./, (c: string) => (c === 'A' ? 'B' : 'A'))}:${encoded}`, DEMO_CARD)).status).toBe(401)
    const expired = qiniuTicket(config, me.user_id, '0123456789abcdef01234567', Math.floor(Date.now() / 1000) - 700, 64 * 1024)
    expect(await postForm(standIn.url, expired.uptoken, DEMO_CARD)).toMatchObject({ status: 401, body: { error: 'expired token' } })
    expect((await postForm(standIn.url, uptoken, GIF, 'a.png')).status).toBe(403)
    expect((await postForm(standIn.url, uptoken, Buffer.concat([DEMO_CARD, Buffer.alloc(64 * 1024)]))).status).toBe(413)
    expect(standIn.objects.size).toBe(storedBefore)
  })

  it('refuses a callback that Qiniu did not sign', async () => {
    const me = await login(server, freshPhone())
    const nonce = 'feedfacefeedfacefeedfacefeedface'
    standIn.objects.set(`fu/incoming/${nonce}.png`, { bytes: DEMO_CARD, mime: 'image/png', fname: 'card.png' })
    const body = `id=0123456789abcdef01234568&n=${nonce}&uid=${me.user_id}&key=fu%2Fincoming%2F${nonce}.png&hash=x&fsize=10&mimeType=image%2Fpng`
    const forged = await fetch(`${server.apiUrl}/uploads/qiniu/callback`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: qiniuCallbackAuthorization(KEYS.accessKey, 'not-the-secret', config.callbackUrl, body) }, body,
    })
    expect(forged.status).toBe(401)
    const genuine = await fetch(`${server.apiUrl}/uploads/qiniu/callback`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: qiniuCallbackAuthorization(KEYS.accessKey, KEYS.secretKey, config.callbackUrl, body) }, body,
    })
    expect(genuine.status).toBe(200)
    expect((await genuine.json()).results).toMatchObject({ _id: '0123456789abcdef01234568', key: 'fu/0123456789abcdef01234568.png' })
    // Signed, but naming a key other than the policy's (another upload's original, a final key): refused.
    const otherKey = body.replace(`fu%2Fincoming%2F${nonce}.png`, 'fu%2F0123456789abcdef01234568.png')
    const misnamed = await fetch(`${server.apiUrl}/uploads/qiniu/callback`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: qiniuCallbackAuthorization(KEYS.accessKey, KEYS.secretKey, config.callbackUrl, otherKey) }, body: otherKey,
    })
    expect(misnamed.status).toBe(400)
    // The database store's upload call is not open on a server that stores on Qiniu.
    expect((await client(server).post('/uploads', {})).status).toBe(404)
  })
})
