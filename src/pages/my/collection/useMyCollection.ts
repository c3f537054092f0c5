import { useRef, useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import { personLabel } from '@/core/users'
import { listLikedDemands, listLikedNews, unlikeDemand, unlikeNews } from '@/api/content'
import { listEnterpriseLikes, listProductLikes, unlikeEnterprise, unlikeProduct } from '@/api/enterprises'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePagedList } from '@/components/usePagedList'
import { formatDateTime, localize } from '@/core'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

export const COLLECTION_PAGE_SIZE = 10
const COLLECTION_TABS = ['companies', 'products', 'demands', 'news'] as const
type CollectionTab = (typeof COLLECTION_TABS)[number]

/** One saved item, whatever its kind: what the row shows, how it opens and how its like is taken back. */
export interface CollectionItem {
  /** The like's id (companies, products) or the item's (demands and news are unliked by their id). */
  key: ObjectId
  itemId: ObjectId
  title: string
  subtitle: string
  /** When it was published (news), shown in the meeting's zone. */
  date?: number
  image?: string
}

const isTab = (value: string | undefined): value is CollectionTab => COLLECTION_TABS.includes(value as CollectionTab)

/**
 * /my/collection (optional tab): everything I liked or saved in this meeting — companies, products, demands and news — one tab at a
 * time, newest first; each opens its page or is removed from the collection (its like taken back).
 */
export function useMyCollection(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, platform } = useStores()
  const { id: meetingId, timezone } = meeting
  const t = language.t
  const lang = language.language
  const [tab, setTab] = useState<CollectionTab>(isTab(query.tab) ? query.tab : 'companies')
  const [removed, setRemoved] = useState<ReadonlySet<ObjectId>>(new Set())
  const [removing, setRemoving] = useState<ObjectId | null>(null)
  // Removed items stay in the paged list (hidden): the next page starts that many earlier (as on my schedules).
  const removedCount = useRef(0)

  const list = usePagedList<CollectionItem>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    if (skip === 0) removedCount.current = 0
    const gone = removedCount.current
    const from = { meeting_id: meetingId, limit, skip: skip - gone }
    let page: { items: CollectionItem[]; total: number | undefined }
    if (tab === 'companies') {
      const envelope = await listEnterpriseLikes({ ...from, with_target: 1 })
      page = {
        total: envelope.total,
        items: (envelope.results ?? []).flatMap(like => (like.target ? [{
          key: like._id, itemId: like.enterprise_id,
          title: localize(like.target.exhibitor?.company?.title, lang),
          subtitle: like.target.exhibitor?.booth || like.target.position ? t('mine.collection.booth', { booth: like.target.exhibitor?.booth || like.target.position || '' }) : '',
          image: like.target.exhibitor?.company?.logo,
        }] : [])),
      }
    } else if (tab === 'products') {
      const envelope = await listProductLikes({ ...from, with_target: 1 })
      page = {
        total: envelope.total,
        items: (envelope.results ?? []).flatMap(like => (like.target ? [{
          key: like._id, itemId: like.product_id,
          title: localize(like.target.title, lang),
          subtitle: localize(like.target.enterprise?.[0]?.exhibitor?.company?.title, lang),
          image: like.target.images?.[0],
        }] : [])),
      }
    } else if (tab === 'news') {
      const envelope = await listLikedNews(from)
      page = {
        total: envelope.total,
        items: (envelope.results ?? []).map(item => ({
          key: item._id, itemId: item._id, title: localize(item.title, lang),
          subtitle: '', date: item.created ? Number(item.created) : undefined, image: item.cover,
        })),
      }
    } else {
      const envelope = await listLikedDemands(from)
      page = {
        total: envelope.total,
        items: (envelope.results ?? []).map(demand => ({ key: demand._id, itemId: demand._id, title: demand.title, subtitle: personLabel(demand.user, t('common.visitor')), image: demand.images?.[0] })),
      }
    }
    return { items: page.items, total: (page.total ?? skip - gone + page.items.length) + gone }
  }, [meetingId, tab, lang], COLLECTION_PAGE_SIZE)

  const items = list.items.filter(item => !removed.has(item.key))
    .map(item => (item.date ? { ...item, subtitle: formatDateTime(item.date, timezone, 'YYYY.MM.DD') } : item))
  const count = Math.max(0, list.total - removedCount.current)

  const remove = async (item: CollectionItem) => {
    if (removing) return
    setRemoving(item.key)
    try {
      if (tab === 'companies') await unlikeEnterprise(item.key)
      else if (tab === 'products') await unlikeProduct(item.key)
      else if (tab === 'news') await unlikeNews(item.itemId)
      else await unlikeDemand(item.itemId)
      removedCount.current += 1
      setRemoved(previous => new Set(previous).add(item.key))
      platform.toast(t('mine.collection.removed'))
    } catch {
      platform.toast(t('mine.collection.removeFailed'))
    } finally {
      setRemoving(null)
    }
  }

  const open = (item: CollectionItem) => {
    const inMeeting = meetingId ? { meeting_id: meetingId } : {}
    if (tab === 'companies') void navigateTo('meetingEnterprise', { ...inMeeting, enterprise_id: item.itemId })
    else if (tab === 'products') void navigateTo('meetingProduct', { ...inMeeting, product_id: item.itemId })
    else if (tab === 'news') void navigateTo('meetingNewsDetail', { ...inMeeting, news_id: item.itemId })
    else void navigateTo('demandDetail', { ...inMeeting, demand_id: item.itemId })
  }

  return {
    t,
    tab,
    tabs: COLLECTION_TABS.map(key => ({ key, label: t(`mine.collection.tab.${key}`), selected: key === tab })),
    choose: (next: CollectionTab) => {
      if (next === tab) return
      removedCount.current = 0
      setRemoved(new Set())
      setTab(next)
    },
    list,
    items,
    removing,
    open,
    remove: (item: CollectionItem) => { void remove(item) },
    emptyText: t(`mine.collection.empty.${tab}`),
    browse: {
      label: t(`mine.collection.browse.${tab}`),
      onPress: () => { void navigateTo(tab === 'demands' ? 'demandList' : tab === 'news' ? 'meetingNews' : 'exhibit', meetingId ? { meeting_id: meetingId } : {}) },
    },
    pagingTexts: pagingTexts(t, t('mine.collection.total', { total: count })),
  }
}

export type MyCollectionData = ReturnType<typeof useMyCollection>
