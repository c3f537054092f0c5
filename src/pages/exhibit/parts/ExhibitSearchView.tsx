import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { ObjectId } from '@fu-types/entities'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { SearchBox } from '@/components/SearchBox'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { ExhibitorCard } from './ExhibitorCard'
import { ProductCard } from '@/components/exhibit/ProductCard'
import { exhibitorCardTexts, type ExhibitorCardData, type ProductCardData } from '@/components/exhibit/cards'
import type { ExhibitSearchData } from './useExhibitSearch'
import '../../../components/exhibit/exhibit.scss'

/** The one search body of the exhibit area: the keyword box, then the results with their states and paging. */
const SearchResults = observer(function SearchResults<C extends { id: ObjectId }>({ data, variant, boxId, listClassName, itemClassName, renderCard }: {
  data: ExhibitSearchData<C>
  variant: Variant
  boxId: string
  listClassName: string
  itemClassName: string
  renderCard: (card: C) => ReactNode
}) {
  const { search } = data
  return (
    <View className={`fu-exhibit-search fu-exhibit-search--${variant}`}>
      <SearchBox id={boxId} value={search.draft} texts={data.boxTexts} onInput={search.setDraft} onSubmit={search.submit} onClear={search.clear} />
      <PagedListView
        list={data.list}
        count={data.cards.length}
        empty={<Empty text={data.emptyText} />}
        className='fu-exhibit__body'
        listClassName={listClassName}
        pagingTexts={data.pagingTexts}
      >
        {data.cards.map(card => (
          <View key={card.id} className={itemClassName} {...srRole('listitem')}>
            {renderCard(card)}
          </View>
        ))}
      </PagedListView>
    </View>
  )
}) as <C extends { id: ObjectId }>(props: {
  data: ExhibitSearchData<C>
  variant: Variant
  boxId: string
  listClassName: string
  itemClassName: string
  renderCard: (card: C) => ReactNode
}) => JSX.Element

/** The exhibitor search: results as exhibitor cards, each opening its company. */
export const ExhibitorSearchView = observer(function ExhibitorSearchView({ data, variant }: { data: ExhibitSearchData<ExhibitorCardData>; variant: Variant }) {
  return (
    <SearchResults
      data={data}
      variant={variant}
      boxId='fu-exhibitor-search'
      listClassName={`fu-exhibit__cards fu-exhibit__cards--${variant}`}
      itemClassName='fu-exhibit__item'
      renderCard={card => <ExhibitorCard card={card} texts={exhibitorCardTexts(data.t, card)} variant={variant} onOpen={data.open} />}
    />
  )
})

/** The product search: results as a grid of products, each opening its product page. */
export const ProductSearchView = observer(function ProductSearchView({ data, variant }: { data: ExhibitSearchData<ProductCardData>; variant: Variant }) {
  return (
    <SearchResults
      data={data}
      variant={variant}
      boxId='fu-product-search'
      listClassName={`fu-product-grid fu-product-grid--${variant}`}
      itemClassName='fu-product-grid__item'
      renderCard={card => <ProductCard card={card} openText={data.t('exhibit.product.open', { title: card.title })} showCompany onOpen={data.open} />}
    />
  )
})
