import { useCallback, useEffect, useState } from 'react'
import type { OrganizerMeeting } from '@fu-types/api'
import { listOrganizerMeetings } from '@/api/organizer'
import { localize } from '@/core/localize'
import { formatTimeRange } from '@/core/time'
import { goBackOrHome, navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { roleKey } from '../access'

export interface OrganizerMeetingCard {
  id: string
  title: string
  dates: string
  published: boolean
  roles: string
}

/**
 * /organizer: the meetings where I hold a role (GET /organizer/meetings), each with my roles and whether it is
 * published; none means I hold no role anywhere, which the screen says instead of an empty page.
 */
export function useOrganizerMeetings() {
  const { language, env } = useStores()
  const t = language.t
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [meetings, setMeetings] = useState<OrganizerMeeting[]>([])
  const [total, setTotal] = useState(0)

  const load = useCallback(() => {
    setStatus('loading')
    listOrganizerMeetings({ limit: 100 }).then(
      page => { setMeetings(page.results); setTotal(page.total ?? page.results.length); setStatus('ready') },
      () => setStatus('failed'),
    )
  }, [])
  useEffect(load, [load])

  const cards: OrganizerMeetingCard[] = meetings.map(m => ({
    id: m._id,
    title: localize(m.title, language.language),
    dates: formatTimeRange(m.start, m.end),
    published: m.published === 1,
    roles: m.roles.map(r => t(roleKey(r))).join(', '),
  }))

  return {
    t,
    status,
    retry: load,
    cards,
    total,
    open: (meetingId: string) => void navigateTo('organizerMeeting', { meeting_id: meetingId }),
    back: () => void goBackOrHome(env.canGoBack),
  }
}

export type OrganizerMeetingsData = ReturnType<typeof useOrganizerMeetings>
