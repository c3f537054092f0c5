/**
 * Options linked to another activity (SPEC §3 form question options `auto_logon_activity_id`, §5): choosing one
 * registers the person for that activity too, in the caller's transaction and under the same rules as a sign-up:
 * refused with that activity's own reason (private 4030, not started 4113, ended 4112, full 4100, a paid ticket type
 * 4403), its place taken by the same conditional UPDATE. Already registered there: nothing more happens.
 */
import { and, eq, gt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { ticketPrices, tickets } from '../../db/schema'
import { ApiError, conflict, ErrorCode, forbidden } from '../../http/errors'
import type { FormAnswerInput } from './forms'
import { checkOpen, issueTickets, loadActivity, type Attendee } from './registration'
import { lockActivities, takePlaces } from '../places/places'

interface LinkedOptionQuestion { _id: string; options?: { _id: string; auto_logon_activity_id?: string }[] }

/** Activities linked to the options chosen in `answers` (each once, in answer order). */
export function linkedActivityIds(questions: LinkedOptionQuestion[], answers: FormAnswerInput[]): string[] {
  const ids: string[] = []
  for (const answer of answers) {
    const question = questions.find((q) => q._id === answer.question_id)
    for (const optionId of answer.options ?? []) {
      const target = question?.options?.find((o) => o._id === optionId)?.auto_logon_activity_id
      if (target && !ids.includes(target)) ids.push(target)
    }
  }
  return ids
}

/** The refusal of a linked activity, saying which activity refused. */
function asLinked(err: unknown, activityId: string): unknown {
  if (!(err instanceof ApiError)) return err
  return new ApiError(err.status, err.code, `${err.message} (the activity linked to your answer)`, { ...err.data, linked_activity_id: activityId })
}

export interface LinkedRegistration {
  userId: string
  person: Pick<Attendee, 'name' | 'phone' | 'area_code' | 'email' | 'id_number'>
  questions: LinkedOptionQuestion[]
  answers: FormAnswerInput[]
  /** The activity being registered for, never registered again through its own form. */
  activityId?: string
  /** Only check (an order before payment): refusals are raised, nothing is taken or issued. */
  dryRun?: boolean
}

/** Registers the person for every activity linked to a chosen option; returns the new tickets. */
export async function registerLinked(tx: Tx, r: LinkedRegistration): Promise<(typeof tickets.$inferSelect)[]> {
  const created: (typeof tickets.$inferSelect)[] = []
  const linkedIds = linkedActivityIds(r.questions, r.answers).filter((id) => id !== r.activityId)
  if (!r.dryRun) await lockActivities(tx, linkedIds) // callers that take a place of their own lock it with these first
  for (const linkedId of linkedIds) {
    try {
      const activity = await loadActivity(tx, linkedId)
      const [mine] = await tx.select({ _id: tickets._id }).from(tickets)
        .where(and(eq(tickets.activity_id, linkedId), eq(tickets.user_id, r.userId), sql`agent_id is null and status <> 2 and deleted = 0`)).limit(1)
      if (mine) continue
      if (activity.privacy) throw forbidden('this activity is private: register through an invitation link')
      checkOpen(activity)
      const [paid] = await tx.select({ _id: ticketPrices._id }).from(ticketPrices)
        .where(and(eq(ticketPrices.activity_id, linkedId), eq(ticketPrices.deleted, 0), gt(ticketPrices.amount, 0))).limit(1)
      if (paid) throw new ApiError(402, ErrorCode.PaymentRequired, 'this activity sells tickets: order it through POST /checkout/activities')
      if (r.dryRun) {
        if (activity.max && activity.ticket_total >= activity.max && !activity.is_review) throw conflict(ErrorCode.ActivityFull, 'signup.failed.max: this activity is full')
        continue
      }
      await takePlaces(tx, linkedId, 1, !activity.is_review)
      created.push(...await issueTickets(tx, {
        activity, userId: r.userId, people: [{ ...r.person }], status: activity.is_review ? 0 : 1,
      }))
    } catch (err) {
      throw asLinked(err, linkedId)
    }
  }
  return created
}

/** What a registration answer tells about the tickets made through linked options. */
export const linkedTicketDoc = (t: typeof tickets.$inferSelect) => ({ _id: t._id, activity_id: t.activity_id, status: t.status, code: t.code })
