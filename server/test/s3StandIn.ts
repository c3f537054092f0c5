/**
 * A local stand-in for an S3-compatible bucket (AWS S3, COS, OSS, MinIO, R2) on 127.0.0.1, path-style
 * (`/<bucket>/<key>`), for tests without the network. It checks AWS Signature Version 4 with Node's crypto directly
 * (not the AWS SDK the server uses, so it checks that code rather than agreeing with itself):
 *
 * - `POST /<bucket>` browser upload (multipart form, `file` last): the base64 `Policy` must be signed as SigV4 for POST
 *   documents (hex HMAC-SHA256 of the policy with the key derived from the secret, the credential's date and region,
 *   `s3`, `aws4_request`: 403 SignatureDoesNotMatch), not past its `expiration` (403 AccessDenied "Policy expired"); every
 *   condition holds (`{field: value}`, `["eq" | "starts-with", "$field", value]`, `["content-length-range", min, max]`:
 *   403 AccessDenied "Policy Condition failed", 400 EntityTooLarge / EntityTooSmall) and every form field but `Policy`,
 *   `X-Amz-Signature`, `file` and `x-ignore-*` is named by a condition. The object is stored with the form's
 *   Content-Type; 204.
 * - `GET | HEAD | PUT | DELETE /<bucket>/<key>` signed with an `Authorization: AWS4-HMAC-SHA256 …` header (403
 *   SignatureDoesNotMatch otherwise, a payload hash that does not match the body included). Anonymous GET serves the
 *   objects outside `publicPrefixExcept` (a public-read bucket whose staging prefix is private).
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface S3StandInOptions { accessKeyId: string; secretAccessKey: string; bucket: string; region: string; privatePrefix?: string }
export interface S3Object { bytes: Buffer; contentType: string }

const sha256Hex = (data: Buffer | string) => crypto.createHash('sha256').update(data).digest('hex')
const hmac = (key: Buffer | string, data: string) => crypto.createHmac('sha256', key).update(data, 'utf8').digest()
const same = (a: string, b: string) => a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b))
const signingKey = (secret: string, date: string, region: string) => hmac(hmac(hmac(hmac(`AWS4${secret}`, date), region), 's3'), 'aws4_request')
/** RFC 3986 encoding, as SigV4's canonical query wants it. */
const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, c => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)

export async function startS3StandIn(options: S3StandInOptions) {
  const objects = new Map<string, S3Object>()
  const refusals: { status: number; code: string; message: string }[] = []

  function send(res: http.ServerResponse, status: number, code?: string, message = ''): void {
    if (code) refusals.push({ status, code, message })
    res.writeHead(status, { 'content-type': 'application/xml', 'access-control-allow-origin': '*' })
    res.end(code ? `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>` : undefined)
  }

  /** The scope's date and region when `credential` is `<our key>/<yyyymmdd>/<our region>/s3/aws4_request`. */
  function credentialScope(credential: string): { date: string } | undefined {
    const [key, date, region, service, terminal, ...rest] = credential.split('/')
    if (rest.length || key !== options.accessKeyId || !/^\d{8}$/.test(date ?? '') || region !== options.region || service !== 's3' || terminal !== 'aws4_request') return undefined
    return { date }
  }

  async function postObject(req: http.IncomingMessage, raw: Buffer, res: http.ServerResponse): Promise<void> {
    let form: FormData
    try {
      form = await new Request('http://stand-in/', { method: 'POST', headers: { 'content-type': String(req.headers['content-type'] ?? '') }, body: new Uint8Array(raw) }).formData()
    } catch {
      return send(res, 400, 'MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.')
    }
    const entries = [...form.entries()]
    if (entries.at(-1)?.[0] !== 'file' || !(entries.at(-1)?.[1] instanceof Blob)) return send(res, 400, 'InvalidArgument', 'POST requires exactly one file upload per request, as the last field.')
    const file = entries.at(-1)![1] as Blob
    const fields = new Map<string, string>()
    for (const [name, value] of entries.slice(0, -1)) if (typeof value === 'string') fields.set(name.toLowerCase(), value)
    const policyText = fields.get('policy')
    const signature = fields.get('x-amz-signature') ?? ''
    const scope = credentialScope(fields.get('x-amz-credential') ?? '')
    if (!policyText || fields.get('x-amz-algorithm') !== 'AWS4-HMAC-SHA256' || !scope) return send(res, 403, 'AccessDenied', 'Invalid according to Policy: missing or foreign credential')
    if (!same(signature, hmac(signingKey(options.secretAccessKey, scope.date, options.region), policyText).toString('hex'))) {
      return send(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
    }
    let policy: { expiration?: string; conditions?: unknown[] }
    try { policy = JSON.parse(Buffer.from(policyText, 'base64').toString('utf8')) } catch { return send(res, 400, 'InvalidPolicyDocument', 'Invalid Policy: Invalid JSON.') }
    if (!(Date.parse(policy.expiration ?? '') > Date.now())) return send(res, 403, 'AccessDenied', 'Invalid according to Policy: Policy expired.')

    const bytes = Buffer.from(await file.arrayBuffer())
    const value = (name: string) => (name === 'bucket' ? fields.get('bucket') ?? options.bucket : fields.get(name))
    const covered = new Set<string>()
    const failed = (condition: unknown) => send(res, 403, 'AccessDenied', `Invalid according to Policy: Policy Condition failed: ${JSON.stringify(condition)}`)
    for (const condition of policy.conditions ?? []) {
      if (Array.isArray(condition) && condition[0] === 'content-length-range') {
        if (bytes.length > Number(condition[2])) return send(res, 400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size')
        if (bytes.length < Number(condition[1])) return send(res, 400, 'EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size')
      } else if (Array.isArray(condition) && (condition[0] === 'eq' || condition[0] === 'starts-with') && typeof condition[1] === 'string' && condition[1].startsWith('$')) {
        const name = condition[1].slice(1).toLowerCase()
        covered.add(name)
        const given = value(name) ?? ''
        if (condition[0] === 'eq' ? given !== condition[2] : !given.startsWith(String(condition[2]))) return failed(condition)
      } else if (condition && typeof condition === 'object' && !Array.isArray(condition) && Object.keys(condition).length === 1) {
        const [name, expected] = Object.entries(condition)[0]
        covered.add(name.toLowerCase())
        if (value(name.toLowerCase()) !== expected) return failed(condition)
      } else {
        return send(res, 400, 'InvalidPolicyDocument', `Invalid Policy: Invalid Condition: ${JSON.stringify(condition)}`)
      }
    }
    if (fields.get('bucket') !== undefined && fields.get('bucket') !== options.bucket) return send(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
    for (const name of fields.keys()) {
      if (['policy', 'x-amz-signature'].includes(name) || name.startsWith('x-ignore-')) continue
      if (!covered.has(name)) return send(res, 403, 'AccessDenied', `Invalid according to Policy: Extra input fields: ${name}`)
    }
    const key = fields.get('key')
    if (!key) return send(res, 400, 'InvalidArgument', 'Bucket POST must contain a field named \'key\'.')
    objects.set(key, { bytes, contentType: fields.get('content-type') ?? 'binary/octet-stream' })
    send(res, 204)
  }

  /** Whether a request carries a valid SigV4 Authorization header (and its body the hash it declares). */
  function signedByOwner(req: http.IncomingMessage, body: Buffer): boolean {
    const match = /^AWS4-HMAC-SHA256 Credential=([^,]+),\s*SignedHeaders=([^,]+),\s*Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''))
    const scope = match && credentialScope(match[1])
    const amzDate = String(req.headers['x-amz-date'] ?? '')
    if (!match || !scope || !amzDate.startsWith(scope.date)) return false
    const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '')
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256Hex(body)) return false
    const signedHeaders = match[2].split(';')
    if (!signedHeaders.includes('host') || !signedHeaders.includes('x-amz-date')) return false
    const [rawPath, rawQuery = ''] = (req.url ?? '/').split(/\?(.*)/s)
    const query = [...new URLSearchParams(rawQuery)].map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`).sort().join('&')
    const headers = signedHeaders.map(name => `${name}:${String(req.headers[name] ?? '').trim().replace(/\s+/g, ' ')}\n`).join('')
    const canonical = [req.method, rawPath, query, headers, match[2], payloadHash].join('\n')
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, `${scope.date}/${options.region}/s3/aws4_request`, sha256Hex(canonical)].join('\n')
    return same(match[3], hmac(signingKey(options.secretAccessKey, scope.date, options.region), stringToSign).toString('hex'))
  }

  function objectCall(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse, key: string): void {
    const signed = req.headers.authorization !== undefined
    if (signed && !signedByOwner(req, body)) return send(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided.')
    const anonymousRead = !signed && (req.method === 'GET' || req.method === 'HEAD') && !(options.privatePrefix && key.startsWith(options.privatePrefix))
    if (!signed && !anonymousRead) return send(res, 403, 'AccessDenied', 'Access Denied')
    if (req.method === 'PUT') {
      objects.set(key, { bytes: body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') })
      res.writeHead(200, { etag: `"${crypto.createHash('md5').update(body).digest('hex')}"` })
      return void res.end()
    }
    if (req.method === 'DELETE') {
      objects.delete(key)
      res.writeHead(204)
      return void res.end()
    }
    const object = objects.get(key)
    if (!object) return send(res, 404, 'NoSuchKey', 'The specified key does not exist.')
    res.writeHead(200, { 'content-type': object.contentType, 'content-length': object.bytes.length })
    res.end(req.method === 'HEAD' ? undefined : object.bytes)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      const [bucket, ...rest] = decodeURIComponent((req.url ?? '/').split('?')[0]).slice(1).split('/')
      if (bucket !== options.bucket) return send(res, 404, 'NoSuchBucket', 'The specified bucket does not exist')
      const key = rest.join('/')
      if (req.method === 'POST' && !key) {
        postObject(req, body, res).catch(() => send(res, 500, 'InternalError', 'stand-in failure'))
        return
      }
      if (key && ['GET', 'HEAD', 'PUT', 'DELETE'].includes(req.method ?? '')) return objectCall(req, body, res, key)
      send(res, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.')
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    objects,
    refusals,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

export type S3StandIn = Awaited<ReturnType<typeof startS3StandIn>>
