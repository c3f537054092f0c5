import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { srRole } from '@/components/a11y'
import { ExhibitorCard } from '../../parts/ExhibitorCard'
import { SearchBox } from '../../parts/SearchBox'
import { SearchLayout } from '../../parts/SearchLayout'
import type { ExhibitorSearchData } from './useExhibitorSearch'

/** The exhibitor search both variants show: the keyword box, then the results with their states and paging. */
export const ExhibitorSearchScreen = observer(function ExhibitorSearchScreen({ data, variant }: { data: ExhibitorSearchData; variant: 'mobile' | 'desktop' }) {
  const { list, search } = data
  let results
  if (list.status === 'loading') results = <Loading />
  else if (list.status === 'failed') results = <Failed message={list.error} onRetry={list.retry} />
  else if (!data.cards.length) results = <Empty text={data.emptyText} />
  else {
    results = (
      <View className='fu-exhibit__body'>
        <View className={`fu-exhibit__cards fu-exhibit__cards--${variant}`} {...srRole('list')}>
          {data.cards.map(card => (
            <View key={card.id} className='fu-exhibit__item' {...srRole('listitem')}>
              <ExhibitorCard card={card} texts={data.cardTexts(card)} variant={variant} onOpen={data.open} />
            </View>
          ))}
        </View>
        <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
      </View>
    )
  }
  return (
    <SearchLayout
      variant={variant}
      title={data.t('exhibit.list.searchExhibitors')}
      box={<SearchBox id='fu-exhibitor-search' value={search.draft} texts={data.boxTexts} onInput={search.setDraft} onSubmit={search.submit} onClear={search.clear} />}
    >
      {results}
    </SearchLayout>
  )
})
