import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { FriendsBody } from './FriendsBody'
import type { MyConnectionsData } from './useMyConnections'

export const MyConnectionsDesktop = observer(function MyConnectionsDesktop({ data, title }: { data: MyConnectionsData; title: string }) {
  return <ConnectionFrame variant='desktop' title={title}><FriendsBody data={data} variant='desktop' /></ConnectionFrame>
})
