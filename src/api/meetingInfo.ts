/**
 * The meeting's information pages (SPEC §2 /meeting/doc, /introduction, /branch, /contact, /apply): documents,
 * introduction contents, branch venues, contacts and the application to exhibit. Reads answer guests of open meetings.
 */
import type { LocalizedText, ObjectId, Timestamp } from '@fu-types/entities'
import type { ExhibitorApplicationForm, ExhibitorApplicationStatus } from '@/core'
import { request, requestEnvelope } from './http'

/** A document of the meeting (`meeting_attachment` category); `ext` is the file's extension, `size` in bytes. */
export interface MeetingAttachment {
  _id: ObjectId
  meeting_id: ObjectId
  category_id?: ObjectId
  title: LocalizedText
  url: string
  name?: string
  ext: string
  size?: number
  created: Timestamp
}

/** One introduction content of the meeting: organiser HTML. */
export interface MeetingIntroduction { _id: ObjectId; meeting_id: ObjectId; title: LocalizedText; content?: LocalizedText }

/** A branch venue / sub-forum with its own time and place, and the agenda session it holds. */
export interface MeetingBranch {
  _id: ObjectId
  meeting_id: ObjectId
  title: LocalizedText
  place?: LocalizedText
  summary?: LocalizedText
  cover?: string
  start?: Timestamp
  end?: Timestamp
  agenda_id?: ObjectId
}

/** How to reach the organiser for one purpose; the venue entry has an address, directions and a plan image. */
export interface MeetingContact {
  _id: ObjectId
  purpose: LocalizedText
  name?: LocalizedText
  phone?: string
  email?: string
  address?: LocalizedText
  directions?: LocalizedText
  map?: string
}

/** My application to exhibit as the server keeps it. */
export interface ExhibitorApplication extends Omit<ExhibitorApplicationForm, 'booth_area' | 'booth_type'> {
  _id: ObjectId
  meeting_id: ObjectId
  user_id: ObjectId
  status: ExhibitorApplicationStatus
  booth_type: 'standard' | 'raw'
  booth_area: number
  created: Timestamp
  updated: Timestamp
}

export const listMeetingAttachments = (query: { meeting_id: ObjectId; category_id?: ObjectId; limit?: number; skip?: number }) =>
  requestEnvelope<MeetingAttachment[]>('/meeting/attachments', { query })
/** All introductions (titles and content), or one by `_id`. */
export const listMeetingIntroductions = (query: { meeting_id: ObjectId; _id?: ObjectId; limit?: number; skip?: number }) =>
  requestEnvelope<MeetingIntroduction[]>('/meeting/introductions', { query })
export const listMeetingBranches = (query: { meeting_id: ObjectId; limit?: number; skip?: number }) =>
  requestEnvelope<MeetingBranch[]>('/meeting/branches', { query })
export const listMeetingContacts = (meetingId: ObjectId) => request<MeetingContact[]>('/meeting/contacts', { query: { meeting_id: meetingId } })
/** My application to exhibit at this meeting, or null when I have not applied. */
export const fetchExhibitorApplication = (meetingId: ObjectId) => request<ExhibitorApplication | null>(`/meetings/${meetingId}/exhibitor/apply`)
/** Sends (or changes, while not approved) my application; 400 / 4220 with `data.fields` names the fields that fail SPEC §5. */
export const applyToExhibit = (meetingId: ObjectId, form: ExhibitorApplicationForm) =>
  request<ExhibitorApplication>(`/meetings/${meetingId}/exhibitor/apply`, { method: 'POST', body: { ...form } })
