import { useCallback, useEffect, useState } from 'react'
import type { WaitlistEntry } from '@fu-types/api'
import { leaveWaitlist, listMyWaitlist } from '@/api/waitlist'
import { holdClock, localize, waitlistStanding, type WaitlistStanding } from '@/core'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

interface MyWaitlistItem { id: string; activityId: string; meetingId: string; title: string; standing: WaitlistStanding; holdTime: string }

/**
 * My waitlist entries in the hub (issue 16): each activity I wait for with my position, or the place held for me with
 * its time and "register now"; "leave" takes me off. Loaded once signed in; nothing is shown while I wait for nothing.
 */
export function useMyWaitlist() {
  const { language, session, platform, meeting } = useStores()
  const t = language.t
  const lang = language.language
  const [entries, setEntries] = useState<WaitlistEntry[] | null>(null)

  const load = useCallback(() => {
    if (!session.loggedIn) return
    listMyWaitlist({ limit: 50 }).then(e => setEntries(e.results ?? []), () => setEntries(null))
  }, [session.loggedIn])
  useEffect(() => { load() }, [load])

  const now = Date.now()
  const timezone = meeting.meeting?.timezone
  const items: MyWaitlistItem[] = (entries ?? []).map(e => {
    const standing = waitlistStanding(e, now)
    return {
      id: e._id, activityId: e.activity_id, meetingId: e.meeting_id,
      title: e.activity?.title ? localize(e.activity.title, lang) : '',
      standing, holdTime: standing.kind === 'held' ? holdClock(standing.until, timezone) : '',
    }
  }).filter(item => item.standing.kind !== 'none')

  const leave = async (item: MyWaitlistItem) => {
    try {
      await leaveWaitlist(item.activityId)
      setEntries(list => (list ?? []).filter(e => e._id !== item.id))
      platform.toast(t('waitlist.left'))
    } catch {
      platform.toast(t('waitlist.failed'))
    }
  }
  const open = (item: MyWaitlistItem) => {
    void navigateTo(item.standing.kind === 'held' ? 'activityForm' : 'activityDetail', { meeting_id: item.meetingId, activity_id: item.activityId })
  }
  return { t, items, leave, open }
}

