import { listFestivalItems, type HeritageItem } from '@/api/festival'
import { itemsByCategory, localize } from '@/core'
import { useRemote } from '@/components/useRemote'
import { festivalState, useFestival } from '../shared/useFestival'

/** Every heritage item of a festival fits one call (the organiser lists a few dozen at most). */
const ALL_ITEMS = 200

/** The heritage items by category, each category a timeline of the years its items were listed. */
export function useHeritageByCategory(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const meetingId = festival.meetingId
  const items = useRemote<HeritageItem[]>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    return (await listFestivalItems({ meeting_id: meetingId, kind: 'heritage', limit: ALL_ITEMS })).results ?? []
  }, [meetingId])
  const t = festival.t
  const categories = festival.festival?.categories ?? []
  const sections = itemsByCategory(items.data ?? [], categories.map(c => c._id)).map(section => {
    const category = categories.find(c => c._id === section.id)
    return {
      id: section.id || 'other',
      title: category ? localize(category.title, festival.lang) : t('festival.list2.other'),
      count: t('festival.list2.count', { count: section.items.length }),
      items: section.items,
    }
  })
  return { festival, sections, state: festivalState(festival, items) }
}

export type HeritageByCategoryData = ReturnType<typeof useHeritageByCategory>
