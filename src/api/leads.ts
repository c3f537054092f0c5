/**
 * Lead capture for exhibitors (issue 16; server/modules/leads/leads.routes.ts): the companies I capture leads for, scanning a code
 * into a lead, the lead list, a lead's rating / tags / notes, the export link, booth staff and their invitations, and
 * the visitor's side: the share requests of companies that scanned me.
 */
import type { LocalizedText, ObjectId } from '@fu-types/entities'
import type { LeadConsent, LeadSource } from '@/core/leads'
import { request, requestEnvelope } from './http'

export interface LeadCompany { enterprise_id: ObjectId; meeting_id: ObjectId; title: LocalizedText; logo: string; role: 'owner' | 'staff' }

/** The person as the exhibitor may see them: before the card is shared only `initial` (and a public `company`). */
interface LeadPerson {
  user_id: ObjectId | null
  initial: string
  name: string | null
  company: string
  title: string | null
  phone: string | null
  email: string | null
  avatar: string
  card: 0 | 1
}

export interface Lead {
  _id: ObjectId
  enterprise_id: ObjectId
  meeting_id: ObjectId
  source: LeadSource
  sources: LeadSource[]
  consent: LeadConsent
  answered: number | null
  rating: number | null
  tags: string[]
  notes: string
  captured_by: ObjectId | null
  created: number
  updated: number
  person: LeadPerson
  /** Scan answers only: 1 when this scan made the lead. */
  created_now?: 0 | 1
}

interface StaffMember { _id: ObjectId; code: string; phone: string | null; status: 'invited' | 'active'; created: number; accepted: number | null; user: { _id: ObjectId; username: string | null; work?: { title?: string; company?: string } } | null }
interface StaffInvitation { _id: ObjectId; code: string; enterprise_id: ObjectId; meeting_id: ObjectId; company: string; logo: string; created: number }
export interface ShareRequest { _id: ObjectId; enterprise_id: ObjectId; meeting_id: ObjectId; company: string; logo: string; consent: LeadConsent; created: number; answered: number | null }
interface LeadExport { url: string; name: string; expires: number }

export const listLeadCompanies = () => request<LeadCompany[]>('/exhibitor/lead/companies')

export const scanLead = (body: { enterprise_id: ObjectId; code: string; activity_id?: ObjectId }) =>
  request<Lead>('/exhibitor/leads/scan', { method: 'POST', body, json: true })

export const listLeads = (query: { enterprise_id: ObjectId; keyword?: string; skip: number; limit: number }) =>
  requestEnvelope<Lead[]>('/exhibitor/leads', { query: { ...query, keyword: query.keyword || undefined } })

export const fetchLead = (leadId: ObjectId) => request<Lead>(`/exhibitor/leads/${leadId}`)

export const updateLead = (leadId: ObjectId, body: { rating?: number | null; tags?: string[]; notes?: string }) =>
  request<Lead>(`/exhibitor/leads/${leadId}`, { method: 'PUT', body, json: true })

export const exportLeads = (body: { enterprise_id: ObjectId; format: 'csv' | 'xlsx'; keyword?: string; lang?: string }) =>
  request<LeadExport>('/exhibitor/leads/export', { method: 'POST', body: { ...body, keyword: body.keyword || undefined }, json: true })

export const listStaff = (enterpriseId: ObjectId) => request<StaffMember[]>('/exhibitor/staff', { query: { enterprise_id: enterpriseId } })
export const inviteStaff = (body: { enterprise_id: ObjectId; phone?: string }) => request<StaffMember>('/exhibitor/staff', { method: 'POST', body, json: true })
export const removeStaff = (id: ObjectId) => request<{ _id: ObjectId; status: 'removed' }>(`/exhibitor/staff/${id}`, { method: 'DELETE' })
export const myStaffInvitations = (lang?: string) => request<StaffInvitation[]>('/exhibitor/staff/invitations', { query: { lang } })
export const acceptStaffInvitation = (code: string) => request<StaffInvitation>('/exhibitor/staff/accept', { method: 'POST', body: { code }, json: true })

export const listShareRequests = (query: { status?: 'pending' | 'answered' | 'all'; lang?: string; skip?: number; limit?: number }) =>
  requestEnvelope<ShareRequest[]>('/user/lead/requests', { query })
export const answerShareRequest = (id: ObjectId, answer: 'granted' | 'declined') =>
  request<{ _id: ObjectId; consent: LeadConsent; answered: number }>(`/user/lead/requests/${id}`, { method: 'PUT', body: { answer }, json: true })
