import { listFestivalItems, type HeritageItem } from '@/api/festival'
import { festivalPhase, formatDateTime, localize } from '@/core'
import { useRemote } from '@/components/useRemote'
import { useStores } from '@/stores'
import { festivalState, useFestival } from '../shared/useFestival'
import { countActivities } from './countActivities'

const FEATURED_COUNT = 4

/** The festival's home: its key visual, where it stands today, its numbers, the way into each part and featured heritage. */
export function useFestivalHome(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const { meeting } = useStores()
  const meetingId = festival.meetingId
  const featured = useRemote<{ items: HeritageItem[]; shows: number }>(async () => {
    if (!meetingId) return new Promise<never>(() => undefined)
    const [items, shows] = await Promise.all([
      listFestivalItems({ meeting_id: meetingId, kind: 'heritage', limit: FEATURED_COUNT }),
      countActivities(meetingId),
    ])
    return { items: items.results ?? [], shows }
  }, [meetingId])

  const f = festival.festival
  const t = festival.t
  const loaded = meeting.meeting && meeting.meeting._id === meetingId ? meeting.meeting : undefined
  const phase = f ? festivalPhase(f.start, f.end, Date.now(), festival.timezone) : undefined
  const phaseText = !phase ? ''
    : phase.phase === 'running' ? t('festival.phase.running', { day: phase.day, days: phase.days })
      : phase.phase === 'upcoming' ? (phase.inDays === 0 ? t('festival.phase.today') : t('festival.phase.upcoming', { inDays: phase.inDays }))
        : t('festival.phase.over')
  return {
    festival,
    cover: loaded?.cover,
    intro: f ? localize(f.intro, festival.lang) : '',
    place: loaded ? localize(loaded.place, festival.lang) : '',
    dates: f ? `${formatDateTime(f.start, festival.timezone, 'YYYY.MM.DD')} – ${formatDateTime(f.end, festival.timezone, 'MM.DD')}` : '',
    phaseText,
    stats: f ? [
      t('festival.home.heritage', { count: f.counts.heritage }),
      t('festival.home.shows', { count: featured.data?.shows ?? 0 }),
      t('festival.home.halls', { count: f.counts.hall }),
      t('festival.home.lives', { count: f.counts.lives }),
    ] : [],
    featured: featured.data?.items ?? [],
    state: festivalState(festival, featured),
  }
}

export type FestivalHomeData = ReturnType<typeof useFestivalHome>
