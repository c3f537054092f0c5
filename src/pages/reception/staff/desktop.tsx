import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { StaffDesk } from './StaffDesk'
import type { ReceptionStaffData } from './useReceptionStaff'

export const ReceptionStaffDesktop = observer(function ReceptionStaffDesktop({ data }: { data: ReceptionStaffData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><StaffDesk data={data} /></ReceptionFrame>
})
