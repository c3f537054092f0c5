import { useEffect } from 'react'
import { useStores } from '@/stores'

/**
 * Makes the meeting store hold the meeting a screen shows (its id from the query or the item), or the default
 * meeting when none is known; answers the meeting id to list by and the meeting's time zone.
 */
export function useMeetingFor(meetingId: string | undefined): { meetingId: string | undefined; timezone: string | undefined } {
  const { meeting: meetingStore } = useStores()
  useEffect(() => {
    // A failed meeting is not asked again in a loop: the screen's own list still loads and shows its state.
    if (meetingStore.status === 'loading' || meetingStore.status === 'failed') return
    if (meetingStore.status === 'idle' || (meetingId && meetingStore.meeting?._id !== meetingId)) void meetingStore.load(meetingId)
  }, [meetingId, meetingStore])
  const id = meetingId ?? meetingStore.meeting?._id
  const timezone = meetingStore.meeting && meetingStore.meeting._id === id ? meetingStore.meeting.timezone : undefined
  return { meetingId: id, timezone }
}
