import { observer } from 'mobx-react'
import { DemandSearchView } from './DemandSearchView'
import type { DemandSearchData } from './useDemandSearch'

export const DemandSearchMobile = observer(function DemandSearchMobile({ data }: { data: DemandSearchData }) {
  return <DemandSearchView data={data} variant='mobile' />
})
