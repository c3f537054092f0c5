/** Search logging (SPEC §7): what visitors look for in a meeting; http.ts fills user_id with the device id when signed out. */
import type { ObjectId } from '@fu-types/entities'
import { request } from './http'

interface SearchKeywordCount { keyword: string; total: number }

/** POST /search/keyword: records one search (1–100 characters) in the meeting. */
export const logSearchKeyword = (body: { keyword: string; meeting_id: ObjectId }) =>
  request<{ keyword: string }>('/search/keyword', { method: 'POST', body: { ...body } })

/** GET /search/keywords: the meeting's most searched keywords, most first. */
export const topSearchKeywords = (meetingId: ObjectId, limit = 10) =>
  request<SearchKeywordCount[]>('/search/keywords', { query: { meeting_id: meetingId, limit } })
