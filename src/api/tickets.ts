/** Tickets (SPEC §7 "Tickets"): registration, lists, counts, resubmission, review and check-in. */
import type { ObjectId, Ticket } from '@fu-types/entities'
import type { TicketRequest, TicketUpdate } from '@fu-types/api'
import { request, requestEnvelope, type Query } from './http'

/** Free registration (personal, or a group with members); the session's source_id is added by http.ts. */
export const register = (body: TicketRequest) => request<Ticket[]>('/tickets', { method: 'POST', body: { ...body } })
export const listTickets = (query: Query = {}) => requestEnvelope<Ticket[]>('/tickets', { query })
export const updateTicket = (ticketId: ObjectId, body: TicketUpdate) => request<Ticket>(`/tickets/${ticketId}`, { method: 'PUT', body: { ...body } })
export const checkIn = (ticketId: ObjectId) => request<Ticket>(`/tickets/${ticketId}/attends`, { method: 'PUT' })

/**
 * The venue's check-in QR (/activity/register): checks the caller's own approved ticket of the activity in
 * (PUT /activities/{id}/attends). Refused: 404 / 4116 not registered, 409 / 4150 checked in before, 409 / 4151 under
 * review or rejected (`data.status`), 409 / 4152 the activity has ended.
 */
export const checkInAtVenue = (activityId: ObjectId) => request<Ticket>(`/activities/${activityId}/attends`, { method: 'PUT', body: {} })
