import { personName } from '@/core/users'
import type { AppointmentView } from '@/api/appointments'
import { listAppointments } from '@/api/appointments'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { formatTimeRange } from '@/core/time'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/**
 * /meeting/appointment/success (appointment_id, enterprise_id, meeting_id): the request is sent; it says when, and
 * leads to my appointments or back to the company. The appointment is read back so a reload still shows it.
 */
export function useAppointmentSuccess(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const { id: meetingId, timezone } = meeting
  const appointmentId = query.appointment_id || ''
  const item = useRemote<AppointmentView | null>(async () => {
    if (!appointmentId) return null
    return (await listAppointments({ _id: appointmentId, limit: 1 })).results[0] ?? null
  }, [appointmentId])
  const appointment = item.data ?? null
  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  return {
    t,
    item,
    /** The booked talk for "add to phone calendar": with the other side, at the booth when it has one. */
    calendar: appointment ? {
      title: t('calendar.appointmentTitle', { name: personName(appointment.role === 'buyer' ? appointment.seller : appointment.user, t('common.visitor')) }),
      start: appointment.start, end: appointment.end, location: appointment.booth,
    } : null,
    when: appointment ? t('appointment.success.when', { time: formatTimeRange(appointment.start, appointment.end, appointment.timezone ?? timezone) }) : '',
    mine: () => { void navigateTo('mySchedule', inMeeting) },
    back: query.enterprise_id ? () => { void navigateTo('meetingEnterprise', { ...inMeeting, enterprise_id: query.enterprise_id! }) } : null,
  }
}

export type AppointmentSuccessData = ReturnType<typeof useAppointmentSuccess>
