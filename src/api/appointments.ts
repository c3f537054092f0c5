/** Appointments with exhibitors (SPEC §7 "Appointments"). */
import type { Appointment, ObjectId } from '@fu-types/entities'
import type { Count } from '@fu-types/api'
import { request, requestEnvelope, type Query } from './http'

export const listAppointments = (query: Query) => requestEnvelope<Appointment[]>('/appointments', { query })
export const createAppointment = (body: Record<string, unknown>) => request<Appointment>('/appointments', { method: 'POST', body })
export const countAppointments = (query: Query) => request<Count>('/appointments/count', { query })
export const appointmentAuthentication = (query: Query = {}) => request<unknown>('/appointments/user/is_authentication', { query })
export const bookSchedule = (scheduleId: ObjectId, body: Record<string, unknown>) => request<Appointment>(`/appointments/schedules/${scheduleId}`, { method: 'POST', body })
export const answerAppointment = (appointmentId: ObjectId, answer: 'ignore' | 'cancel' | 'accept') =>
  request<Appointment>(`/appointments/${appointmentId}/${answer}`, { method: 'POST' })
export const deleteAppointment = (appointmentId: ObjectId) => request<unknown>(`/appointments/${appointmentId}`, { method: 'DELETE' })

/** The exhibitor's pending count: upcoming (end >= now), status 0, for this seller; reads total. */
export async function pendingAppointmentCount(sellerUserId: ObjectId, nowSeconds: number): Promise<number> {
  return (await countAppointments({ end: nowSeconds, status: 0, seller_user_id: sellerUserId })).total
}
