import { useCallback, useEffect, useState } from 'react'
import type { OrganizerMeetingView } from '@fu-types/api'
import { fetchOrganizerMeeting, setMeetingPublished } from '@/api/organizer'
import { localize } from '@/core/localize'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { isForbidden } from '../access'
import { useAudit } from './useAudit'
import { useRoles } from './useRoles'
import { useSettingsForm } from './useSettingsForm'

/**
 * /organizer/meeting?meeting_id: one meeting in the console (GET /organizer/meetings/{id}): its settings form, publish
 * or unpublish, its roles and its audit log. Any role reads it; owner and admin edit, publish, grant and read the log
 * (the server decides; the screen only hides what would be refused). No role: the no-permission state.
 */
export function useOrganizerMeeting(meetingId: string | undefined) {
  const { language } = useStores()
  const t = language.t
  const [meeting, setMeeting] = useState<OrganizerMeetingView | undefined>(undefined)
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed' | 'forbidden'>('loading')
  const [publishing, setPublishing] = useState(false)
  const [publishError, setPublishError] = useState('')
  // "Back to my meetings" with unsaved changes warns once; pressed again, it leaves.
  const [leaveWarning, setLeaveWarning] = useState(false)
  // Every write adds an audit entry: the log reads again after each.
  const [writes, setWrites] = useState(0)

  const load = useCallback(() => {
    if (!meetingId) { setStatus('forbidden'); return }
    setStatus('loading')
    fetchOrganizerMeeting(meetingId).then(
      view => { setMeeting(view); setStatus('ready') },
      e => setStatus(isForbidden(e) ? 'forbidden' : 'failed'),
    )
  }, [meetingId])
  useEffect(load, [load])

  const manages = !!meeting?.roles.some(r => r === 'owner' || r === 'admin')
  const saved = (view: OrganizerMeetingView) => { setMeeting(view); setWrites(n => n + 1) }
  const form = useSettingsForm(meeting, saved, t)
  const roles = useRoles(meeting?._id, manages, t)
  const audit = useAudit(meeting?._id, manages, writes)

  async function togglePublished() {
    if (!meeting || publishing) return
    setPublishing(true)
    setPublishError('')
    try {
      saved(await setMeetingPublished(meeting._id, meeting.published !== 1))
    } catch (e) {
      setPublishError(t(isForbidden(e) ? 'organizer.error.forbidden' : 'organizer.error.failed'))
    } finally {
      setPublishing(false)
    }
  }

  const grant = roles.grant
  const revoke = roles.revoke
  return {
    t,
    status,
    retry: load,
    title: meeting ? localize(meeting.settings.title, language.language) : '',
    timezone: meeting?.settings.timezone ?? '',
    manages,
    published: meeting?.published === 1,
    publishing,
    publishError,
    togglePublished,
    form,
    roles: { ...roles, grant: async () => { await grant(); setWrites(n => n + 1) }, revoke: async (id: string) => { await revoke(id); setWrites(n => n + 1) } },
    audit,
    language: language.language,
    leaveWarning: leaveWarning && form.dirty,
    backToList: () => {
      if (form.dirty && !leaveWarning) { setLeaveWarning(true); return }
      void navigateTo('organizer', {})
    },
  }
}

export type OrganizerMeetingData = ReturnType<typeof useOrganizerMeeting>
