import { useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import type { ScheduleSlot } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import { appointmentAuthentication, bookEnterpriseSlot, listScheduleSlots, proposeAppointment } from '@/api/appointments'
import { fetchEnterprise } from '@/api/enterprises'
import { ApiError } from '@/api/http'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { bookingDayLabel, bookingDayNote, bookingDays, firstBookableDay, formatSlotLabel, isSlotBookable } from '@/core/appointmentSlots'
import { localize } from '@/core/localize'
import { hasErrors, type FieldErrors } from '@/core/validation/result'
import { validateAppointment, validateTimePick } from '@/core/validation/appointment'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useTimeProposal, type DayChoice } from './useTimeProposal'

/** All of an exhibitor's slots fit one page: a booth offers a few a day over a few days. */
const SLOT_LIMIT = 200

type Field = 'reason' | 'date' | 'time'
type MeetingType = 'offline' | 'online'
export const MEETING_TYPES: readonly MeetingType[] = ['offline', 'online']

/** A time of the chosen day: `11:00–11:30 · Booth A100 · 1 place left`; a full one shows but cannot be chosen. */
interface SlotChoice { id: ObjectId; label: string; disabled: boolean; chosen: boolean }

/** What a refused booking means for the person (SPEC §8); anything else is a plain failure. */
const REFUSALS: Partial<Record<number, MessageKey>> = {
  [ErrorCode.AppointmentFull]: 'appointment.apply.full',
  [ErrorCode.AppointmentBusy]: 'appointment.apply.busy',
  [ErrorCode.AppointmentSlotsPublished]: 'appointment.propose.slotsPublished',
}

/**
 * /meeting/appointment/apply (enterprise_id, meeting_id): book one of the exhibitor's free slots — a day, then a
 * time of that day — with a reason and how to meet. Every day of the meeting is offered (one without a bookable slot
 * shows unavailable, core/appointmentSlots), and the screen opens on the first day with one, its times shown. Errors show beside their fields (core/validation); a time
 * with pending negotiations (4200) asks in place whether to submit anyway with their count; full (4201) and busy
 * (4202) are said under the form; not registered (4116, also asked up front) offers registration.
 * An exhibitor with no slots ahead takes a proposed time instead (issue 25): a day of the meeting, a start and a length
 * (useTimeProposal), sent as POST /appointments with proposed=1; one that publishes slots meanwhile (4203) gets them shown.
 */
export function useAppointmentApply(query: Record<string, string | undefined>, shown: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const enterpriseId = query.enterprise_id || ''

  const enterprise = useRemote(() => (enterpriseId ? fetchEnterprise(enterpriseId) : Promise.resolve(null)), [enterpriseId])
  const { id: meetingId, timezone } = shown
  const slots = useRemote<ScheduleSlot[]>(async () => {
    if (!enterpriseId) return []
    return (await listScheduleSlots({ enterprise_id: enterpriseId, limit: SLOT_LIMIT })).results
  }, [enterpriseId])
  const authentication = useRemote(() => (meetingId ? appointmentAuthentication(meetingId) : Promise.resolve(null)), [meetingId])

  /** The day the visitor chose ('' until they choose: the first bookable day is shown). */
  const [pickedDate, setPickedDate] = useState('')
  const [slotId, setSlotId] = useState<ObjectId | null>(null)
  const [type, setType] = useState<MeetingType>('offline')
  const [reason, setReason] = useState('')
  const [errors, setErrors] = useState<FieldErrors<Field>>({})
  const [refusal, setRefusal] = useState<MessageKey | null>(null)
  const [conflict, setConflict] = useState<number | null>(null)
  const [notRegistered, setNotRegistered] = useState(false)
  const [submitting, setSubmitting] = useState(false)

  // Only times still ahead can be booked (the server refuses the past), and not a full one.
  const now = Date.now()
  const meeting = shown.loaded
  const days = bookingDays(meeting, slots.data ?? [], now, timezone)
  const bookable = firstBookableDay(days)
  const date = days.some(d => d.key === pickedDate && d.state === 'open') ? pickedDate : bookable ?? ''
  const daySlots = days.find(d => d.key === date)?.slots ?? []
  const slot = daySlots.find(s => s._id === slotId && isSlotBookable(s, now)) ?? null
  // No slot ahead at all (not merely full ones): the visitor proposes a time.
  const proposal = useTimeProposal(meeting, timezone, now)
  const proposing = slots.status === 'ready' && !days.some(d => d.slots.length)
  const times: SlotChoice[] = daySlots.map(s => ({
    id: s._id,
    // The day is chosen above: a time says its hours, the booth and the places left.
    label: formatSlotLabel(s, t, timezone),
    disabled: !isSlotBookable(s, now),
    chosen: s._id === slot?._id,
  }))

  const clear = (field: Field) => setErrors(previous => ({ ...previous, [field]: undefined }))
  const chooseDate = (value: string) => {
    setPickedDate(value)
    if (slot && slot.date !== value) setSlotId(null)
    setConflict(null)
    setRefusal(null)
    clear('date')
  }
  const chooseSlot = (id: ObjectId) => {
    const first = validateTimePick(date)
    if (first) { setErrors(previous => ({ ...previous, time: first })); return }
    setSlotId(id)
    setConflict(null)
    setRefusal(null)
    clear('time')
  }

  const submit = async (force: boolean) => {
    if (submitting || !slots.data) return
    const picked = proposing ? { date: proposal.day, start: proposal.start, end: proposal.end } : { date, start: slot?.start ?? null, end: slot?.end ?? null }
    const found = validateAppointment({ reason, ...picked }, Date.now())
    setErrors(found)
    if (hasErrors(found) || (!proposing && !slot)) return
    setSubmitting(true)
    setRefusal(null)
    const forced = force ? { force: 1 as const } : {}
    try {
      const booked = proposing
        ? await proposeAppointment({ meeting_id: meetingId!, enterprise_id: enterpriseId, date: picked.date, start: picked.start!, end: picked.end!, timezone, type, reason: reason.trim(), ...forced })
        : await bookEnterpriseSlot(enterpriseId, slot!._id, { reason: reason.trim(), type, ...forced })
      setConflict(null)
      void navigateTo('appointmentSuccess', { meeting_id: booked.meeting_id, enterprise_id: enterpriseId, appointment_id: booked._id }, { replace: true })
    } catch (e) {
      const code = e instanceof ApiError ? e.code : 0
      if (code === ErrorCode.AppointmentConflict) setConflict(Number((e as ApiError).body.data?.count ?? 1))
      else if (code === ErrorCode.RegistrationRequired) { setNotRegistered(true); authentication.retry() }
      else setRefusal(REFUSALS[code] ?? 'appointment.apply.failed')
      if (code === ErrorCode.AppointmentSlotsPublished) slots.retry()
      if (code !== ErrorCode.AppointmentConflict) setConflict(null)
    } finally {
      setSubmitting(false)
    }
  }

  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  const name = enterprise.data ? localize(enterprise.data.exhibitor?.company?.title, lang) : ''
  return {
    t,
    enterpriseId,
    meetingId,
    /** The company's own meeting, which the frame then shows (the declaration's meetingId). */
    enterpriseMeetingId: enterprise.data?.meeting_id,
    /** The page's title once the exhibitor is known ('' until then: the route's title). */
    heading: name ? t('appointment.apply.heading', { name }) : '',
    /** The page waits for the exhibitor and its slots; either failing offers a retry. */
    status: !enterpriseId ? 'missing' as const : enterprise.status === 'ready' && slots.status === 'ready' ? 'ready' as const : enterprise.status === 'failed' || slots.status === 'failed' ? 'failed' as const : 'loading' as const,
    failure: enterprise.error ?? slots.error,
    retry: () => { if (enterprise.status === 'failed') enterprise.retry(); if (slots.status === 'failed') slots.retry() },
    notRegistered: notRegistered || authentication.data?.is_authentication === 0,
    /** What counts as registering (the server's list): each activity by name with a link, and a ticket of mine not counting yet. */
    participation: (authentication.data?.activities ?? []).map(a => ({
      id: a._id,
      title: localize(a.title, lang),
      note: a.my_ticket_status === 0 ? t('appointment.participation.review') : a.my_ticket_status === 2 ? t('appointment.participation.rejected') : '',
      open: () => { void navigateTo('activityDetail', { activity_id: a._id, ...inMeeting }) },
    })),
    /** Whether any day has a slot to book (else the screen says there are no free times, or takes a proposal). */
    bookable: bookable !== undefined,
    /** No slot ahead: the visitor proposes a day and time (while the meeting has days left). */
    proposing: proposing && proposal.open,
    proposal: {
      ...proposal,
      chooseDay: (key: string) => { proposal.chooseDay(key); setConflict(null); setRefusal(null); clear('date') },
      chooseTime: (time: string) => { proposal.chooseTime(time); setConflict(null); setRefusal(null); clear('time') },
    },
    dates: days.map((d): DayChoice => {
      const note = bookingDayNote(d.state)
      return { value: d.key, label: bookingDayLabel(d.key), note: note ? t(note) : '', disabled: d.state !== 'open', chosen: d.key === date }
    }),
    times,
    type,
    reason,
    errorText: (field: Field) => (errors[field] ? t(errors[field]) : ''),
    refusal: refusal ? t(refusal) : '',
    conflict: conflict === null ? '' : t('appointment.apply.conflict.text', { count: conflict }),
    submitting,
    chooseDate,
    chooseSlot,
    setType,
    setReason: (value: string) => { setReason(value); clear('reason') },
    submit: () => { void submit(false) },
    submitAnyway: () => { void submit(true) },
    chooseAnother: () => { setConflict(null); setSlotId(null); proposal.clearTime() },
    register: () => { void navigateTo('activityList', inMeeting) },
    browse: () => { void navigateTo('exhibit', inMeeting) },
  }
}

export type AppointmentApplyData = ReturnType<typeof useAppointmentApply>
