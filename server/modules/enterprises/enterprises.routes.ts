/**
 * Enterprises, exhibitors and products (SPEC §7): GET /enterprises (meeting_id, limit, sort weight desc, recommend,
 * status (default 1), deleted (default 0)), /enterprises/count, /enterprises/search; GET /enterprise/products, /count,
 * /search; GET /exhibitors, /exhibitors/search, /exhibitors/products (the same data seen as exhibitors);
 * likes and awesomes of enterprises and products; POST …/views|calls|mails|asks|invites|questions|attachments/views.
 * Reads answer guests of meetings open to guests; writes need a token.
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { pgError } from '../../db/client'
import { actionLogs, enterprises, likes, products } from '../../db/schema'
import { allowRead } from '../meetings/access'
import { actorOf, meetingOfTarget } from '../meetings/guestActions'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { forbidden, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, jsonTextIlike, likePattern, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { boolish, email, flag, imageUrl, language, mainlandMobile, nameText, objectId, strict, text, z } from '../../lib/validation'
import type { Db } from '../../db/client'

type EnterpriseRow = typeof enterprises.$inferSelect
type ProductRow = typeof products.$inferSelect

/** A hall or tag key (`A`, `new-launch`). */
export const facetKey = z.string().trim().regex(/^[A-Za-z0-9-]{1,40}$/, 'expected a key of letters, digits or -')

const enterpriseQuery = strict({
  meeting_id: objectId.optional(), _id: objectId.optional(), recommend: flag.optional(), status: flag.optional(), deleted: flag.optional(),
  category_id: objectId.optional(), industry: objectId.optional(), keyword: text(100, 1).optional(), sort: z.enum(['weight', '-weight', 'created', '-created']).optional(),
  /** The exhibitor filter (/exhibit/exhibitor/filter): the hall's key and a company tag's key. */
  hall: facetKey.optional(), tag: facetKey.optional(),
  ...page,
})
type EnterpriseQuery = z.infer<typeof enterpriseQuery>

const productQuery = strict({
  meeting_id: objectId.optional(), _id: objectId.optional(), enterprise_id: objectId.optional(), category_id: objectId.optional(),
  keyword: text(100, 1).optional(), with_hidden: boolish.optional(), ...page,
})
type ProductQuery = z.infer<typeof productQuery>

async function likeTotals(db: Db, targetType: string, ids: string[], userId?: string) {
  if (!ids.length) return { totals: new Map<string, number>(), mine: new Set<string>() }
  const rows = await db.select({ target_id: likes.target_id, kind: likes.kind, n: sql<number>`count(*)::int`, mine: sql<number>`count(*) filter (where ${likes.user_id} = ${userId ?? ''})::int` })
    .from(likes).where(and(eq(likes.target_type, targetType), inArray(likes.target_id, ids))).groupBy(likes.target_id, likes.kind)
  const totals = new Map<string, number>()
  const mine = new Set<string>()
  for (const r of rows) {
    totals.set(`${r.kind}:${r.target_id}`, r.n)
    if (r.mine) mine.add(`${r.kind}:${r.target_id}`)
  }
  return { totals, mine }
}

export async function enterpriseDocs(db: Db, rows: EnterpriseRow[], userId?: string) {
  const { totals, mine } = await likeTotals(db, 'enterprise', rows.map((r) => r._id), userId)
  return rows.map((row) => {
    const doc = toDoc(row, ['user_id', 'bind_code'])
    doc.like_total = totals.get(`like:${row._id}`) ?? 0
    doc.awesome_total = totals.get(`awesome:${row._id}`) ?? 0
    doc.liked = mine.has(`like:${row._id}`) ? 1 : 0
    doc.awesomed = mine.has(`awesome:${row._id}`) ? 1 : 0
    return doc
  })
}

export async function productDocs(db: Db, rows: ProductRow[], userId?: string) {
  const owners = rows.length ? await db.select().from(enterprises).where(inArray(enterprises._id, [...new Set(rows.map((r) => r.enterprise_id))])) : []
  const { totals, mine } = await likeTotals(db, 'product', rows.map((r) => r._id), userId)
  return rows.map((row) => {
    const doc = toDoc(row, row.deleted ? [] : ['deleted'])
    const owner = owners.find((e) => e._id === row.enterprise_id)
    const company = ((owner?.doc as { exhibitor?: { company?: { title?: unknown; logo?: string } } })?.exhibitor?.company) ?? {}
    doc.enterprise = owner ? [{ _id: owner._id, exhibitor: { company: { title: company.title, logo: company.logo } } }] : []
    doc.like_total = totals.get(`like:${row._id}`) ?? 0
    doc.awesome_total = totals.get(`awesome:${row._id}`) ?? 0
    doc.liked = mine.has(`like:${row._id}`) ? 1 : 0
    doc.awesomed = mine.has(`awesome:${row._id}`) ? 1 : 0
    return doc
  })
}


function enterpriseWhere(q: EnterpriseQuery, search: boolean): SQL | undefined {
  return and(
    q.meeting_id ? eq(enterprises.meeting_id, q.meeting_id) : undefined,
    eq(enterprises.deleted, q.deleted ?? 0),
    eq(enterprises.status, q.status ?? 1),
    q.recommend !== undefined ? eq(enterprises.recommend, q.recommend) : undefined,
    q.category_id ? eq(enterprises.category_id, q.category_id) : undefined,
    q.industry ? sql`${enterprises.doc} -> 'industries' @> ${JSON.stringify([q.industry])}::jsonb` : undefined,
    q.hall ? sql`${enterprises.doc} -> 'hall' ->> 'key' = ${q.hall}` : undefined,
    q.tag ? sql`${enterprises.doc} -> 'tags' @> ${JSON.stringify([{ key: q.tag }])}::jsonb` : undefined,
    // The company name in any language (search_key: every language's name, one per line, lower-cased; LIKE on both
    // lower-cased is what ILIKE does, without folding every row's case on each search).
    search && q.keyword ? sql`${enterprises.search_key} like lower(${likePattern(q.keyword)})` : undefined,
  )
}

function enterpriseOrder(sort: EnterpriseQuery['sort']) {
  switch (sort) {
    case 'weight': return [asc(enterprises.weight), asc(enterprises._id)]
    case 'created': return [asc(enterprises.created), asc(enterprises._id)]
    case '-created': return [desc(enterprises.created), asc(enterprises._id)]
    default: return [desc(enterprises.weight), asc(enterprises._id)]
  }
}

function productWhere(q: ProductQuery): SQL | undefined {
  return and(
    eq(products.deleted, 0),
    // Hidden products are the exhibitor's own business (listProducts allows with_hidden to the bound exhibitor only).
    q.with_hidden ? undefined : sql`coalesce((${products.doc} ->> 'hidden')::int, 0) = 0`,
    q.meeting_id ? eq(products.meeting_id, q.meeting_id) : undefined,
    q.enterprise_id ? eq(products.enterprise_id, q.enterprise_id) : undefined,
    q.category_id ? eq(products.category_id, q.category_id) : undefined,
    q.keyword ? jsonTextIlike(sql`${products.doc} -> 'title'`, q.keyword) : undefined,
  )
}

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

  // ---- likes and awesomes ----
  async function targetExists(type: 'enterprise' | 'product', id: string) {
    const table = type === 'enterprise' ? enterprises : products
    const [row] = await db.select({ _id: table._id }).from(table).where(and(eq(table._id, id), eq(table.deleted, 0))).limit(1)
    if (!row) throw notFound(type)
  }

  async function addLike(request: FastifyRequest, kind: 'like' | 'awesome', type: 'enterprise' | 'product', targetId: string) {
    const me = requireUser(request)
    await targetExists(type, targetId)
    try {
      const [row] = await db.insert(likes).values({ _id: newId(), kind, target_type: type, target_id: targetId, user_id: me._id }).returning()
      return row
    } catch (err) {
      if (pgError(err)?.code !== '23505') throw err
      const [row] = await db.select().from(likes).where(and(eq(likes.kind, kind), eq(likes.target_type, type), eq(likes.target_id, targetId), eq(likes.user_id, me._id))).limit(1)
      return row
    }
  }

  async function removeLike(request: FastifyRequest, kind: 'like' | 'awesome', type: 'enterprise' | 'product', by: { _id?: string; target_id?: string }) {
    const me = requireUser(request)
    const [row] = await db.select().from(likes)
      .where(and(eq(likes.kind, kind), eq(likes.target_type, type), by._id ? eq(likes._id, by._id) : and(eq(likes.target_id, by.target_id!), eq(likes.user_id, me._id)))).limit(1)
    if (!row) throw notFound(kind)
    if (row.user_id !== me._id) throw forbidden(`not your ${kind}`)
    await db.delete(likes).where(eq(likes._id, row._id))
    return { _id: row._id, deleted: 1 }
  }

  const targets = [
    { type: 'enterprise' as const, base: '/enterprise', key: 'enterprise_id' },
    { type: 'product' as const, base: '/enterprise/product', key: 'product_id' },
  ]
  for (const t of targets) {
    for (const kind of ['like', 'awesome'] as const) {
      const path = `${t.base}/${kind}s`
      // Mine (or those of one target, with its total).
      // with_target=1 adds each liked item (`target`, as the lists give it; deleted ones left out) and meeting_id keeps
      // the items of one meeting: my collection (/my/collection).
      app.get(path, { schema: { querystring: strict({ [t.key]: objectId.optional(), with_target: boolish.optional(), meeting_id: objectId.optional(), ...page }) } }, async (request) => {
        const me = requireUser(request)
        const q = request.query as Record<string, string | number | undefined>
        const targetId = q[t.key] as string | undefined
        const table = t.type === 'enterprise' ? enterprises : products
        const meetingId = q.meeting_id as string | undefined
        const where = and(eq(likes.kind, kind), eq(likes.target_type, t.type), targetId ? eq(likes.target_id, targetId) : eq(likes.user_id, me._id),
          q.with_target || meetingId
            ? sql`exists (select 1 from ${table} x where x._id = ${likes.target_id} and x.deleted = 0 ${meetingId ? sql`and x.meeting_id = ${meetingId}` : sql``})`
            : undefined)
        const total = await countWhere(db, likes, where)
        const rows = await db.select().from(likes).where(where).orderBy(desc(likes.created), desc(likes._id)).limit(Number(q.limit ?? 50)).offset(Number(q.skip ?? 0))
        const ids = rows.map((r) => r.target_id)
        const targets = !q.with_target || !ids.length ? []
          : t.type === 'enterprise'
            ? await enterpriseDocs(db, await db.select().from(enterprises).where(inArray(enterprises._id, ids)), me._id)
            : await productDocs(db, await db.select().from(products).where(inArray(products._id, ids)), me._id)
        return ok(rows.map((r) => ({
          ...r, [t.key]: r.target_id, mine: r.user_id === me._id ? 1 : 0, user_id: r.user_id === me._id ? r.user_id : undefined,
          ...(q.with_target ? { target: targets.find((d) => d._id === r.target_id) ?? null } : {}),
        })), total)
      })
      app.post(path, { schema: { body: strict({ [t.key]: objectId }) } }, async (request, reply) => {
        const row = await addLike(request, kind, t.type, (request.body as Record<string, string>)[t.key])
        reply.status(201)
        return ok({ ...row, [t.key]: row.target_id })
      })
      app.delete(`${path}/:like_id`, { schema: { params: strict({ like_id: objectId }) } }, async (request) => ok(await removeLike(request, kind, t.type, { _id: request.params.like_id })))
      app.delete(path, { schema: { querystring: strict({ [t.key]: objectId }) } }, async (request) =>
        ok(await removeLike(request, kind, t.type, { target_id: (request.query as Record<string, string>)[t.key] })))
    }
  }
  // Exhibitor-flavoured likes (SPEC §7 /exhibitors/{id}/likes, /exhibitors/products/{id}/likes).
  app.post('/exhibitors/:id/likes', { schema: { params: strict({ id: objectId }), body: strict({ user_id: z.string().max(64).optional() }).optional() } }, async (request, reply) => {
    reply.status(201)
    return ok(await addLike(request, 'like', 'enterprise', request.params.id))
  })
  app.post('/exhibitors/products/:id/likes', { schema: { params: strict({ id: objectId }), body: strict({ user_id: z.string().max(64).optional() }).optional() } }, async (request, reply) => {
    reply.status(201)
    return ok(await addLike(request, 'like', 'product', request.params.id))
  })

  // ---- counted actions: views, calls, mails, asks, invites, questions, attachment views ----
  const actionBody = strict({ user_id: z.string().max(64).optional(), source_id: objectId.optional(), attachment_id: objectId.optional() }).optional()
  async function logAction(request: FastifyRequest, type: 'enterprise' | 'product', targetId: string, action: string, body?: { user_id?: string; source_id?: string }) {
    await targetExists(type, targetId)
    const actor = await actorOf(db, request, await meetingOfTarget(db, type, targetId), body?.user_id)
    await db.insert(actionLogs).values({
      _id: newId(), target_type: type, target_id: targetId, action,
      user_id: actor, source_id: body?.source_id ?? null,
    })
    const total = await countWhere(db, actionLogs, and(eq(actionLogs.target_type, type), eq(actionLogs.target_id, targetId), eq(actionLogs.action, action)))
    return ok({ action, total })
  }
  const enterpriseActions = ['views', 'calls', 'mails', 'asks', 'invites', 'questions', 'attachments/views']
  // Views and invites (an invitation card opened: SPEC §7 fills a guest's user_id with the device id) may come from a guest
  // of a meeting open to guests; the other actions need a token.
  const viewing = (action: string) => ({ auth: action.endsWith('views') || action === 'invites' ? 'guest' as const : 'required' as const })
  for (const action of enterpriseActions) {
    app.post(`/enterprises/:id/${action}`, { config: viewing(action), schema: { params: strict({ id: objectId }), body: actionBody } }, (request) => logAction(request, 'enterprise', request.params.id, action, request.body))
  }
  for (const action of ['mails', 'calls', 'views', 'attachments/views']) {
    app.post(`/exhibitors/:id/${action}`, { config: viewing(action), schema: { params: strict({ id: objectId }), body: actionBody } }, (request) => logAction(request, 'enterprise', request.params.id, action, request.body))
  }
  app.post('/enterprises/:id/products/:pid/views', { config: viewing('views'), schema: { params: strict({ id: objectId, pid: objectId }), body: actionBody } }, (request) => logAction(request, 'product', request.params.pid, 'views', request.body))
  app.post('/exhibitors/products/:id/views', { config: viewing('views'), schema: { params: strict({ id: objectId }), body: actionBody } }, (request) => logAction(request, 'product', request.params.id, 'views', request.body))

  enterpriseWriteRoutes(app, db)
}

// ---- the bound exhibitor edits its company and products (SPEC §6: only the account bound to the enterprise) ----

const localizedEdit = { language, title: nameText(100, 1).optional() }

/** PUT /enterprises/{id} without bind_code: the texts are in `language` and merged into the company's per-language texts. */
export const enterpriseEditBody = strict({
  ...localizedEdit,
  /** Plain text: stored as escaped paragraphs, so the company page shows it as rich text like the organiser's. */
  introduction: text(5000).optional(),
  booth: text(20).optional(),
  logo: imageUrl().optional(),
  cover: imageUrl().optional(),
  /** The company's business contact, shown to visitors (they call or mail the company: SPEC §7 calls, mails). */
  contact: strict({ name: nameText(50).optional(), phone: mainlandMobile.or(z.literal('')).optional(), email: email.or(z.literal('')).optional() }).optional(),
})
export type EnterpriseEdit = z.infer<typeof enterpriseEditBody>

const productBody = strict({
  ...localizedEdit,
  description: text(500).optional(),
  images: z.array(imageUrl()).max(6).optional(),
  /** 1 hides the product from visitors; the exhibitor still sees it. */
  hidden: flag.optional(),
})

/** Plain text as HTML paragraphs: blank lines part paragraphs, single line breaks stay; nothing the person typed is markup. */
export function plainTextToHtml(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
  return text.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean).map((p) => `<p>${escape(p).replace(/\n/g, '<br>')}</p>`).join('')
}

const withLanguage = (old: unknown, lang: string, value: string) => ({ ...(old && typeof old === 'object' ? old as Record<string, string> : {}), [lang]: value })

/** The enterprise if the caller is its bound exhibitor, else 403 (404 when it does not exist). */
export async function ownEnterprise(db: Db, userId: string, enterpriseId: string): Promise<EnterpriseRow> {
  const [row] = await db.select().from(enterprises).where(and(eq(enterprises._id, enterpriseId), eq(enterprises.deleted, 0))).limit(1)
  if (!row) throw notFound('enterprise')
  if (row.user_id !== userId) throw forbidden('no permission: only the exhibitor bound to this enterprise')
  return row
}

export async function editEnterprise(db: Db, request: FastifyRequest, enterpriseId: string, body: EnterpriseEdit) {
  const me = requireUser(request)
  const row = await ownEnterprise(db, me._id, enterpriseId)
  rejectSensitive({ title: body.title, introduction: body.introduction, booth: body.booth, contact: body.contact?.name })
  const doc = { ...(row.doc as Record<string, unknown>) }
  const exhibitor = { ...(doc.exhibitor as Record<string, unknown> ?? {}) }
  const company = { ...(exhibitor.company as Record<string, unknown> ?? {}) }
  if (body.title !== undefined) company.title = withLanguage(company.title, body.language, body.title)
  if (body.logo !== undefined) company.logo = body.logo
  if (body.booth !== undefined) { exhibitor.booth = body.booth; doc.position = body.booth }
  if (body.introduction !== undefined) doc.introduction = withLanguage(doc.introduction, body.language, plainTextToHtml(body.introduction))
  if (body.cover !== undefined) doc.cover = body.cover
  if (body.contact) doc.contact = { ...(doc.contact as Record<string, unknown> ?? {}), ...body.contact }
  const [saved] = await db.update(enterprises).set({ doc: { ...doc, exhibitor: { ...exhibitor, company } } }).where(eq(enterprises._id, row._id)).returning()
  return ok((await enterpriseDocs(db, [saved], me._id))[0])
}

function enterpriseWriteRoutes(app: App, db: Db): void {
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
