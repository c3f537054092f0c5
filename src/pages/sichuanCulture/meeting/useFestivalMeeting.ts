import type { MessageKey } from '@/i18n'
import type { RouteName } from '@/router/routes'
import { formatDateTime } from '@/core'
import { festivalState, useFestival } from '../shared/useFestival'
import { usePerformances } from '../shared/usePerformances'

const NEXT_COUNT = 3

const PARTS: { route: RouteName; title: MessageKey; text: MessageKey }[] = [
  { route: 'scMeetingPlaybill', title: 'festival.nav.playbill', text: 'festival.meeting.playbill' },
  { route: 'scMeetingRebuild', title: 'festival.nav.rebuild', text: 'festival.meeting.rebuild' },
  { route: 'scMeetingLive', title: 'festival.nav.live', text: 'festival.meeting.live' },
  { route: 'scMeetingWllive', title: 'festival.nav.wllive', text: 'festival.meeting.wllive' },
]

/** The festival's programme: the next performances (with their day) and its meeting pages. */
export function useFestivalMeeting(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const performances = usePerformances(festival)
  const now = Date.now() / 1000
  const next = performances.rows.filter(row => row.end > now).slice(0, NEXT_COUNT)
    .map(row => ({ row, day: formatDateTime(row.start, festival.timezone, 'MM.DD') }))
  return {
    festival,
    next,
    parts: PARTS.map(part => ({ route: part.route, title: festival.t(part.title), text: festival.t(part.text) })),
    open: performances.open,
    state: festivalState(festival, performances.remote),
  }
}

export type FestivalMeetingData = ReturnType<typeof useFestivalMeeting>
