/** The meeting's discussion board (server/README.md "Discussion board"): threads, replies, likes and reports. */
import type { ObjectId } from '@fu-types/entities'
import type { ThreadDoc, ThreadLikeState, ThreadReply, ThreadReportReason } from '@fu-types/api'
import { request, requestEnvelope } from './http'

/** The board, newest first. */
export const listThreads = (query: { meeting_id: ObjectId; limit?: number; skip?: number }) =>
  requestEnvelope<ThreadDoc[]>('/threads', { query })
/** One thread by id (404 when it is gone). */
export const fetchThread = (threadId: ObjectId): Promise<ThreadDoc | null> =>
  requestEnvelope<ThreadDoc[]>('/threads', { query: { _id: threadId } }).then(envelope => envelope.results?.[0] ?? null)
/** Fails with 4116 (not registered for the meeting), 4300 + data.category (sensitive), 4290 (too often), 400 (empty or over 500). */
export const postThread = (meetingId: ObjectId, content: string) =>
  request<ThreadDoc>('/threads', { method: 'POST', body: { meeting_id: meetingId, content } })
/** Replies, oldest first. */
export const listThreadReplies = (threadId: ObjectId, query: { limit?: number; skip?: number } = {}) =>
  requestEnvelope<ThreadReply[]>(`/threads/${threadId}/replies`, { query })
/** The same refusals as postThread. */
export const replyThread = (threadId: ObjectId, content: string) =>
  request<ThreadReply>(`/threads/${threadId}/replies`, { method: 'POST', body: { content } })
export const likeThread = (threadId: ObjectId) => request<ThreadLikeState>(`/threads/${threadId}/likes`, { method: 'POST' })
export const unlikeThread = (threadId: ObjectId) => request<ThreadLikeState>(`/threads/${threadId}/likes`, { method: 'DELETE' })
/** Reports the thread, or one of its replies (`replyId`); a second report of the same item fails with 4302. */
export const reportThread = (threadId: ObjectId, reason: ThreadReportReason, replyId?: ObjectId) =>
  request<{ reported: 1 }>(`/threads/${threadId}/reports`, { method: 'POST', body: replyId ? { reason, reply_id: replyId } : { reason } })
