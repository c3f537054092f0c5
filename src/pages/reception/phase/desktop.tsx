import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { PhaseGuests } from './PhaseGuests'
import type { ReceptionPhaseData } from './useReceptionPhase'

export const ReceptionPhaseDesktop = observer(function ReceptionPhaseDesktop({ data }: { data: ReceptionPhaseData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><PhaseGuests data={data} /></ReceptionFrame>
})
