import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { GuestRecord } from './GuestRecord'
import type { ReceptionGuestData } from './useReceptionGuest'

export const ReceptionGuestDesktop = observer(function ReceptionGuestDesktop({ data }: { data: ReceptionGuestData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><GuestRecord data={data} /></ReceptionFrame>
})
