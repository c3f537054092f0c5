import { useEffect, useRef } from 'react'
import { useStores } from '@/stores'
import { navigationEntries, type NavigationEntry } from '@/router/navigationEntries'
import { useCurrentRoute } from '@/router/currentRoute'
import { keepNavigation, keptNavigation } from './navigationCache'
import { useNetworkOnline } from './useNetworkOnline'

interface MeetingNavigation {
  /**
   * `kept`: the load failed and the entries are the ones last loaded on this device; `offline`: it failed without a
   * network and none were kept (it loads again when the network is back); `failed`: it failed with a network.
   */
  status: 'loading' | 'ready' | 'kept' | 'offline' | 'failed'
  /** The meeting home first (unless listed), then the organiser's entries; the page on screen is `current`. */
  entries: NavigationEntry[]
  retry: () => void
}

/** The meeting's navigation for the mobile tab bar and the desktop top bar, loaded once per meeting (NavigationStore). */
export function useMeetingNavigation(variant: 'mobile' | 'desktop'): MeetingNavigation {
  const { meeting, navigation, language, platform } = useStores()
  const currentRoute = useCurrentRoute()
  const online = useNetworkOnline()
  const meetingId = meeting.meeting?._id

  // The route host loads the meeting on every page; the navigation follows it.
  useEffect(() => {
    if (meetingId) void navigation.load(meetingId)
  }, [meetingId, navigation])

  const loaded = !!meetingId && navigation.meetingId === meetingId
  const failed = loaded && navigation.status === 'failed'
  const ready = loaded && navigation.status === 'ready'

  useEffect(() => {
    if (ready && meetingId) keepNavigation(platform.storage, meetingId, navigation.items)
  }, [ready, meetingId, navigation.items, platform])

  // Back online after a failure: load again (a failure with a network waits for the visitor's retry).
  const wasOnline = useRef(online)
  useEffect(() => {
    if (online && !wasOnline.current && failed && meetingId) void navigation.load(meetingId, true)
    wasOnline.current = online
  }, [online, failed, meetingId, navigation])

  const kept = failed && meetingId ? keptNavigation(platform.storage, meetingId) : undefined
  const status = ready ? 'ready' : kept ? 'kept' : failed ? (online ? 'failed' : 'offline') : 'loading'
  const entries = navigationEntries(ready ? navigation.items : kept ?? [], {
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
