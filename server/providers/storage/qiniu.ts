/**
 * Qiniu Kodo (七牛云存储) by its documented protocol, signed here by hand: no Qiniu SDK is installed, and what this
 * server needs of it is three HMAC-SHA1 signatures (the `qiniu` package would bring its own HTTP stack for them).
 *
 * - Upload token (上传凭证): `AccessKey:urlsafe_base64(HMAC-SHA1(SecretKey, encodedPutPolicy)):encodedPutPolicy`,
 *   `encodedPutPolicy = urlsafe_base64(JSON(putPolicy))`. The client posts it as the `token` field of the form
 *   upload (`POST <upload host>/`, multipart: token, then file).
 * - Callback authorisation (回调鉴权): Qiniu posts `callbackBody` (form-encoded) to `callbackUrl` with
 *   `Authorization: QBox AccessKey:urlsafe_base64(HMAC-SHA1(SecretKey, "<path>[?<query>]\n<body>"))`.
 * - Private download (私有空间下载): `<url>?e=<deadline>&token=AccessKey:urlsafe_base64(HMAC-SHA1(SecretKey, "<url>?e=<deadline>"))`.
 *
 * `urlsafe_base64` is RFC 4648 base64 with `-` and `_`, padding kept (Qiniu's own SDKs keep the `=`).
 */
import crypto from 'node:crypto'

export const urlsafeBase64 = (data: Buffer | string): string =>
  Buffer.from(data).toString('base64').replace(/\+/g, '-').replace(/\//g, '_')

export const qiniuSign = (secretKey: string, data: string): string =>
  urlsafeBase64(crypto.createHmac('sha1', secretKey).update(data).digest())

/** The fields of Qiniu's upload policy (上传策略) this server sets. */
export interface PutPolicy {
  /** `<bucket>` or `<bucket>:<key>` */
  scope: string
  /** Unix seconds after which the token is refused. */
  deadline: number
  /** 1: the key may not exist yet (no overwrite). */
  insertOnly?: number
  /** The key the object is stored under (magic variables allowed); with forceSaveKey the client cannot choose another. */
  saveKey?: string
  forceSaveKey?: boolean
  fsizeMin?: number
  /** Largest accepted object in bytes (413 above). */
  fsizeLimit?: number
  /** 1: the type is detected from the content, not taken from the client. */
  detectMime?: number
  /** Accepted types, `;`-separated (403 otherwise). */
  mimeLimit?: string
  callbackUrl?: string
  /** `a=1&key=$(key)…` (magic variables allowed); form-encoded unless callbackBodyType says otherwise. */
  callbackBody?: string
  callbackBodyType?: string
  returnBody?: string
  endUser?: string
  /** Qiniu deletes the object this many days after its upload (a lifecycle of its own). */
  deleteAfterDays?: number
}

/** The upload token of `policy` (its JSON in the order the object has). */
export function qiniuUploadToken(accessKey: string, secretKey: string, policy: PutPolicy | string): string {
  const encoded = urlsafeBase64(typeof policy === 'string' ? policy : JSON.stringify(policy))
  return `${accessKey}:${qiniuSign(secretKey, encoded)}:${encoded}`
}

/** The `Authorization` Qiniu sends with a form-encoded callback to `url` (its path and query are signed, not its host). */
export function qiniuCallbackAuthorization(accessKey: string, secretKey: string, url: string, body: string): string {
  const { pathname, search } = new URL(url)
  return `QBox ${accessKey}:${qiniuSign(secretKey, `${pathname}${search}\n${body}`)}`
}

/** Whether `authorization` is Qiniu's for a callback of `body` to `url` (compared in constant time). */
export function isQiniuCallback(accessKey: string, secretKey: string, url: string, body: string, authorization: string | undefined): boolean {
  if (!authorization) return false
  const expected = Buffer.from(qiniuCallbackAuthorization(accessKey, secretKey, url, body))
  const given = Buffer.from(authorization)
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}

/** A download URL of a private bucket's object, valid until `deadline` (unix seconds); public buckets ignore the token. */
export function qiniuPrivateUrl(accessKey: string, secretKey: string, url: string, deadline: number): string {
  const withDeadline = `${url}${url.includes('?') ? '&' : '?'}e=${deadline}`
  return `${withDeadline}&token=${accessKey}:${qiniuSign(secretKey, withDeadline)}`
}
