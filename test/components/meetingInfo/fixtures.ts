/** Shared data of the meeting information screens' tests. */
import { act } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'

export const MEETING_ID = '660100000000000000000001'
export const USER_ID = '660200000000000000000001'
export const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit', zh: '示例大会' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

/** Signs the rendered store tree in (the faked users api answers the account). */
export async function signIn(store: { session: { login: (token: { token: string; user_id: string }) => Promise<unknown> | void } }) {
  await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: USER_ID }) })
}
