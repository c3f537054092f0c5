import { observer } from 'mobx-react'
import { DemandListView } from './DemandListView'
import type { DemandListData } from './useDemandList'

export const DemandListDesktop = observer(function DemandListDesktop({ data }: { data: DemandListData }) {
  return <DemandListView data={data} variant='desktop' />
})
