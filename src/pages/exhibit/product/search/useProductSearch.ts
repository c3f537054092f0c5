import type { ObjectId, Product } from '@fu-types/entities'
import { listProducts, searchProducts } from '@/api/enterprises'
import { useMeetingFor } from '@/components/useMeetingFor'
import { usePagedList } from '@/components/usePagedList'
import type { LoadMoreTexts } from '@/components/LoadMore'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { productCard, type ProductCardData } from '../../parts/cards'
import type { SearchBoxTexts } from '../../parts/SearchBox'
import { useKeyword } from '../../parts/useKeyword'

export const PRODUCT_PAGE_SIZE = 12

/**
 * Data and actions shared by the mobile and desktop product search: without a keyword every product of the meeting
 * (GET /enterprise/products, weight order: the navigation's "Products" opens here), with one the matching products
 * (GET /enterprise/products/search), page by page.
 */
export function useProductSearch(query: Record<string, string | undefined>) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { meetingId } = useMeetingFor(query.meeting_id || undefined)
  const search = useKeyword(query.keyword)
  const { keyword } = search

  const list = usePagedList<Product>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = keyword
      ? await searchProducts({ meeting_id: meetingId, keyword, limit, skip })
      : await listProducts({ meeting_id: meetingId, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, keyword], PRODUCT_PAGE_SIZE)

  const cards: ProductCardData[] = list.items.map(item => productCard(item, lang))
  const boxTexts: SearchBoxTexts = {
    label: t('exhibit.search.label'),
    placeholder: t('exhibit.search.productPlaceholder'),
    submit: t('exhibit.search.submit'),
    clear: t('exhibit.search.clear'),
  }
  const pagingTexts: LoadMoreTexts = {
    total: t('exhibit.product.total', { total: list.total }),
    loadMore: t('exhibit.list.more'),
    loadingMore: t('exhibit.list.loadingMore'),
    failed: t('exhibit.list.moreFailed'),
    allLoaded: t('exhibit.list.allLoaded'),
  }
  return {
    t,
    search,
    list,
    cards,
    openText: (card: ProductCardData) => t('exhibit.product.open', { title: card.title }),
    boxTexts,
    pagingTexts,
    emptyText: keyword ? t('exhibit.search.noProducts', { keyword }) : t('exhibit.product.empty'),
    open: (id: ObjectId) => { void navigateTo('meetingProduct', { product_id: id, meeting_id: meetingId }) },
  }
}

export type ProductSearchData = ReturnType<typeof useProductSearch>
