import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { GuestCheckIn } from './GuestCheckIn'
import type { ReceptionStaffGuestData } from './useReceptionStaffGuest'

export const ReceptionStaffGuestMobile = observer(function ReceptionStaffGuestMobile({ data }: { data: ReceptionStaffGuestData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><GuestCheckIn data={data} /></ReceptionFrame>
})
