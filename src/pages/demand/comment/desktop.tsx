import { observer } from 'mobx-react'
import { DemandFrame } from '../list/DemandFrame'
import { DemandCommentBody } from './DemandCommentBody'
import type { DemandCommentData } from './useDemandComment'

export const DemandCommentDesktop = observer(function DemandCommentDesktop({ data }: { data: DemandCommentData }) {
  return <DemandFrame variant='desktop' title={data.t('route.demandComment')}><DemandCommentBody data={data} /></DemandFrame>
})
