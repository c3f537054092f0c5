/**
 * The organiser console's calls (server/modules/organizer/, issue 28). Every call checks my role in the meeting on
 * the server: no token 401 / 4011, no allowed role 403 / 4030; a bad field 400 / 4220 naming `body.<field>`.
 */
import type { ObjectId } from '@fu-types/entities'
import type {
  AuditEntry, GrantRoleRequest, MeetingRoleGrant, NewOrganizerMeeting, OrganizerContentFields, OrganizerContentKind, OrganizerMeeting,
  OrganizerMeetingView, OrganizerSettingsPatch, OrganizerTemplate, ContentSheet, SheetImport, SheetKind,
} from '@fu-types/api'
import { request, requestEnvelope } from './http'

const meetingPath = (meetingId: ObjectId) => `/organizer/meetings/${meetingId}`

/** The meetings where I hold a role, newest first, each with my roles (`total` all of them). */
export const listOrganizerMeetings = (query: { skip?: number; limit?: number } = {}) =>
  requestEnvelope<OrganizerMeeting[]>('/organizer/meetings', { query: { ...query } })

/** The templates I may duplicate: 403 for an account without the global organiser role (it may not create meetings). */
export const listOrganizerTemplates = () => request<OrganizerTemplate[]>('/organizer/templates')

/** Creates an unpublished meeting that I own (the global organiser role). */
export const createOrganizerMeeting = (body: NewOrganizerMeeting) =>
  request<OrganizerMeetingView>('/organizer/meetings', { method: 'POST', body: { ...body }, json: true })

/** Copies a meeting's structure, look and programme (a template, or one I own or administer) into one I own. */
export const duplicateOrganizerMeeting = (meetingId: ObjectId) =>
  request<OrganizerMeetingView>(`${meetingPath(meetingId)}/duplicate`, { method: 'POST', body: {}, json: true })

export const fetchOrganizerMeeting = (meetingId: ObjectId) => request<OrganizerMeetingView>(meetingPath(meetingId))

/** Changes only the settings given (owner, admin); the answer is the meeting as saved. */
export const saveMeetingSettings = (meetingId: ObjectId, patch: OrganizerSettingsPatch) =>
  request<OrganizerMeetingView>(meetingPath(meetingId), { method: 'PUT', body: { ...patch }, json: true })

export const setMeetingPublished = (meetingId: ObjectId, published: boolean) =>
  request<OrganizerMeetingView>(`${meetingPath(meetingId)}/${published ? 'publish' : 'unpublish'}`, { method: 'POST' })

export const listMeetingRoles = (meetingId: ObjectId) => request<MeetingRoleGrant[]>(`${meetingPath(meetingId)}/roles`)

/** Grants a role to a phone or e-mail (owner, admin): 409 / 4501 held already; the person gets an invitation. */
export const grantMeetingRole = (meetingId: ObjectId, body: GrantRoleRequest) =>
  request<MeetingRoleGrant>(`${meetingPath(meetingId)}/roles`, { method: 'POST', body: { ...body }, json: true })

/** Revokes a role (owner, admin): 409 / 4500 for the last owner. */
export const revokeMeetingRole = (meetingId: ObjectId, roleId: ObjectId) =>
  request<MeetingRoleGrant>(`${meetingPath(meetingId)}/roles/${roleId}`, { method: 'DELETE' })

/** The meeting's audit log, newest first (`total` all entries). */
export const listMeetingAudit = (meetingId: ObjectId, query: { object_type?: AuditEntry['object_type']; object_id?: ObjectId; skip?: number; limit?: number } = {}) =>
  requestEnvelope<AuditEntry[]>(`${meetingPath(meetingId)}/audit`, { query: { ...query } })

type ContentItem<K extends OrganizerContentKind> = OrganizerContentFields[K] & { _id: ObjectId }

/** Every live speaker, agenda session or news item of the meeting, hidden ones too (owner, admin, content). */
export const listMeetingContent = <K extends OrganizerContentKind>(meetingId: ObjectId, kind: K) =>
  request<ContentItem<K>[]>(`${meetingPath(meetingId)}/${kind}`)

export const createMeetingContent = <K extends OrganizerContentKind>(meetingId: ObjectId, kind: K, body: OrganizerContentFields[K]) =>
  request<ContentItem<K>>(`${meetingPath(meetingId)}/${kind}`, { method: 'POST', body: { ...body }, json: true })

export const updateMeetingContent = <K extends OrganizerContentKind>(meetingId: ObjectId, kind: K, itemId: ObjectId, body: OrganizerContentFields[K]) =>
  request<ContentItem<K>>(`${meetingPath(meetingId)}/${kind}/${itemId}`, { method: 'PUT', body: { ...body }, json: true })

export const deleteMeetingContent = (meetingId: ObjectId, kind: OrganizerContentKind, itemId: ObjectId) =>
  request<unknown>(`${meetingPath(meetingId)}/${kind}/${itemId}`, { method: 'DELETE' })

/** Speakers or agenda sessions as an XLSX (base64): the meeting's items, or with none the template (owner, admin, content). */
export const fetchContentSheet = (meetingId: ObjectId, kind: SheetKind) =>
  request<ContentSheet>(`${meetingPath(meetingId)}/${kind}/sheet`)

/** Checks (`dry_run`) or imports an XLSX of speakers or sessions: every row or none; the problems per row. */
export const importContentSheet = (meetingId: ObjectId, kind: SheetKind, file: string, dryRun: boolean) =>
  request<SheetImport>(`${meetingPath(meetingId)}/${kind}/sheet`, { method: 'POST', body: { file, ...(dryRun ? { dry_run: 1 } : {}) }, json: true })
