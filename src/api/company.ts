/** Company tags and provider data (SPEC §7 "Company/provider"). */
import type { ObjectId } from '@fu-types/entities'
import { request } from './http'

const TAG_LIST_LIMIT = 20

export const companyTags = (meetingId: ObjectId) => request<{ _id: ObjectId; title: string }[]>('/company/tags', { query: { meeting_id: meetingId, limit: TAG_LIST_LIMIT } })
