import { useState } from 'react'
import { useStores } from '@/stores'
import type { ScreenMeeting } from '../screen/defineScreen'
import { useMeetingFor } from '../useMeetingFor'

/**
 * A native mini-program page drawing an H5 screen's hook has no frame: this gives the meeting to hand the hook as
 * the frame does (Screen.tsx) — the item's own once the page follows it, else the page's meeting_id, else the
 * default meeting — and makes the meeting store hold it. `follow(id)` names the item's meeting while rendering: the
 * render is redone at once with it, as in the frame.
 */
export function useNativeMeeting(queryMeetingId: string | undefined): [ScreenMeeting, (itemMeetingId: string | undefined) => void] {
  const { meeting: meetingStore } = useStores()
  const [itemId, setItemId] = useState<string>()
  const { meetingId, timezone } = useMeetingFor(itemId ?? (queryMeetingId || undefined))
  const held = meetingStore.meeting
  const follow = (itemMeetingId: string | undefined) => { if (itemMeetingId !== itemId) setItemId(itemMeetingId) }
  return [{ id: meetingId, loaded: held?._id === meetingId ? held : undefined, timezone }, follow]
}
