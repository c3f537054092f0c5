import { useDeferredValue, useEffect, useLayoutEffect } from 'react'
import { useStores } from '@/stores'
import { localize } from '@/core/localize'
import { formatTimeRange } from '@/core/time'
import { meetingBlocks } from '@/api/meetings'
import { useRemote } from '@/components/useRemote'
import { meetingShareCard } from '@/core/meetingShare'
import { routeUrl } from '@/router/links'
import type { ShareRequest } from '@/flows'
import { navigateTo } from '@/router/navigate'

/** Data and actions shared by the mobile and desktop home screens (and the mini-program's native page). */
export function useMeetingHome(meetingId?: string) {
  const { meeting: meetingStore, language, platform } = useStores()
  // The meeting's arrival redraws the whole home (hero, blocks, dock): drawn as a transition, in slices between which
  // the page answers input, not in the one task of the store's synchronous update (issue 15: 50–90 ms of a phone's
  // CPU). Until its slices are done the server's start page (or the skeleton) stays.
  // The actions (share, the desktop hero's links) read the store's meeting itself: a tap never waits for the drawing.
  const liveMeeting = meetingStore.meeting
  const meeting = useDeferredValue(liveMeeting)
  const status = useDeferredValue(meetingStore.status)
  const { error } = meetingStore

  useEffect(() => { void meetingStore.ensure(meetingId) }, [meetingId, meetingStore])
  // The server painted this meeting's hero before the script ran (server/modules/meetings/siteShell.ts): it gives way once the
  // hero here has the meeting (or the failure shows), so the visitor never sees the skeleton in between. A layout
  // effect: in the same task as the commit, so no paint (and no test) ever sees both heroes.
  useLayoutEffect(() => { if (status === 'ready' || status === 'failed') platform.removeStartShell() }, [status, platform])

  const loadedId = meeting?._id
  // The blocks are drawn as a transition too (their placeholder keeps the room meanwhile).
  const blocks = useRemote(async () => {
    if (!loadedId) return []
    const list = await meetingBlocks(loadedId)
    return [...list].sort((a, b) => b.weight - a.weight)
  }, [loadedId], { background: true })

  const lang = language.language
  return {
    status,
    error,
    retry: () => meetingStore.retry(),
    t: language.t,
    meeting,
    blocks,
    title: meeting ? localize(meeting.title, lang) : '',
    place: meeting?.place ? localize(meeting.place, lang) : '',
    cover: meeting?.cover,
    dates: meeting ? formatTimeRange(meeting.start, meeting.end, meeting.timezone) : '',
    icp: meeting?.config?.icp,
    /** The desktop hero's ways in: this meeting's events and its agenda. */
    openEvents: () => { void navigateTo('activityList', liveMeeting ? { meeting_id: liveMeeting._id } : {}) },
    openAgenda: () => { void navigateTo('agendaSchedule') },
    shareRequest: (): ShareRequest => ({
      ...(liveMeeting ? meetingShareCard(liveMeeting, lang) : { title: '' }),
      route: routeUrl('meetingHome', { meeting_id: liveMeeting?._id }),
      wechatAppId: liveMeeting?.wechat_authorize?.authorizer_appid,
    }),
  }
}

export type MeetingHomeData = ReturnType<typeof useMeetingHome>
