/**
 * The visitor's side of lead capture (issue 16): the companies that scanned me ask to see my card, and I answer.
 *   GET    /user/lead/requests (status?)               the share requests of companies that scanned me (pending first)
 *   PUT    /user/lead/requests/{id} { answer: granted|declined }   I share my card with the company, or not (and may change my mind)
 */
import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { enterprises, leads } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { conflict, ErrorCode, forbidden, notFound } from '../../http/errors'
import { nowSeconds } from '../../lib/ids'
import { ok, type App, type Context } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { companyLogo, companyTitle } from './leads'
import { language, objectId, strict } from '../../lib/validation'

export default async function leadRequestRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/user/lead/requests', {
    schema: { querystring: strict({ status: z.enum(['pending', 'answered', 'all']).optional(), lang: language.optional(), ...page }) },
  }, async (request) => {
    const me = requireUser(request)
    const q = request.query
    const status = q.status ?? 'pending'
    const where = and(eq(leads.user_id, me._id), status === 'pending' ? eq(leads.consent, 'pending') : status === 'answered' ? inArray(leads.consent, ['granted', 'declined']) : inArray(leads.consent, ['pending', 'granted', 'declined']))
    const total = await countWhere(db, leads, where)
    const rows = await db.select().from(leads).where(where).orderBy(desc(leads.updated), desc(leads._id)).limit(q.limit ?? 20).offset(q.skip ?? 0)
    const ids = [...new Set(rows.map((r) => r.enterprise_id))]
    const companies = ids.length ? await db.select().from(enterprises).where(inArray(enterprises._id, ids)) : []
    return ok(rows.map((r) => {
      const e = companies.find((c) => c._id === r.enterprise_id)
      return { _id: r._id, enterprise_id: r.enterprise_id, meeting_id: r.meeting_id, company: e ? companyTitle(e, q.lang) : '', logo: e ? companyLogo(e) : '', consent: r.consent, created: r.created, answered: r.answered }
    }), total)
  })

  app.put('/user/lead/requests/:id', {
    schema: { params: strict({ id: objectId }), body: strict({ answer: z.enum(['granted', 'declined']) }) },
  }, async (request) => {
    const me = requireUser(request)
    const [row] = await db.select().from(leads).where(eq(leads._id, request.params.id)).limit(1)
    if (!row) throw notFound('share request')
    if (row.user_id !== me._id) throw forbidden('this request is not addressed to you')
    // Contacting a company (appointment, question) shared the card by itself: nothing to answer.
    if (row.consent === 'contacted') throw conflict(ErrorCode.ValidationFailed, 'you contacted this company: your card is shared with it')
    const [saved] = await db.update(leads).set({ consent: request.body.answer, answered: nowSeconds() }).where(eq(leads._id, row._id)).returning()
    return ok({ _id: saved._id, consent: saved.consent, answered: saved.answered })
  })
}
