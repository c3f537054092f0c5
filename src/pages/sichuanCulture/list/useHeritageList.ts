import { useState } from 'react'
import { listFestivalItems, type HeritageItem } from '@/api/festival'
import { localize } from '@/core'
import { pagingTexts } from '@/components/LoadMore'
import { usePagedList } from '@/components/usePagedList'
import { festivalState, useFestival } from '../shared/useFestival'

export const HERITAGE_PAGE_SIZE = 12

/** The heritage items as a card grid, filtered by category (chips with counts), page by page. */
export function useHeritageList(query: { meeting_id?: string; category_id?: string }) {
  const festival = useFestival(query)
  const meetingId = festival.meetingId
  const [category, setCategory] = useState(query.category_id || '')
  const list = usePagedList<HeritageItem>(async (skip, limit) => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const envelope = await listFestivalItems({ meeting_id: meetingId, kind: 'heritage', ...(category ? { category } : {}), limit, skip })
    return { items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 }
  }, [meetingId, category], HERITAGE_PAGE_SIZE)

  const t = festival.t
  const categories = festival.festival?.categories ?? []
  const chips = [
    { id: '', label: t('festival.list.all', { count: festival.festival?.counts.heritage ?? 0 }) },
    ...categories.map(c => ({ id: c._id, label: t('festival.list.category', { title: localize(c.title, festival.lang), count: c.total }) })),
  ]
  return {
    festival,
    list,
    chips,
    category,
    choose: (id: string) => { if (id !== category) setCategory(id) },
    pagingTexts: pagingTexts(t, t('festival.list.total', { total: list.total })),
    state: festivalState(festival),
  }
}

export type HeritageListData = ReturnType<typeof useHeritageList>
