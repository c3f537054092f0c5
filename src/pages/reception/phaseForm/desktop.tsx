import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { PhaseAnswers } from './PhaseAnswers'
import type { ReceptionPhaseFormData } from './useReceptionPhaseForm'

export const ReceptionPhaseFormDesktop = observer(function ReceptionPhaseFormDesktop({ data }: { data: ReceptionPhaseFormData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><PhaseAnswers data={data} /></ReceptionFrame>
})
