import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { GuestRecords } from './GuestRecords'
import type { ReceptionGuestListData } from './useReceptionGuestList'

export const ReceptionGuestListMobile = observer(function ReceptionGuestListMobile({ data }: { data: ReceptionGuestListData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><GuestRecords data={data} /></ReceptionFrame>
})
