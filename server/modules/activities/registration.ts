/**
 * The registration rules of SPEC §4/§5/§8, shared by free sign-up (POST /tickets) and paid orders (/checkout/activities).
 * Every capacity decision is one conditional UPDATE … RETURNING inside the caller's transaction, never read-then-write;
 * duplicate registrations are stopped by the partial unique indexes on tickets.
 */
import crypto from 'node:crypto'
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { pgError } from '../../db/client'
import { activities, activitySources, emailBlacklist, ticketGroups, tickets } from '../../db/schema'
import { ApiError, badRequest, conflict, ErrorCode, notFound } from '../../http/errors'
import { nowSeconds, objectId } from '../../lib/ids'
import { areaCode, email, idNumber, nameText, phone, strict, text, z } from '../../lib/validation'
import { formAnswer, type QuestionDoc } from './forms'
import type { PublicCache } from '../../http/publicCache'
import { releasePlaces, takeSourcePlaces, takeTypeStock, type ActivityRow } from '../places/places'


export const attendeeSchema = strict({
  name: nameText(60, 1).optional(),
  phone: phone.optional(),
  area_code: areaCode.optional(),
  email: email.optional(),
  id_number: idNumber.optional(),
  job: text(80).optional(),
  answers: z.array(formAnswer).max(100).optional(),
})
export type Attendee = z.infer<typeof attendeeSchema>

export const groupSchema = strict({
  name: nameText(80, 1),
  contact_name: nameText(60, 1),
  contact_phone: phone,
  contact_email: email.optional(),
})
export type GroupInfo = z.infer<typeof groupSchema>

export async function loadActivity(db: Tx, id: string): Promise<ActivityRow> {
  const [row] = await db.select().from(activities).where(eq(activities._id, id)).limit(1)
  if (!row || row.deleted) throw notFound('activity')
  return row
}

/**
 * The activity and its form's questions (as formQuestionsOf gives them) in one query; with `cache`, from memory while
 * organisers change neither (http/publicCache.ts) — then the activity's counters (ticket_total, ticket_seq, views) are
 * not current, except for review activities, whose registration reads ticket_total (always loaded afresh).
 */
export async function loadActivityAndQuestions(db: Tx, id: string, cache?: PublicCache): Promise<{ activity: ActivityRow; questions: QuestionDoc[] }> {
  if (!cache) return loadFresh(db, id)
  const kept = await cache.activityMemo(`activity:${id}`, async () => {
    try { return await loadFresh(db, id) } catch { return undefined }
  })
  if (!kept || kept.activity.is_review) return loadFresh(db, id)
  return kept
}

async function loadFresh(db: Tx, id: string): Promise<{ activity: ActivityRow; questions: QuestionDoc[] }> {
  const [row] = await db.select({
    activity: activities,
    questions: sql<QuestionDoc[] | null>`(select jsonb_agg(q.doc || jsonb_build_object('_id', q._id, 'weight', q.weight) order by q.weight desc)
      from form_questions q where q.form_id = ${activities.form_id} and q.deleted = 0)`,
  }).from(activities).where(eq(activities._id, id)).limit(1)
  if (!row || row.activity.deleted) throw notFound('activity')
  return { activity: row.activity, questions: row.activity.form_id ? row.questions ?? [] : [] }
}

/** Not started / ended: SPEC §4 (registration_start, non-zero deadline). */
export function checkOpen(activity: ActivityRow, now = nowSeconds()): void {
  if (activity.registration_start && now < activity.registration_start) {
    throw badRequest(ErrorCode.RegistrationNotStarted, 'activity.register.notStart: registration has not started', { registration_start: activity.registration_start })
  }
  if (activity.deadline && now > activity.deadline) throw badRequest(ErrorCode.RegistrationEnded, 'activity_deadline: registration has ended', { deadline: activity.deadline })
}

/** Private activities accept registrations only through one of their own channels (an invitation link). */
export async function checkSource(db: Tx, activity: ActivityRow, sourceId: string | undefined): Promise<void> {
  if (sourceId) {
    const [source] = await db.select().from(activitySources).where(eq(activitySources._id, sourceId)).limit(1)
    if (!source || source.deleted || source.activity_id !== activity._id) throw badRequest(ErrorCode.SourceInvalid, 'this registration channel is invalid')
  } else if (activity.privacy) {
    throw new ApiError(403, ErrorCode.NoPermission, 'this activity is private: register through an invitation link')
  }
}

export async function checkBlacklist(db: Tx, emails: (string | undefined)[]): Promise<void> {
  const list = emails.filter((e): e is string => Boolean(e))
  if (!list.length) return
  const hit = await db.select().from(emailBlacklist).where(inArray(emailBlacklist.email, list)).limit(1)
  if (hit.length) throw badRequest(ErrorCode.EmailBlacklisted, `e-mail ${hit[0].email} is blacklisted and cannot register`)
}

/** Group rules: size limit, required info, members may not share phone, e-mail or ID (SPEC §5). */
export function checkGroup(activity: ActivityRow, members: Attendee[], group: GroupInfo | undefined): void {
  if (!activity.group_max) throw badRequest(ErrorCode.ValidationFailed, 'this activity does not take group registrations')
  if (!group) throw badRequest(ErrorCode.ValidationFailed, 'activity.agentSignup.requireInfo: group name and contact are required first')
  if (members.length > activity.group_max) throw badRequest(ErrorCode.GroupTooLarge, `activity.agentSignup.exceed: at most ${activity.group_max} people per group`, { max: activity.group_max })
  for (const field of ['phone', 'email', 'id_number'] as const) {
    const seen = new Set<string>()
    for (const m of members) {
      const value = m[field]
      if (!value) continue
      if (seen.has(value)) throw badRequest(ErrorCode.GroupDuplicateMember, `two group members share the same ${field.replace('_', ' ')}`, { field })
      seen.add(value)
    }
  }
}

type TicketRow = typeof tickets.$inferSelect

/**
 * Whether a ticket takes one of its activity's places (`ticket_total`): approved (1, 3), or paid through an order and
 * awaiting review (0 with a checkout: the order held the place and the money is taken, so review keeps it).
 * A free ticket under review (0) takes its place only when approved.
 */
export const holdsPlace = (t: Pick<TicketRow, 'status' | 'checkout_id'>): boolean => t.status === 1 || t.status === 3 || (t.status === 0 && Boolean(t.checkout_id))

/**
 * Review decision on one ticket (PUT /tickets/{id}/approve), keeping every counter exact:
 * a place is taken when the ticket starts holding one and given back when it stops; rejection (2) also gives back
 * the ticket type's stock and the channel's place, and undoing a rejection takes them again (conditional UPDATEs).
 */
export async function changeTicketStatus(tx: Tx, ticket: TicketRow, next: number): Promise<void> {
  const rejecting = next === 2 && ticket.status !== 2
  const unrejecting = ticket.status === 2 && next !== 2
  if (unrejecting) {
    if (ticket.price_id && !(await takeTypeStock(tx, ticket.price_id, 1))) throw conflict(ErrorCode.TicketSoldOut, 'this ticket type is sold out')
    if (ticket.source_id) await takeSourcePlaces(tx, ticket.source_id, 1)
  }
  const before = holdsPlace(ticket)
  const after = holdsPlace({ status: next, checkout_id: ticket.checkout_id })
  if (!before && after) {
    const [room] = await tx.update(activities).set({ ticket_total: sql`${activities.ticket_total} + 1` })
      .where(and(eq(activities._id, ticket.activity_id), sql`(${activities.max} = 0 or ${activities.ticket_total} < ${activities.max})`)).returning({ _id: activities._id })
    if (!room) throw conflict(ErrorCode.ActivityFull, 'signup.failed.max: this activity is full')
  }
  if (rejecting || (before && !after)) {
    await releasePlaces(tx, {
      activityId: ticket.activity_id, quantity: 1, counted: before && !after,
      priceId: rejecting ? ticket.price_id : null, sourceId: rejecting ? ticket.source_id : null,
    })
  }
}

/**
 * Quick friendly check before taking stock, in one query (the user's own ticket, then a member's phone, e-mail or ID
 * number, in that order of precedence); the unique indexes are the real guard.
 */
export async function checkNotRegistered(db: Tx, activityId: string, userId: string, personal: boolean, people: Attendee[]): Promise<void> {
  const fields = (['phone', 'email', 'id_number'] as const)
    .map((field) => ({ field, values: people.map((p) => p[field]).filter((v): v is string => Boolean(v)) }))
    .filter((f) => f.values.length)
  const own = personal ? sql`(${tickets.user_id} = ${userId} and ${tickets.agent_id} is null)` : sql`false`
  const any = or(own, ...fields.map((f) => inArray(tickets[f.field], f.values)))
  const hits = await db.select({
    user: own,
    phone: fieldHit(fields, 'phone'), email: fieldHit(fields, 'email'), id_number: fieldHit(fields, 'id_number'),
  }).from(tickets).where(and(eq(tickets.activity_id, activityId), sql`status <> 2 and deleted = 0`, any)).limit(4)
  for (const field of ['user', 'phone', 'email', 'id_number'] as const) {
    if (hits.some((h) => h[field])) throw duplicateError(field)
  }
}

function fieldHit(fields: { field: 'phone' | 'email' | 'id_number'; values: string[] }[], field: 'phone' | 'email' | 'id_number') {
  const f = fields.find((x) => x.field === field)
  return f ? sql<boolean>`coalesce(${inArray(tickets[field], f.values)}, false)` : sql<boolean>`false`
}

function duplicateError(field: 'phone' | 'email' | 'id_number' | 'user'): ApiError {
  switch (field) {
    case 'phone': return conflict(ErrorCode.PhoneRegistered, 'this phone number is already registered for this activity')
    case 'email': return conflict(ErrorCode.EmailRegistered, 'this e-mail is already registered for this activity')
    case 'id_number': return conflict(ErrorCode.IdNumberRegistered, 'this ID number is already registered for this activity')
    default: return conflict(ErrorCode.AlreadyRegistered, 'you have already registered for this activity')
  }
}

const CONSTRAINT_FIELD: Record<string, 'phone' | 'email' | 'id_number' | 'user'> = {
  tickets_phone_once: 'phone', tickets_email_once: 'email', tickets_id_number_once: 'id_number', tickets_user_once: 'user',
}

export interface IssueTickets {
  activity: ActivityRow
  userId: string
  people: Attendee[]
  status: number
  agentId?: string
  group?: GroupInfo
  priceId?: string
  checkoutId?: string
  sourceId?: string
}

/** A unique-index violation on tickets as the matching "already registered" error, else undefined. */
export function duplicateFromPg(err: unknown): ApiError | undefined {
  const pg = pgError(err)
  return pg?.code === '23505' && pg.constraint && CONSTRAINT_FIELD[pg.constraint] ? duplicateError(CONSTRAINT_FIELD[pg.constraint]) : undefined
}

/**
 * The short code printed under a ticket's QR and typed at a desk or a booth (issue 26 F8): 6 random digits, distinct
 * within the activity. A counter's codes told anyone holding one ticket the codes of the people registered before and
 * after; random, a guess finds one of the activity's N tickets in 10^6, and lead scans are limited per staff member.
 * Several candidates per ticket: the first not yet used in the activity is taken.
 */
export function ticketCodeCandidates(count: number): string[] {
  return Array.from({ length: count }, () => String(crypto.randomInt(0, 1_000_000)).padStart(6, '0'))
}

/**
 * `count` distinct codes no ticket of the activity has. Called after takePlaces locked the activity's row, so no other
 * registration of it issues codes until this transaction ends.
 */
async function freeTicketCodes(db: Tx, activityId: string, count: number): Promise<string[]> {
  const picked: string[] = []
  while (picked.length < count) {
    const candidates = [...new Set(ticketCodeCandidates((count - picked.length) * 2 + 4))].filter((code) => !picked.includes(code))
    const used = new Set((await db.select({ code: tickets.code }).from(tickets)
      .where(and(eq(tickets.activity_id, activityId), inArray(tickets.code, candidates)))).map((row) => row.code))
    picked.push(...candidates.filter((code) => !used.has(code)).slice(0, count - picked.length))
  }
  return picked
}

/** Inserts the tickets; a unique-index violation becomes the matching "already registered" error. */
export async function issueTickets(db: Tx, t: IssueTickets): Promise<(typeof tickets.$inferSelect)[]> {
  let groupId: string | null = null
  if (t.group && t.agentId) {
    groupId = objectId()
    await db.insert(ticketGroups).values({ _id: groupId, activity_id: t.activity._id, agent_id: t.agentId, name: t.group.name, contact_name: t.group.contact_name, contact_phone: t.group.contact_phone, contact_email: t.group.contact_email ?? null })
  }
  const codes = await freeTicketCodes(db, t.activity._id, t.people.length)
  const rows = t.people.map((p, i) => ({
    _id: objectId(),
    activity_id: t.activity._id,
    meeting_id: t.activity.meeting_id,
    user_id: t.userId,
    status: t.status,
    number: 1,
    code: codes[i],
    name: p.name ?? null,
    phone: p.phone ?? null,
    area_code: p.phone ? p.area_code ?? '86' : null,
    email: p.email ?? null,
    id_number: p.id_number ?? null,
    agent_id: t.agentId ?? null,
    group_id: groupId,
    price_id: t.priceId ?? null,
    checkout_id: t.checkoutId ?? null,
    source_id: t.sourceId ?? null,
    form: { job: p.job, answers: p.answers ?? [] },
  }))
  try {
    return await db.insert(tickets).values(rows).returning()
  } catch (err) {
    throw duplicateFromPg(err) ?? err
  }
}

/**
 * A personal registration without ticket type, channel or linked activities in ONE statement (no transaction needed:
 * a statement is atomic): the conditional UPDATE that takes the place, and the INSERT of the ticket (a random code)
 * from its RETURNING. No row: the activity is full. A unique-index violation: the matching "already registered".
 */
/** Tries of the one-statement registration's code: with N of 10^6 codes taken, all fail with probability (N/10^6)^8. */
const CODE_ATTEMPTS = 8

export async function issuePersonalTicket(db: Tx, t: { activity: ActivityRow; userId: string; person: Attendee; status: number; counted: boolean; unlessHeld?: boolean }): Promise<TicketRow> {
  const { activity, person: p } = t
  const room = t.counted ? sql`and (max = 0 or ticket_total + 1 <= max)` : sql``
  // `unlessHeld`: refused (as full) when the waitlist holds a place for this person, whose registration must use it
  // (the caller then looks at the waitlist: modules/waitlist/waitlist.ts) — the check costs no round trip of its own.
  const noHold = t.unlessHeld
    ? sql`and not exists (select 1 from waitlist_entries w where w.activity_id = ${activity._id} and w.user_id = ${t.userId} and w.status = 'held')`
    : sql``
  // The code: one random code (ticketCodeCandidates); the unique index (activity, code) refuses the whole statement
  // when a ticket has it (no place taken), and it runs again with another. Looking the candidates up in the statement
  // first cost the planner an anti-join over the activity's tickets, halving the registrations a second.
  for (let attempt = 1; ; attempt++) {
    const [code] = ticketCodeCandidates(1)
    try {
      const result = await db.execute(sql`
        with taken as (
          update activities set ticket_total = ticket_total + ${t.counted ? 1 : 0}, ticket_seq = ticket_seq + 1
          where _id = ${activity._id} ${room} ${noHold} returning ticket_seq
        )
        insert into tickets (_id, activity_id, meeting_id, user_id, status, number, code, name, phone, area_code, email, id_number, form)
        select ${objectId()}, ${activity._id}, ${activity.meeting_id}, ${t.userId}, ${t.status}, 1,
          ${code},
          ${p.name ?? null}, ${p.phone ?? null},
          ${p.phone ? p.area_code ?? '86' : null}, ${p.email ?? null}, ${p.id_number ?? null}, ${JSON.stringify({ job: p.job, answers: p.answers ?? [] })}::jsonb
        from taken
        returning *`) as unknown as { rows: Record<string, unknown>[] }
      if (!result.rows.length) throw conflict(ErrorCode.ActivityFull, 'signup.failed.max: this activity is full')
      return result.rows[0] as TicketRow
    } catch (err) {
      const pg = pgError(err)
      if (pg?.code === '23505' && pg.constraint === 'tickets_code' && attempt < CODE_ATTEMPTS) continue
      throw duplicateFromPg(err) ?? err
    }
  }
}

/** Refusals that expired unpaid orders may lift (they give places, stock and channel places back). */
export const HELD_BY_ORDERS: ReadonlySet<number> = new Set([ErrorCode.ActivityFull, ErrorCode.TicketSoldOut, ErrorCode.UnpaidTicketStockShort, ErrorCode.SourceFull])

export function ticketDoc(row: typeof tickets.$inferSelect): Record<string, unknown> {
  const { deleted, ...rest } = row
  return deleted ? { ...rest, deleted } : rest
}
