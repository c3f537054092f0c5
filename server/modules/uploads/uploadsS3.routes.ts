/**
 * POST /uploads/s3 (FU_STORAGE=s3, providers/storage/s3.ts): the second step of an upload to an S3-compatible storage.
 * The client posted its image to the presigned POST of its upload token (a staging object); with the same token it
 * asks this server to keep it: the staging object must be a jpg or png (415 otherwise, and it is deleted), is written
 * without metadata to its final key, and the upload is recorded. Answers what POST /uploads answers (201).
 */
import { eq } from 'drizzle-orm'
import { uploads } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ApiError, badRequest, ErrorCode } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { imageType, withoutMetadata } from './uploadImages'
import { strict, text } from '../../lib/validation'
import { deleteS3Object, putS3Object, readS3Object, stagingKey, type S3Storage } from '../../providers/storage/s3'
import { objectUrl, uploadMaxBytes } from '../../providers/storage/storage'

interface Grant { userId: string; uploadId: string; privately: boolean }

export async function registerS3Completion(app: App, { db }: Pick<Context, 'db'>, storage: S3Storage, readToken: (token: string) => Grant, tokenUsed: () => ApiError): Promise<void> {
  app.post('/uploads/s3', { schema: { body: strict({ token: text(4000) }) } }, async (request, reply) => {
    const me = requireUser(request)
    const { userId, uploadId, privately } = readToken(request.body.token)
    if (userId !== me._id) throw new ApiError(403, ErrorCode.NoPermission, 'this upload token was given to someone else')
    if ((await db.select({ _id: uploads._id }).from(uploads).where(eq(uploads._id, uploadId)).limit(1)).length) throw tokenUsed()
    const staging = stagingKey(storage, uploadId)
    const staged = await readS3Object(storage, staging, uploadMaxBytes())
    if (!staged) throw badRequest(ErrorCode.ValidationFailed, 'nothing was uploaded with this token: post the file to upload_url first')
    const mime = imageType(staged)
    if (!mime) {
      await deleteS3Object(storage, staging)
      throw new ApiError(415, ErrorCode.ValidationFailed, 'upload failed: images must be jpg or png')
    }
    const image = await withoutMetadata(staged, mime)
    const key = `${storage.keyPrefix}${uploadId}.${mime === 'image/png' ? 'png' : 'jpg'}`
    await putS3Object(storage, key, image, mime)
    // Two completions racing with one token: the primary key lets one in.
    const stored = await db.insert(uploads).values({ _id: uploadId, user_id: userId, mime, size: image.length, data: '', object_key: key, private: privately ? 1 : 0 })
      .onConflictDoNothing().returning({ _id: uploads._id })
    if (!stored.length) throw tokenUsed()
    await deleteS3Object(storage, staging)
    reply.status(201)
    return ok({ _id: uploadId, key, url: objectUrl(storage, key), mime, size: image.length })
  })
}
