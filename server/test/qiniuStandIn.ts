/**
 * A local stand-in for Qiniu Kodo (七牛云存储) on 127.0.0.1, for tests without the network. It speaks the documented
 * protocol with Node's crypto directly (not the server's providers/storage/qiniu.ts, so it checks that code rather than agreeing
 * with itself):
 *
 * - `POST /` form upload (multipart: `token`, optional `key` and `x:` variables, `file`): the upload token
 *   `AccessKey:urlsafe_base64(HMAC-SHA1(SecretKey, encodedPolicy)):encodedPolicy` must be signed by the bucket
 *   owner's key pair (401 `bad token`) and not past its `deadline` (401 `expired token`); the policy's scope (bucket,
 *   key), `fsizeMin` / `fsizeLimit` (413), `detectMime` + `mimeLimit` (403), `insertOnly` / bucket scope (614 `file
 *   exists`), `saveKey` / `forceSaveKey` with magic variables are applied; the object is stored (with its `deleteAfterDays`). With `callbackUrl`
 *   it posts the `callbackBody` (magic and `x:` variables filled in, form-encoded) signed `QBox AccessKey:sign` over
 *   "<path>?<query>\n<body>", and hands the callback's JSON answer to the uploader (579 when the callback fails; the
 *   object stays stored, as Qiniu does). Without one: `returnBody` or `{ hash, key }`.
 * - `GET /<key>`: the object (with `private: true` only with a valid download token `?e=<deadline>&token=AK:sign`).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface QiniuStandInOptions { accessKey: string; secretKey: string; bucket: string; private?: boolean }

/** `deleteAfterDays`: the policy's lifecycle of the object (Qiniu deletes it that many days after the upload). */
export interface StoredObject { bytes: Buffer; mime: string; fname: string; deleteAfterDays?: number }
export interface CallbackRecord { url: string; body: string; status: number }

const b64url = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_')
const hmacSha1 = (key: string, data: string) => b64url(crypto.createHmac('sha1', key).update(data).digest())
const fromB64url = (text: string) => Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** Qiniu's etag of a file under 4 MB: urlsafe_base64(0x16 + SHA-1(bytes)). */
const qetag = (bytes: Buffer) => b64url(Buffer.concat([Buffer.from([0x16]), crypto.createHash('sha1').update(bytes).digest()]))

function sniff(bytes: Buffer): string {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif'
  return 'application/octet-stream'
}
const EXT: Record<string, string> = { 'image/png': '.png', 'image/jpeg': '.jpg', 'image/gif': '.gif' }

function mimeAllowed(limit: string, mime: string): boolean {
  const rules = limit.split(';').map(rule => rule.trim()).filter(Boolean)
  const matches = (rule: string) => rule === mime || (rule.endsWith('/*') && mime.startsWith(rule.slice(0, -1)))
  if (rules.every(rule => rule.startsWith('!'))) return !rules.some(rule => matches(rule.slice(1)))
  return rules.some(matches)
}

export async function startQiniuStandIn(options: QiniuStandInOptions) {
  const objects = new Map<string, StoredObject>()
  const callbacks: CallbackRecord[] = []
  const uploads: { status: number; error?: string }[] = []
  let baseUrl = ''

  function send(res: http.ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body)
    res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', 'access-control-allow-origin': '*' })
    res.end(text)
  }
  const fail = (res: http.ServerResponse, status: number, error: string) => { uploads.push({ status, error }); send(res, status, { error }) }

  async function upload(req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse): Promise<void> {
    let form: FormData
    try {
      form = await new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type'] ?? '') }, body: new Uint8Array(raw) }).formData()
    } catch {
      return fail(res, 400, 'invalid multipart format')
    }
    const token = form.get('token')
    const file = form.get('file')
    if (typeof token !== 'string' || !token) return fail(res, 401, 'token not specified')
    if (!(file instanceof Blob)) return fail(res, 400, 'file is not specified in multipart')
    const [accessKey, signature, encodedPolicy, ...rest] = token.split(':')
    if (rest.length || !accessKey || !signature || !encodedPolicy) return fail(res, 401, 'bad token')
    if (accessKey !== options.accessKey || !same(signature, hmacSha1(options.secretKey, encodedPolicy))) return fail(res, 401, 'bad token')
    let policy: Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
    try { policy = JSON.parse(fromB64url(encodedPolicy).toString('utf8')) } catch { return fail(res, 401, 'bad token') }
    if (typeof policy.deadline !== 'number' || policy.deadline < Math.floor(Date.now() / 1000)) return fail(res, 401, 'expired token')
    const [bucket, scopeKey] = String(policy.scope ?? '').split(/:(.*)/s)
    if (bucket !== options.bucket) return fail(res, 631, 'no such bucket')

    const bytes = Buffer.from(await file.arrayBuffer())
    const fname = (file as File).name ?? ''
    const mime = policy.detectMime === 1 ? sniff(bytes) : (file.type || sniff(bytes))
    if (policy.fsizeLimit !== undefined && bytes.length > policy.fsizeLimit) return fail(res, 413, 'file too large')
    if (policy.fsizeMin !== undefined && bytes.length < policy.fsizeMin) return fail(res, 403, 'file too small')
    if (policy.mimeLimit !== undefined && !mimeAllowed(String(policy.mimeLimit), mime)) return fail(res, 403, 'limited mimeType: this file type is forbidden to upload')

    const hash = qetag(bytes)
    const ext = EXT[mime] ?? (/\.[A-Za-z0-9]+$/.exec(fname)?.[0] ?? '')
    const vars = (name: string): string | undefined => {
      if (name.startsWith('x:')) { const v = form.get(name); return typeof v === 'string' ? v : '' }
      return ({ bucket, etag: hash, fname, fsize: String(bytes.length), mimeType: mime, ext, endUser: policy.endUser ?? '' } as Record<string, string>)[name]
    }
    const fill = (template: string, encode: (v: string) => string) => template.replace(/\$\(([^)]+)\)/g, (whole, name: string) => {
      const value = vars(name)
      return value === undefined ? whole : encode(value)
    })
    const formKey = form.get('key')
    const saveKey = typeof policy.saveKey === 'string' ? fill(policy.saveKey, v => v) : undefined
    const key = policy.forceSaveKey && saveKey ? saveKey : typeof formKey === 'string' ? formKey : saveKey ?? (scopeKey || hash)
    if (scopeKey && !(policy.isPrefixalScope === 1 ? key.startsWith(scopeKey) : key === scopeKey)) return fail(res, 403, 'key doesn\'t match with scope')
    if ((!scopeKey || policy.insertOnly === 1) && objects.has(key)) return fail(res, 614, 'file exists')
    objects.set(key, { bytes, mime, fname, ...(typeof policy.deleteAfterDays === 'number' && policy.deleteAfterDays > 0 ? { deleteAfterDays: policy.deleteAfterDays } : {}) })
    const keyVars = (name: string) => (name === 'key' ? key : vars(name))

    if (policy.callbackUrl) {
      const body = String(policy.callbackBody ?? '').replace(/\$\(([^)]+)\)/g, (whole, name: string) => {
        const value = keyVars(name)
        return value === undefined ? whole : encodeURIComponent(value)
      })
      const { pathname, search } = new URL(policy.callbackUrl)
      const authorization = `QBox ${options.accessKey}:${hmacSha1(options.secretKey, `${pathname}${search}\n${body}`)}`
      let status = 0
      let answer: unknown
      try {
        const reply = await fetch(policy.callbackUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', authorization }, body })
        status = reply.status
        answer = await reply.json().catch(() => undefined)
      } catch { /* the callback did not answer */ }
      callbacks.push({ url: policy.callbackUrl, body, status })
      if (status !== 200 || answer === undefined) return fail(res, 579, `callback failed: ${status || 'no answer'}`)
      uploads.push({ status: 200 })
      return send(res, 200, answer)
    }
    uploads.push({ status: 200 })
    if (policy.returnBody) return send(res, 200, JSON.parse(String(policy.returnBody).replace(/\$\(([^)]+)\)/g, (_whole, name: string) => JSON.stringify(keyVars(name) ?? null))))
    return send(res, 200, { hash, key })
  }

  function download(req: http.IncomingMessage, res: http.ServerResponse): void {
    const url = new URL(req.url ?? '/', baseUrl)
    const key = decodeURIComponent(url.pathname.slice(1))
    if (options.private) {
      const token = url.searchParams.get('token') ?? ''
      const deadline = Number(url.searchParams.get('e'))
      const signed = `${baseUrl}${req.url!.replace(/&token=[^&]*$/, '')}`
      const [accessKey, signature] = token.split(':')
      if (accessKey !== options.accessKey || !signature || !same(signature, hmacSha1(options.secretKey, signed))) return send(res, 401, { error: 'bad token' })
      if (!(deadline >= Math.floor(Date.now() / 1000))) return send(res, 401, { error: 'token out of date' })
    }
    const object = objects.get(key)
    if (!object) return send(res, 404, { error: 'Document not found' })
    res.writeHead(200, { 'content-type': object.mime, 'content-length': object.bytes.length })
    res.end(object.bytes)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-methods': 'POST, GET', 'access-control-allow-headers': '*' })
        return res.end()
      }
      if (req.method === 'POST' && (req.url === '/' || req.url === '')) {
        upload(req, Buffer.concat(chunks), res).catch(() => fail(res, 599, 'stand-in failure'))
        return
      }
      if (req.method === 'GET' || req.method === 'HEAD') return download(req, res)
      send(res, 405, { error: 'method not allowed' })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: baseUrl,
    objects,
    callbacks,
    uploads,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

export type QiniuStandIn = Awaited<ReturnType<typeof startQiniuStandIn>>
