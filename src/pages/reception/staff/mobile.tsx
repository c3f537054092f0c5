import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { StaffDesk } from './StaffDesk'
import type { ReceptionStaffData } from './useReceptionStaff'

export const ReceptionStaffMobile = observer(function ReceptionStaffMobile({ data }: { data: ReceptionStaffData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><StaffDesk data={data} /></ReceptionFrame>
})
