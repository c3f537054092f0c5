import { listFestivalItems, type FestivalHall, type HeritageItem } from '@/api/festival'
import { localize } from '@/core'
import { useRemote } from '@/components/useRemote'
import { festivalState, useFestival } from '../shared/useFestival'

/** The festival's exhibition halls, each with the heritage items shown in it. */
export function useFestivalExhibition(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const meetingId = festival.meetingId
  const remote = useRemote<{ halls: FestivalHall[]; items: HeritageItem[] }>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const [halls, items] = await Promise.all([
      listFestivalItems({ meeting_id: meetingId, kind: 'hall', category: 'exhibition', limit: 50 }),
      listFestivalItems({ meeting_id: meetingId, kind: 'heritage', limit: 200 }),
    ])
    return { halls: halls.results ?? [], items: items.results ?? [] }
  }, [meetingId])
  const halls = (remote.data?.halls ?? []).map(hall => ({
    hall,
    items: (remote.data?.items ?? []).filter(item => item.hall_id === hall._id).map(item => ({ id: item._id, title: localize(item.title, festival.lang) })),
  }))
  return { festival, halls, state: festivalState(festival, remote) }
}

export type FestivalExhibitionData = ReturnType<typeof useFestivalExhibition>
