import { observer } from 'mobx-react'
import { DemandSearchView } from './DemandSearchView'
import type { DemandSearchData } from './useDemandSearch'

export const DemandSearchDesktop = observer(function DemandSearchDesktop({ data }: { data: DemandSearchData }) {
  return <DemandSearchView data={data} variant='desktop' />
})
