/**
 * My data (issue 16, PIPL / GDPR): download links of everything the platform holds about me (JSON and a readable HTML
 * page), my consent log, and deleting my account after a cooling-off period. Every call is for my own id only.
 */
import type { ObjectId } from '@fu-types/entities'
import { request, requestEnvelope } from './http'

interface MyDataLinks {
  /** Site-relative download addresses, valid 10 minutes (a browser's download carries no bearer token). */
  json: string
  html: string
  expires: number
}

export type ConsentKind = 'privacy_policy' | 'meeting_authorization' | 'demand_contact' | 'card_sharing'

export interface ConsentEntry {
  _id: ObjectId
  kind: ConsentKind
  /** The meeting, demand or person it concerns. */
  target_id: string | null
  /** 1 agreed, 0 withdrawn. */
  granted: 0 | 1
  detail: { scopes?: string[]; version?: string; via?: string; meeting_id?: string }
  /** Seconds. */
  created: number
}

export interface AccountDeletion {
  status: 'none' | 'pending'
  /** Seconds; null when none is pending. */
  requested: number | null
  due: number | null
  /** What to type to confirm: the account's phone number, else its e-mail. */
  confirm_with: 'phone' | 'email' | 'id'
  cooling_off_days: number
}

export const fetchMyDataLinks = (userId: ObjectId) => request<MyDataLinks>(`/users/${userId}/data/links`, { method: 'POST' })
export const fetchConsents = (userId: ObjectId) => requestEnvelope<ConsentEntry[]>(`/users/${userId}/consents`)
export const recordPrivacyConsent = (userId: ObjectId) => request<ConsentEntry>(`/users/${userId}/consents`, { method: 'POST', body: { kind: 'privacy_policy' } })
export const fetchAccountDeletion = (userId: ObjectId) => request<AccountDeletion>(`/users/${userId}/deletion`)
export const requestAccountDeletion = (userId: ObjectId, confirm: string) => request<AccountDeletion>(`/users/${userId}/deletion`, { method: 'POST', body: { confirm } })
export const cancelAccountDeletion = (userId: ObjectId) => request<AccountDeletion>(`/users/${userId}/deletion`, { method: 'DELETE' })
