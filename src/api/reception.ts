/**
 * Reception (SPEC §2 reception screens, §4 received 0/1, §6 staff by registered phone, guests by phone, e-mail or
 * query code; others get a not-found notice, which arrives here as ApiError 404).
 */
import type { LocalizedText, ObjectId, ReceptionGuest, ReceptionPhase, ReceptionStatus } from '@fu-types/entities'
import type { ReceptionRecord, ReceptionToggle } from '@fu-types/api'
import type { CheckinSyncResult, DeskList, QueuedCheckin } from '@/core/offlineCheckin'
import { request, requestEnvelope } from './http'

/** The signed-in user as reception staff of a meeting: role 1 or 2 and the meeting's title for it. */
export interface ReceptionStaff { user_id: ObjectId; phone: string | null; roles: string[]; meeting_id: ObjectId; role: number; role_title: LocalizedText | null }
/** `title`: the phase's name, so guests (who cannot list phases) see where they were received. */
interface GuestPhaseState { phase_id: ObjectId; title?: LocalizedText | null; status: ReceptionStatus; updated: number; form?: Record<string, unknown> }
/** A guest with where they are in each phase (phases without a record are not received). */
export interface ReceptionGuestView extends ReceptionGuest { phases: GuestPhaseState[] }
export interface ReceptionPhaseView extends ReceptionPhase { received_total: number }

export const receptionStaff = (meetingId: ObjectId) => request<ReceptionStaff>('/reception/staff', { query: { meeting_id: meetingId } })
export const receptionPhases = (meetingId: ObjectId) => request<ReceptionPhaseView[]>('/reception/phases', { query: { meeting_id: meetingId } })
export const receptionGuests = (query: { meeting_id: ObjectId; phase_id?: ObjectId; received?: ReceptionStatus; keyword?: string; limit?: number; skip?: number }) =>
  requestEnvelope<ReceptionGuestView[]>('/reception/guests', { query })
export const receptionGuest = (guestId: ObjectId) => request<ReceptionGuestView>(`/reception/guests/${guestId}`)
/** The signed-in user's own guest record, found by their phone or e-mail. */
export const myGuestRecord = (meetingId: ObjectId) => request<ReceptionGuestView>('/reception/guest', { query: { meeting_id: meetingId } })
/**
 * Exactly one of query_code, phone, email; phone and e-mail of others are for staff only. Public without a sign-in:
 * a query code, or a phone with the guest's name (then without contact details).
 */
export const queryGuests = (query: { meeting_id: ObjectId } & ({ query_code: string } | { phone: string; name?: string } | { email: string })) =>
  request<ReceptionGuestView[]>('/reception/query/guest', { query })
/** Marks a guest received (1) or not (0) in a phase, with the phase's optional form (staff). */
export const setGuestPhase = (guestId: ObjectId, phaseId: ObjectId, body: ReceptionToggle) =>
  request<ReceptionRecord>(`/reception/guests/${guestId}/phases/${phaseId}`, { method: 'PUT', body: { ...body } })

/** The desk's offline list of an activity (tickets and the day keys of the rotating QR); staff of its meeting only (else 403). */
export const deskCheckinList = (activityId: ObjectId) => request<DeskList>('/reception/checkin/list', { query: { activity_id: activityId } })
/** The desk's queued check-ins, answered one by one (core/offlineCheckin: checked_in, conflict, not_approved, not_found). */
export const syncDeskCheckins = (checkins: QueuedCheckin[]) =>
  request<CheckinSyncResult[]>('/reception/checkins', { method: 'POST', json: true, body: { checkins: checkins.map(({ id, activity_id, ticket_id, code, at }) => ({ id, activity_id, ticket_id, code, at })) } })
