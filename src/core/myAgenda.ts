import type { Activity, Agenda, Appointment, LocalizedText, ObjectId, Ticket, Timestamp } from '@fu-types/entities'
import { isApproved } from './tickets'
import { toMs } from './time'

/** What "my agenda" gathers: sessions I saved, activities I hold a ticket for, exhibitor meetings that were accepted. */
export type PlanKind = 'session' | 'activity' | 'appointment'

export interface PlanItem {
  /** Unique across kinds: `session:<id>`, `activity:<id>`, `appointment:<id>`. */
  key: string
  kind: PlanKind
  id: ObjectId
  /** Organiser text for sessions and activities; for an appointment, the other party's name as the caller has it. */
  title: LocalizedText
  start: Timestamp
  end: Timestamp
  place?: LocalizedText
}

interface PlannedItem extends PlanItem {
  /** The other items that overlap this one in time, in time order. */
  clashes: PlanItem[]
}

/** Ticket status 0 (under review) still holds a place on my day; rejected (2) does not. */
const holdsPlace = (ticket: Pick<Ticket, 'status'>) => isApproved(ticket.status) || ticket.status === 0

/**
 * My agenda's items: saved sessions, the activities of my own tickets that still hold a place (one item per activity
 * however many tickets), and accepted appointments (status 1), each once. Activities the lookup does not know are
 * left out (deleted, or of another meeting).
 */
export function planItems(input: {
  sessions: readonly Pick<Agenda, '_id' | 'title' | 'start' | 'end' | 'place'>[]
  tickets: readonly Pick<Ticket, 'activity_id' | 'status'>[]
  activities: ReadonlyMap<ObjectId, Pick<Activity, '_id' | 'title' | 'start' | 'end'> & { place?: LocalizedText }>
  appointments: readonly (Pick<Appointment, '_id' | 'start' | 'end' | 'status' | 'booth' | 'type'> & { title: LocalizedText })[]
}): PlanItem[] {
  const items = new Map<string, PlanItem>()
  for (const s of input.sessions) items.set(`session:${s._id}`, { key: `session:${s._id}`, kind: 'session', id: s._id, title: s.title, start: s.start, end: s.end, place: s.place })
  for (const ticket of input.tickets) {
    const activity = input.activities.get(ticket.activity_id)
    if (!activity || !holdsPlace(ticket)) continue
    const key = `activity:${activity._id}`
    items.set(key, { key, kind: 'activity', id: activity._id, title: activity.title, start: activity.start, end: activity.end, place: activity.place })
  }
  for (const a of input.appointments) {
    if (a.status !== 1) continue
    const key = `appointment:${a._id}`
    items.set(key, { key, kind: 'appointment', id: a._id, title: a.title, start: a.start, end: a.end, place: a.type === 'online' ? undefined : a.booth })
  }
  return [...items.values()]
}

/**
 * My plan from the lists the server gives (my saved sessions, the tickets I can see, the meeting's activities, my
 * accepted meetings): only my own tickets hold my time; a group's members' tickets that I bought as its agent do not.
 * `appointmentTitle` words a meeting with an exhibitor in the UI's language.
 */
export function myPlanItems<A extends Pick<Appointment, '_id' | 'start' | 'end' | 'status' | 'booth' | 'type'>>(input: {
  userId: ObjectId
  sessions: readonly Pick<Agenda, '_id' | 'title' | 'start' | 'end' | 'place'>[]
  tickets: readonly Pick<Ticket, 'activity_id' | 'status' | 'user_id' | 'agent_id'>[]
  activities: readonly (Pick<Activity, '_id' | 'title' | 'start' | 'end'> & { place?: LocalizedText })[]
  appointments: readonly A[]
  appointmentTitle: (appointment: A) => LocalizedText
}): PlanItem[] {
  return planItems({
    sessions: input.sessions,
    tickets: input.tickets.filter(ticket => ticket.user_id === input.userId && !ticket.agent_id),
    activities: new Map(input.activities.map(a => [a._id, a])),
    appointments: input.appointments.map(a => ({ ...a, title: input.appointmentTitle(a) })),
  })
}

/** Two items clash when their times overlap; one ending as the other starts does not. */
export function overlaps(a: Pick<PlanItem, 'start' | 'end'>, b: Pick<PlanItem, 'start' | 'end'>): boolean {
  return toMs(a.start) < toMs(b.end) && toMs(b.start) < toMs(a.end)
}

const byTime = (a: PlanItem, b: PlanItem) => toMs(a.start) - toMs(b.start) || toMs(a.end) - toMs(b.end) || a.key.localeCompare(b.key)

/**
 * The items in time order, each with the items it clashes with. Sorted by start, an item can only clash with later
 * items that start before it ends, so the scan stops there (n log n for a day of sessions, not n²).
 */
export function planWithClashes(items: readonly PlanItem[]): PlannedItem[] {
  const sorted = [...items].sort(byTime)
  const clashes = sorted.map(() => [] as PlanItem[])
  for (let i = 0; i < sorted.length; i++) {
    for (let j = i + 1; j < sorted.length && toMs(sorted[j].start) < toMs(sorted[i].end); j++) {
      if (!overlaps(sorted[i], sorted[j])) continue
      clashes[i].push(sorted[j])
      clashes[j].push(sorted[i])
    }
  }
  return sorted.map((item, i) => ({ ...item, clashes: clashes[i].sort(byTime) }))
}
