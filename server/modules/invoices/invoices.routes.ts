/**
 * Invoices of paid orders: POST /checkout/activities/{id}/invoices applies (again after a rejection),
 * GET /invoices lists the caller's. The organiser's approve / reject live in modules/dev/dev.routes.ts (dev mode).
 */
import { and, desc, eq } from 'drizzle-orm'
import { pgError } from '../../db/client'
import { activities, checkouts, invoices } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { badRequest, conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { objectId as newId } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { email, mainlandMobile, nameText, objectId, strict, text, z } from '../../lib/validation'

export const invoiceRequest = strict({
  type: z.enum(['regular', 'special']),
  title: nameText(100, 1),
  taxNumber: z.string().trim().regex(/^[0-9A-Z]{15,20}$/, 'invalid tax number'),
  address: text(200).optional(),
  phone: mainlandMobile,
  /** Special VAT invoices: the company's registered phone (the client's validateInvoice asks for it). */
  companyPhone: text(40).optional(),
  bank: text(100).optional(),
  bankAccount: z.string().trim().regex(/^\d{8,30}$/, 'invalid bank account').optional(),
  email,
  fetch_way: z.enum(['electronic', 'express', 'venue']),
  mailing_address: text(200).optional(),
})

export function invoiceDoc(row: typeof invoices.$inferSelect): Record<string, unknown> {
  const { doc, ...rest } = row
  return { ...doc, ...rest }
}

export default async function invoiceRoutes(app: App, { db }: Context): Promise<void> {
  app.post('/checkout/activities/:id/invoices', { schema: { params: strict({ id: objectId }), body: invoiceRequest } }, async (request, reply) => {
    const me = requireUser(request)
    const body = request.body
    if (body.type === 'special' && !(body.address && body.bank && body.bankAccount)) {
      throw badRequest(ErrorCode.ValidationFailed, 'a special VAT invoice needs address, bank and bankAccount')
    }
    if (body.fetch_way === 'express' && !body.mailing_address) throw badRequest(ErrorCode.ValidationFailed, 'express delivery needs a mailing_address')
    const [order] = await db.select().from(checkouts).where(eq(checkouts._id, request.params.id)).limit(1)
    if (!order) throw notFound('order')
    if (order.user_id !== me._id) throw forbidden('not your order')
    const [activity] = await db.select({ enable_invoice: activities.enable_invoice }).from(activities).where(eq(activities._id, order.activity_id)).limit(1)
    if (!activity?.enable_invoice) throw conflict(ErrorCode.InvoiceNotAllowed, 'this activity does not issue invoices')
    if (order.status !== 'done' || order.refund || order.pay_amount <= 0) throw conflict(ErrorCode.InvoiceNotAllowed, 'only paid, unrefunded orders can be invoiced')
    try {
      const [row] = await db.insert(invoices).values({
        _id: newId(), checkout_id: order._id, user_id: me._id, amount: order.pay_amount, status: 'processing', doc: body,
      }).returning()
      reply.status(201)
      return ok(invoiceDoc(row))
    } catch (err) {
      // One open application per order (partial unique index): re-applying is allowed only after a rejection.
      if (pgError(err)?.code === '23505') throw conflict(ErrorCode.InvoiceNotAllowed, 'an invoice for this order is already being processed or issued')
      throw err
    }
  })

  app.get('/invoices', { schema: { querystring: strict({ checkout_id: objectId.optional(), _id: objectId.optional() }) } }, async (request) => {
    const me = requireUser(request)
    const rows = await db.select().from(invoices).where(and(
      eq(invoices.user_id, me._id),
      request.query.checkout_id ? eq(invoices.checkout_id, request.query.checkout_id) : undefined,
      request.query._id ? eq(invoices._id, request.query._id) : undefined,
    )).orderBy(desc(invoices.created), desc(invoices._id))
    return ok(rows.map(invoiceDoc), rows.length)
  })
}
