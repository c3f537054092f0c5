import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { GuestRecord } from './GuestRecord'
import type { ReceptionGuestData } from './useReceptionGuest'

export const ReceptionGuestMobile = observer(function ReceptionGuestMobile({ data }: { data: ReceptionGuestData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><GuestRecord data={data} /></ReceptionFrame>
})
