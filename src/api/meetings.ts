/** Meetings, their layout blocks, schedules, users, speakers and coupons (SPEC §7 "Meetings"). */
import type { Agenda, Coupon, Meeting, MeetingBlock, ObjectId, Speaker, User } from '@fu-types/entities'
import type { ViewRequest } from '@fu-types/api'
import { request, requestEnvelope, type Query } from './http'
import { startPayload } from './startPayload'

/**
 * GET /demand/meetings with `_id`: the meeting, or the default one when no id is given. Shared for 5 s (http.ts). The
 * first ask may be answered by the page itself (startPayload.ts).
 */
export async function fetchMeeting(meetingId?: string): Promise<Meeting | undefined> {
  const inPage = startPayload().meeting(meetingId)
  if (inPage) return inPage
  const results = await request<Meeting[]>('/demand/meetings', { query: { _id: meetingId, limit: 1 } })
  return results[0]
}

/** The meeting of a custom domain (SPEC §1), falling back to the default meeting. */
export async function fetchMeetingByDomain(domain: string): Promise<Meeting | undefined> {
  // The server filled the page for this very host (the domain's meeting, else the default).
  const inPage = startPayload().meeting()
  if (inPage) return inPage
  return (await request<Meeting[]>('/demand/meetings', { query: { domain, limit: 1 } }))[0]
}

const MEETING_BLOCKS_QUERY = { limit: 999, weight: 1, with_hls: 1 } as const
export const meetingBlocks = async (meetingId: ObjectId, version?: number): Promise<MeetingBlock[]> =>
  startPayload().blocks(meetingId, version) ?? request<MeetingBlock[]>('/meeting/blocks', { query: { meeting_id: meetingId, ...MEETING_BLOCKS_QUERY, version } })
/** The meeting's layout versions: the released one and the organisers' draft (SPEC §3 block_*_version). */
interface BlockVersion { version: number; stage: 'release' | 'draft' }
export const blockVersions = (meetingId: ObjectId) => request<BlockVersion[]>(`/meetings/${meetingId}/block/versions`)

type MeetingViewKind = 'views' | 'cover/show' | 'cover/views' | 'attachments/views' | 'product/category/views' | 'content/views'
  | 'exhibitor/category/views' | 'area/views'
/**
 * POST /meetings/{id}/views and its kin (`target_id`: the document, content… viewed); user_id and source_id are
 * completed by http.ts. POST /meetings/{id}/exhibitor/apply is the application itself: api/meetingInfo.ts applyToExhibit.
 */
export const recordMeetingAction = (meetingId: ObjectId, kind: MeetingViewKind, body: ViewRequest & Record<string, unknown> = {}) =>
  request<unknown>(`/meetings/${meetingId}/${kind}`, { method: 'POST', body })
/** My credential for a meeting (SPEC §6): the same record on every call, tied to the meeting's WeChat app. */
export interface MeetingCredential { meeting_id: ObjectId; user_id: ObjectId; app_id: string; _id?: ObjectId; created?: number }
export const meetingCredential = (meetingId: ObjectId, body: { user_id?: string; app_id?: string } = {}) =>
  request<MeetingCredential>(`/meetings/${meetingId}/credential`, { method: 'POST', body })
/** Counts one banner cover as shown (PUT …/covers/{cid}/show_total). */
export const countCoverShown = (meetingId: ObjectId, coverId: ObjectId, incr = 1) =>
  request<unknown>(`/demand/meetings/${meetingId}/covers/${coverId}/show_total`, { method: 'PUT', body: { incr } })

export const meetingUsers = (query: Query) => requestEnvelope<User[]>('/meeting/users', { query })
export const userExposure = (userId: ObjectId) => request<unknown>(`/meeting/users/exposure/${userId}`)
export const setUserExposure = (body: Record<string, unknown>) => request<unknown>('/meeting/users/exposure', { method: 'PUT', body })
/** A meeting's speakers by weight, page by page; `category_id` keeps one speaker category. */
export const listSpeakers = (meetingId: ObjectId, query: { category_id?: ObjectId; keyword?: string; limit?: number; skip?: number } = {}) =>
  requestEnvelope<Speaker[]>(`/meetings/${meetingId}/speakers`, { query })
export const fetchSpeaker = (meetingId: ObjectId, speakerId: ObjectId) => request<Speaker>(`/meetings/${meetingId}/speakers/${speakerId}`)
/** The sessions a speaker speaks in, by start; `with_lives=1` expands their shown lives. */
export const speakerAgendas = (meetingId: ObjectId, userId: ObjectId, query: { with_lives?: 0 | 1; limit?: number; skip?: number } = {}) =>
  request<Agenda[]>(`/meetings/${meetingId}/speaker/users/${userId}/agendas`, { query })
export const meetingCoupons = (query: Query) => request<Coupon[]>('/meeting/coupons', { query })

/** The speaker of this meeting linked to the signed-in account (`userId` must be the caller's own), with their answer to the invitation; 404 when the account is no speaker. */
export interface SpeakerInvitation extends Speaker { accepted: 0 | 1; accepted_at: number | null }
export const fetchSpeakerInvitation = (meetingId: ObjectId, userId: ObjectId) => request<SpeakerInvitation>(`/meetings/${meetingId}/speaker/users/${userId}`)
/** Accepts the speaker invitation (idempotent: the first time is kept). */
export const acceptSpeakerInvitation = (meetingId: ObjectId, userId: ObjectId) =>
  request<{ speaker_id: ObjectId; accepted: 1; accepted_at: number }>(`/meetings/${meetingId}/speaker/users/${userId}/accept`, { method: 'POST' })
