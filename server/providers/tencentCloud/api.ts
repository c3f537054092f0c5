/**
 * Tencent Cloud API 3.0, shared by its clients here (SMS, ID-card OCR): one POST of a JSON body to the service's
 * endpoint, signed with TC3-HMAC-SHA256 as "Signature v3" documents, and its answer `{ Response: { …, Error? } }`.
 */
import crypto from 'node:crypto'

const sha256Hex = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex')
const hmac = (key: crypto.BinaryLike, text: string) => crypto.createHmac('sha256', key).update(text, 'utf8').digest()

/** The Authorization header of a TC3-HMAC-SHA256 request (POST, JSON body, signed headers content-type and host). */
export function tc3Authorization(input: { secretId: string; secretKey: string; service: string; host: string; timestamp: number; payload: string; contentType: string }): string {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10)
  const canonicalRequest = ['POST', '/', '', `content-type:${input.contentType}\nhost:${input.host}\n`, 'content-type;host', sha256Hex(input.payload)].join('\n')
  const scope = `${date}/${input.service}/tc3_request`
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), scope, sha256Hex(canonicalRequest)].join('\n')
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request')
  const signature = crypto.createHmac('sha256', signingKey).update(stringToSign, 'utf8').digest('hex')
  return `TC3-HMAC-SHA256 Credential=${input.secretId}/${scope}, SignedHeaders=content-type;host, Signature=${signature}`
}

export interface TencentCloudCredentials { secretId: string; secretKey: string }

/** A refusal Tencent answered (`Response.Error`), or no answer (code `Network`, `HttpStatus<n>`). */
export class TencentCloudError extends Error {
  constructor(readonly code: string, message: string, readonly requestId?: string) {
    super(`${code}: ${message}`)
    this.name = 'TencentCloudError'
  }
}

export interface TencentCloudCall {
  endpoint: string
  /** The service in the signature's scope (`sms`, `ocr`). */
  service: string
  action: string
  version: string
  region?: string
  payload: object
  timestamp: number
  timeoutMs: number
}

/** `Response` of a successful call; TencentCloudError for Tencent's refusal or no answer. */
export async function callTencentCloud<T>(credentials: TencentCloudCredentials, call: TencentCloudCall): Promise<T> {
  const url = new URL(call.endpoint)
  const payload = JSON.stringify(call.payload)
  const contentType = 'application/json; charset=utf-8'
  let res: Response
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        authorization: tc3Authorization({ ...credentials, service: call.service, host: url.host, timestamp: call.timestamp, payload, contentType }),
        'x-tc-action': call.action, 'x-tc-version': call.version, 'x-tc-timestamp': String(call.timestamp),
        ...(call.region ? { 'x-tc-region': call.region } : {}),
      },
      body: payload,
      signal: AbortSignal.timeout(call.timeoutMs),
      redirect: 'error',
    })
  } catch (error) {
    throw new TencentCloudError('Network', (error as Error)?.message ?? 'no answer')
  }
  const body = (await res.json().catch(() => ({}))) as { Response?: T & { Error?: { Code: string; Message: string }; RequestId?: string } }
  const error = body.Response?.Error
  if (error) throw new TencentCloudError(error.Code, error.Message, body.Response?.RequestId)
  if (!res.ok || !body.Response) throw new TencentCloudError(`HttpStatus${res.status}`, 'no Tencent Cloud answer')
  return body.Response
}
