/**
 * Server calls the app itself no longer makes (no screen of SPEC needs them on the client, or another function of
 * src/api does the same): these tests still exercise the reference server's side of them through the one request layer.
 */
import { request, requestEnvelope, type Query } from '@/api/http'
import type { AppointmentRequest, Count, RegionName, ShortLink } from '@fu-types/api'
import type { AppointmentView } from '@/api/appointments'
import type { Exhibitor, FriendApplication, ObjectId, Product } from '@fu-types/entities'

export const createAppointment = (body: AppointmentRequest) => request<AppointmentView>('/appointments', { method: 'POST', body: { ...body } })
export const countAgendas = (query: Query) => request<Count>('/meeting/agendas/count', { query })
export const countLives = (query: Query) => request<Count>('/lives/count', { query })
export const countProducts = (query: Query) => request<Count>('/enterprise/products/count', { query })
export const countTickets = (query: Query = {}) => request<Count>('/tickets/count', { query })
export const listExhibitors = (query: Query) => requestEnvelope<Exhibitor[]>('/exhibitors', { query })
export const exhibitorProducts = (query: Query) => requestEnvelope<Product[]>('/exhibitors/products', { query })
export const exhibitorAction = (exhibitorId: ObjectId, action: 'likes' | 'mails' | 'calls' | 'views' | 'attachments/views', body: Record<string, unknown> = {}) =>
  request<unknown>(`/exhibitors/${exhibitorId}/${action}`, { method: 'POST', body })
export const listAsks = (query: Query) => requestEnvelope<unknown[]>('/enterprise/asks', { query })
export const addFriend = (friendId: ObjectId) => request<FriendApplication>('/user/friends', { method: 'POST', body: { friend_id: friendId } })
export const listRegions = (language: 'en' | 'zh' = 'en') => request<RegionName[]>('/static/regions', { query: { language } })
export const createShortLink = (target: string) => request<ShortLink>('/short-links', { method: 'POST', body: { target } })
export const countMeetingCredentials = (query: Query) => request<Count>('/meeting/credentials/count', { query })
/** POST /tokens/phone/v2: the signed phone login a partner's server uses; the tests sign in through it. */
export const loginWithSignedPhone = (body: { phone: string; timestamp: number; sign: string }) =>
  request<{ token: string; user_id: ObjectId }>('/tokens/phone/v2', { method: 'POST', body: { ...body } })
