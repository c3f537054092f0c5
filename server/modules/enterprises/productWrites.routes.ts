/** The bound exhibitor adds and edits its products: POST /enterprise/products, PUT /enterprise/products/{id}. */
import { and, eq } from 'drizzle-orm'
import { products } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { rejectSensitive } from '../moderation/sensitive'
import { nameText, objectId, strict } from '../../lib/validation'
import { ownEnterprise, plainTextToHtml, productBody, withLanguage } from './enterpriseEdits'
import { productDocs } from './enterpriseQueries'

export default async function productWriteRoutes(app: App, { db }: Context): Promise<void> {
  app.post('/enterprise/products', { schema: { body: productBody.extend({ enterprise_id: objectId, title: nameText(100, 1) }) } }, async (request, reply) => {
    const me = requireUser(request)
    const b = request.body
    const owner = await ownEnterprise(db, me._id, b.enterprise_id)
    rejectSensitive({ title: b.title, description: b.description })
    const [row] = await db.insert(products).values({
      _id: newId(), meeting_id: owner.meeting_id, enterprise_id: owner._id,
      doc: { title: { [b.language]: b.title }, description: b.description ? { [b.language]: plainTextToHtml(b.description) } : {}, images: b.images ?? [], hidden: b.hidden ?? 0 },
    }).returning()
    reply.status(201)
    return ok((await productDocs(db, [row], me._id))[0])
  })

  app.put('/enterprise/products/:id', { schema: { params: strict({ id: objectId }), body: productBody } }, async (request) => {
    const me = requireUser(request)
    const [row] = await db.select().from(products).where(and(eq(products._id, request.params.id), eq(products.deleted, 0))).limit(1)
    if (!row) throw notFound('product')
    await ownEnterprise(db, me._id, row.enterprise_id)
    const b = request.body
    rejectSensitive({ title: b.title, description: b.description })
    const doc = { ...(row.doc as Record<string, unknown>) }
    if (b.title !== undefined) doc.title = withLanguage(doc.title, b.language, b.title)
    if (b.description !== undefined) doc.description = withLanguage(doc.description, b.language, plainTextToHtml(b.description))
    if (b.images !== undefined) doc.images = b.images
    if (b.hidden !== undefined) doc.hidden = b.hidden
    const [saved] = await db.update(products).set({ doc }).where(eq(products._id, row._id)).returning()
    return ok((await productDocs(db, [saved], me._id))[0])
  })
}
