/**
 * GET /ocrs/idcard (SPEC §7 "Activities"): the name and ID number on an ID card the caller uploaded through
 * POST /tokens/qiniu (query `url`, as the upload answered: this server's /fu/api/uploads/<id>.png, or the object storage's
 * address of it with FU_STORAGE=qiniu, whose bytes are read back through a signed download URL). Read through providers/ocr/provider.ts: Tencent Cloud's IDCardOCR with FU_OCR_PROVIDER=tencent,
 * else in development the provider that recognises only the demo card of server/static; production without one answers 503.
 * 422 / 4130 when the image cannot be read; only one's own uploads may be read (ID cards are personal data).
 */
import { eq } from 'drizzle-orm'
import type { IdCardRecognition } from '../../../types/api'
import { uploads } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { ApiError, ErrorCode, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { nowSeconds } from '../../lib/ids'
import { ocrProviderFromEnv } from '../../providers/ocr/provider'
import { readStoredObject, uploadIdOf, uploadMaxBytes } from '../../providers/storage/storage'
import { isValidIdNumber, strict, z } from '../../lib/validation'

export default async function ocrRoutes(app: App, { db, dev, storage }: Context): Promise<void> {
  /** `/fu/api/uploads/<id>.png`, the same as an absolute URL (the mini-program sends absolute media URLs), or the object storage's URL of an upload. */
  const uploadUrl = z.string().trim().max(2048).refine(url => uploadIdOf(storage, url) !== undefined, 'url must be an image uploaded through POST /tokens/qiniu')

  const provider = ocrProviderFromEnv(process.env, dev)

  app.get('/ocrs/idcard', {
    schema: { querystring: strict({ url: uploadUrl, side: z.enum(['front']).optional() }) },
  }, async (request) => {
    const me = requireUser(request)
    if (!provider) throw new ApiError(503, ErrorCode.ProviderUnavailable, 'ID-card recognition is not configured on this server')
    const uploadId = uploadIdOf(storage, request.query.url)!
    const [row] = await db.select().from(uploads).where(eq(uploads._id, uploadId)).limit(1)
    if (!row || row.user_id !== me._id) throw notFound('upload')
    const image = row.object_key ? await readStoredObject(storage, row.object_key, uploadMaxBytes(), nowSeconds()) : Buffer.from(row.data, 'base64')
    const reading = await provider.readIdCard(image)
    if (!reading || !isValidIdNumber(reading.id_number)) throw new ApiError(422, ErrorCode.IdCardUnrecognised, 'ID card not recognised')
    const answer: IdCardRecognition = { name: reading.name, id_number: reading.id_number }
    return ok(answer)
  })
}
