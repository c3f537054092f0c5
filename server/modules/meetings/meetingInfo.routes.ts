/**
 * The meeting's information pages (SPEC §2 /meeting/doc, /introduction, /branch, /contact, /apply). Reads answer guests of
 * meetings open to guests (SPEC §6); lists leave deleted items out, by weight.
 *   GET  /meeting/attachments?meeting_id&category_id   documents: title, url, name, ext, size (bytes), created, category_id
 *   GET  /meeting/introductions?meeting_id&_id         introduction contents: title, content (organiser HTML)
 *   GET  /meeting/branches?meeting_id                  branch venues / sub-forums: title, place, summary, cover, start, end, agenda_id
 *   GET  /meeting/contacts?meeting_id                  contacts by purpose: name, phone, email, address, directions, map
 *   GET  /meetings/{id}/exhibitor/apply                my application to exhibit at this meeting, or null
 *   POST /meetings/{id}/exhibitor/apply                apply (or change an application that is not approved yet)
 */
import { and, asc, desc, eq } from 'drizzle-orm'
import { fileExtension } from '@core/attachments'
import { canEditExhibitorApplication } from '@core/states/exhibitorApplications'
import { BOOTH_TYPES, validateExhibitorApplication } from '@core/validation/exhibitorApplication'
import { hasErrors } from '@core/validation/result'
import { actionLogs, categories, exhibitorApplications, meetingContents, meetings } from '../../db/schema'
import type { Tx } from '../../db/client'
import { allowRead } from './access'
import { requireUser } from '../../http/auth'
import { toDoc } from '../../lib/docs'
import { badRequest, conflict, ErrorCode, notFound } from '../../http/errors'
import { objectId as newId, nowSeconds } from '../../lib/ids'
import { ok, type App, type Context, type Req } from '../../http/http'
import { countWhere, page } from '../../lib/lists'
import { rejectSensitive } from '../moderation/sensitive'
import { nameText, objectId, strict, text, z } from '../../lib/validation'

type Kind = 'attachment' | 'introduction' | 'branch' | 'contact'
type ContentRow = typeof meetingContents.$inferSelect

/** An existing, not deleted meeting the caller may read (a guest only when it is open to guests). */
async function readableMeeting(db: Tx, request: Req, meetingId: string): Promise<void> {
  const [meeting] = await db.select({ deleted: meetings.deleted }).from(meetings).where(eq(meetings._id, meetingId)).limit(1)
  if (!meeting || meeting.deleted) throw notFound('meeting')
  await allowRead(db, request, meetingId)
}

function contentDoc(row: ContentRow): Record<string, unknown> {
  const out = toDoc(row, ['deleted', 'kind'])
  if (row.start === null) delete out.start
  if (row.end === null) delete out.end
  if (row.category_id === null) delete out.category_id
  return out
}

function attachmentDoc(row: ContentRow): Record<string, unknown> {
  const out = contentDoc(row)
  const d = row.doc as { name?: string; url?: string }
  out.ext = fileExtension(d.name || d.url || '')
  return out
}

const applicationDoc = (row: typeof exhibitorApplications.$inferSelect) => toDoc(row)

export default async function meetingInfoRoutes(app: App, { db }: Context): Promise<void> {
  const where = (meetingId: string, kind: Kind, extra?: ReturnType<typeof eq>) =>
    and(eq(meetingContents.meeting_id, meetingId), eq(meetingContents.kind, kind), eq(meetingContents.deleted, 0), extra)
  const order = [desc(meetingContents.weight), asc(meetingContents._id)] as const

  app.get('/meeting/attachments', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting_id: objectId, category_id: objectId.optional(), ...page }) },
  }, async (request) => {
    const q = request.query
    await readableMeeting(db, request, q.meeting_id)
    const w = where(q.meeting_id, 'attachment', q.category_id ? eq(meetingContents.category_id, q.category_id) : undefined)
    const total = await countWhere(db, meetingContents, w)
    const rows = await db.select().from(meetingContents).where(w).orderBy(...order).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows.map(attachmentDoc), total)
  })

  app.get('/meeting/introductions', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting_id: objectId, _id: objectId.optional(), ...page }) },
  }, async (request) => {
    const q = request.query
    await readableMeeting(db, request, q.meeting_id)
    const w = where(q.meeting_id, 'introduction', q._id ? eq(meetingContents._id, q._id) : undefined)
    const total = await countWhere(db, meetingContents, w)
    const rows = await db.select().from(meetingContents).where(w).orderBy(...order).limit(q.limit ?? 50).offset(q.skip ?? 0)
    return ok(rows.map(contentDoc), total)
  })

  app.get('/meeting/branches', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting_id: objectId, ...page }) },
  }, async (request) => {
    const q = request.query
    await readableMeeting(db, request, q.meeting_id)
    const w = where(q.meeting_id, 'branch')
    const total = await countWhere(db, meetingContents, w)
    const rows = await db.select().from(meetingContents).where(w)
      .orderBy(asc(meetingContents.start), ...order).limit(q.limit ?? 20).offset(q.skip ?? 0)
    return ok(rows.map(contentDoc), total)
  })

  app.get('/meeting/contacts', {
    config: { auth: 'guest' },
    schema: { querystring: strict({ meeting_id: objectId }) },
  }, async (request) => {
    await readableMeeting(db, request, request.query.meeting_id)
    const rows = await db.select().from(meetingContents).where(where(request.query.meeting_id, 'contact')).orderBy(...order).limit(50)
    return ok(rows.map(contentDoc), rows.length)
  })

  // ---- applications to exhibit ----
  const mine = async (meetingId: string, userId: string) =>
    (await db.select().from(exhibitorApplications).where(and(eq(exhibitorApplications.meeting_id, meetingId), eq(exhibitorApplications.user_id, userId))).limit(1))[0]

  app.get('/meetings/:id/exhibitor/apply', { schema: { params: strict({ id: objectId }) } }, async (request) => {
    const me = requireUser(request)
    await readableMeeting(db, request, request.params.id)
    const row = await mine(request.params.id, me._id)
    return ok(row ? applicationDoc(row) : null)
  })

  const applyBody = strict({
    company: nameText(200), contact_name: nameText(100), phone: text(20), email: text(254).optional(),
    category_id: z.union([objectId, z.literal('')]), booth_type: z.union([z.enum(BOOTH_TYPES), z.literal('')]),
    booth_area: z.union([z.number(), z.string().max(10)]), note: text(2000).optional(),
    // Counted like the other meeting actions (SPEC §7): filled in by the client's http layer.
    user_id: z.string().max(64).optional(), source_id: objectId.optional(),
  })
  app.post('/meetings/:id/exhibitor/apply', { schema: { params: strict({ id: objectId }), body: applyBody } }, async (request, reply) => {
    const me = requireUser(request)
    const meetingId = request.params.id
    await readableMeeting(db, request, meetingId)
    const b = request.body
    const form = { ...b, email: b.email || undefined, note: b.note || undefined }
    const errors = validateExhibitorApplication(form)
    if (hasErrors(errors)) throw badRequest(ErrorCode.ValidationFailed, `invalid application: ${Object.keys(errors).join(', ')}`, { fields: errors })
    const [category] = await db.select({ _id: categories._id }).from(categories)
      .where(and(eq(categories._id, b.category_id), eq(categories.meeting_id, meetingId), eq(categories.type, 'exhibitor'), eq(categories.deleted, 0))).limit(1)
    if (!category) throw badRequest(ErrorCode.ValidationFailed, 'category_id is not an exhibitor category of this meeting', { fields: { category_id: 'validation.exhibitorApply.category.required' } })
    rejectSensitive({ company: form.company, contact_name: form.contact_name, note: form.note })

    const doc = {
      company: form.company.trim(), contact_name: form.contact_name.trim(), phone: form.phone.trim(),
      ...(form.email ? { email: form.email.trim().toLowerCase() } : {}),
      category_id: b.category_id, booth_type: b.booth_type, booth_area: Number(String(b.booth_area).trim()),
      ...(form.note ? { note: form.note.trim() } : {}),
    }
    const existing = await mine(meetingId, me._id)
    if (existing && !canEditExhibitorApplication(existing.status)) throw conflict(ErrorCode.ValidationFailed, 'this application was approved and can no longer be changed')
    const now = nowSeconds()
    const [row] = existing
      ? await db.update(exhibitorApplications).set({ doc, status: 0, updated: now }).where(eq(exhibitorApplications._id, existing._id)).returning()
      : await db.insert(exhibitorApplications).values({ _id: newId(), meeting_id: meetingId, user_id: me._id, status: 0, doc, created: now, updated: now })
        .onConflictDoNothing().returning()
    if (!row) throw conflict(ErrorCode.ValidationFailed, 'an application was sent at the same moment; reload it')
    await db.insert(actionLogs).values({ _id: newId(), target_type: 'meeting', target_id: meetingId, action: 'exhibitor/apply', user_id: me._id, source_id: b.source_id ?? null })
    const total = await countWhere(db, exhibitorApplications, eq(exhibitorApplications.meeting_id, meetingId))
    reply.status(existing ? 200 : 201)
    return ok(applicationDoc(row), total)
  })
}
