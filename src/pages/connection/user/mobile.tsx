import { observer } from 'mobx-react'
import { ConnectionFrame } from '../ConnectionFrame'
import { UserCardBody } from './UserCardBody'
import type { MeetingUserData } from './useMeetingUser'

export const MeetingUserMobile = observer(function MeetingUserMobile({ data, title }: { data: MeetingUserData; title: string }) {
  return <ConnectionFrame variant='mobile' title={title}><UserCardBody data={data} variant='mobile' /></ConnectionFrame>
})
