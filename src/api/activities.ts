/** Activities, their registration channels, agents and orders (SPEC §7 "Activities"; checkout/orders/invoices). */
import type { Activity, ActivitySource, Invoice, InvoiceRequest, ObjectId, Order, Ticket } from '@fu-types/entities'
import type { CheckoutRequest, PaidOrder, ViewRequest } from '@fu-types/api'
import { request, requestEnvelope, type Query } from './http'

/** `keyword` keeps activities whose title (any language) contains it. */
interface ActivityListQuery extends Query { meeting_id?: ObjectId; with_meeting?: 0 | 1; with_ticket_total?: 0 | 1; keyword?: string; limit?: number; skip?: number }

export const listActivities = (query: ActivityListQuery) => requestEnvelope<Activity[]>('/activities', { query })

/** One activity by id: a deleted one opens /204 and never resolves (http.ts). */
export async function fetchActivity(activityId: ObjectId, query: Omit<ActivityListQuery, 'meeting_id' | 'limit' | 'skip'> = {}): Promise<Activity | undefined> {
  return (await request<Activity[]>('/activities', { query: { ...query, _id: activityId } }))[0]
}

export const activitySources = (activityId: ObjectId) => request<ActivitySource[]>(`/activities/${activityId}/sources`)
export const recordActivityView = (activityId: ObjectId, body: ViewRequest = {}) => request<{ views: number }>(`/activities/${activityId}/views`, { method: 'POST', body: { ...body } })
/** One group an agent registered for an activity, with its ticket counts (GET /activities/{id}/agents/{agent_id}). */
export interface AgentGroup { _id: ObjectId; name: string; contact_name: string; contact_phone: string; contact_email: string | null; total: number; unallocated: number }
export interface AgentOverview { activity_id: ObjectId; agent_id: ObjectId; agent_checkout_version: number | null; group_max: number; ticket_total: number; unallocated: number; groups: AgentGroup[] }
interface AgentGroupChange { group_id?: ObjectId; name?: string; contact_name?: string; contact_phone?: string; contact_email?: string }
export const fetchAgentGroups = (activityId: ObjectId, agentId: ObjectId) => request<AgentOverview>(`/activities/${activityId}/agents/${agentId}`)
export const updateAgentGroup = (activityId: ObjectId, agentId: ObjectId, body: AgentGroupChange) => request<Omit<AgentGroup, 'total' | 'unallocated'>>(`/activities/${activityId}/agents/${agentId}`, { method: 'PUT', body: { ...body } })
export const agentActivities = (agentId: ObjectId) => request<Activity[]>(`/activities/agents/${agentId}`)
/** ID card recognition for the registration form's scan button. */
export const recognizeIdCard = (query: Query) => request<{ id_number?: string; name?: string }>('/ocrs/idcard', { query })

// Orders of paid registration.
export const createOrder = (body: CheckoutRequest) => request<Order>('/checkout/activities', { method: 'POST', body: { ...body } })
export const listOrders = (query: Query = {}) => requestEnvelope<Order[]>('/checkout/activities', { query })
export const payOrder = (orderId: ObjectId, body: { channel?: string } = {}) => request<PaidOrder>(`/checkout/activities/${orderId}/pay`, { method: 'POST', body })
/** Where an order's payment stands, asked back from WeChat's payment sheet: the server asks WeChat Pay's order query. */
export interface OrderPayment { order: Order; tickets: Ticket[]; trade_state?: string }
export const fetchOrderPayment = (orderId: ObjectId) => request<OrderPayment>(`/checkout/activities/${orderId}/payment`)
export const cancelOrder = (orderId: ObjectId) => request<Order>(`/checkout/activities/${orderId}/cancel`, { method: 'POST' })
/**
 * Refunds a paid order while the activity's refund rule allows it (src/core/refund.ts): the answer is the order with its
 * `refund_status`; after the deadline 409 / 4405 (RefundClosed, `data.refund_deadline` in seconds).
 */
export const refundOrder = (orderId: ObjectId, body: { reason?: string } = {}) =>
  request<Order>(`/checkout/activities/${orderId}/refund`, { method: 'POST', body: { ...body } })
export const applyForInvoice = (orderId: ObjectId, body: InvoiceRequest) => request<Invoice>(`/checkout/activities/${orderId}/invoices`, { method: 'POST', body: { ...body } })
export const listInvoices = (query: { checkout_id?: ObjectId; _id?: ObjectId } = {}) => request<Invoice[]>('/invoices', { query })

/** One's "remind me" of an activity (SMS, e-mail and, with an accepted template, WeChat 10 minutes before the start). */
interface ActivityReminder { remind: 0 | 1; wechat: 0 | 1; reminded: number | null }
export const fetchActivityReminder = (activityId: ObjectId) => request<ActivityReminder>(`/activities/${activityId}/reminders`)
export const setActivityReminder = (activityId: ObjectId, body: { wechat_template?: string } = {}) =>
  request<ActivityReminder>(`/activities/${activityId}/reminders`, { method: 'PUT', body })
export const cancelActivityReminder = (activityId: ObjectId) => request<ActivityReminder>(`/activities/${activityId}/reminders`, { method: 'DELETE' })
