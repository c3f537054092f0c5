/**
 * Image uploads without a cloud account (SPEC §7 /tokens/qiniu): POST /tokens/qiniu gives a signed, short-lived
 * upload token for this server's own POST /uploads (multipart: `token` field, then one `file`), which takes jpg or png
 * only (checked by content, not by name) up to FU_UPLOAD_MAX_BYTES (2 MB). Images are stored in the database (so
 * several instances share them) and served at GET /uploads/{id}.{jpg|png}.
 */
import crypto from 'node:crypto'
import multipart from '@fastify/multipart'
import { eq } from 'drizzle-orm'
import { uploads } from '../db/schema'
import { requireUser } from '../lib/auth'
import { ApiError, badRequest, ErrorCode, notFound } from '../lib/errors'
import { nowSeconds, objectId as newId } from '../lib/ids'
import { ok, type App, type Context } from '../lib/http'
import { strict, text } from '../lib/validation'
import { z } from '../lib/validation'

export const UPLOAD_TOKEN_TTL = 600
const maxBytes = () => Number(process.env.FU_UPLOAD_MAX_BYTES || 2 * 1024 * 1024)

function sign(secret: string, payload: string): string {
  return crypto.createHmac('sha256', `upload:${secret}`).update(payload).digest('base64url')
}

export function makeUploadToken(secret: string, userId: string, now = nowSeconds()): { uptoken: string; expires: number } {
  const expires = now + UPLOAD_TOKEN_TTL
  const payload = Buffer.from(JSON.stringify({ u: userId, e: expires })).toString('base64url')
  return { uptoken: `${payload}.${sign(secret, payload)}`, expires }
}

function readUploadToken(secret: string, token: string): string {
  const [payload, signature] = token.split('.')
  const expected = payload ? sign(secret, payload) : ''
  if (!payload || !signature || signature.length !== expected.length || !crypto.timingSafeEqual(Buffer.from(signature), Buffer.from(expected))) {
    throw new ApiError(403, ErrorCode.NoPermission, 'upload token invalid')
  }
  const { u, e } = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { u: string; e: number }
  if (!(e > nowSeconds())) throw new ApiError(403, ErrorCode.NoPermission, 'upload token expired')
  return u
}

/** jpg or png by magic bytes. */
export function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | undefined {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return undefined
}

export default async function uploadRoutes(app: App, { db, signSecret }: Context): Promise<void> {
  app.post('/tokens/qiniu', { schema: { body: strict({ key: text(200).optional(), bucket: text(64).optional() }).optional() } }, async (request) => {
    const me = requireUser(request)
    const { uptoken, expires } = makeUploadToken(signSecret, me._id)
    return ok({ uptoken, expires, upload_url: '/fu/api/uploads', max_bytes: maxBytes(), types: ['image/jpeg', 'image/png'], key: request.body?.key ?? null })
  })

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
          // Rejected before the bytes are read when no valid token came first.
          if (!token) throw new ApiError(403, ErrorCode.NoPermission, 'upload token required before the file')
          readUploadToken(signSecret, token)
          file = await part.toBuffer()
        }
      }
      if (!token) throw new ApiError(403, ErrorCode.NoPermission, 'upload token required')
      const userId = readUploadToken(signSecret, token)
      if (!file || !file.length) throw badRequest(ErrorCode.ValidationFailed, 'no file')
      const mime = imageType(file)
      if (!mime) throw new ApiError(415, ErrorCode.ValidationFailed, 'upload failed: images must be jpg or png')
      const _id = newId()
      await db.insert(uploads).values({ _id, user_id: userId, mime, size: file.length, data: file.toString('base64') })
      const ext = mime === 'image/png' ? 'png' : 'jpg'
      reply.status(201)
      return ok({ _id, key: `${_id}.${ext}`, url: `/fu/api/uploads/${_id}.${ext}`, mime, size: file.length })
    })
  })

  app.get('/uploads/:name', {
    config: { auth: 'public' },
    schema: { params: strict({ name: z.string().regex(/^[0-9a-f]{24}\.(png|jpg)$/, 'unknown upload') }) },
  }, async (request, reply) => {
    const [id, ext] = request.params.name.split('.')
    const [row] = await db.select().from(uploads).where(eq(uploads._id, id)).limit(1)
    if (!row || (row.mime === 'image/png') !== (ext === 'png')) throw notFound('upload')
    return reply.header('content-type', row.mime).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(row.data, 'base64'))
  })
}
