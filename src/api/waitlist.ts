/**
 * The automatic waitlist (issue 16): join a full activity (or a sold-out ticket type), where I stand, leave, my entries.
 * Refusals: 409 / 4170 places are left (register instead), 409 / 4171 already on the list (`data` is my entry),
 * 404 / 4172 not on the list; registered already 409 / 4101; registration not open 4112 / 4113.
 */
import type { ObjectId } from '@fu-types/entities'
import type { WaitlistEntry, WaitlistStatus } from '@fu-types/api'
import { request, requestEnvelope } from './http'

export interface JoinWaitlist {
  /** Wait for this sold-out ticket type rather than any place. */
  price_id?: ObjectId
  /** The WeChat subscribe-message template accepted in the mini-program, for the hold's notice. */
  wechat_template?: string
}

export const joinWaitlist = (activityId: ObjectId, body: JoinWaitlist = {}) =>
  request<WaitlistEntry>(`/activities/${activityId}/waitlist`, { method: 'POST', body: { ...body } })

/** My live entry on the activity (null: not on its list) and how many wait there (`total`). */
export const myWaitlistEntry = (activityId: ObjectId) =>
  requestEnvelope<WaitlistEntry | null>(`/activities/${activityId}/waitlist`).then(e => ({ entry: e.results ?? null, waitingTotal: e.total ?? 0 }))

export const leaveWaitlist = (activityId: ObjectId) => request<WaitlistEntry>(`/activities/${activityId}/waitlist`, { method: 'DELETE' })

/** My waitlist entries (waiting and held by default), each with its activity. */
export const listMyWaitlist = (query: { meeting_id?: ObjectId; status?: WaitlistStatus; limit?: number; skip?: number } = {}) =>
  requestEnvelope<WaitlistEntry[]>('/waitlist', { query: { ...query } })
