import { observer } from 'mobx-react'
import { ExhibitorSearchScreen } from './ExhibitorSearchBody'
import type { ExhibitorSearchData } from './useExhibitorSearch'

export const ExhibitorSearchDesktop = observer(function ExhibitorSearchDesktop({ data }: { data: ExhibitorSearchData }) {
  return <ExhibitorSearchScreen data={data} variant='desktop' />
})
