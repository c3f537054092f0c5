import type { Enterprise, ObjectId, Product } from '@fu-types/entities'
import { listProducts, searchEnterprises, searchProducts } from '@/api/enterprises'
import { pagingTexts } from '@/components/LoadMore'
import type { SearchBoxTexts } from '@/components/SearchBox'
import { useKeywordSearch } from '@/components/useKeywordSearch'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import type { MessageKey } from '@/i18n'
import type { RouteQuery } from '@/router/routes'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { exhibitorCard, productCard, type ExhibitorCardData, type ProductCardData } from '@/components/exhibit/cards'

export const EXHIBIT_SEARCH_PAGE_SIZE = 12

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string
type Envelope<T> = { results?: T[]; total?: number }

/** What one exhibit search looks through: its api, the card of a result, its texts and where a result opens. */
interface ExhibitSearchSource<T, C extends { id: ObjectId }> {
  /** The keyword's page ('' before any search); null asks nothing and finds nothing. */
  fetch: (query: { meeting_id: ObjectId; keyword: string; limit: number; skip: number }) => Promise<Envelope<T>> | null
  card: (item: T, language: string) => C
  placeholder: MessageKey
  total: (t: Translate, total: number) => string
  /** What an empty result says: a hint before searching, "no match" after. */
  empty: (t: Translate, keyword: string) => string
  open: (id: ObjectId, meetingId: ObjectId | undefined) => void
}

/**
 * The meeting's exhibitors whose company name matches the keyword (GET /enterprises/search, weight order), page by
 * page; nothing is asked before a keyword.
 */
export const exhibitorSearch: ExhibitSearchSource<Enterprise, ExhibitorCardData> = {
  fetch: query => (query.keyword ? searchEnterprises(query) : null),
  card: exhibitorCard,
  placeholder: 'exhibit.search.exhibitorPlaceholder',
  total: (t, total) => t('exhibit.search.exhibitorTotal', { total }),
  empty: (t, keyword) => (keyword ? t('exhibit.search.noExhibitors', { keyword }) : t('exhibit.search.exhibitorHint')),
  open: (id, meetingId) => { void navigateTo('meetingEnterprise', { enterprise_id: id, meeting_id: meetingId }) },
}

/**
 * Without a keyword every product of the meeting (GET /enterprise/products, weight order: the navigation's
 * "Products" opens here), with one the matching products (GET /enterprise/products/search), page by page.
 */
export const productSearch: ExhibitSearchSource<Product, ProductCardData> = {
  fetch: ({ meeting_id, keyword, limit, skip }) => (keyword
    ? searchProducts({ meeting_id, keyword, limit, skip })
    : listProducts({ meeting_id, limit, skip })),
  card: productCard,
  placeholder: 'exhibit.search.productPlaceholder',
  total: (t, total) => t('exhibit.product.total', { total }),
  empty: (t, keyword) => (keyword ? t('exhibit.search.noProducts', { keyword }) : t('exhibit.product.empty')),
  open: (id, meetingId) => { void navigateTo('meetingProduct', { product_id: id, meeting_id: meetingId }) },
}

/**
 * The exhibitor search and the product search: one keyword box over the meeting's `source`, its results page by page
 * (the list waits for the meeting when the address names none).
 */
export function useExhibitSearch<T, C extends { id: ObjectId }>(query: Pick<RouteQuery<'exhibitorSearch'>, 'keyword'>, meeting: ScreenMeeting, source: ExhibitSearchSource<T, C>) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId } = meeting
  const { search, list } = useKeywordSearch<T>(query.keyword, (keyword, skip, limit) => {
    if (!meetingId) return undefined
    const answer = source.fetch({ meeting_id: meetingId, keyword, limit, skip })
    return answer
      ? answer.then(envelope => ({ items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }))
      : Promise.resolve({ items: [], total: 0 })
  }, [meetingId, source], EXHIBIT_SEARCH_PAGE_SIZE)

  const boxTexts: SearchBoxTexts = {
    label: t('exhibit.search.label'),
    placeholder: t(source.placeholder),
    submit: t('exhibit.search.submit'),
    clear: t('exhibit.search.clear'),
  }
  return {
    t,
    search,
    list,
    cards: list.items.map(item => source.card(item, lang)),
    boxTexts,
    pagingTexts: pagingTexts(t, source.total(t, list.total)),
    emptyText: source.empty(t, search.keyword),
    open: (id: ObjectId) => source.open(id, meetingId),
  }
}

export type ExhibitSearchData<C extends { id: ObjectId }> = ReturnType<typeof useExhibitSearch<unknown, C>>
