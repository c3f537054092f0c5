/** Tickets (SPEC §7 "Tickets"): registration, lists, counts, resubmission, review and check-in. */
import type { ObjectId, Ticket } from '@fu-types/entities'
import type { TicketRequest, TicketUpdate } from '@fu-types/api'
import { request, requestEnvelope, type Query } from './http'

/** Free registration (personal, or a group with members); the session's source_id is added by http.ts. */
export const register = (body: TicketRequest) => request<Ticket[]>('/tickets', { method: 'POST', body: { ...body } })
export const listTickets = (query: Query = {}) => requestEnvelope<Ticket[]>('/tickets', { query })
export const updateTicket = (ticketId: ObjectId, body: TicketUpdate) => request<Ticket>(`/tickets/${ticketId}`, { method: 'PUT', body: { ...body } })
export const checkIn = (ticketId: ObjectId) => request<Ticket>(`/tickets/${ticketId}/attends`, { method: 'PUT' })
