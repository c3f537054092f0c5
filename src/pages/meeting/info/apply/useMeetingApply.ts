import { useEffect, useRef, useState } from 'react'
import type { Category } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { listCategories } from '@/api/categories'
import { ApiError } from '@/api/http'
import { applyToExhibit, fetchExhibitorApplication, type ExhibitorApplication } from '@/api/meetingInfo'
import {
  BOOTH_TYPES, canEditExhibitorApplication, exhibitorApplicationDisplay, formatDateTime, hasErrors, localize,
  validateExhibitorApplication, type BoothType, type ExhibitorApplicationField, type ExhibitorApplicationForm, type FieldErrors,
} from '@/core'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'

const EMPTY: ExhibitorApplicationForm = { company: '', contact_name: '', phone: '', email: '', category_id: '', booth_type: '', booth_area: '', note: '' }

function formOf(application: ExhibitorApplication): ExhibitorApplicationForm {
  return {
    company: application.company, contact_name: application.contact_name, phone: application.phone, email: application.email ?? '',
    category_id: application.category_id, booth_type: application.booth_type, booth_area: String(application.booth_area), note: application.note ?? '',
  }
}

/**
 * /meeting/apply (signed in): apply to exhibit at the meeting (POST /meetings/{id}/exhibitor/apply) with the company,
 * its contact, a sector (exhibitor category) and the booth wished for, checked by core's rules (SPEC §5) before sending and
 * by the server after. Reopened, the screen shows the application's state, and lets it be changed until approved.
 */
export function useMeetingApply(meeting: ScreenMeeting) {
  const { language, platform, session } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = meeting
  const waiting = () => new Promise<never>(() => undefined)
  const existing = useRemote<ExhibitorApplication | null>(() => (meetingId ? fetchExhibitorApplication(meetingId) : waiting()), [meetingId])
  const zones = useRemote<Category[]>(() => (meetingId ? listCategories('exhibitor', { meeting_id: meetingId }) : waiting()), [meetingId])

  const [application, setApplication] = useState<ExhibitorApplication | null>(null)
  const [editing, setEditing] = useState(false)
  const [form, setForm] = useState<ExhibitorApplicationForm>(EMPTY)
  const [errors, setErrors] = useState<FieldErrors<ExhibitorApplicationField, MessageKey>>({})
  const [notice, setNotice] = useState<MessageKey | ''>('')
  const [submitting, setSubmitting] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  // The saved application, once loaded: shown as its state; a new applicant starts from their own phone.
  useEffect(() => {
    if (existing.status !== 'ready') return
    setApplication(existing.data ?? null)
    if (existing.data) setForm(formOf(existing.data))
    else setForm(f => ({ ...f, phone: f.phone || session.user?.phone || '', email: f.email || session.user?.contact?.email || '' }))
  }, [existing.status, existing.data]) // eslint-disable-line react-hooks/exhaustive-deps -- the user's own details are read once

  const set = (field: ExhibitorApplicationField, value: string) => {
    setForm(f => ({ ...f, [field]: value }))
    setErrors(e => ({ ...e, [field]: undefined }))
    setNotice('')
  }

  const submit = async () => {
    if (submitting || !meetingId) return
    const found = validateExhibitorApplication(form)
    setErrors(found)
    setNotice('')
    if (hasErrors(found)) return
    setSubmitting(true)
    try {
      const saved = await applyToExhibit(meetingId, { ...form, booth_area: String(form.booth_area).trim() })
      if (!mounted.current) return
      setApplication(saved)
      setForm(formOf(saved))
      setEditing(false)
      platform.toast(t('meetingApply.sent'))
    } catch (e) {
      if (!mounted.current) return
      const fields = e instanceof ApiError ? (e.body.data as { fields?: FieldErrors<ExhibitorApplicationField, MessageKey> } | undefined)?.fields : undefined
      if (e instanceof ApiError && e.code === ErrorCode.ValidationFailed && fields) setErrors(fields)
      else if (e instanceof ApiError && e.code === ErrorCode.SensitiveContent) setNotice('meetingApply.sensitive')
      else setNotice('meetingApply.failed')
    } finally {
      if (mounted.current) setSubmitting(false)
    }
  }

  const zoneOptions = (zones.data ?? []).map(zone => ({ id: zone._id, title: localize(zone.title, lang) }))
  const status = existing.status === 'failed' ? 'failed' as const : existing.status === 'ready' && zones.status !== 'loading' ? 'ready' as const : 'loading' as const
  const display = application ? exhibitorApplicationDisplay(application.status) : null
  const boothLabel = (type: BoothType | '') => (type ? t(`meetingApply.boothType.${type}`) : '')
  return {
    t,
    status,
    error: existing.error,
    retry: existing.retry,
    /** The saved application as the state card shows it, or null (then the form shows). */
    state: application && display ? {
      badge: { text: t(display.key), tone: display.tone },
      sentAt: t('meetingApply.sentAt', { date: formatDateTime(application.updated || application.created, timezone) }),
      note: t(application.status === 1 ? 'meetingApply.note.approved' : application.status === 2 ? 'meetingApply.note.rejected' : 'meetingApply.note.reviewing'),
      rows: [
        [t('meetingApply.company'), application.company],
        [t('meetingApply.contactName'), application.contact_name],
        [t('meetingApply.phone'), application.phone],
        [t('meetingApply.email'), application.email ?? ''],
        [t('meetingApply.category'), zoneOptions.find(z => z.id === application.category_id)?.title ?? ''],
        [t('meetingApply.boothType'), boothLabel(application.booth_type)],
        [t('meetingApply.boothArea'), t('meetingApply.area', { area: application.booth_area })],
        [t('meetingApply.note'), application.note ?? ''],
      ].filter(([, value]) => value) as [string, string][],
      canEdit: canEditExhibitorApplication(application.status),
    } : null,
    showForm: !application || editing,
    editing,
    edit: () => { setEditing(true); setErrors({}); setNotice('') },
    cancelEdit: () => { if (application) setForm(formOf(application)); setEditing(false); setErrors({}); setNotice('') },
    form,
    set,
    zones: zoneOptions,
    zonesFailed: zones.status === 'failed',
    boothTypes: BOOTH_TYPES.map(type => ({ id: type, title: boothLabel(type) })),
    errors: Object.fromEntries(Object.entries(errors).filter(([, key]) => key).map(([field, key]) => [field, t(key as MessageKey)])) as Partial<Record<ExhibitorApplicationField, string>>,
    notice: notice ? t(notice) : '',
    submitting,
    submit: () => { void submit() },
  }
}

export type MeetingApplyData = ReturnType<typeof useMeetingApply>
