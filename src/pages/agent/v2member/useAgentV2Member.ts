import { useEffect, useRef, useState } from 'react'
import type { Ticket } from '@fu-types/entities'
import { listTickets, updateTicket } from '@/api/tickets'
import { useRemote } from '@/components/useRemote'
import { hasErrors } from '@/core'
import type { MessageKey } from '@/i18n'
import { submitFailure } from '@/components/registration/registrationErrors'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { memberErrors, type MemberErrors, type MemberField } from '../group/useActivityAgent'

type Fields = Record<MemberField, string>
const EMPTY: Fields = { name: '', phone: '', email: '', id_number: '' }

/**
 * Data shared by the mobile and desktop v2 member form (/m/{meetingId}/a/{activityId}/agent/v2/t/{ticketId}/form):
 * one group ticket's holder, filled in (or changed) by the agent; the server's refusals beside the field they concern.
 * The v1 member form (/activity/agent/form) uses it too, with its own way back.
 */
export function useAgentV2Member(params: Record<string, string | undefined>, back: () => Promise<unknown> = () => navigateTo('agentV2', { meetingId: params.meetingId ?? '', activityId: params.activityId ?? '' }, { replace: true })) {
  const { language } = useStores()
  const t = language.t
  const ticketId = params.ticketId || ''
  const ticket = useRemote(async () => (await listTickets({ _id: ticketId, group: 1 })).results?.[0] as Ticket | undefined, [ticketId])
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<MemberErrors>({})
  const [notice, setNotice] = useState<MessageKey | null>(null)
  const [saving, setSaving] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  const loaded = ticket.data
  useEffect(() => {
    if (loaded) setFields({ name: loaded.name ?? '', phone: loaded.phone ?? '', email: loaded.email ?? '', id_number: String((loaded as Ticket & { id_number?: string }).id_number ?? '') })
  }, [loaded])

  const save = async () => {
    if (!loaded || saving) return
    const found = memberErrors(fields)
    setErrors(found)
    setNotice(null)
    if (hasErrors(found)) return
    setSaving(true)
    try {
      await updateTicket(loaded._id, {
        name: fields.name.trim(), phone: fields.phone.trim(), email: fields.email.trim() || undefined, id_number: fields.id_number.trim().toUpperCase() || undefined,
      })
      await back()
    } catch (error) {
      const failure = submitFailure(error)
      if (!mounted.current) return
      if (failure.field && failure.field in EMPTY) setErrors({ [failure.field]: failure.key })
      else setNotice(failure.key)
    } finally {
      if (mounted.current) setSaving(false)
    }
  }

  return {
    t,
    status: ticket.status === 'ready' && !loaded ? 'notFound' as const : ticket.status,
    error: ticket.error ?? '',
    retry: ticket.retry,
    fields,
    errors,
    setField: (field: MemberField, value: string) => { setFields(f => ({ ...f, [field]: value })); setErrors(e => ({ ...e, [field]: undefined })) },
    notice,
    saving,
    save,
    errorText: (key: MessageKey | undefined) => (key ? t(key) : ''),
  }
}

export type AgentV2MemberData = ReturnType<typeof useAgentV2Member>
