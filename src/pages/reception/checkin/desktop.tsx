import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { CheckinDesk } from './CheckinDesk'
import type { ReceptionCheckinData } from './useReceptionCheckin'

export const ReceptionCheckinDesktop = observer(function ReceptionCheckinDesktop({ data }: { data: ReceptionCheckinData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><CheckinDesk data={data} /></ReceptionFrame>
})
