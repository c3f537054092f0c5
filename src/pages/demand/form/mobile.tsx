import { observer } from 'mobx-react'
import { DemandFrame } from '../list/DemandFrame'
import { DemandFormBody } from './DemandFormBody'
import type { DemandFormData } from './useDemandForm'

export const DemandFormMobile = observer(function DemandFormMobile({ data }: { data: DemandFormData }) {
  return <DemandFrame variant='mobile' title={data.t('route.demandForm')}><DemandFormBody data={data} /></DemandFrame>
})
