import type { Timestamp } from '@fu-types/entities'
import { toMs } from '../time'
import { type ErrorKey, type FieldErrors, isBlank } from './result'

interface AppointmentForm {
  reason?: string
  /** The chosen day, e.g. 2025-05-01. */
  date?: string
  start?: Timestamp | null
  end?: Timestamp | null
}

/** The time picker opens only after a date is chosen. */
export function validateTimePick(date: string | null | undefined): ErrorKey | null {
  return isBlank(date) ? 'validation.appointment.date.first' : null
}

/** Reason required, date chosen first, start ≠ end (and before it), start after now (ms). */
export function validateAppointment(form: AppointmentForm, now: number): FieldErrors<'reason' | 'date' | 'time'> {
  const errors: FieldErrors<'reason' | 'date' | 'time'> = {}
  if (isBlank(form.reason)) errors.reason = 'validation.appointment.reason.required'
  if (isBlank(form.date)) errors.date = 'validation.appointment.date.required'
  const time = validateTimes(form, now)
  if (time) errors.time = time
  return errors
}

function validateTimes({ date, start, end }: AppointmentForm, now: number): ErrorKey | null {
  if (start == null || end == null) return validateTimePick(date) ?? 'validation.appointment.time.required'
  const from = toMs(start)
  const to = toMs(end)
  if (from === to) return 'validation.appointment.time.same'
  if (to < from) return 'validation.appointment.time.endBeforeStart'
  return from <= now ? 'validation.appointment.time.past' : null
}
