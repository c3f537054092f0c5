import { useEffect, useRef, useState } from 'react'
import { ErrorCode } from '@fu-types/errors'
import { ApiError } from '@/api/http'
import { fetchLead, updateLead, type Lead } from '@/api/leads'
import { LEAD_RATING_MAX, splitLeadTags, validateLeadEdit, type LeadEditField } from '@/core/leads'
import type { MessageKey } from '@/i18n'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import type { RouteQuery } from '@/router/routes'
import { useStores } from '@/stores'
import { leadView } from '../leadRow'

interface LeadForm { rating: number | null; tags: string; notes: string }
const formOf = (lead: Lead): LeadForm => ({ rating: lead.rating, tags: lead.tags.join(', '), notes: lead.notes })

/**
 * /meeting/exhibitor/leads/detail: one lead — the person as far as they shared their card, where they came from —
 * and the exhibitor's rating (1–5), tags (comma-separated) and notes, checked by core/leads before saving.
 */
export function useLeadDetail(query: RouteQuery<'exhibitorLead'>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const leadId = query.lead_id ?? ''
  const remote = useRemote(() => (leadId ? fetchLead(leadId) : Promise.reject(new Error(t('leads.detail.missing')))), [leadId])
  const { id: meetingId, timezone } = meeting
  const [lead, setLead] = useState<Lead | null>(null)
  const [form, setForm] = useState<LeadForm>({ rating: null, tags: '', notes: '' })
  const [errors, setErrors] = useState<Partial<Record<LeadEditField, MessageKey>>>({})
  const [notice, setNotice] = useState<MessageKey | ''>('')
  const [saving, setSaving] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])
  useEffect(() => {
    if (remote.data) { setLead(remote.data); setForm(formOf(remote.data)) }
  }, [remote.data])

  const change = <K extends keyof LeadForm>(field: K, value: LeadForm[K]) => {
    setForm(f => ({ ...f, [field]: value }))
    setErrors(e => ({ ...e, [field]: undefined }))
    setNotice('')
  }

  const save = async () => {
    if (!lead || saving) return
    const edit = { rating: form.rating, tags: splitLeadTags(form.tags), notes: form.notes.trim() }
    const found = validateLeadEdit(edit)
    setErrors(found)
    if (Object.values(found).some(Boolean)) return
    setSaving(true)
    try {
      const saved = await updateLead(lead._id, edit)
      if (!mounted.current) return
      setLead(saved)
      setForm(formOf(saved))
      platform.toast(t('leads.detail.saved'))
    } catch (e) {
      if (!mounted.current) return
      const fields = e instanceof ApiError && e.code === ErrorCode.ValidationFailed ? (e.body.data?.fields ?? {}) as Partial<Record<LeadEditField, MessageKey>> : null
      if (fields && Object.keys(fields).length) setErrors(fields)
      else setNotice('leads.detail.saveFailed')
    } finally {
      if (mounted.current) setSaving(false)
    }
  }

  return {
    t,
    meetingId,
    /** The lead's own meeting, which the frame then shows (the declaration's meetingId). */
    leadMeetingId: remote.data?.meeting_id,
    status: remote.status,
    error: remote.error,
    retry: remote.retry,
    lead: lead ? leadView(lead, t, timezone) : null,
    consent: lead?.consent,
    form,
    ratings: Array.from({ length: LEAD_RATING_MAX }, (_, i) => i + 1),
    setRating: (rating: number) => change('rating', form.rating === rating ? null : rating),
    setTags: (value: string) => change('tags', value),
    setNotes: (value: string) => change('notes', value),
    errors: Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v ? t(v) : ''])) as Partial<Record<LeadEditField, string>>,
    notice: notice ? t(notice) : '',
    saving,
    save: () => { void save() },
  }
}

export type LeadDetailData = ReturnType<typeof useLeadDetail>
