/**
 * Uploads kept private (issue 26 F5 and its weak items), on the database storage: ids that cannot be guessed from
 * one's own uploads before and after a victim's.
 */
import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { startTestServer, type TestServer } from '../../test/support/server'
import { freshPhone, login } from './helpers'

let server: TestServer
beforeAll(async () => { server = await startTestServer() }, 120_000)
afterAll(() => server?.stop())

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64')

interface Uploaded { status: number; body: { results?: { _id: string; url: string; mime: string; size: number }; message?: string; code?: number } }

/** What the client does (src/flows/imageUpload.ts): multipart `token`, then `file`, to POST /uploads. */
async function postUpload(uptoken: string, bytes: Buffer, name = 'photo.png'): Promise<Uploaded> {
  const form = new FormData()
  form.append('token', uptoken)
  form.append('file', new Blob([new Uint8Array(bytes)]), name)
  const res = await fetch(`${server.apiUrl}/uploads`, { method: 'POST', body: form })
  return { status: res.status, body: await res.json() as Uploaded['body'] }
}

async function uploadAs(token: string, bytes: Buffer, ask: Record<string, string> = {}): Promise<Uploaded> {
  const me = await fetch(`${server.apiUrl}/tokens/qiniu`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(ask) })
  const { uptoken } = (await me.json() as { results: { uptoken: string } }).results
  return postUpload(uptoken, bytes)
}

const commonPrefix = (a: string, b: string) => { let n = 0; while (n < a.length && a[n] === b[n]) n++; return n }

test('upload ids are 128 random bits: consecutive uploads share no prefix or counter to guess a neighbour by', async () => {
  const me = await login(server, freshPhone())
  const ids: string[] = []
  for (let i = 0; i < 3; i++) {
    const up = await uploadAs(me.token, PNG)
    expect(up.status).toBe(201)
    expect(up.body.results!.url).toBe(`/fu/api/uploads/${up.body.results!._id}.png`)
    ids.push(up.body.results!._id)
  }
  for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/)
  // An ObjectId shares its first 18 digits (time and process) with its neighbour and counts up in the last 6.
  expect(commonPrefix(ids[0], ids[1])).toBeLessThan(8)
  expect(commonPrefix(ids[1], ids[2])).toBeLessThan(8)
  expect(Math.abs(parseInt(ids[1].slice(-6), 16) - parseInt(ids[0].slice(-6), 16))).toBeGreaterThan(16)
  const back = await fetch(`${server.apiUrl}/uploads/${ids[0]}.png`)
  expect(back.status).toBe(200)
  expect(Buffer.from(await back.arrayBuffer()).length).toBeGreaterThan(0)
})

test('an uploaded photo is stored without its EXIF (GPS position, camera), turned upright as its orientation said', async () => {
  const me = await login(server, freshPhone())
  const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c33' } })
    .withExif({ IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100', GPSLongitudeRef: 'E', GPSLongitude: '116/1 23/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .jpeg().toBuffer()
  const sent = await sharp(photo).metadata()
  // The photo as a phone takes it: EXIF with the GPS directory (tag 0x8825), lying on its side (orientation 6).
  expect(sent.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true)
  expect(sent.exif?.includes('PhoneCo')).toBe(true)
  expect(sent.orientation).toBe(6)

  const up = await uploadAs(me.token, photo)
  expect(up.status).toBe(201)
  expect(up.body.results!.mime).toBe('image/jpeg')
  const stored = Buffer.from(await (await fetch(`${server.baseUrl}${up.body.results!.url}`)).arrayBuffer())
  expect(up.body.results!.size).toBe(stored.length)
  const kept = await sharp(stored).metadata()
  expect(kept.exif).toBeUndefined()
  expect(kept.xmp).toBeUndefined()
  expect(stored.includes('Exif')).toBe(false)
  expect(stored.includes('PhoneCo')).toBe(false)
  expect({ width: kept.width, height: kept.height, orientation: kept.orientation ?? 1 }).toEqual({ width: 20, height: 40, orientation: 1 })

  // A PNG's eXIf and text chunks go too.
  const png = await sharp({ create: { width: 4, height: 2, channels: 4, background: '#3c3' } })
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 54/1 2700/100' } }).png().toBuffer()
  expect((await sharp(png).metadata()).exif).toBeDefined()
  const pngUp = await uploadAs(me.token, png)
  expect(pngUp.status).toBe(201)
  const pngStored = Buffer.from(await (await fetch(`${server.baseUrl}${pngUp.body.results!.url}`)).arrayBuffer())
  expect((await sharp(pngStored).metadata())).toMatchObject({ format: 'png', width: 4, height: 2 })
  expect((await sharp(pngStored).metadata()).exif).toBeUndefined()
  expect(pngStored.includes('PhoneCo')).toBe(false)
})

test('bytes that only begin like an image are refused (415), as are other types', async () => {
  const me = await login(server, freshPhone())
  const fakePng = Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(64, 1)])
  expect(await uploadAs(me.token, fakePng)).toMatchObject({ status: 415, body: { code: 4220 } })
  expect((await uploadAs(me.token, Buffer.from('GIF89a' + 'x'.repeat(64)))).status).toBe(415)
})

test('an upload token is good for one upload: the second is refused (403), also when both race', async () => {
  const me = await login(server, freshPhone())
  const ticket = async () => (await me.api.post('/tokens/qiniu', {})).body.results.uptoken as string
  const uptoken = await ticket()
  expect((await postUpload(uptoken, PNG)).status).toBe(201)
  const again = await postUpload(uptoken, PNG)
  expect(again).toMatchObject({ status: 403, body: { code: 4030, message: 'upload token already used: ask for a new one (POST /tokens/qiniu)' } })

  const racing = await ticket()
  const both = await Promise.all([postUpload(racing, PNG), postUpload(racing, PNG)])
  expect(both.map(answer => answer.status).sort()).toEqual([201, 403])
  // A refused file (not an image) does not use the token up.
  const retry = await ticket()
  expect((await postUpload(retry, Buffer.from('GIF89a' + 'x'.repeat(64)))).status).toBe(415)
  expect((await postUpload(retry, PNG)).status).toBe(201)
})

test('an ID-card scan (purpose idcard) is private: its address answers 404 to anyone, its owner included, while the OCR reads it', async () => {
  const card = fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.png'))
  const identity = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'static', 'idcard-demo.json'), 'utf8'))
  const owner = await login(server, freshPhone())
  const up = await uploadAs(owner.token, card, { key: 'idcard', bucket: 'ocr', purpose: 'idcard' })
  expect(up.status).toBe(201)
  const { url } = up.body.results!
  expect(url).toMatch(/^\/fu\/api\/uploads\/[0-9a-f]{32}\.png$/)

  const other = await login(server, freshPhone())
  for (const headers of [{}, { authorization: `Bearer ${other.token}` }, { authorization: `Bearer ${owner.token}` }] as Record<string, string>[]) {
    const read = await fetch(`${server.baseUrl}${url}`, { headers })
    expect(read.status).toBe(404)
    expect(Buffer.from(await read.arrayBuffer()).includes(card.subarray(16, 64))).toBe(false)
  }
  const recognised = await owner.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)
  expect(recognised).toMatchObject({ status: 200, body: { results: { name: identity.name, id_number: identity.id_number } } })
  expect((await other.api.get(`/ocrs/idcard?url=${encodeURIComponent(url)}`)).status).toBe(404)

  // Other images stay public (avatars, demand photos are shown by <img>).
  const avatar = await uploadAs(owner.token, PNG, { key: 'avatar', bucket: 'avatar' })
  expect((await fetch(`${server.baseUrl}${avatar.body.results!.url}`)).status).toBe(200)
})
