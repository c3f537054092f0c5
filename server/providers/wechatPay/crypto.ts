/**
 * WeChat Pay API v3 signatures and notification decryption, on Node's crypto only (no hand-rolled RSA or AES):
 *
 * - every request to WeChat carries `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",
 *   timestamp="…",serial_no="…"`, the signature being RSA-SHA256 (PKCS#1 v1.5) with the merchant private key over
 *   "METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n" (an empty body for GET);
 * - WeChat signs its answers and notifications the same way with its platform key, over "timestamp\nnonce\nbody\n",
 *   in the Wechatpay-Timestamp / -Nonce / -Signature / -Serial headers;
 * - the mini-program's wx.requestPayment and the WeChat browser's getBrandWCPayRequest take appId, timeStamp, nonceStr,
 *   package="prepay_id=…", signType="RSA" and paySign, RSA-SHA256 over "appId\ntimeStamp\nnonceStr\npackage\n";
 * - a notification's `resource` is AEAD_AES_256_GCM with the APIv3 key: base64 ciphertext with its 16-byte tag at the
 *   end, nonce and associated_data given beside it.
 */
import crypto from 'node:crypto'

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'
/** Signed answers and notifications older or newer than this are refused (WeChat's own SDKs use 5 minutes). */
export const MAX_CLOCK_SKEW_SECONDS = 300

/** WeChat's message format: each part followed by a newline. */
export const signedMessage = (...parts: string[]): string => parts.map((p) => `${p}\n`).join('')

export function rsaSign(privateKey: crypto.KeyLike, message: string): string {
  return crypto.sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64')
}

export function rsaVerify(publicKey: crypto.KeyLike, message: string, signature: string): boolean {
  try {
    return crypto.verify('sha256', Buffer.from(message, 'utf8'), publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

/** 32 random hex digits (WeChat allows up to 32 characters). */
export const nonceString = (): string => crypto.randomBytes(16).toString('hex')
export const unixSeconds = (): number => Math.floor(Date.now() / 1000)

export interface RequestToSign {
  method: string
  /** The request's path and query as sent (e.g. `/v3/pay/transactions/out-trade-no/FU1?mchid=1900000001`). */
  pathWithQuery: string
  /** The exact JSON text sent; '' for GET. */
  body: string
  mchid: string
  serialNo: string
  privateKey: crypto.KeyLike
  timestamp?: number
  nonce?: string
}

export function requestMessage(r: Pick<RequestToSign, 'method' | 'pathWithQuery' | 'body'> & { timestamp: number; nonce: string }): string {
  return signedMessage(r.method.toUpperCase(), r.pathWithQuery, String(r.timestamp), r.nonce, r.body)
}

/** The merchant's `Authorization` header of one request. */
export function authorizationHeader(r: RequestToSign): string {
  const timestamp = r.timestamp ?? unixSeconds()
  const nonce = r.nonce ?? nonceString()
  const signature = rsaSign(r.privateKey, requestMessage({ ...r, timestamp, nonce }))
  return `${AUTH_SCHEMA} mchid="${r.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${timestamp}",serial_no="${r.serialNo}"`
}

/** The fields of an `Authorization` header (what WeChat, or a stand-in, reads); undefined when it is not one. */
export function parseAuthorization(header: string | undefined): Record<'mchid' | 'nonce_str' | 'signature' | 'timestamp' | 'serial_no', string> | undefined {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return undefined
  const fields: Record<string, string> = {}
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]] = match[2]
  const keys = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const
  return keys.every((k) => fields[k]) ? (fields as Record<(typeof keys)[number], string>) : undefined
}

/** What wx.requestPayment / getBrandWCPayRequest take. */
export interface WechatPayParams { appId: string; timeStamp: string; nonceStr: string; package: string; signType: 'RSA'; paySign: string }

export function payParams(r: { appId: string; prepayId: string; privateKey: crypto.KeyLike; timestamp?: number; nonce?: string }): WechatPayParams {
  const timeStamp = String(r.timestamp ?? unixSeconds())
  const nonceStr = r.nonce ?? nonceString()
  const pkg = `prepay_id=${r.prepayId}`
  return { appId: r.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign: rsaSign(r.privateKey, signedMessage(r.appId, timeStamp, nonceStr, pkg)) }
}

/** The message paySign signs (for checking client parameters). */
export const payParamsMessage = (p: Pick<WechatPayParams, 'appId' | 'timeStamp' | 'nonceStr' | 'package'>): string => signedMessage(p.appId, p.timeStamp, p.nonceStr, p.package)

export interface SignedHeaders { timestamp?: string; nonce?: string; signature?: string; serial?: string }

/** The Wechatpay-* headers of an answer or a notification (Node lower-cases header names; fetch's Headers too). */
export function wechatpayHeaders(get: (name: string) => string | string[] | null | undefined): SignedHeaders {
  const one = (name: string) => {
    const value = get(name)
    return Array.isArray(value) ? value[0] : value ?? undefined
  }
  return { timestamp: one('wechatpay-timestamp'), nonce: one('wechatpay-nonce'), signature: one('wechatpay-signature'), serial: one('wechatpay-serial') }
}

export class WechatSignatureError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WechatSignatureError'
  }
}

/**
 * Checks WeChat's signature of an answer or a notification: all four headers present, the serial the configured one
 * (when configured), the timestamp within 5 minutes of now, RSA-SHA256 over "timestamp\nnonce\nbody\n". Throws otherwise.
 */
export function verifyWechatSignature(headers: SignedHeaders, body: string, key: { publicKey: crypto.KeyLike; serial?: string }, now = unixSeconds()): void {
  const { timestamp, nonce, signature, serial } = headers
  if (!timestamp || !nonce || !signature || !serial) throw new WechatSignatureError('Wechatpay-Timestamp, -Nonce, -Signature and -Serial are required')
  if (key.serial && serial !== key.serial) throw new WechatSignatureError(`unknown Wechatpay-Serial ${serial}`)
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now - Number(timestamp)) > MAX_CLOCK_SKEW_SECONDS) throw new WechatSignatureError('Wechatpay-Timestamp is not within 5 minutes of now')
  if (!rsaVerify(key.publicKey, signedMessage(timestamp, nonce, body), signature)) throw new WechatSignatureError('Wechatpay-Signature does not verify')
}

/** A notification's `resource`. */
export interface EncryptedResource { algorithm?: string; ciphertext: string; nonce: string; associated_data?: string; original_type?: string }

const TAG_BYTES = 16

/** AEAD_AES_256_GCM with the 32-byte APIv3 key; throws when the tag does not match (tampered or another key). */
export function decryptResource(resource: EncryptedResource, apiV3Key: Buffer): string {
  if (resource.algorithm && resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`)
  const data = Buffer.from(resource.ciphertext, 'base64')
  if (data.length <= TAG_BYTES) throw new Error('ciphertext too short')
  const decipher = crypto.createDecipheriv('aes-256-gcm', apiV3Key, Buffer.from(resource.nonce, 'utf8'), { authTagLength: TAG_BYTES })
  decipher.setAuthTag(data.subarray(data.length - TAG_BYTES))
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
  return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8')
}

/** The inverse (what WeChat does; used by tests and the local stand-in). */
export function encryptResource(plaintext: string, apiV3Key: Buffer, nonce: string, associatedData: string): EncryptedResource {
  const cipher = crypto.createCipheriv('aes-256-gcm', apiV3Key, Buffer.from(nonce, 'utf8'), { authTagLength: TAG_BYTES })
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return { algorithm: 'AEAD_AES_256_GCM', ciphertext: data.toString('base64'), nonce, associated_data: associatedData }
}
