import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { QueryForm } from './QueryForm'
import type { ReceptionQueryData } from './useReceptionQuery'

export const ReceptionQueryDesktop = observer(function ReceptionQueryDesktop({ data }: { data: ReceptionQueryData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><QueryForm data={data} /></ReceptionFrame>
})
