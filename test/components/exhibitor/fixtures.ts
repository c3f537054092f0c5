/** Shared data of the exhibitor screen tests: a meeting, the company and an exhibitor account bound to it. */
import { act } from '@testing-library/react'
import type { Meeting, Question, User } from '@fu-types/entities'

export const MEETING_ID = '660100000000000000000001'
export const USER_ID = '660200000000000000000002'
export const COMPANY_ID = '661400000000000000000001'
export const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

export const exhibitorUser = (bound: boolean): User => ({
  _id: USER_ID, username: 'Sato',
  exhibitor: bound ? { _id: COMPANY_ID, enterprise_id: COMPANY_ID, meeting_id: MEETING_ID, company: { title: { en: 'Aurora Robotics' } } } : null,
})

export const question = (n: number, extra: Partial<Question> = {}): Question => ({
  _id: `6620${String(n).padStart(20, '0')}`, enterprise_id: COMPANY_ID, user_id: '660200000000000000000009',
  content: `Question ${n}?`, answer: null, public: 0, created: 1767229200 + n * 60, answered: null,
  user: { _id: '660200000000000000000009', username: 'Emma', avatar: '' },
  ...extra,
})

/** Signs the rendered store tree in (the faked users api answers the account). */
export async function signIn(store: { session: { login: (token: { token: string; user_id: string }) => Promise<unknown> | void } }) {
  await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: USER_ID }) })
}
