/** Development-only calls (registered only in dev mode): the outbox, and organiser actions the demo needs. */
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { invoices, outbox, tickets } from '../db/schema'
import { conflict, ErrorCode, notFound } from '../lib/errors'
import { ok, type App, type Context } from '../lib/http'
import { int, objectId, strict, text, z } from '../lib/validation'
import { invoiceDoc } from './invoices'

export default async function devRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/dev/outbox', {
    config: { auth: 'public' },
    schema: { querystring: strict({ to: z.string().trim().toLowerCase().max(254).optional(), limit: int(1, 200).optional() }) },
  }, async (request) => {
    const where = request.query.to ? eq(outbox.to, request.query.to) : undefined
    const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.created), desc(outbox._id)).limit(request.query.limit ?? 20)
    return ok(rows, rows.length)
  })

  // Organiser processing of invoices: completed only once every ticket of the order has a holder (SPEC §4).
  app.post('/dev/invoices/:id/approve', { config: { auth: 'public' }, schema: { params: strict({ id: objectId }), body: strict({}).optional() } }, async (request) => {
    const [invoice] = await db.select().from(invoices).where(eq(invoices._id, request.params.id)).limit(1)
    if (!invoice) throw notFound('invoice')
    if (invoice.status !== 'processing') throw conflict(ErrorCode.InvoiceNotAllowed, `invoice is ${invoice.status}`)
    const [{ unallocated }] = await db.select({ unallocated: sql<number>`count(*)::int` }).from(tickets)
      .where(and(eq(tickets.checkout_id, invoice.checkout_id), isNull(tickets.name)))
    if (unallocated > 0) throw conflict(ErrorCode.InvoiceNotAllowed, `${unallocated} tickets of this order are not allocated yet`, { unallocated })
    const [row] = await db.update(invoices).set({ status: 'completed' }).where(and(eq(invoices._id, invoice._id), eq(invoices.status, 'processing'))).returning()
    if (!row) throw conflict(ErrorCode.InvoiceNotAllowed, 'invoice changed meanwhile')
    return ok(invoiceDoc(row))
  })

  app.post('/dev/invoices/:id/reject', { config: { auth: 'public' }, schema: { params: strict({ id: objectId }), body: strict({ reason: text(200, 1) }) } }, async (request) => {
    const [row] = await db.update(invoices).set({ status: 'rejected', reject_reason: request.body.reason })
      .where(and(eq(invoices._id, request.params.id), eq(invoices.status, 'processing'))).returning()
    if (!row) throw notFound('invoice in processing')
    return ok(invoiceDoc(row))
  })
}
