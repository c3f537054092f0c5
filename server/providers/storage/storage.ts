/**
 * Where uploaded images are stored (SPEC §7 POST /tokens/qiniu), chosen by FU_STORAGE (server/README.md):
 *
 * - `database` (the development default, the demo's): this server's own `POST /uploads` with its signed, short-lived
 *   token; the bytes in the `uploads` table, served at `GET /uploads/<id>.png`.
 * - `s3`: an S3-compatible storage (COS, OSS, MinIO, R2, AWS) by presigned POST and a completion call (providers/storage/s3.ts).
 * - `qiniu`: Qiniu Kodo by its documented upload-token protocol (providers/storage/qiniu.ts). POST /tokens/qiniu signs a put policy
 *   for ONE incoming object (jpg or png detected from the content, at most FU_UPLOAD_MAX_BYTES, no overwrite) with a
 *   callback to this server; the client uploads straight to the upload host; Qiniu calls `POST /uploads/qiniu/callback`
 *   (signed with the same key pair), which keeps the image without metadata at `<prefix><id>.<ext>`, records the upload
 *   (owner, type, size, key) and answers what the client receives: `{ results: { _id, key, url, mime, size } }`,
 *   url = FU_QINIU_DOMAIN/key.
 *
 * NODE_ENV=production does not start without FU_STORAGE: keeping images in the database must be chosen on purpose.
 */
import crypto from 'node:crypto'
import { ApiError, ErrorCode } from '../../http/errors'
import { qiniuPrivateUrl, qiniuUploadToken, type PutPolicy } from './qiniu'
import { readS3Object, s3ConfigFromEnv, s3UploadUrl, type S3Storage } from './s3'

export const UPLOAD_TOKEN_TTL = 600

/**
 * An upload's id: 128 random bits as 32 hex digits. Its address is readable without a token (an <img> sends none), so
 * the id must not be guessable from one's own uploads before and after someone else's, as an ObjectId (time, process,
 * counter) is.
 */
export const newUploadId = (): string => crypto.randomBytes(16).toString('hex')
/** The id in an upload's address: 32 hex digits, or the 24 of the ObjectIds given before (their images stay readable). */
export const UPLOAD_ID = '(?:[0-9a-f]{32}|[0-9a-f]{24})'
export const isUploadId = (value: string): boolean => new RegExp(`^${UPLOAD_ID}$`).test(value)
export const UPLOAD_TYPES = ['image/jpeg', 'image/png'] as const
export const uploadMaxBytes = (env: Record<string, string | undefined> = process.env) => Number(env.FU_UPLOAD_MAX_BYTES || 2 * 1024 * 1024)

export interface QiniuStorage {
  kind: 'qiniu'
  accessKey: string
  secretKey: string
  bucket: string
  /** The form-upload host the client posts to (e.g. https://up-z2.qiniup.com), no trailing slash. */
  uploadUrl: string
  /** The bucket's download domain (CDN), no trailing slash: an object's URL is `<domain>/<key>`. */
  domain: string
  /** This server's public URL of POST /fu/api/uploads/qiniu/callback (Qiniu calls it). */
  callbackUrl: string
  /** Key prefix of uploads (`fu/`). */
  keyPrefix: string
  /** Timeout of the server's own reads of an object (OCR), ms. */
  timeoutMs: number
}

export type StorageConfig = { kind: 'database' } | QiniuStorage | S3Storage
/** A storage that keeps the images elsewhere and serves them at `<its public base>/<key>`. */
export type ObjectStorage = QiniuStorage | S3Storage

const QINIU_REQUIRED = {
  accessKey: 'FU_QINIU_ACCESS_KEY',
  secretKey: 'FU_QINIU_SECRET_KEY',
  bucket: 'FU_QINIU_BUCKET',
  uploadUrl: 'FU_QINIU_UPLOAD_URL',
  domain: 'FU_QINIU_DOMAIN',
  callbackUrl: 'FU_QINIU_CALLBACK_URL',
} as const

const httpUrl = (name: string, value: string): string => {
  if (!/^https?:\/\/[^/\s?#]+(\/[^\s?#]*)?$/.test(value)) throw new Error(`${name}: "${value}" is not an http(s) URL`)
  return value.replace(/\/+$/, '')
}

/**
 * The storage of this server. Unset FU_STORAGE: the database in development; production refuses to start (the
 * demo storage must be chosen on purpose). A half-configured S3 or Qiniu stops the start naming what is missing.
 */
export function storageConfigFromEnv(env: Record<string, string | undefined>, dev: boolean): StorageConfig {
  const kind = (env.FU_STORAGE ?? '').trim()
  if (!kind) {
    if (dev) return { kind: 'database' }
    throw new Error('production needs FU_STORAGE: `s3` or `qiniu` (object storage, with FU_S3_* or FU_QINIU_*; server/README.md) or `database` to keep uploaded images in the database on purpose')
  }
  if (kind === 'database') return { kind }
  if (kind === 's3') return s3ConfigFromEnv(env, httpUrl)
  if (kind !== 'qiniu') throw new Error(`FU_STORAGE: "${kind}" is not a storage (s3, qiniu or database)`)
  const missing = Object.values(QINIU_REQUIRED).filter(name => !(env[name] ?? '').trim())
  if (missing.length) throw new Error(`FU_STORAGE=qiniu needs ${missing.join(', ')}`)
  const value = (key: keyof typeof QINIU_REQUIRED) => env[QINIU_REQUIRED[key]]!.trim()
  const keyPrefix = env.FU_QINIU_KEY_PREFIX ?? 'fu/'
  if (!/^[A-Za-z0-9._\-/]{0,100}$/.test(keyPrefix) || keyPrefix.startsWith('/')) throw new Error(`FU_QINIU_KEY_PREFIX: "${keyPrefix}" is not a key prefix (letters, digits, . _ - /, not starting with /)`)
  const timeoutMs = Number(env.FU_QINIU_TIMEOUT_MS || 15_000)
  if (!(timeoutMs >= 100 && timeoutMs <= 120_000)) throw new Error('FU_QINIU_TIMEOUT_MS must be 100–120000')
  return {
    kind,
    accessKey: value('accessKey'),
    secretKey: value('secretKey'),
    bucket: value('bucket'),
    uploadUrl: httpUrl('FU_QINIU_UPLOAD_URL', value('uploadUrl')),
    domain: httpUrl('FU_QINIU_DOMAIN', value('domain')),
    callbackUrl: httpUrl('FU_QINIU_CALLBACK_URL', value('callbackUrl')),
    keyPrefix,
    timeoutMs,
  }
}

/** Origins the site must be allowed to reach for uploads and their images (the Content-Security-Policy). */
export function storageOrigins(config: StorageConfig): string[] {
  if (config.kind === 'database') return []
  const [upload, images] = config.kind === 's3' ? [s3UploadUrl(config), config.publicUrl] : [config.uploadUrl, config.domain]
  return [...new Set([new URL(upload).origin, new URL(images).origin])]
}

/** What POST /tokens/qiniu answers: the token, where to send the form (absolute for object storage), and the limits. */
export interface UploadTicket {
  uptoken: string
  expires: number
  upload_url: string
  max_bytes: number
  types: string[]
  key: string | null
  /** S3 (FU_STORAGE=s3): the presigned POST's form fields, sent instead of `token`; then POST /uploads/s3 with the token. */
  fields?: Record<string, string>
}

/**
 * A Qiniu upload token for one image of `userId`. The client's bytes land at an incoming key (`<prefix>incoming/
 * <nonce><ext>`, a random nonce unrelated to the upload id, so a public image's address does not lead to its original,
 * and Qiniu deletes it after a day: `deleteAfterDays`); the callback (modules/uploads/uploadsQiniu.routes.ts) keeps
 * its pixels without metadata at `<prefix><id><ext>`. The callback body names the upload id, the nonce, the owner and
 * whether it is private (an ID card): all inside the signed policy, the client cannot change them.
 */
export function qiniuTicket(config: QiniuStorage, userId: string, uploadId: string, now: number, maxBytes: number, privately = false, nonce = newUploadId()): UploadTicket {
  const deadline = now + UPLOAD_TOKEN_TTL
  const policy: PutPolicy = {
    scope: config.bucket,
    deadline,
    insertOnly: 1,
    saveKey: `${qiniuIncomingPrefix(config)}${nonce}$(ext)`,
    forceSaveKey: true,
    fsizeMin: 1,
    fsizeLimit: maxBytes,
    detectMime: 1,
    mimeLimit: UPLOAD_TYPES.join(';'),
    deleteAfterDays: 1,
    callbackUrl: config.callbackUrl,
    callbackBody: `id=${uploadId}&n=${nonce}&uid=${userId}&key=$(key)&hash=$(etag)&fsize=$(fsize)&mimeType=$(mimeType)${privately ? '&private=1' : ''}`,
    callbackBodyType: 'application/x-www-form-urlencoded',
  }
  return {
    uptoken: qiniuUploadToken(config.accessKey, config.secretKey, policy),
    expires: deadline,
    upload_url: config.uploadUrl,
    max_bytes: maxBytes,
    types: [...UPLOAD_TYPES],
    key: null,
  }
}

/** Where a Qiniu upload's original waits for its callback (never an upload's address: uploadIdOf does not match it). */
export const qiniuIncomingPrefix = (config: QiniuStorage) => `${config.keyPrefix}incoming/`

/** The key a Qiniu upload is kept at once its metadata is gone. */
export const qiniuFinalKey = (config: QiniuStorage, uploadId: string, mime: (typeof UPLOAD_TYPES)[number]) =>
  `${config.keyPrefix}${uploadId}.${mime === 'image/png' ? 'png' : 'jpg'}`

/**
 * Writes `bytes` at `key` with Qiniu's form upload (a token of this server for that one key, no callback), as the
 * client's upload does; the key may be written again (a retried callback).
 */
export async function putQiniuObject(config: QiniuStorage, key: string, bytes: Buffer, now: number): Promise<void> {
  const token = qiniuUploadToken(config.accessKey, config.secretKey, { scope: `${config.bucket}:${key}`, deadline: now + 300 })
  const form = new FormData()
  form.append('token', token)
  form.append('key', key)
  form.append('file', new Blob([new Uint8Array(bytes)]), key.split('/').pop())
  let res: Response
  try {
    res = await fetch(`${config.uploadUrl}/`, { method: 'POST', body: form, signal: AbortSignal.timeout(config.timeoutMs), redirect: 'error' })
  } catch {
    throw new ApiError(503, ErrorCode.ProviderUnavailable, 'the object storage did not answer')
  }
  if (!res.ok) throw new ApiError(503, ErrorCode.ProviderUnavailable, `the object storage refused the image (${res.status})`)
}

/** The public URL of an object. */
const publicBase = (config: ObjectStorage) => (config.kind === 's3' ? config.publicUrl : config.domain)
export const objectUrl = (config: ObjectStorage, key: string) => `${publicBase(config)}/${key.split('/').map(encodeURIComponent).join('/')}`

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The upload id of `url` when it is an image this server's uploads gave: `/fu/api/uploads/<id>.png` (the database
 * store; also as an absolute URL) or, with Qiniu or S3, `<domain or public url>/<prefix><id>.png|jpg`.
 */
export function uploadIdOf(config: StorageConfig, url: string): string | undefined {
  const own = new RegExp(`^(https?://[^/]+)?/fu/api/uploads/(${UPLOAD_ID})\\.(png|jpg)$`).exec(url)
  if (own) return own[2]
  if (config.kind === 'database') return undefined
  const stored = new RegExp(`^${escapeRegExp(`${publicBase(config)}/${config.keyPrefix}`)}(${UPLOAD_ID})\\.(png|jpe?g)$`).exec(url)
  return stored?.[1]
}

/** The bytes of an upload kept in the object storage, read through a signed (private-bucket) download URL. */
export async function readStoredObject(config: StorageConfig, key: string, maxBytes: number, now: number): Promise<Buffer> {
  if (config.kind === 'database') throw new ApiError(503, ErrorCode.ProviderUnavailable, 'this upload is in an object storage this server is not configured for')
  if (config.kind === 's3') {
    const bytes = await readS3Object(config, key, maxBytes)
    if (!bytes) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'the object storage has lost this upload')
    return bytes
  }
  const url = qiniuPrivateUrl(config.accessKey, config.secretKey, objectUrl(config, key), now + 300)
  let res: Response
  try {
    res = await fetch(url, { signal: AbortSignal.timeout(config.timeoutMs), redirect: 'error' })
  } catch {
    throw new ApiError(503, ErrorCode.ProviderUnavailable, 'the object storage did not answer')
  }
  if (!res.ok) throw new ApiError(503, ErrorCode.ProviderUnavailable, `the object storage answered ${res.status}`)
  const bytes = Buffer.from(await res.arrayBuffer())
  if (bytes.length > maxBytes) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'the stored object is larger than an upload may be')
  return bytes
}
