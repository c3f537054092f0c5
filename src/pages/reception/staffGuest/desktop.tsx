import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { GuestCheckIn } from './GuestCheckIn'
import type { ReceptionStaffGuestData } from './useReceptionStaffGuest'

export const ReceptionStaffGuestDesktop = observer(function ReceptionStaffGuestDesktop({ data }: { data: ReceptionStaffGuestData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><GuestCheckIn data={data} /></ReceptionFrame>
})
