import { observer } from 'mobx-react'
import { DemandFrame } from '../list/DemandFrame'
import { DemandFormBody } from './DemandFormBody'
import type { DemandFormData } from './useDemandForm'

export const DemandFormDesktop = observer(function DemandFormDesktop({ data }: { data: DemandFormData }) {
  return <DemandFrame variant='desktop' title={data.t('route.demandForm')}><DemandFormBody data={data} /></DemandFrame>
})
