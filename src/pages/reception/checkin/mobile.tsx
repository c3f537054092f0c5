import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { CheckinDesk } from './CheckinDesk'
import type { ReceptionCheckinData } from './useReceptionCheckin'

export const ReceptionCheckinMobile = observer(function ReceptionCheckinMobile({ data }: { data: ReceptionCheckinData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><CheckinDesk data={data} /></ReceptionFrame>
})
