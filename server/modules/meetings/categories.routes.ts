/** GET /{type}/categories: navigation (public), exhibitor, exhibition, industry, exhibitor_product, … sorted by weight desc. */
import { and, desc, eq } from 'drizzle-orm'
import { categories } from '../../db/schema'
import { toDocs } from '../../lib/docs'
import { badRequest, ErrorCode } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { allowRead } from './access'
import { flag, int, objectId, strict, z } from '../../lib/validation'

export const CATEGORY_TYPES = [
  'navigation', 'exhibitor', 'exhibition', 'industry', 'exhibitor_product', 'meeting_attachment',
  'exhibitor_group', 'speaker', 'page_section', 'demand', 'activity',
] as const

const query = strict({ meeting_id: objectId.optional(), limit: int(1, 999).optional(), skip: int(0).optional(), display: flag.optional() })

export default async function categoryRoutes(app: App, { db }: Context): Promise<void> {
  async function list(type: string, q: z.infer<typeof query>) {
    if (!(CATEGORY_TYPES as readonly string[]).includes(type)) throw badRequest(ErrorCode.ValidationFailed, `unknown category type ${type.slice(0, 40)}`)
    const where = [eq(categories.type, type), eq(categories.deleted, 0)]
    if (q.meeting_id) where.push(eq(categories.meeting_id, q.meeting_id))
    const rows = await db.select().from(categories).where(and(...where))
      .orderBy(desc(categories.weight), categories._id).limit(q.limit ?? (type === 'navigation' ? 20 : 999)).offset(q.skip ?? 0)
    const docs = toDocs(rows).filter((d) => q.display === undefined || (d.display ?? 1) === q.display)
    return ok(docs, docs.length)
  }

  app.get('/navigation/categories', { config: { auth: 'public', publicCache: true }, schema: { querystring: query } }, (request) => list('navigation', request.query))
  // Guests read categories of meetings open to guests (SPEC §6).
  app.get('/:type/categories', {
    config: { auth: 'guest' },
    schema: { params: strict({ type: z.string().regex(/^[a-z_]{1,40}$/, 'invalid category type') }), querystring: query },
  }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    return list(request.params.type, request.query)
  })
}
