import { useCallback, useEffect, useState } from 'react'
import type { OrganizerMeeting, OrganizerTemplate } from '@fu-types/api'
import { duplicateOrganizerMeeting, listOrganizerMeetings, listOrganizerTemplates } from '@/api/organizer'
import { localize } from '@/core/localize'
import { formatTimeRange } from '@/core/time'
import { goBackOrHome, navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { isForbidden, roleKey } from '../access'
import { failureText } from '../refusals'
import { useNewMeetingForm } from './useNewMeetingForm'

export interface OrganizerMeetingCard {
  id: string
  title: string
  /** In the meeting's own time zone. */
  dates: string
  published: boolean
  roles: string
  /** I may copy it: the global organiser role, and owner or admin of it. */
  duplicable: boolean
}

export interface OrganizerTemplateCard { id: string; title: string; dates: string }

/**
 * /organizer: the meetings where I hold a role (GET /organizer/meetings), each with my roles and whether it is
 * published; with the global organiser role (GET /organizer/templates answers) also "new meeting", the templates to
 * start from and "duplicate", each opening the new meeting. Neither a role nor the organiser role: "no permission".
 */
export function useOrganizerMeetings() {
  const { language, env } = useStores()
  const t = language.t
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading')
  const [meetings, setMeetings] = useState<OrganizerMeeting[]>([])
  const [templates, setTemplates] = useState<OrganizerTemplate[] | null>(null)
  const [total, setTotal] = useState(0)
  const [duplicating, setDuplicating] = useState('')
  const [duplicateError, setDuplicateError] = useState('')

  const load = useCallback(() => {
    setStatus('loading')
    // 403 on the templates: this account may not create meetings (no global organiser role).
    const mayCreate = listOrganizerTemplates().catch((e: unknown) => { if (isForbidden(e)) return null; throw e })
    Promise.all([listOrganizerMeetings({ limit: 100 }), mayCreate]).then(
      ([page, offered]) => { setMeetings(page.results); setTotal(page.total ?? page.results.length); setTemplates(offered); setStatus('ready') },
      () => setStatus('failed'),
    )
  }, [])
  useEffect(load, [load])

  const openMeeting = (meetingId: string) => void navigateTo('organizerMeeting', { meeting_id: meetingId })
  const newMeeting = useNewMeetingForm(language.language, t, openMeeting)
  const canCreate = templates !== null

  const cards: OrganizerMeetingCard[] = meetings.map(m => ({
    id: m._id,
    title: localize(m.title, language.language),
    dates: formatTimeRange(m.start, m.end, m.timezone || undefined),
    published: m.published === 1,
    roles: m.roles.map(r => t(roleKey(r))).join(', '),
    duplicable: canCreate && m.roles.some(r => r === 'owner' || r === 'admin'),
  }))
  const templateCards: OrganizerTemplateCard[] = (templates ?? []).map(m => ({
    id: m._id, title: localize(m.title, language.language), dates: formatTimeRange(m.start, m.end, m.timezone || undefined),
  }))

  async function duplicate(meetingId: string) {
    if (duplicating) return
    setDuplicating(meetingId)
    setDuplicateError('')
    try {
      openMeeting((await duplicateOrganizerMeeting(meetingId))._id)
    } catch (e) {
      setDuplicateError(failureText(e, t))
    } finally {
      setDuplicating('')
    }
  }

  return {
    t,
    status,
    retry: load,
    cards,
    total,
    canCreate,
    templates: templateCards,
    newMeeting,
    duplicate,
    duplicating,
    duplicateError,
    open: openMeeting,
    back: () => void goBackOrHome(env.canGoBack),
  }
}

export type OrganizerMeetingsData = ReturnType<typeof useOrganizerMeetings>
