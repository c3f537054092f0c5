import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { PhaseAnswers } from './PhaseAnswers'
import type { ReceptionPhaseFormData } from './useReceptionPhaseForm'

export const ReceptionPhaseFormMobile = observer(function ReceptionPhaseFormMobile({ data }: { data: ReceptionPhaseFormData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><PhaseAnswers data={data} /></ReceptionFrame>
})
