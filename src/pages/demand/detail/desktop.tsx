import { observer } from 'mobx-react'
import { DemandFrame } from '../list/DemandFrame'
import { DemandArticle } from './DemandArticle'
import type { DemandDetailData } from './useDemandDetail'

export const DemandDetailDesktop = observer(function DemandDetailDesktop({ data }: { data: DemandDetailData }) {
  return <DemandFrame variant='desktop' title={data.t('route.demandDetail')}><DemandArticle data={data} /></DemandFrame>
})
