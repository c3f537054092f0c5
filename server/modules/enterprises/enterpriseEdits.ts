/**
 * The bound exhibitor edits its company and products (SPEC §6: only the account bound to the enterprise): the edit
 * bodies, the ownership check, and PUT /enterprises/{id}'s rule (texts merged per language, plain text stored as
 * escaped paragraphs).
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../../db/client'
import { enterprises } from '../../db/schema'
import { requireUser } from '../../http/auth'
import { forbidden, notFound } from '../../http/errors'
import { ok } from '../../http/http'
import { rejectSensitive } from '../moderation/sensitive'
import { email, flag, imageUrl, language, mainlandMobile, nameText, strict, text, z } from '../../lib/validation'
import { enterpriseDocs, type EnterpriseRow } from './enterpriseQueries'

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

export const productBody = strict({
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

export const withLanguage = (old: unknown, lang: string, value: string) => ({ ...(old && typeof old === 'object' ? old as Record<string, string> : {}), [lang]: value })

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
