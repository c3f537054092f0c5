import type { ObjectId, Timestamp } from '@fu-types/entities'
import type { DemandDoc } from '@/api/content'
import type { Envelope } from '@/api/http'
import { demandDisplay, type Display } from '@/core'
import { personLabel } from '@/core/users'
import { pagingTexts } from './LoadMore'
import { usePagedList } from './usePagedList'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const DEMAND_PAGE_SIZE = 10

export interface DemandCardData {
  id: ObjectId
  title: string
  description: string
  cover?: string
  poster: string
  created?: Timestamp
  state: Display
  likes: number
  comments: number
}

/** `unnamed`: the word for a poster who has not named themselves (t('common.visitor')). */
function demandCard(demand: DemandDoc, unnamed: string): DemandCardData {
  return {
    id: demand._id,
    title: demand.title,
    description: demand.description,
    cover: demand.images?.[0],
    poster: personLabel(demand.user, unnamed),
    created: demand.created,
    state: demandDisplay(demand.status),
    likes: demand.like_total ?? 0,
    comments: demand.comment_total ?? 0,
  }
}

/**
 * A paged list of demands as cards, which DemandCardList shows (the board, its search, my liked demands, my posts):
 * `fetchPage` asks one page, or returns null while it cannot ask yet (no meeting known); a card opens the demand.
 */
export function useDemandPages(fetchPage: (skip: number, limit: number) => Promise<Envelope<DemandDoc[]>> | null, deps: readonly unknown[], meetingId: ObjectId | undefined) {
  const { language } = useStores()
  const list = usePagedList<DemandDoc>(async (skip, limit) => {
    const request = fetchPage(skip, limit)
    if (!request) return new Promise<never>(() => undefined)
    const envelope = await request
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, deps, DEMAND_PAGE_SIZE)
  const t = language.t
  return {
    t,
    list,
    cards: list.items.map(demand => demandCard(demand, t('common.visitor'))),
    pagingTexts: pagingTexts(t, t('demand.list.total', { total: list.total })),
    open: (id: ObjectId) => { void navigateTo('demandDetail', { demand_id: id, meeting_id: meetingId }) },
  }
}

export type DemandPages = ReturnType<typeof useDemandPages>
