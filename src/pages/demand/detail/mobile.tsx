import { observer } from 'mobx-react'
import { DemandFrame } from '../list/DemandFrame'
import { DemandArticle } from './DemandArticle'
import type { DemandDetailData } from './useDemandDetail'

export const DemandDetailMobile = observer(function DemandDetailMobile({ data }: { data: DemandDetailData }) {
  return <DemandFrame variant='mobile' title={data.t('route.demandDetail')}><DemandArticle data={data} /></DemandFrame>
})
