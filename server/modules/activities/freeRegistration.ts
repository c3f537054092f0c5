/**
 * A free registration (SPEC §4, §5; POST /tickets): one person or a group, with a ticket type, a channel and the
 * activities the answers link, a waitlist hold used. Its path: the activity and its form (registration.ts), the checks,
 * then the places service (modules/places) takes places and stock in one statement or one transaction, and the
 * tickets are written. Full or sold out: expired unpaid orders and holds give their places back, then one more try.
 */
import type { Db } from '../../db/client'
import type { AuthUser } from '../../http/auth'
import type { PublicCache } from '../../http/publicCache'
import { ApiError, conflict, ErrorCode } from '../../http/errors'
import { cleanAnswers } from './forms'
import { expireOrders } from '../orders/orderExpiry'
import { linkedActivityIds, linkedTicketDoc, registerLinked } from './linkedRegistration'
import { attendeeSchema, checkBlacklist, checkGroup, checkNotRegistered, checkOpen, checkSource, groupSchema, HELD_BY_ORDERS, issuePersonalTicket, issueTickets, loadActivityAndQuestions, ticketDoc, type Attendee } from './registration'
import { expireHolds, lockActivities, promoteWaitlist, releaseHoldPlace, takePlaces, takePriceStock, takeSourcePlaces, useHold } from '../places/places'
import { liveEntry } from '../waitlist/waitlist'
import { adoptRegistrationName } from '../accounts/users'
import { int, objectId, requestOf, strict, z } from '../../lib/validation'
import type { TicketRequest } from '../../../types/api'

export const registrationBody = requestOf<TicketRequest>()(strict({
  activity_id: objectId,
  source_id: objectId.optional(),
  price_id: objectId.optional(),
  /** The ticket price the client showed, in cents: a different current price → 4340. */
  amount: int(0).optional(),
  /** SPEC §5: a ticket defaults to number 1. */
  number: int(1, 1).optional(),
  ...attendeeSchema.shape,
  members: z.array(attendeeSchema).min(1).max(200).optional(),
  group: groupSchema.optional(),
  user_id: z.string().max(64).optional(),
}))
export type RegistrationBody = z.infer<typeof registrationBody>

/** Registers the caller (and their group); → the tickets issued, the first carrying `linked_tickets` when answers linked others. */
export async function registerFree(db: Db, me: AuthUser, body: RegistrationBody, cache?: PublicCache): Promise<Record<string, unknown>[]> {
  // The activity and its form: one query, or none while organisers change neither (its counters are not read here
  // but for review activities, loaded afresh: capacity is decided by the statement that takes the place).
  const { activity, questions } = await loadActivityAndQuestions(db, body.activity_id, cache)
  checkOpen(activity)
  await checkSource(db, activity, body.source_id)
  const isGroup = Boolean(body.members)
  const people: Attendee[] = isGroup
    ? body.members!
    : [{ name: body.name, phone: body.phone ?? me.phone ?? undefined, area_code: body.area_code, email: body.email ?? me.email ?? undefined, id_number: body.id_number, job: body.job, answers: body.answers }]
  if (isGroup) checkGroup(activity, people, body.group)
  await checkBlacklist(db, people.map((p) => p.email))
  for (const person of people) person.answers = cleanAnswers(questions, person.answers ?? [], body.price_id, person as Record<string, unknown>, !isGroup)
  const linkedIds = isGroup ? [] : linkedActivityIds(questions, people[0].answers ?? []).filter((id) => id !== activity._id)
  const plain = !isGroup && !body.price_id && !body.source_id && !linkedIds.length
  // The most common case first, in one round trip (issue 15): one person, nothing but a place to take, no waitlist
  // hold (the statement checks that too). Full or held: the full path below finds out which and answers.
  if (plain && !activity.is_review) {
    try {
      const ticket = await issuePersonalTicket(db, { activity, userId: me._id, person: people[0], status: 1, counted: true, unlessHeld: true })
      if (!me.named) await adoptRegistrationName(db, me._id, people[0].name)
      return [ticketDoc(ticket)]
    } catch (err) {
      if (!(err instanceof ApiError && err.code === ErrorCode.ActivityFull)) throw err
    }
  }
  // A place the waitlist holds for this person (modules/waitlist/waitlist.ts) is theirs to register with.
  const entry = isGroup ? undefined : await liveEntry(db, activity._id, me._id)
  const hold = entry?.status === 'held' ? entry : undefined
  // Review activities: places are taken when the organiser approves (PUT /tickets/{id}/approve).
  if (activity.is_review && activity.max && activity.ticket_total >= activity.max && !hold) {
    if (!(await expireOrders(db, { activityId: activity._id }))) throw conflict(ErrorCode.ActivityFull, 'signup.failed.max: this activity is full')
  }
  // The common case (one person, no ticket type, channel or linked activity): one statement, no transaction, and no
  // duplicate check first (the unique indexes refuse a second ticket with the same error, in the same precedence).
  const simple = plain && !hold
  if (!simple) await checkNotRegistered(db, activity._id, me._id, !isGroup, people)
  const register = async () => {
    if (simple) {
      const ticket = await issuePersonalTicket(db, { activity, userId: me._id, person: people[0], status: activity.is_review ? 0 : 1, counted: !activity.is_review })
      return { issued: [ticket], linked: [] }
    }
    return db.transaction(async (tx) => {
      // The hold gives back what it held, for the steps below to take it again (its rows stay locked meanwhile).
      const usingHold = hold ? await useHold(tx, hold) : false
      if (body.price_id) {
        const price = await takePriceStock(tx, activity, body.price_id, people.length, body.amount)
        if (price.amount > 0) throw new ApiError(402, ErrorCode.PaymentRequired, 'this ticket type has a price: order it through POST /checkout/activities')
      }
      if (body.source_id) await takeSourcePlaces(tx, body.source_id, people.length)
      if (!isGroup) await lockActivities(tx, [activity._id, ...linkedIds])
      if (usingHold) await releaseHoldPlace(tx, activity._id)
      await takePlaces(tx, activity._id, people.length, !activity.is_review)
      // A review activity's ticket takes its place at approval: the held place passes to the next person waiting.
      if (usingHold && activity.is_review) await promoteWaitlist(tx, activity._id)
      const issued = await issueTickets(tx, {
        activity, userId: me._id, people, status: activity.is_review ? 0 : 1,
        agentId: isGroup ? me._id : undefined, group: body.group, priceId: body.price_id, sourceId: body.source_id,
      })
      // A personal sign-up whose answers chose options linked to other activities registers for those too.
      const linked = isGroup ? [] : await registerLinked(tx, { userId: me._id, person: people[0], questions, answers: people[0].answers ?? [], activityId: activity._id })
      return { issued, linked }
    })
  }
  let created: Awaited<ReturnType<typeof register>>
  try {
    created = await register()
  } catch (err) {
    if (!(err instanceof ApiError && HELD_BY_ORDERS.has(err.code))) throw err
    // Full, but already registered: that is the answer (as when the check comes first).
    if (simple) await checkNotRegistered(db, activity._id, me._id, true, people)
    // Full or sold out: expired unpaid orders give their places back first (SPEC §4), then one more try.
    if (!(await expireOrders(db, { activityId: activity._id })) && !(await expireHolds(db, { activityId: activity._id }))) throw err
    created = await register()
  }
  if (!isGroup && !me.named) await adoptRegistrationName(db, me._id, people[0].name)
  const docs = created.issued.map(ticketDoc)
  if (created.linked.length) docs[0].linked_tickets = created.linked.map(linkedTicketDoc)
  return docs
}
