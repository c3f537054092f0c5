import type { Meeting } from '@fu-types/entities'
import type { ReceptionGuestView, ReceptionPhaseView, ReceptionStaff } from '@/api/reception'
import { ApiError } from '@/api/http'

export const MEETING_ID = '660100000000000000000001'
export const meeting: Meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

export const PHASE_IDS = ['660900000000000000000001', '660900000000000000000002']
export const phases: ReceptionPhaseView[] = [
  { _id: PHASE_IDS[0], meeting_id: MEETING_ID, title: { zh: '接机', en: 'Airport pick-up' }, weight: 30, received_total: 12 },
  { _id: PHASE_IDS[1], meeting_id: MEETING_ID, title: { zh: '会场签到', en: 'Venue sign-in' }, weight: 10, received_total: 0 },
]

export const staff: ReceptionStaff = { user_id: '661000000000000000000004', phone: '13800000004', roles: ['reception_staff'], meeting_id: MEETING_ID, role: 1, role_title: { zh: '接待人员', en: 'Reception staff' } }

export function guest(n: number, extra: Partial<ReceptionGuestView> = {}): ReceptionGuestView {
  return { _id: `660a${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, name: `Guest ${n}`, title: `Title ${n}`, phone: `1390000${String(n).padStart(4, '0')}`, query_code: `GUEST${String(n).padStart(3, '0')}`, phases: [], ...extra }
}

export const notFound = () => new ApiError(404, { code: 4040, message: 'not found' })
