/**
 * Enterprises, exhibitors and products read (SPEC §7): GET /enterprises (meeting_id, limit, sort weight desc, recommend,
 * status (default 1), deleted (default 0)), /enterprises/count, /enterprises/search; GET /enterprise/products, /count,
 * /search; GET /exhibitors, /exhibitors/search, /exhibitors/products (the same data seen as exhibitors). Reads answer
 * guests of meetings open to guests. Likes: likes.routes.ts; counted actions: actions.routes.ts; the bound exhibitor's
 * edits: productWrites.routes.ts and enterpriseEdits.ts.
 */
import { asc, desc, eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { enterprises, products } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { requireUser } from '../../http/auth'
import { forbidden } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { countWhere } from '../../lib/lists'
import { ownEnterprise } from './enterpriseEdits'
import { enterpriseDocs, enterpriseOrder, enterpriseQuery, enterpriseWhere, productDocs, productQuery, productWhere, type EnterpriseQuery, type ProductQuery } from './enterpriseQueries'

export default async function enterpriseRoutes(app: App, { db }: Context): Promise<void> {
  async function listEnterprises(request: FastifyRequest, q: EnterpriseQuery, search: boolean) {
    if (q._id) {
      const rows = await db.select().from(enterprises).where(eq(enterprises._id, q._id)).limit(1)
      await allowRead(db, request, rows[0]?.meeting_id ?? q.meeting_id)
      return ok(await enterpriseDocs(db, rows, request.user?._id), rows.length)
    }
    await allowRead(db, request, q.meeting_id)
    // The page and the list's total are the same for everyone (the filter has nothing personal), so a signed-in
    // visitor's request takes them from memory too (dropped on any write to the public tables, http/publicCache.ts);
    // only the page's likes, which carry the visitor's own, are read each time (issue 15).
    const { rows, total } = await request.server.publicCache.memo(`enterprises:${search ? 'search' : 'list'}:${JSON.stringify(q)}`, async () => {
      const where = enterpriseWhere(q, search)
      // The page (read in index order) with the list's total in one statement.
      const found = await db.select({ row: enterprises, total: sql<number>`(select count(*)::int from enterprises where ${where})` })
        .from(enterprises).where(where).orderBy(...enterpriseOrder(q.sort)).limit(q.limit ?? 20).offset(q.skip ?? 0)
      // No row on the first page: nothing matches. Past the end of a list: no row carries the total, so count it.
      return { rows: found.map((f) => f.row), total: found.length ? found[0].total : q.skip ? await countWhere(db, enterprises, where) : 0 }
    })
    return ok(await enterpriseDocs(db, rows, request.user?._id), total)
  }

  async function listProducts(request: FastifyRequest, q: ProductQuery) {
    if (q._id) {
      const rows = await db.select().from(products).where(eq(products._id, q._id)).limit(1)
      await allowRead(db, request, rows[0]?.meeting_id ?? q.meeting_id)
      return ok(await productDocs(db, rows, request.user?._id), rows.length)
    }
    if (q.with_hidden) {
      if (!q.enterprise_id) throw forbidden('with_hidden needs enterprise_id')
      await ownEnterprise(db, requireUser(request)._id, q.enterprise_id)
    }
    let meetingId = q.meeting_id
    if (!meetingId && q.enterprise_id) {
      const [owner] = await db.select({ meeting_id: enterprises.meeting_id }).from(enterprises).where(eq(enterprises._id, q.enterprise_id)).limit(1)
      meetingId = owner?.meeting_id
    }
    await allowRead(db, request, meetingId)
    const where = productWhere(q)
    const total = await countWhere(db, products, where)
    const rows = await db.select().from(products).where(where).orderBy(desc(products.weight), asc(products._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(await productDocs(db, rows, request.user?._id), total)
  }

  const pub = { auth: 'guest' as const }
  // A guest's exhibitor list and search are the same for every guest: answered from memory until an exhibitor or a
  // like changes (http/publicCache.ts; a signed-in visitor's answer carries their own likes and is never cached).
  const cachedPub = { ...pub, publicCache: true }
  for (const path of ['/enterprises', '/exhibitors']) {
    app.get(path, { config: cachedPub, schema: { querystring: enterpriseQuery } }, (request) => listEnterprises(request, request.query, false))
    app.get(`${path}/search`, { config: cachedPub, schema: { querystring: enterpriseQuery } }, (request) => listEnterprises(request, request.query, true))
  }
  app.get('/enterprises/count', { config: pub, schema: { querystring: enterpriseQuery } }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    const total = await countWhere(db, enterprises, enterpriseWhere(request.query, true))
    return ok({ total }, total)
  })
  for (const path of ['/enterprise/products', '/enterprise/products/search', '/exhibitors/products']) {
    app.get(path, { config: pub, schema: { querystring: productQuery } }, (request) => listProducts(request, request.query))
  }
  app.get('/enterprise/products/count', { config: pub, schema: { querystring: productQuery } }, async (request) => {
    await allowRead(db, request, request.query.meeting_id)
    const total = await countWhere(db, products, productWhere(request.query))
    return ok({ total }, total)
  })
}
