import { useCallback, useRef } from 'react'
import type { Activity, ObjectId } from '@fu-types/entities'
import { listActivities } from '@/api/activities'

/**
 * Titles, times and places of the activities that tickets and orders point at. Reads each meeting's
 * activity list once (lists leave deleted activities out, so a deleted one never sends the screen to /204);
 * a meeting whose list fails is asked again next time.
 */
export function useActivityLookup() {
  const byMeeting = useRef(new Map<ObjectId, Promise<Activity[]>>())

  return useCallback(async (meetingIds: (ObjectId | undefined)[]): Promise<Map<ObjectId, Activity>> => {
    const ids = [...new Set(meetingIds.filter((id): id is ObjectId => !!id))]
    const lists = await Promise.all(ids.map(id => {
      let list = byMeeting.current.get(id)
      if (!list) {
        list = listActivities({ meeting_id: id, limit: 999 }).then(envelope => envelope.results)
        byMeeting.current.set(id, list)
        list.catch(() => byMeeting.current.delete(id))
      }
      return list.catch(() => [] as Activity[])
    }))
    return new Map(lists.flat().map(activity => [activity._id, activity]))
  }, [])
}
