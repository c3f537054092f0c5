import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { UserCardBody } from './UserCardBody'
import type { MeetingUserData } from './useMeetingUser'

export const MeetingUserDesktop = observer(function MeetingUserDesktop({ data, title }: { data: MeetingUserData; title: string }) {
  return <ConnectionFrame variant='desktop' title={title}><UserCardBody data={data} variant='desktop' /></ConnectionFrame>
})
