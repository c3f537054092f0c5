/**
 * Checks the `signature` header (scheme: src/api/signature.ts, shared with the client) before the body is parsed.
 * A request that carries one must match it: the body bytes, method, path, query and device id as received;
 * otherwise 400, code 4014. A request without one (or with one of another form) passes: the scheme has no secret,
 * so demanding it would not keep anyone out, and scripts, the bench and server tests call the API directly.
 * Multipart uploads are not signed.
 */
import crypto from 'node:crypto'
import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { canonicalRequest, readSignature } from '@core/signature'
import { ApiError, ErrorCode } from './errors'
import type { App } from './http'

const MAX_SIGNED_BODY = 1024 * 1024

const mismatch = (why: string) => new ApiError(400, ErrorCode.RequestSignatureInvalid, `signature invalid: ${why}`)

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk)
  return Buffer.concat(chunks)
}

export function verifySignature(request: FastifyRequest, body: Buffer): void {
  const header = request.headers.signature
  if (typeof header !== 'string') return
  const signature = readSignature(header)
  // Another scheme (clients built before this one) is treated like no signature: refusing it would keep no one out.
  if (!signature) return
  const deviceId = request.headers['device-id']
  const canonical = canonicalRequest({
    method: request.method, url: request.url, body: '', deviceId: typeof deviceId === 'string' ? deviceId : '',
    bodyDigest: crypto.createHash('sha256').update(body).digest('hex'), timestamp: signature.timestamp,
  })
  const expected = crypto.createHash('sha256').update(canonical).digest('hex')
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature.digest))) throw mismatch('the request was changed after it was signed')
}

/** Adds the check to every route of `app` (call it before the routes are registered). */
export function checkSignatures(app: App): void {
  app.addHook('preParsing', async (request, _reply, payload) => {
    if (typeof request.headers.signature !== 'string') return payload
    if (/^multipart\//i.test(request.headers['content-type'] ?? '')) return payload
    const length = Number(request.headers['content-length'] ?? 0)
    const hasBody = length > 0 || request.headers['transfer-encoding'] !== undefined
    if (length > MAX_SIGNED_BODY) return payload
    const body = hasBody ? await readAll(payload) : Buffer.alloc(0)
    verifySignature(request, body)
    // The bytes were read here: hand the parser the same bytes again.
    return hasBody ? Object.assign(Readable.from([body]), { receivedEncodedLength: body.length }) : payload
  })
}
