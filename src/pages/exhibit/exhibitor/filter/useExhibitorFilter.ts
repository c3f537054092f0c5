import { useState } from 'react'
import type { Enterprise, ObjectId } from '@fu-types/entities'
import { enterpriseFacets, listEnterprises, type EnterpriseFacets, type FacetCount } from '@/api/enterprises'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { useRemote } from '@/components/useRemote'
import { localize } from '@/core'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { exhibitorCard, exhibitorCardTexts, type ExhibitorCardData } from '@/components/exhibit/cards'

export const FILTER_PAGE_SIZE = 10
/** The filter's facets and the query key each one is shared under. */
const FACETS = [
  { facet: 'category', key: 'category_id', list: 'categories' },
  { facet: 'hall', key: 'hall', list: 'halls' },
  { facet: 'industry', key: 'industry', list: 'industries' },
  { facet: 'tag', key: 'tag', list: 'tags' },
] as const
export type Facet = (typeof FACETS)[number]['facet']
type FilterKey = (typeof FACETS)[number]['key']
type Filters = Partial<Record<FilterKey, string>>

export interface FacetOption { value: string; label: string; total: number; chosen: boolean }
export interface FacetGroup { facet: Facet; title: string; options: FacetOption[] }

function filtersOf(query: Record<string, string | undefined>): Filters {
  const filters: Filters = {}
  for (const { key } of FACETS) if (query[key]) filters[key] = query[key]
  return filters
}

/**
 * /exhibit/exhibitor/filter (category_id, hall, industry, tag: each optional): the meeting's exhibitors filtered by
 * exhibitor category, hall, industry and company tag, one choice per facet. Each choice shows how many exhibitors it
 * would leave (GET /enterprises/facets); the list follows the choices; the filtered address can be copied and shared.
 */
export function useExhibitorFilter(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId } = meeting
  const [filters, setFilters] = useState<Filters>(() => filtersOf(query))
  const chosen = FACETS.map(({ key }) => filters[key] ?? '')

  const facets = useRemote<EnterpriseFacets>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    return enterpriseFacets({ meeting_id: meetingId, ...filters })
  }, [meetingId, ...chosen])

  const list = usePagedList<Enterprise>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listEnterprises({ meeting_id: meetingId, ...filters, limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, ...chosen], FILTER_PAGE_SIZE)

  const option = (key: FilterKey) => (count: FacetCount): FacetOption => {
    const value = (count._id ?? count.key ?? '') as string
    return { value, label: localize(count.title, lang), total: count.total, chosen: filters[key] === value }
  }
  const groups: FacetGroup[] = facets.data
    ? FACETS.map(({ facet, key, list: name }) => ({
      facet,
      title: t(`mine.filter.facet.${facet}`),
      options: facets.data![name].map(option(key)),
    })).filter(group => group.options.length > 0)
    : []
  const chips = groups.flatMap(group => group.options.filter(o => o.chosen).map(o => ({ facet: group.facet, label: o.label })))
  const keyOf = (facet: Facet) => FACETS.find(f => f.facet === facet)!.key
  const cards: ExhibitorCardData[] = list.items.map(enterprise => exhibitorCard(enterprise, lang))

  return {
    t,
    meetingId,
    facetsStatus: facets.status,
    facetsError: facets.error,
    retryFacets: facets.retry,
    groups,
    chips,
    list,
    cards,
    cardTexts: (card: ExhibitorCardData) => exhibitorCardTexts(t, card),
    pagingTexts: pagingTexts(t, t('exhibit.list.total', { total: list.total })),
    /** Chooses a facet's option, or takes the choice back when it is the one chosen. */
    toggle: (facet: Facet, value: string) => {
      const key = keyOf(facet)
      setFilters(previous => {
        const next = { ...previous }
        if (next[key] === value) delete next[key]
        else next[key] = value
        return next
      })
    },
    clear: (facet: Facet) => setFilters(previous => { const next = { ...previous }; delete next[keyOf(facet)]; return next }),
    clearAll: () => setFilters({}),
    anyChosen: chosen.some(Boolean),
    open: (id: ObjectId) => { void navigateTo('meetingEnterprise', { enterprise_id: id, ...(meetingId ? { meeting_id: meetingId } : {}) }) },
    /** Copies the address of this filtered list (the choices in its query) to share it. */
    share: async () => {
      const url = platform.siteUrl(routeUrl('exhibitorFilter', { ...filters, ...(meetingId ? { meeting_id: meetingId } : {}) }))
      platform.toast(t((await platform.copyText(url)) ? 'mine.filter.copied' : 'copy.fail'))
    },
  }
}

export type ExhibitorFilterData = ReturnType<typeof useExhibitorFilter>
