import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { SearchBox } from '@/pages/exhibit/parts/SearchBox'
import { DemandFrame } from '../list/DemandFrame'
import { DemandListBody } from '../list/DemandCard'
import type { DemandSearchData } from './useDemandSearch'

/** The keyword box, then (once a keyword is given) the matching demands with their states and paging. */
export const DemandSearchView = observer(function DemandSearchView({ data, variant }: { data: DemandSearchData; variant: 'mobile' | 'desktop' }) {
  const { search } = data
  return (
    <DemandFrame variant={variant} title={data.t('route.demandSearch')}>
      <SearchBox id='fu-demand-search' value={search.draft} texts={data.boxTexts} onInput={search.setDraft} onSubmit={search.submit} onClear={search.clear} />
      {search.keyword
        ? <DemandListBody pages={data} variant={variant} emptyText={data.emptyText} timezone={data.timezone} />
        : <Text className='fu-demand__prompt'>{data.t('demand.search.prompt')}</Text>}
    </DemandFrame>
  )
})
