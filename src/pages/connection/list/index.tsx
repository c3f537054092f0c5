import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingConnection, type MeetingConnectionData } from './useMeetingConnection'
import { ConnectionListBody } from './ConnectionListBody'

/** /meeting/connection: the meeting's people who chose to appear, to exchange business cards with. */
export default defineScreen<'meetingConnection', MeetingConnectionData>({
  use: ({ meeting }) => useMeetingConnection(meeting),
  view: ConnectionListBody,
})
