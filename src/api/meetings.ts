import type { Meeting } from '@fu-types/entities'
import { request } from './http'

/** GET /demand/meetings with `_id`: the meeting, or the default one when no id is given. */
export async function fetchMeeting(meetingId?: string): Promise<Meeting | undefined> {
  const results = await request<Meeting[]>('/demand/meetings', { query: { _id: meetingId, limit: 1 } })
  return results[0]
}
