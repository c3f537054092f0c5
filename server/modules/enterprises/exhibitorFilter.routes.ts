/**
 * The exhibitor filter (/exhibit/exhibitor/filter):
 *   GET /enterprises/facets (meeting_id, category_id?, hall?, industry?, tag?)
 *     the meeting's published exhibitors counted by exhibitor category, hall, industry and company tag, each facet
 *     counted with the other facets' choices applied (so a count says what choosing it would leave), and `total`: the
 *     exhibitors every choice leaves. Categories and industries carry their titles; halls and tags their own.
 * The list itself is GET /enterprises with the same keys (modules/enterprises/enterprises.routes.ts).
 */
import { inArray, sql, type SQL } from 'drizzle-orm'
import { categories } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { ok, type App, type Context } from '../../http/http'
import { objectId, strict } from '../../lib/validation'
import { facetKey } from './enterpriseQueries'

type Facet = 'category' | 'hall' | 'industry' | 'tag'
interface Choice { category_id?: string; hall?: string; industry?: string; tag?: string }

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]))

export default async function exhibitorFilterRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/enterprises/facets', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting_id: objectId, category_id: objectId.optional(), hall: facetKey.optional(), industry: objectId.optional(), tag: facetKey.optional() }) },
  }, async (request) => {
    const q = request.query
    await allowRead(db, request, q.meeting_id)
    /** Published exhibitors of the meeting with every choice but `except`'s. */
    const where = (except?: Facet): SQL => {
      const parts: SQL[] = [sql`e.meeting_id = ${q.meeting_id}`, sql`e.deleted = 0`, sql`e.status = 1`]
      const choice: Choice = q
      if (choice.category_id && except !== 'category') parts.push(sql`e.category_id = ${choice.category_id}`)
      if (choice.hall && except !== 'hall') parts.push(sql`e.doc -> 'hall' ->> 'key' = ${choice.hall}`)
      if (choice.industry && except !== 'industry') parts.push(sql`e.doc -> 'industries' @> ${JSON.stringify([choice.industry])}::jsonb`)
      if (choice.tag && except !== 'tag') parts.push(sql`e.doc -> 'tags' @> ${JSON.stringify([{ key: choice.tag }])}::jsonb`)
      return sql.join(parts, sql` and `)
    }
    const [byCategory, byHall, byIndustry, byTag, all] = await Promise.all([
      db.execute(sql`select e.category_id as id, count(*)::int as total from enterprises e where ${where('category')} and e.category_id is not null group by e.category_id`),
      db.execute(sql`select e.doc -> 'hall' ->> 'key' as id, min(e.doc -> 'hall' ->> 'title') as title, count(*)::int as total from enterprises e
        where ${where('hall')} and e.doc -> 'hall' ->> 'key' is not null group by 1 order by 1`),
      db.execute(sql`select i as id, count(*)::int as total from enterprises e, jsonb_array_elements_text(coalesce(e.doc -> 'industries', '[]'::jsonb)) i
        where ${where('industry')} group by i`),
      db.execute(sql`select t ->> 'key' as id, min(t ->> 'title') as title, count(*)::int as total from enterprises e, jsonb_array_elements(coalesce(e.doc -> 'tags', '[]'::jsonb)) t
        where ${where('tag')} and t ->> 'key' is not null group by 1 order by total desc, 1`),
      db.execute(sql`select count(*)::int as total from enterprises e where ${where()}`),
    ])
    const counted = rowsOf<{ id: string; total: number; title?: string }>
    const catIds = [...counted(byCategory), ...counted(byIndustry)].map((r) => r.id)
    const cats = catIds.length ? await db.select().from(categories).where(inArray(categories._id, catIds)) : []
    const titled = (rows: { id: string; total: number }[]) => rows
      .map((r) => {
        const cat = cats.find((c) => c._id === r.id)
        return { _id: r.id, title: (cat?.doc as { title?: unknown } | undefined)?.title ?? r.id, weight: cat?.weight ?? 0, total: r.total }
      })
      .sort((a, b) => b.weight - a.weight || b.total - a.total)
      .map(({ weight: _weight, ...rest }) => rest)
    const own = (rows: { id: string; total: number; title?: string }[]) => rows.map((r) => ({ key: r.id, title: r.title ? JSON.parse(r.title) : r.id, total: r.total }))
    return ok({
      categories: titled(counted(byCategory)),
      halls: own(counted(byHall)),
      industries: titled(counted(byIndustry)),
      tags: own(counted(byTag)),
      total: rowsOf<{ total: number }>(all)[0]?.total ?? 0,
    })
  })
}
