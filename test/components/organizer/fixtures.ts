import type { AuditEntry, MeetingRoleGrant, OrganizerMeeting, OrganizerMeetingView } from '@fu-types/api'
import type { Meeting } from '@fu-types/entities'

export const MEETING = 'm1'.padEnd(24, '0')
export const OTHER = 'm2'.padEnd(24, '0')

/** The meeting the frame loads through the public calls. */
export const publicMeeting: Meeting = { _id: MEETING, title: { en: 'Demo Summit' }, start: 1798761600, end: 1798934400 }

export function organizerMeeting(overrides: Partial<OrganizerMeeting> = {}): OrganizerMeeting {
  return { _id: MEETING, title: { zh: '示范峰会', en: 'Demo Summit' }, cover: '', start: 1798761600, end: 1798934400, timezone: 'Asia/Shanghai', published: 1, roles: ['owner'], role: 'owner', ...overrides }
}

export function meetingView(overrides: Partial<OrganizerMeetingView> = {}, settings: Partial<OrganizerMeetingView['settings']> = {}): OrganizerMeetingView {
  return {
    _id: MEETING,
    published: 1,
    roles: ['owner'],
    ...overrides,
    settings: {
      title: { zh: '示范峰会', en: 'Demo Summit' }, start: 1798761600, end: 1798934400, timezone: 'Asia/Shanghai', place: {}, cover: '',
      languages: { zh: 1, en: 1, ja: 0, ko: 0 }, theme_color: '#1f6feb', main_button_color: '#1f6feb', follow_theme_color: 1, main_button_theme: 'light',
      border_radius: 'round', limits_type: 0, allow_guest_view: 1, domain: null, icp: null, share_title: { en: 'Join us' }, share_desc: null,
      share_cover: null, enable_copilot: 0, copilot_name: null, copilot_prologue_title: null, copilot_prologue_description: null,
      copilot_prologue_questions: null, template: null,
      ...settings,
    },
  }
}

export function grant(overrides: Partial<MeetingRoleGrant> = {}): MeetingRoleGrant {
  return {
    _id: 'r1'.padEnd(24, '0'), meeting_id: MEETING, role: 'owner', user_id: 'u1'.padEnd(24, '0'), pending: false,
    phone: '13800000005', email: null, name: 'Li Organiser', granted_by: null, created: 1798000000, ...overrides,
  }
}

export function auditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    _id: 'a1'.padEnd(24, '0'), meeting_id: MEETING, action: 'update', object_type: 'meeting', object_id: MEETING,
    changes: { theme_color: { before: '#000000', after: '#1f6feb' } }, created: 1798000000, actor_id: 'u1'.padEnd(24, '0'),
    actor: { _id: 'u1'.padEnd(24, '0'), name: 'Li Organiser', phone: '13800000005', email: null }, ...overrides,
  }
}
