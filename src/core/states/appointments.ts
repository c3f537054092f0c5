import type { Appointment, AppointmentStatus, ObjectId } from '@fu-types/entities'
import type { Display } from '../display'
import type { AppointmentStatusKey } from '../messages'
import { toMs } from '../time'

const APPOINTMENT_DISPLAY: Record<AppointmentStatus, Display<AppointmentStatusKey>> = {
  0: { key: 'appointment.status.applying', tone: 'amber' },
  1: { key: 'appointment.status.accepted', tone: 'green' },
  2: { key: 'appointment.status.ignored', tone: 'grey' },
  3: { key: 'appointment.status.cancelled', tone: 'grey' },
  4: { key: 'appointment.status.deleted', tone: 'grey' },
}

export function appointmentDisplay(status: AppointmentStatus): Display<AppointmentStatusKey> {
  return APPOINTMENT_DISPLAY[status] ?? { key: 'appointment.status.unknown', tone: 'grey' }
}

type Timed = Pick<Appointment, 'status' | 'end'>

/** Still waiting for the seller and not yet over: the count an exhibitor sees (SPEC §7: end ≥ now, status 0). */
export function isPendingAppointment(appointment: Timed, now: number): boolean {
  return appointment.status === 0 && toMs(appointment.end) >= now
}

export function countPendingAppointments(appointments: (Timed & Pick<Appointment, 'seller_user_id'>)[], sellerUserId: ObjectId, now: number): number {
  return appointments.filter((a) => a.seller_user_id === sellerUserId && isPendingAppointment(a, now)).length
}

export type AppointmentAction = 'accept' | 'ignore' | 'cancel' | 'delete'

/**
 * What the viewer may do with an appointment. The seller accepts or ignores a request; either side
 * cancels (the requester "retracts") while it is not over; finished ones can be deleted from one's list.
 */
export function appointmentActions(
  appointment: Pick<Appointment, 'status' | 'end' | 'user_id' | 'seller_user_id'>,
  viewerId: ObjectId,
  now: number,
): AppointmentAction[] {
  const isSeller = viewerId === appointment.seller_user_id
  const isRequester = viewerId === appointment.user_id
  if (!isSeller && !isRequester) return []
  const over = toMs(appointment.end) < now
  switch (appointment.status) {
    case 0:
      if (over) return ['delete']
      return isSeller ? ['accept', 'ignore'] : ['cancel']
    case 1:
      return over ? ['delete'] : ['cancel']
    case 2:
    case 3:
      return ['delete']
    default:
      return []
  }
}
