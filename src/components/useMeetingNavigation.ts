import { useEffect } from 'react'
import { useStores } from '@/stores'
import { navigationEntries, type NavigationEntry } from '@/router/navigationEntries'
import { useCurrentRoute } from '@/router/currentRoute'

export interface MeetingNavigation {
  status: 'loading' | 'ready' | 'failed'
  /** The meeting home first (unless listed), then the organiser's entries; the page on screen is `current`. */
  entries: NavigationEntry[]
  retry: () => void
}

/** The meeting's navigation for the mobile tab bar and the desktop top bar, loaded once per meeting (NavigationStore). */
export function useMeetingNavigation(variant: 'mobile' | 'desktop'): MeetingNavigation {
  const { meeting, navigation, language, platform } = useStores()
  const currentRoute = useCurrentRoute()
  const meetingId = meeting.meeting?._id

  // The route host loads the meeting on every page; the navigation follows it.
  useEffect(() => {
    if (meetingId) void navigation.load(meetingId)
  }, [meetingId, navigation])

  const loaded = !!meetingId && navigation.meetingId === meetingId
  const status = loaded && navigation.status === 'failed' ? 'failed'
    : loaded && navigation.status === 'ready' ? 'ready' : 'loading'
  const entries = navigationEntries(status === 'ready' ? navigation.items : [], {
    language: language.language,
    variant,
    homeTitle: language.t('shell.home'),
    currentRoute,
    meetingId,
    pageProtocol: platform.pageProtocol(),
  })
  return {
    status,
    entries,
    retry: () => { if (meetingId) void navigation.load(meetingId, true) },
  }
}
