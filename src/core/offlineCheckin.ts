/**
 * Offline check-in at the reception desk (issue 16): the desk keeps its activity's guest list and the day keys
 * (GET /reception/checkin/list), checks guests in against it when the network is gone, queues each check-in on the
 * device, and hands the queue to the server when the network is back (POST /reception/checkins). The server keeps the
 * first check-in of a ticket; a second one (another desk got there first) comes back as a conflict, recorded on both
 * sides, never dropped. A code the list does not know (registered after the download) is queued as pending: only the
 * server knows whether that ticket exists and has its place.
 */
import { parseTicketQr, verifyRotatingPass, type PassCheck, type PassKey, type TicketLookup } from './ticketQr'

/** One ticket of the activity as the desk keeps it. */
export interface DeskGuest {
  ticket_id: string
  code: string
  name: string | null
  /** SPEC §4: 0 under review, 1 approved, 2 rejected, 3 checked in. */
  status: number
  attended: number | null
  price_id?: string | null
}

/** What the desk downloaded for one activity. */
export interface DeskList {
  activity_id: string
  meeting_id: string
  /** When the server made it (seconds, its clock). */
  downloaded: number
  /** The activity's day keys (today and tomorrow, UTC). */
  keys: PassKey[]
  guests: DeskGuest[]
}

/** A check-in made on this device, waiting for the server. */
export interface QueuedCheckin {
  /** This device's id of the check-in (the server answers per id). */
  id: string
  activity_id: string
  /** The ticket, or none when the list did not know the code (pending: the server finds it by code). */
  ticket_id: string | null
  code: string
  name: string | null
  /** When the guest was let in (seconds, this device's clock). */
  at: number
}

/** The server's answer for one queued check-in. */
export interface CheckinSyncResult {
  id: string
  /**
   * checked_in: this desk's check-in is the one kept; conflict: another check-in came first (its time and desk in
   * `first_at` / `first_desk`), this one is kept in the log; not_approved: under review or rejected; not_found: no
   * ticket with that code at the activity.
   */
  outcome: 'checked_in' | 'conflict' | 'not_approved' | 'not_found'
  ticket_id?: string | null
  name?: string | null
  status?: number
  attended?: number | null
  first_at?: number | null
  first_desk?: string | null
}

/** A check-in the server did not keep as this desk's, to show until the staff member has read it. */
export interface CheckinReport {
  id: string
  code: string
  name: string | null
  at: number
  outcome: Exclude<CheckinSyncResult['outcome'], 'checked_in'>
  first_at?: number | null
  first_desk?: string | null
}

/** What the desk decides on its own for one look-up (no network needed). */
type OfflineLookup =
  | { kind: 'found'; guest: DeskGuest; activityId: string; pass: PassCheck | 'typed' }
  | { kind: 'pending'; lookup: TicketLookup }
  | { kind: 'oldPass' }
  | { kind: 'noList'; activityId: string }
  | { kind: 'refused'; pass: Exclude<PassCheck, 'valid'> }

/** The guest of `lookup` in the list, with the queue's own check-ins applied. */
export function findGuest(list: DeskList, queue: readonly QueuedCheckin[], lookup: TicketLookup): DeskGuest | undefined {
  const guest = list.guests.find(g => g.code === lookup.code)
  if (!guest) return undefined
  const queued = queue.find(q => q.ticket_id === guest.ticket_id)
  return queued && guest.status !== 3 ? { ...guest, status: 3, attended: queued.at } : guest
}

/**
 * A scanned or typed text checked against the downloaded lists: the guest (a rotating pass verified with the day
 * keys), a code the list does not know (pending), an old static pass, or a refusal of the pass (a screenshot, a
 * forgery, a day the list has no key for).
 */
export function lookUpOffline(
  text: string, chosenActivityId: string | undefined, lists: Readonly<Record<string, DeskList>>, queue: readonly QueuedCheckin[], nowMs: number,
): OfflineLookup | { kind: 'unreadable'; reason: 'unknown' | 'needsActivity' } {
  const parsed = parseTicketQr(text, chosenActivityId)
  if (!parsed.ok) return { kind: 'unreadable', reason: parsed.reason }
  if (parsed.form.kind === 'static') return { kind: 'oldPass' }
  const list = lists[parsed.lookup.activityId]
  if (!list) return { kind: 'noList', activityId: parsed.lookup.activityId }
  const guest = findGuest(list, queue, parsed.lookup)
  if (parsed.form.kind === 'typed') return guest ? { kind: 'found', guest, activityId: list.activity_id, pass: 'typed' } : { kind: 'pending', lookup: parsed.lookup }
  if (!guest) return { kind: 'pending', lookup: parsed.lookup }
  const check = verifyRotatingPass({ ...parsed.lookup, window: parsed.form.window, mac: parsed.form.mac }, guest.ticket_id, list.keys, nowMs)
  return check === 'valid' ? { kind: 'found', guest, activityId: list.activity_id, pass: check } : { kind: 'refused', pass: check }
}

/** Whether the desk may let this guest in now: approved and not checked in yet (here or in the downloaded list). */
type OfflineVerdict = 'ok' | 'already' | 'reviewing' | 'rejected'
export function offlineVerdict(guest: DeskGuest): OfflineVerdict {
  if (guest.status === 3) return 'already'
  if (guest.status === 0) return 'reviewing'
  if (guest.status === 2) return 'rejected'
  return 'ok'
}

/** Adds a check-in to the queue (one per ticket: a second one for the same ticket is not queued again). */
export function enqueueCheckin(queue: readonly QueuedCheckin[], item: QueuedCheckin): QueuedCheckin[] {
  if (item.ticket_id && queue.some(q => q.ticket_id === item.ticket_id)) return [...queue]
  if (!item.ticket_id && queue.some(q => !q.ticket_id && q.activity_id === item.activity_id && q.code === item.code)) return [...queue]
  return [...queue, item]
}

/**
 * The server's answers merged into the desk's state: answered check-ins leave the queue (unanswered ones stay for the
 * next sync), the lists take the server's status of each ticket, and every check-in the server did not keep as this
 * desk's becomes a report.
 */
export function mergeSyncResults(
  lists: Readonly<Record<string, DeskList>>, queue: readonly QueuedCheckin[], results: readonly CheckinSyncResult[],
): { lists: Record<string, DeskList>; queue: QueuedCheckin[]; reports: CheckinReport[]; synced: number } {
  const byId = new Map(results.map(r => [r.id, r]))
  const next: Record<string, DeskList> = { ...lists }
  const reports: CheckinReport[] = []
  let synced = 0
  for (const item of queue) {
    const result = byId.get(item.id)
    if (!result) continue
    if (result.outcome === 'checked_in') synced++
    else reports.push({ id: item.id, code: item.code, name: result.name ?? item.name, at: item.at, outcome: result.outcome, first_at: result.first_at, first_desk: result.first_desk })
    const list = next[item.activity_id]
    const ticketId = result.ticket_id ?? item.ticket_id
    if (list && ticketId && result.status !== undefined) {
      next[item.activity_id] = {
        ...list,
        guests: list.guests.map(g => (g.ticket_id === ticketId ? { ...g, status: result.status!, attended: result.attended ?? g.attended } : g)),
      }
    }
  }
  return { lists: next, queue: queue.filter(q => !byId.has(q.id)), reports, synced }
}
