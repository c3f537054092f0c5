import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { QueryResults } from './QueryResults'
import type { QueryResultsData } from './useQueryResults'

export const QueryResultsMobile = observer(function QueryResultsMobile({ data }: { data: QueryResultsData }) {
  return <ReceptionFrame variant='mobile' title={data.title}><QueryResults data={data} /></ReceptionFrame>
})
