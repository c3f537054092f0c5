import { useState } from 'react'
import { queryGuests } from '@/api/reception'
import { type GuestLookup, validateGuestLookup } from '@/core/validation/guestLookup'
import { hasErrors, type FieldErrors } from '@/core/validation/result'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { errorText, isNotFound } from '../receptionText'
import { rememberLookup } from './lastLookup'

type Field = 'code' | 'name' | 'phone'

/**
 * The guest lookup (public): by the query code on the invitation, or by name and phone together; what it finds opens
 * in the results screen.
 */
export function useReceptionQuery(meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const { id: meetingId } = meeting
  const [by, setBy] = useState<GuestLookup['by']>('code')
  const [fields, setFields] = useState<Record<Field, string>>({ code: '', name: '', phone: '' })
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')

  const submit = async () => {
    const lookup: GuestLookup = by === 'code' ? { by, code: fields.code } : { by, name: fields.name, phone: fields.phone }
    const found = validateGuestLookup(lookup)
    setErrors(found)
    setNotice('')
    if (hasErrors(found) || !meetingId || busy) return
    setBusy(true)
    try {
      const guests = await queryGuests(lookup.by === 'code'
        ? { meeting_id: meetingId, query_code: lookup.code.trim() }
        : { meeting_id: meetingId, phone: lookup.phone.trim(), name: lookup.name.trim() })
      rememberLookup(meetingId, guests)
      void navigateTo('receptionQueryResults', { meeting_id: meetingId })
    } catch (error) {
      setNotice(isNotFound(error) ? t('reception.query.notFound') : errorText(error))
    } finally {
      setBusy(false)
    }
  }

  return {
    t,
    by,
    choose: (next: GuestLookup['by']) => { setBy(next); setErrors({}); setNotice('') },
    fields,
    set: (field: Field, value: string) => setFields(f => ({ ...f, [field]: value })),
    errorText: (field: Field) => (errors[field] ? t(errors[field]) : ''),
    busy,
    notice,
    submit: () => { void submit() },
  }
}

export type ReceptionQueryData = ReturnType<typeof useReceptionQuery>
