import type { Enterprise, ObjectId } from '@fu-types/entities'
import { searchEnterprises } from '@/api/enterprises'
import { useMeetingFor } from '@/components/useMeetingFor'
import { usePagedList } from '@/components/usePagedList'
import type { LoadMoreTexts } from '@/components/LoadMore'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { exhibitorCard, exhibitorCardTexts, type ExhibitorCardData } from '../../parts/cards'
import type { SearchBoxTexts } from '../../parts/SearchBox'
import { useKeyword } from '../../parts/useKeyword'

export const EXHIBITOR_SEARCH_PAGE_SIZE = 12

/**
 * Data and actions shared by the mobile and desktop exhibitor search: the meeting's exhibitors whose company name
 * matches the keyword (GET /enterprises/search, weight order), page by page; nothing is asked before a keyword.
 */
export function useExhibitorSearch(query: Record<string, string | undefined>) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { meetingId } = useMeetingFor(query.meeting_id || undefined)
  const search = useKeyword(query.keyword)
  const { keyword } = search

  const list = usePagedList<Enterprise>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    if (!keyword) return { items: [], total: 0 }
    const envelope = await searchEnterprises({ meeting_id: meetingId, keyword, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, keyword], EXHIBITOR_SEARCH_PAGE_SIZE)

  const cards: ExhibitorCardData[] = list.items.map(item => exhibitorCard(item, lang))
  const boxTexts: SearchBoxTexts = {
    label: t('exhibit.search.label'),
    placeholder: t('exhibit.search.exhibitorPlaceholder'),
    submit: t('exhibit.search.submit'),
    clear: t('exhibit.search.clear'),
  }
  const pagingTexts: LoadMoreTexts = {
    total: t('exhibit.search.exhibitorTotal', { total: list.total }),
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
    cardTexts: (card: ExhibitorCardData) => exhibitorCardTexts(t, card),
    boxTexts,
    pagingTexts,
    /** What the empty result says: a hint before searching, "no match" after. */
    emptyText: keyword ? t('exhibit.search.noExhibitors', { keyword }) : t('exhibit.search.exhibitorHint'),
    open: (id: ObjectId) => { void navigateTo('meetingEnterprise', { enterprise_id: id, meeting_id: meetingId }) },
  }
}

export type ExhibitorSearchData = ReturnType<typeof useExhibitorSearch>
