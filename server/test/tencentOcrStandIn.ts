/**
 * A local stand-in for Tencent Cloud OCR's IDCardOCR (API 3.0, version 2018-11-19) on 127.0.0.1. It checks the request
 * as Tencent documents it, with Node's crypto directly (not the server's providers/tencentCloud/api.ts, so it checks
 * that signer rather than agreeing with itself): `POST /`, `X-TC-Action: IDCardOCR`, `X-TC-Version: 2018-11-19`, a
 * timestamp within five minutes (AuthFailure.SignatureExpire), the key's id (AuthFailure.SecretIdNotFound) and the
 * TC3-HMAC-SHA256 signature over the canonical request (AuthFailure.SignatureFailure). Like Tencent it answers HTTP
 * 200 with `{ Response: { …, RequestId } }` or `{ Response: { Error: { Code, Message }, RequestId } }`; what a valid
 * request's image says is the test's `read(image)`.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface OcrAnswer { Name?: string; Sex?: string; Nation?: string; Birth?: string; Address?: string; IdNum?: string; Error?: { Code: string; Message: string } }
export interface TencentOcrStandInOptions { secretId: string; secretKey: string; read: (image: Buffer, request: Record<string, unknown>) => OcrAnswer | Promise<OcrAnswer> }

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex')

export async function startTencentOcrStandIn(options: TencentOcrStandInOptions) {
  const requests: { action: string; body: Record<string, unknown>; error?: string }[] = []

  function expectedSignature(req: http.IncomingMessage, raw: Buffer, date: string, timestamp: string, signedHeaders: string): string {
    const headers = signedHeaders.split(';').map(name => `${name}:${String(req.headers[name] ?? '').trim().toLowerCase()}\n`).join('')
    const canonical = `POST\n/\n\n${headers}\n${signedHeaders}\n${sha256Hex(raw)}`
    const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/ocr/tc3_request\n${sha256Hex(canonical)}`
    const kDate = crypto.createHmac('sha256', `TC3${options.secretKey}`).update(date).digest()
    const kService = crypto.createHmac('sha256', kDate).update('ocr').digest()
    const kSigning = crypto.createHmac('sha256', kService).update('tc3_request').digest()
    return crypto.createHmac('sha256', kSigning).update(toSign).digest('hex')
  }

  async function answer(req: http.IncomingMessage, raw: Buffer): Promise<Record<string, unknown>> {
    const refuse = (Code: string, Message: string) => ({ Error: { Code, Message } })
    const action = String(req.headers['x-tc-action'] ?? '')
    if (req.method !== 'POST' || req.url !== '/') return refuse('UnsupportedOperation', 'POST / only')
    if (action !== 'IDCardOCR') return refuse('InvalidAction', `the action ${action} does not exist`)
    if (req.headers['x-tc-version'] !== '2018-11-19') return refuse('NoSuchVersion', 'the version does not exist')
    const timestamp = String(req.headers['x-tc-timestamp'] ?? '')
    if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - Date.now() / 1000) > 300) return refuse('AuthFailure.SignatureExpire', 'the signature expired')
    const auth = /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/ocr\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(String(req.headers.authorization ?? ''))
    if (!auth) return refuse('AuthFailure.InvalidAuthorization', 'the Authorization header is invalid')
    const [, secretId, date, signedHeaders, signature] = auth
    if (secretId !== options.secretId) return refuse('AuthFailure.SecretIdNotFound', 'the key does not exist')
    if (date !== new Date(Number(timestamp) * 1000).toISOString().slice(0, 10) || !signedHeaders.split(';').includes('host') || !signedHeaders.split(';').includes('content-type')) {
      return refuse('AuthFailure.SignatureFailure', 'the signature is invalid')
    }
    const expected = expectedSignature(req, raw, date, timestamp, signedHeaders)
    if (!crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) return refuse('AuthFailure.SignatureFailure', 'the signature is invalid')
    let body: Record<string, unknown>
    try { body = JSON.parse(raw.toString('utf8')) } catch { return refuse('InvalidParameter', 'the body is not JSON') }
    if (typeof body.ImageBase64 !== 'string' || !body.ImageBase64) return refuse('FailedOperation.EmptyImageError', 'the image is empty')
    return { ...(await options.read(Buffer.from(body.ImageBase64, 'base64'), body)) }
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      answer(req, raw).catch(() => ({ Error: { Code: 'InternalError', Message: 'stand-in failure' } })).then((response) => {
        let body: Record<string, unknown> = {}
        try { body = JSON.parse(raw.toString('utf8')) } catch { /* recorded as empty */ }
        requests.push({ action: String(req.headers['x-tc-action'] ?? ''), body, error: (response.Error as { Code?: string } | undefined)?.Code })
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ Response: { ...response, RequestId: crypto.randomUUID() } }))
      })
    })
  })
  await new Promise<void>(resolve => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>(resolve => server.close(() => resolve())),
  }
}

export type TencentOcrStandIn = Awaited<ReturnType<typeof startTencentOcrStandIn>>
