import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { srRole } from '@/components/a11y'
import { ProductCard } from '../../parts/ProductCard'
import { SearchBox } from '../../parts/SearchBox'
import { SearchLayout } from '../../parts/SearchLayout'
import type { ProductSearchData } from './useProductSearch'

/** The product search both variants show: the keyword box, then a grid of products with states and paging. */
export const ProductSearchScreen = observer(function ProductSearchScreen({ data, variant }: { data: ProductSearchData; variant: 'mobile' | 'desktop' }) {
  const { list, search } = data
  let results
  if (list.status === 'loading') results = <Loading />
  else if (list.status === 'failed') results = <Failed message={list.error} onRetry={list.retry} />
  else if (!data.cards.length) results = <Empty text={data.emptyText} />
  else {
    results = (
      <View className='fu-exhibit__body'>
        <View className={`fu-product-grid fu-product-grid--${variant}`} {...srRole('list')}>
          {data.cards.map(card => (
            <View key={card.id} className='fu-product-grid__item' {...srRole('listitem')}>
              <ProductCard card={card} openText={data.openText(card)} showCompany onOpen={data.open} />
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
      title={data.t('exhibit.list.searchProducts')}
      box={<SearchBox id='fu-product-search' value={search.draft} texts={data.boxTexts} onInput={search.setDraft} onSubmit={search.submit} onClear={search.clear} />}
    >
      {results}
    </SearchLayout>
  )
})
