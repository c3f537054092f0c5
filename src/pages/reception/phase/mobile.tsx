import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { PhaseGuests } from './PhaseGuests'
import type { ReceptionPhaseData } from './useReceptionPhase'

export const ReceptionPhaseMobile = observer(function ReceptionPhaseMobile({ data }: { data: ReceptionPhaseData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><PhaseGuests data={data} /></ReceptionFrame>
})
