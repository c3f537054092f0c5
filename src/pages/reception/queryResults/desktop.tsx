import { observer } from 'mobx-react'
import { ReceptionFrame } from '../ReceptionFrame'
import { QueryResults } from './QueryResults'
import type { QueryResultsData } from './useQueryResults'

export const QueryResultsDesktop = observer(function QueryResultsDesktop({ data }: { data: QueryResultsData }) {
  return <ReceptionFrame variant='desktop' title={data.title}><QueryResults data={data} /></ReceptionFrame>
})
