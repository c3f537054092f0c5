/** Demand documents as GET /demands gives them, for the demand screens' tests. */
import type { DemandDoc } from '@/api/content'

export const MEETING_ID = '660100000000000000000001'
export const OWNER_ID = '660200000000000000000002'
export const meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

export function demand(n: number, extra: Partial<DemandDoc> = {}): DemandDoc {
  return {
    _id: `6616${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, title: `Demand number ${n}`, description: `We need help ${n}.`,
    images: [], status: 'open', user: { _id: OWNER_ID, username: `Poster ${n}`, avatar: '/fu/static/avatar.png' }, created: 1767225600 + n * 3600,
    show_contact: 1, comment_total: 0, commented: 0, like_total: 3, liked: 0, contact_visible: 0,
    ...extra,
  }
}

export const page = <T>(items: T[], total: number) => ({ results: items, total })
