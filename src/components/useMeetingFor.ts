import { useEffect } from 'react'
import { useStores } from '@/stores'

/**
 * Makes the meeting store hold the meeting a screen shows (its id from the query or the item), or the default
 * meeting when none is known; answers the meeting id to list by and the meeting's time zone.
 */
export function useMeetingFor(meetingId: string | undefined): { meetingId: string | undefined; timezone: string | undefined } {
  const { meeting: meetingStore } = useStores()
  useEffect(() => { void meetingStore.ensure(meetingId) }, [meetingId, meetingStore])
  const id = meetingId ?? meetingStore.meeting?._id
  const timezone = meetingStore.meeting && meetingStore.meeting._id === id ? meetingStore.meeting.timezone : undefined
  return { meetingId: id, timezone }
}
