import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { ConnectionListBody } from './ConnectionListBody'
import type { MeetingConnectionData } from './useMeetingConnection'

export const MeetingConnectionMobile = observer(function MeetingConnectionMobile({ data, title }: { data: MeetingConnectionData; title: string }) {
  return <ConnectionFrame variant='mobile' title={title}><ConnectionListBody data={data} variant='mobile' /></ConnectionFrame>
})
