import { useCallback, useState } from 'react'
import type { MeetingBlock } from '@fu-types/entities'
import { countCoverShown, recordMeetingAction } from '@/api/meetings'
import { useStores } from '@/stores'

type Cover = NonNullable<MeetingBlock['covers']>[number]

/**
 * A banner's counters (SPEC §7): `showCover(i)` counts a cover as shown when it comes on screen, once per visit (PUT
 * covers/{cid}/show_total, and POST /meetings/{id}/cover/show); `countOpen` counts a tap on it (cover/views).
 */
export function useCoverCounts(meetingId: string, covers: readonly Cover[]) {
  const { session } = useStores()
  const [counted] = useState(() => new Set<string>())
  const showCover = useCallback((index: number) => {
    const cover = covers[index]
    if (!cover || counted.has(cover._id)) return
    counted.add(cover._id)
    // The per-cover counter takes signed-in callers only (a guest's PUT answers 401); the meeting's record takes anyone.
    if (session.loggedIn) countCoverShown(meetingId, cover._id).catch(() => undefined)
    recordMeetingAction(meetingId, 'cover/show', { cover_id: cover._id }).catch(() => undefined)
  }, [covers, counted, meetingId, session])
  const countOpen = (cover: Cover) => { recordMeetingAction(meetingId, 'cover/views', { cover_id: cover._id }).catch(() => undefined) }
  return { showCover, countOpen }
}
