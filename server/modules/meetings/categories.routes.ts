/**
 * GET /{type}/categories: navigation (public), exhibitor, exhibition, industry, exhibitor_product, … sorted by weight
 * desc. The navigation is part of the home's layout: visitors get the released entries, `version` (the draft: /preview)
 * is for its layout editors (layoutVersions.ts).
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import { categories, meetings } from '../../db/schema'
import { toDocs } from '../../lib/docs'
import { badRequest, ErrorCode, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { allowRead } from './access'
import { flag, int, objectId, strict, z } from '../../lib/validation'
import { layoutVersionGuard, layoutVersions, ofVersion, releasedNavigation, versionShown } from './layoutVersions'

export const CATEGORY_TYPES = [
  'navigation', 'exhibitor', 'exhibition', 'industry', 'exhibitor_product', 'meeting_attachment',
  'exhibitor_group', 'speaker', 'page_section', 'demand', 'activity',
] as const

const query = strict({ meeting_id: objectId.optional(), limit: int(1, 999).optional(), skip: int(0).optional(), display: flag.optional() })

export default async function categoryRoutes(app: App, { db }: Context): Promise<void> {
  const layoutVersion = layoutVersionGuard(db)

  /** `navigation`: which layout version's entries (the released ones unless said). */
  async function list(type: string, q: z.infer<typeof query>, navigation: SQL = releasedNavigation) {
    if (!(CATEGORY_TYPES as readonly string[]).includes(type)) throw badRequest(ErrorCode.ValidationFailed, `unknown category type ${type.slice(0, 40)}`)
    const where = [eq(categories.type, type), eq(categories.deleted, 0)]
    if (q.meeting_id) where.push(eq(categories.meeting_id, q.meeting_id))
    if (type === 'navigation') where.push(navigation)
    const rows = await db.select().from(categories).where(and(...where))
      .orderBy(desc(categories.weight), categories._id).limit(q.limit ?? (type === 'navigation' ? 20 : 999)).offset(q.skip ?? 0)
    const docs = toDocs(rows).filter((d) => q.display === undefined || (d.display ?? 1) === q.display)
    return ok(docs, docs.length)
  }

  app.get('/navigation/categories', {
    config: { auth: 'public', publicCache: true },
    schema: { querystring: query.extend({ version: int(0).optional() }) },
  }, async (request) => {
    const { version, ...q } = request.query
    if (!q.meeting_id) {
      if (version !== undefined) throw badRequest(ErrorCode.ValidationFailed, 'querystring.meeting_id: a layout version is of one meeting: name it')
      return list('navigation', q)
    }
    const [meeting] = await db.select({ doc: meetings.doc }).from(meetings).where(eq(meetings._id, q.meeting_id)).limit(1)
    if (!meeting) throw notFound('meeting')
    const versions = layoutVersions(meeting.doc as Record<string, unknown>)
    const shown = await versionShown(db, 'navigation', q.meeting_id, await layoutVersion(request, q.meeting_id, versions, version), versions)
    return list('navigation', q, ofVersion('navigation', q.meeting_id, shown, versions.released))
  })
  // Guests read categories of meetings open to guests (SPEC §6).
  app.get('/:type/categories', {
    config: { auth: 'guest' },
    schema: { params: strict({ type: z.string().regex(/^[a-z_]{1,40}$/, 'invalid category type') }), querystring: query },
  }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    return list(request.params.type, request.query)
  })
}
