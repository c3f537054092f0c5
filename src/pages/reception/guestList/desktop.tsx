import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { GuestRecords } from './GuestRecords'
import type { ReceptionGuestListData } from './useReceptionGuestList'

export const ReceptionGuestListDesktop = observer(function ReceptionGuestListDesktop({ data }: { data: ReceptionGuestListData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><GuestRecords data={data} /></ReceptionFrame>
})
