/**
 * Appointments with exhibitors (SPEC §7 "Appointments"). Refusals reach the caller as ApiError: 4116 not registered,
 * 4200 time conflict with `data.count` pending negotiations (submit anyway with force: 1), 4201 booking full,
 * 4202 you or the other party already has a meeting then, 4203 a proposed time to an exhibitor that has slots.
 */
import type { Appointment, ObjectId, UserWork } from '@fu-types/entities'
import type { AppointmentAuthentication, AppointmentRequest, AppointmentsQuery, Count, ScheduleSlot, SlotBookingRequest } from '@fu-types/api'
import { request, requestEnvelope } from './http'

/** As the server lists them: which side I am on, and both people. */
export interface AppointmentView extends Appointment {
  role: 'buyer' | 'seller'
  user: { _id: ObjectId; username: string | null; avatar: string; work?: UserWork } | null
  seller: { _id: ObjectId; username: string | null; avatar: string; work?: UserWork } | null
}

export const listAppointments = (query: AppointmentsQuery) => requestEnvelope<AppointmentView[]>('/appointments', { query: { ...query } })
export const countAppointments = (query: { seller_user_id?: ObjectId; user_id?: ObjectId; status?: number; end?: number; meeting_id?: ObjectId }) =>
  request<Count>('/appointments/count', { query })
export const appointmentAuthentication = (meetingId: ObjectId) =>
  request<AppointmentAuthentication>('/appointments/user/is_authentication', { query: { meeting_id: meetingId } })
/** `link`: accepting an online meeting gives the link to join it (400 / 4220 without one). */
export const answerAppointment = (appointmentId: ObjectId, answer: 'ignore' | 'cancel' | 'accept', link?: string) =>
  request<AppointmentView>(`/appointments/${appointmentId}/${answer}`, { method: 'POST', ...(link ? { body: { link } } : {}) })
export const deleteAppointment = (appointmentId: ObjectId) => request<{ _id: ObjectId; deleted: 1 }>(`/appointments/${appointmentId}`, { method: 'DELETE' })

/** The exhibitor's pending count: upcoming (end >= now), status 0, for this seller; reads total. */
export async function pendingAppointmentCount(sellerUserId: ObjectId, nowSeconds: number): Promise<number> {
  return (await countAppointments({ end: nowSeconds, status: 0, seller_user_id: sellerUserId })).total
}

/** An exhibitor's bookable time slots (GET /meeting/schedules), earliest first, each with how many requests it holds. */
export const listScheduleSlots = (query: { enterprise_id: ObjectId; meeting_id?: ObjectId; date?: string; skip?: number; limit?: number }) =>
  requestEnvelope<ScheduleSlot[]>('/meeting/schedules', { query: { ...query } })

/** Books one of the exhibitor's slots (SPEC §7 POST /enterprises/{id}/schedules/{sid}/appointments); force: 1 submits despite 4200. */
export const bookEnterpriseSlot = (enterpriseId: ObjectId, slotId: ObjectId, body: SlotBookingRequest) =>
  request<AppointmentView>(`/enterprises/${enterpriseId}/schedules/${slotId}/appointments`, { method: 'POST', body: { ...body } })

/**
 * Proposes a time to an exhibitor that publishes no slots (POST /appointments with proposed: 1): a day of the meeting;
 * 4203 when the exhibitor has slots ahead after all (book one of them), else the same refusals as a slot's booking.
 */
export const proposeAppointment = (body: Omit<AppointmentRequest, 'proposed'>) =>
  request<AppointmentView>('/appointments', { method: 'POST', body: { ...body, proposed: 1 } })
