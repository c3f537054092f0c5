import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DemandCardList } from '@/components/DemandCardList'
import type { Variant } from '@/components/screen/defineScreen'
import { SearchBox } from '@/components/SearchBox'
import type { DemandSearchData } from './useDemandSearch'
import '../list/demand.scss'

/** The keyword box, then (once a keyword is given) the matching demands with their states and paging. */
export const DemandSearchView = observer(function DemandSearchView({ data, variant }: { data: DemandSearchData; variant: Variant }) {
  const { search } = data
  return (
    <View className={`fu-demand fu-demand--${variant}`}>
      <SearchBox id='fu-demand-search' value={search.draft} texts={data.boxTexts} onInput={search.setDraft} onSubmit={search.submit} onClear={search.clear} />
      {search.keyword
        ? <DemandCardList pages={data} variant={variant} emptyText={data.emptyText} timezone={data.timezone} />
        : <Text className='fu-demand__prompt'>{data.t('demand.search.prompt')}</Text>}
    </View>
  )
})
