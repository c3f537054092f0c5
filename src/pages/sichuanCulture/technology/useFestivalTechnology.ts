import { listFestivalItems, type FestivalHall } from '@/api/festival'
import { useRemote } from '@/components/useRemote'
import { festivalState, useFestival } from '../shared/useFestival'

/** The festival's technology halls: digital heritage and the lab where masters and engineers work together. */
export function useFestivalTechnology(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const meetingId = festival.meetingId
  const halls = useRemote<FestivalHall[]>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    return (await listFestivalItems({ meeting_id: meetingId, kind: 'hall', category: 'technology', limit: 50 })).results ?? []
  }, [meetingId])
  return { festival, halls: halls.data ?? [], state: festivalState(festival, halls) }
}

export type FestivalTechnologyData = ReturnType<typeof useFestivalTechnology>
