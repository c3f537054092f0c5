import { observer } from 'mobx-react'
import { DemandListView } from './DemandListView'
import type { DemandListData } from './useDemandList'

export const DemandListMobile = observer(function DemandListMobile({ data }: { data: DemandListData }) {
  return <DemandListView data={data} variant='mobile' />
})
