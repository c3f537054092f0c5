import { listActivities } from '@/api/activities'

/** How many performances (the festival meeting's activities) there are. */
export async function countActivities(meetingId: string): Promise<number> {
  const envelope = await listActivities({ meeting_id: meetingId, limit: 1, skip: 0 })
  return envelope.total ?? envelope.results?.length ?? 0
}
