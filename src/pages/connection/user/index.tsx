import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingUser, type MeetingUserData } from './useMeetingUser'
import { UserCardBody } from './UserCardBody'

/** /meeting/user?user_id: a person's business card. */
export default defineScreen<'meetingUser', MeetingUserData>({
  use: ({ query, meeting }) => useMeetingUser(query, meeting),
  // Read again after an answer, the card stays on screen; the frame waits only for the first reading.
  state: ({ card, person }) => ({
    status: card.status === 'failed' ? 'failed' : !person && card.status === 'loading' ? 'loading' : 'ready',
    message: card.error,
    retry: card.retry,
  }),
  view: UserCardBody,
})
