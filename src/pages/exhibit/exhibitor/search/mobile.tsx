import { observer } from 'mobx-react'
import { ExhibitorSearchScreen } from './ExhibitorSearchBody'
import type { ExhibitorSearchData } from './useExhibitorSearch'

export const ExhibitorSearchMobile = observer(function ExhibitorSearchMobile({ data }: { data: ExhibitorSearchData }) {
  return <ExhibitorSearchScreen data={data} variant='mobile' />
})
