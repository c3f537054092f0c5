import { defineScreen } from '@/components/screen/defineScreen'
import { useMyConnections, type MyConnectionsData } from './useMyConnections'
import { FriendsBody } from './FriendsBody'

/** /my/connections: my friends (exchanged business cards) and their contact details. */
export default defineScreen<'myConnections', MyConnectionsData>({
  use: ({ meeting }) => useMyConnections(meeting),
  view: FriendsBody,
})
