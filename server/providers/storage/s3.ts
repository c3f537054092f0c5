/**
 * S3-compatible object storage (AWS S3, Tencent COS, Aliyun OSS, MinIO, Cloudflare R2) through the AWS SDK.
 *
 * An upload takes two steps, because S3's browser upload (presigned POST) has no callback as Qiniu's has:
 * 1. POST /tokens/qiniu answers a presigned POST for ONE staging object `<prefix>incoming/<id>`: its policy (signed
 *    with AWS SigV4) fixes the key, the size (content-length-range 1…FU_UPLOAD_MAX_BYTES), the declared Content-Type
 *    (image/jpeg or image/png) and the expiry (10 minutes). The client posts the form fields, then `file`; the storage
 *    refuses anything the policy does not allow and answers 204.
 * 2. The client calls POST /uploads/s3 with its upload token: the server reads the staging object, keeps it only when
 *    its bytes are a jpg or png, writes it without metadata (EXIF, GPS) to `<prefix><id>.png|jpg`, deletes the staging
 *    object and records the upload. Only the server writes the final keys, so a second post with the same policy
 *    (possible within its 10 minutes: S3 has no "insert only" for POST) changes nothing anyone sees.
 *
 * Images are served from FU_S3_PUBLIC_URL (`<public url>/<key>`): the bucket (or a CDN in front of it) must serve the
 * final keys publicly, and may keep `<prefix>incoming/` private with a lifecycle rule expiring it after a day.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createPresignedPost } from '@aws-sdk/s3-presigned-post'
import { ApiError, ErrorCode } from '../../http/errors'

export interface S3Storage {
  kind: 's3'
  /** The service endpoint without the bucket (https://cos.ap-guangzhou.myqcloud.com, https://oss-cn-hangzhou.aliyuncs.com, http://minio:9000). */
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** Where the final objects are public, no trailing slash: an image's URL is `<publicUrl>/<key>`. */
  publicUrl: string
  /** `<endpoint>/<bucket>/<key>` (MinIO, the test stand-in) instead of `<bucket>.<endpoint host>/<key>` (COS, OSS, R2, AWS). */
  forcePathStyle: boolean
  /** Key prefix of uploads (`fu/`). */
  keyPrefix: string
  /** Timeout of the server's own calls to the storage, ms. */
  timeoutMs: number
}

const S3_REQUIRED = {
  endpoint: 'FU_S3_ENDPOINT',
  region: 'FU_S3_REGION',
  bucket: 'FU_S3_BUCKET',
  accessKeyId: 'FU_S3_ACCESS_KEY_ID',
  secretAccessKey: 'FU_S3_SECRET_ACCESS_KEY',
  publicUrl: 'FU_S3_PUBLIC_URL',
} as const

/** FU_STORAGE=s3's settings; a missing one stops the start, naming it. */
export function s3ConfigFromEnv(env: Record<string, string | undefined>, httpUrl: (name: string, value: string) => string): S3Storage {
  const missing = Object.values(S3_REQUIRED).filter(name => !(env[name] ?? '').trim())
  if (missing.length) throw new Error(`FU_STORAGE=s3 needs ${missing.join(', ')}`)
  const value = (key: keyof typeof S3_REQUIRED) => env[S3_REQUIRED[key]]!.trim()
  const keyPrefix = env.FU_S3_KEY_PREFIX ?? 'fu/'
  if (!/^[A-Za-z0-9._\-/]{0,100}$/.test(keyPrefix) || keyPrefix.startsWith('/')) throw new Error(`FU_S3_KEY_PREFIX: "${keyPrefix}" is not a key prefix (letters, digits, . _ - /, not starting with /)`)
  if (!/^[a-z0-9][a-z0-9.-]{1,62}$/.test(value('bucket'))) throw new Error(`FU_S3_BUCKET: "${value('bucket')}" is not a bucket name`)
  const pathStyle = (env.FU_S3_FORCE_PATH_STYLE ?? '').trim()
  if (!['', '0', '1', 'true', 'false'].includes(pathStyle)) throw new Error('FU_S3_FORCE_PATH_STYLE must be 1 or 0')
  const timeoutMs = Number(env.FU_S3_TIMEOUT_MS || 15_000)
  if (!(timeoutMs >= 100 && timeoutMs <= 120_000)) throw new Error('FU_S3_TIMEOUT_MS must be 100–120000')
  return {
    kind: 's3',
    endpoint: httpUrl('FU_S3_ENDPOINT', value('endpoint')),
    region: value('region'),
    bucket: value('bucket'),
    accessKeyId: value('accessKeyId'),
    secretAccessKey: value('secretAccessKey'),
    publicUrl: httpUrl('FU_S3_PUBLIC_URL', value('publicUrl')),
    forcePathStyle: pathStyle === '1' || pathStyle === 'true',
    keyPrefix,
    timeoutMs,
  }
}

/** Where the client posts its form: the bucket's address on the endpoint. */
export function s3UploadUrl(config: S3Storage): string {
  const endpoint = new URL(config.endpoint)
  if (config.forcePathStyle) return `${config.endpoint}/${config.bucket}`
  return `${endpoint.protocol}//${config.bucket}.${endpoint.host}${endpoint.pathname.replace(/\/+$/, '')}`
}

const clients = new WeakMap<S3Storage, S3Client>()
function s3Client(config: S3Storage): S3Client {
  let client = clients.get(config)
  if (!client) {
    client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      forcePathStyle: config.forcePathStyle,
      // COS, OSS and older MinIO refuse the flexible-checksum headers recent SDKs add by default.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 2,
    })
    clients.set(config, client)
  }
  return client
}

export const stagingKey = (config: S3Storage, uploadId: string) => `${config.keyPrefix}incoming/${uploadId}`

/** The form fields of a presigned POST of upload `uploadId` (the client sends them as they are, then `file`). */
export async function s3UploadForm(config: S3Storage, uploadId: string, maxBytes: number, expiresInSeconds: number, declaredType: string): Promise<{ url: string; fields: Record<string, string> }> {
  const { fields } = await createPresignedPost(s3Client(config), {
    Bucket: config.bucket,
    Key: stagingKey(config, uploadId),
    Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', declaredType]],
    Fields: { 'Content-Type': declaredType },
    Expires: expiresInSeconds,
  })
  return { url: s3UploadUrl(config), fields }
}

const unavailable = (what: string) => new ApiError(503, ErrorCode.ProviderUnavailable, what)
const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } })?.$metadata?.httpStatusCode

/** An object's bytes; undefined when it does not exist; 503 when the storage fails or the object is larger than `maxBytes`. */
export async function readS3Object(config: S3Storage, key: string, maxBytes: number): Promise<Buffer | undefined> {
  try {
    const answer = await s3Client(config).send(new GetObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal: AbortSignal.timeout(config.timeoutMs) })
    if ((answer.ContentLength ?? 0) > maxBytes) throw unavailable('the stored object is larger than an upload may be')
    const bytes = Buffer.from(await answer.Body!.transformToByteArray())
    if (bytes.length > maxBytes) throw unavailable('the stored object is larger than an upload may be')
    return bytes
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (statusOf(error) === 404 || (error as Error)?.name === 'NoSuchKey') return undefined
    throw unavailable(`the object storage did not answer (${statusOf(error) ?? (error as Error)?.name ?? 'error'})`)
  }
}

export async function putS3Object(config: S3Storage, key: string, bytes: Buffer, contentType: string): Promise<void> {
  try {
    await s3Client(config).send(new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }), { abortSignal: AbortSignal.timeout(config.timeoutMs) })
  } catch (error) {
    throw unavailable(`the object storage did not store the image (${statusOf(error) ?? (error as Error)?.name ?? 'error'})`)
  }
}

export async function deleteS3Object(config: S3Storage, key: string): Promise<void> {
  try {
    await s3Client(config).send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }), { abortSignal: AbortSignal.timeout(config.timeoutMs) })
  } catch (error) {
    if (statusOf(error) === 404) return
    throw unavailable(`the object storage did not delete the object (${statusOf(error) ?? (error as Error)?.name ?? 'error'})`)
  }
}
