/**
 * POST /uploads/qiniu/callback (FU_STORAGE=qiniu, providers/storage/storage.ts qiniuTicket): Qiniu calls it after it
 * stored a client's image at the incoming key of one of our upload tokens, signed with the bucket's key pair (QBox).
 * The image is read back (a signed download), kept without its metadata (EXIF with the GPS position, XMP) at the
 * upload's final key, recorded, and the answer is what Qiniu hands to the client: `{ results: { _id, key, url, mime,
 * size } }`. The original stays at its unguessable incoming key until Qiniu deletes it the next day (deleteAfterDays).
 * A callback Qiniu sends again (after a timeout) finds the upload recorded and answers it again.
 */
import { eq } from 'drizzle-orm'
import { uploads } from '../../db/schema'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { nowSeconds } from '../../lib/ids'
import { z } from '../../lib/validation'
import { isQiniuCallback } from '../../providers/storage/qiniu'
import {
  isUploadId, objectUrl, putQiniuObject, qiniuFinalKey, qiniuIncomingPrefix, readStoredObject, UPLOAD_TYPES, uploadMaxBytes, type QiniuStorage,
} from '../../providers/storage/storage'
import { imageType, withoutMetadata } from './uploadImages'

/** What Qiniu posts to the callback (the policy's callbackBody, its magic variables filled in). */
const qiniuCallbackBody = z.object({
  id: z.string().refine(isUploadId),
  n: z.string().refine(isUploadId),
  uid: z.string().min(1).max(64),
  key: z.string().min(1).max(750),
  hash: z.string().max(200).optional(),
  fsize: z.coerce.number().int().positive(),
  mimeType: z.string().max(100),
  private: z.literal('1').optional(),
})

export async function registerQiniuCallback(app: App, { db }: Pick<Context, 'db'>, qiniu: QiniuStorage): Promise<void> {
  await app.register(async (scope) => {
    // The signature covers the body as sent: keep it as text here (the app's form parser would decode it).
    scope.removeContentTypeParser('application/x-www-form-urlencoded')
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) => done(null, body))

    scope.post('/uploads/qiniu/callback', { config: { auth: 'public' } }, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : ''
      if (!isQiniuCallback(qiniu.accessKey, qiniu.secretKey, qiniu.callbackUrl, body, request.headers.authorization)) {
        throw new ApiError(401, ErrorCode.NoPermission, 'not a callback signed by the object storage')
      }
      const parsed = qiniuCallbackBody.safeParse(Object.fromEntries(new URLSearchParams(body)))
      if (!parsed.success) throw badRequest(ErrorCode.ValidationFailed, 'callback body is not what the upload policy asked for')
      const { id, n: nonce, uid, key: incoming, mimeType, private: privately } = parsed.data
      const declared = UPLOAD_TYPES.find(type => type === mimeType)
      // Qiniu refused other types and sizes already (mimeLimit, fsizeLimit); the key is the policy's saveKey.
      if (!declared) throw new ApiError(415, ErrorCode.ValidationFailed, 'upload failed: images must be jpg or png')
      if (incoming !== `${qiniuIncomingPrefix(qiniu)}${nonce}${declared === 'image/png' ? '.png' : '.jpg'}`) {
        throw badRequest(ErrorCode.ValidationFailed, 'callback key is not the one the upload policy set')
      }
      reply.header('cache-control', 'no-store')
      const answer = (row: typeof uploads.$inferSelect) => ok({ _id: row._id, key: row.object_key!, url: objectUrl(qiniu, row.object_key!), mime: row.mime, size: row.size })
      const recorded = async () => (await db.select().from(uploads).where(eq(uploads._id, id)).limit(1))[0]
      const sameUpload = (row: typeof uploads.$inferSelect) => row.user_id === uid && row.object_key === qiniuFinalKey(qiniu, id, row.mime as typeof declared)

      const before = await recorded()
      if (before) {
        if (!sameUpload(before)) throw new ApiError(409, ErrorCode.ValidationFailed, 'upload already recorded differently')
        return answer(before)
      }
      const original = await readStoredObject(qiniu, incoming, uploadMaxBytes(), nowSeconds())
      const mime = imageType(original)
      if (!mime) throw new ApiError(415, ErrorCode.ValidationFailed, 'upload failed: images must be jpg or png')
      const image = await withoutMetadata(original, mime)
      const key = qiniuFinalKey(qiniu, id, mime)
      await putQiniuObject(qiniu, key, image, nowSeconds())
      await db.insert(uploads).values({ _id: id, user_id: uid, mime, size: image.length, data: '', object_key: key, private: privately ? 1 : 0 }).onConflictDoNothing()
      const row = await recorded()
      if (!row || !sameUpload(row)) throw new ApiError(409, ErrorCode.ValidationFailed, 'upload already recorded differently')
      return answer(row)
    })
  })
}
