import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { QueryForm } from './QueryForm'
import type { ReceptionQueryData } from './useReceptionQuery'

export const ReceptionQueryMobile = observer(function ReceptionQueryMobile({ data }: { data: ReceptionQueryData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><QueryForm data={data} /></ReceptionFrame>
})
