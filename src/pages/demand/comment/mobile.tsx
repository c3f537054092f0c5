import { observer } from 'mobx-react'
import { DemandFrame } from '../list/DemandFrame'
import { DemandCommentBody } from './DemandCommentBody'
import type { DemandCommentData } from './useDemandComment'

export const DemandCommentMobile = observer(function DemandCommentMobile({ data }: { data: DemandCommentData }) {
  return <DemandFrame variant='mobile' title={data.t('route.demandComment')}><DemandCommentBody data={data} /></DemandFrame>
})
