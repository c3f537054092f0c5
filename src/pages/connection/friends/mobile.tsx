import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { FriendsBody } from './FriendsBody'
import type { MyConnectionsData } from './useMyConnections'

export const MyConnectionsMobile = observer(function MyConnectionsMobile({ data, title }: { data: MyConnectionsData; title: string }) {
  return <ConnectionFrame variant='mobile' title={title}><FriendsBody data={data} variant='mobile' /></ConnectionFrame>
})
