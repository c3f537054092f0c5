import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { ConnectionListBody } from './ConnectionListBody'
import type { MeetingConnectionData } from './useMeetingConnection'

export const MeetingConnectionDesktop = observer(function MeetingConnectionDesktop({ data, title }: { data: MeetingConnectionData; title: string }) {
  return <ConnectionFrame variant='desktop' title={title}><ConnectionListBody data={data} variant='desktop' /></ConnectionFrame>
})
