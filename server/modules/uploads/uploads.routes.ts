/**
 * Image uploads (SPEC §7 /tokens/qiniu), stored where FU_STORAGE says (providers/storage/storage.ts):
 *
 * - `database` (development default): POST /tokens/qiniu gives a signed, short-lived upload token for this server's
 *   own POST /uploads (multipart: `token` field, then one `file`), which takes jpg or png only (checked by content,
 *   not by name) up to FU_UPLOAD_MAX_BYTES (2 MB). Images are stored in the database (so several instances share
 *   them) and served at GET /uploads/{id}.{jpg|png}.
 * - `qiniu`: POST /tokens/qiniu gives a Qiniu upload token and the upload host (`upload_url`, absolute); the client
 *   posts the same form there; Qiniu checks type and size, stores the object, and calls POST /uploads/qiniu/callback
 *   (modules/uploads/uploadsQiniu.routes.ts), which keeps it without metadata; its answer (the image's url on
 *   FU_QINIU_DOMAIN) Qiniu hands back to the client.
 * - `s3`: POST /tokens/qiniu adds the presigned POST's form `fields` (sent instead of `token`); the storage answers
 *   204 and the client completes with POST /uploads/s3 { token } (modules/uploads/uploadsS3.routes.ts), which answers the image's url.
 */
import crypto from 'node:crypto'
import multipart from '@fastify/multipart'
import { eq } from 'drizzle-orm'
import { uploads } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ApiError, badRequest, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { s3UploadForm } from '../../providers/storage/s3'
import { isUploadId, newUploadId, objectUrl, qiniuTicket, UPLOAD_ID, UPLOAD_TOKEN_TTL, UPLOAD_TYPES, uploadMaxBytes, type UploadTicket } from '../../providers/storage/storage'
import { imageType, withoutMetadata } from './uploadImages'
import { requestOf, strict, text } from '../../lib/validation'
import type { UploadTokenRequest } from '../../../types/api'
import { registerQiniuCallback } from './uploadsQiniu.routes'
import { registerS3Completion } from './uploadsS3.routes'
import { z } from '../../lib/validation'

export { UPLOAD_TOKEN_TTL }
const maxBytes = () => uploadMaxBytes()

function sign(secret: string, payload: string): string {
  return crypto.createHmac('sha256', `upload:${secret}`).update(payload).digest('base64url')
}

/** What an upload token grants: one upload by `userId`, stored under `uploadId` (chosen when the token is made). */
export interface UploadGrant { userId: string; uploadId: string; privately: boolean }

/**
 * A token for ONE upload: the upload's id is chosen here and signed in, so the stored row (its primary key, shared
 * by every instance) records that the token was used, as a Qiniu token's forced key does.
 */
export function makeUploadToken(secret: string, userId: string, now = nowSeconds(), privately = false): { uptoken: string; expires: number; uploadId: string } {
  const expires = now + UPLOAD_TOKEN_TTL
  const uploadId = newUploadId()
  const payload = Buffer.from(JSON.stringify({ u: userId, i: uploadId, e: expires, ...(privately ? { p: 1 } : {}) })).toString('base64url')
  return { uptoken: `${payload}.${sign(secret, payload)}`, expires, uploadId }
}

function readUploadToken(secret: string, token: string): UploadGrant {
  const [payload, signature] = token.split('.')
  const expected = payload ? sign(secret, payload) : ''
  if (!payload || !signature || signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    throw new ApiError(403, ErrorCode.NoPermission, 'upload token invalid')
  }
  const { u, i, e, p } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: string; i?: string; e: number; p?: 1 }
  // Tokens made before uploads were single-use name no upload id: ask again.
  if (typeof i !== 'string' || !isUploadId(i)) throw new ApiError(403, ErrorCode.NoPermission, 'upload token invalid')
  if (!(e > nowSeconds())) throw new ApiError(403, ErrorCode.NoPermission, 'upload token expired')
  return { userId: u, uploadId: i, privately: p === 1 }
}

const tokenUsed = () => new ApiError(403, ErrorCode.NoPermission, 'upload token already used: ask for a new one (POST /tokens/qiniu)')

/**
 * What the upload is for. `idcard` (the registration form's ID-card scan): personal data, so the upload is private:
 * its address answers 404 to anyone and only the server's own OCR reads it (GET /ocrs/idcard, the owner's only).
 */
const UPLOAD_PURPOSES = ['image', 'idcard'] as const

export default async function uploadRoutes(app: App, { db, signSecret, storage }: Context): Promise<void> {
  app.post('/tokens/qiniu', { schema: { body: requestOf<UploadTokenRequest>()(strict({ key: text(200).optional(), bucket: text(64).optional(), purpose: z.enum(UPLOAD_PURPOSES).optional(), type: z.enum(UPLOAD_TYPES).optional() })).optional() } }, async (request) => {
    const me = requireUser(request)
    const privately = request.body?.purpose === 'idcard'
    if (storage.kind === 'qiniu') {
      const ticket = qiniuTicket(storage, me._id, newUploadId(), nowSeconds(), maxBytes(), privately)
      return ok<UploadTicket>({ ...ticket, key: request.body?.key ?? null })
    }
    const { uptoken, expires, uploadId } = makeUploadToken(signSecret, me._id, nowSeconds(), privately)
    if (storage.kind === 's3') {
      // The declared Content-Type is the staging object's only; the completion decides the type from the bytes.
      const form = await s3UploadForm(storage, uploadId, maxBytes(), UPLOAD_TOKEN_TTL, request.body?.type ?? 'image/jpeg')
      return ok<UploadTicket>({ uptoken, expires, upload_url: form.url, fields: form.fields, max_bytes: maxBytes(), types: [...UPLOAD_TYPES], key: request.body?.key ?? null })
    }
    return ok<UploadTicket>({ uptoken, expires, upload_url: '/fu/api/uploads', max_bytes: maxBytes(), types: [...UPLOAD_TYPES], key: request.body?.key ?? null })
  })

  if (storage.kind === 'qiniu') {
    await registerQiniuCallback(app, { db }, storage)
    return registerDownloads(app, { db, storage })
  }
  if (storage.kind === 's3') {
    await registerS3Completion(app, { db }, storage, token => readUploadToken(signSecret, token), tokenUsed)
    return registerDownloads(app, { db, storage })
  }

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: maxBytes(), files: 1, fields: 4, parts: 5, fieldSize: 4096 }, throwFileSizeLimit: true })

    // Authorised by the upload token (like an object-storage upload), not by the Authorization header.
    scope.post('/uploads', { config: { auth: 'public' } }, async (request, reply) => {
      if (!request.isMultipart()) throw badRequest(ErrorCode.ValidationFailed, 'send multipart/form-data with a token field and a file')
      let token: string | undefined
      let file: Buffer | undefined
      for await (const part of request.parts()) {
        if (part.type === 'field') {
          if (part.fieldname === 'token') token = String(part.value)
          else if (part.fieldname !== 'key') throw badRequest(ErrorCode.ValidationFailed, `unknown field ${part.fieldname.slice(0, 40)}`)
        } else {
          if (part.fieldname !== 'file') throw badRequest(ErrorCode.ValidationFailed, 'the file field must be named file')
          // Rejected before the bytes are read when no valid, unused token came first.
          if (!token) throw new ApiError(403, ErrorCode.NoPermission, 'upload token required before the file')
          const { uploadId } = readUploadToken(signSecret, token)
          if ((await db.select({ _id: uploads._id }).from(uploads).where(eq(uploads._id, uploadId)).limit(1)).length) throw tokenUsed()
          file = await part.toBuffer()
        }
      }
      if (!token) throw new ApiError(403, ErrorCode.NoPermission, 'upload token required')
      const { userId, uploadId: _id, privately } = readUploadToken(signSecret, token)
      if (!file || !file.length) throw badRequest(ErrorCode.ValidationFailed, 'no file')
      const mime = imageType(file)
      if (!mime) throw new ApiError(415, ErrorCode.ValidationFailed, 'upload failed: images must be jpg or png')
      const image = await withoutMetadata(file, mime)
      // Two uploads racing with one token: the primary key lets one in.
      const stored = await db.insert(uploads).values({ _id, user_id: userId, mime, size: image.length, data: image.toString('base64'), private: privately ? 1 : 0 })
        .onConflictDoNothing().returning({ _id: uploads._id })
      if (!stored.length) throw tokenUsed()
      const ext = mime === 'image/png' ? 'png' : 'jpg'
      reply.status(201)
      return ok({ _id, key: `${_id}.${ext}`, url: `/fu/api/uploads/${_id}.${ext}`, mime, size: image.length })
    })
  })

  return registerDownloads(app, { db, storage })
}

/** GET /uploads/{id}.{png|jpg}: the database store's bytes; an object-storage upload's address (302); 404 when private. */
async function registerDownloads(app: App, { db, storage }: Pick<Context, 'db' | 'storage'>): Promise<void> {
  app.get('/uploads/:name', {
    config: { auth: 'public' },
    schema: { params: strict({ name: z.string().regex(new RegExp(`^${UPLOAD_ID}\\.(png|jpg)$`), 'unknown upload') }) },
  }, async (request, reply) => {
    const [id, ext] = request.params.name.split('.')
    const [row] = await db.select().from(uploads).where(eq(uploads._id, id)).limit(1)
    // A private upload (an ID card) is not served to anyone: its owner never needs it back, the OCR reads the row.
    if (!row || row.private || (row.mime === 'image/png') !== (ext === 'png')) throw notFound('upload')
    if (row.object_key) {
      if (storage.kind === 'database') throw notFound('upload')
      return reply.redirect(objectUrl(storage, row.object_key), 302)
    }
    return reply.header('content-type', row.mime).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(row.data, 'base64'))
  })
}
