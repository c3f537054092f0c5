import type { RouteName } from '@/router/routes'

export type SearchAreaKind = 'activity' | 'agenda' | 'speaker' | 'exhibitor' | 'product' | 'news' | 'live'

/** The meeting's areas the search screen links to before a keyword is typed, in the order shown. */
const AREAS: readonly { kind: SearchAreaKind; route: RouteName; exhibition?: true }[] = [
  { kind: 'activity', route: 'activityList' },
  { kind: 'agenda', route: 'agendaSchedule' },
  { kind: 'speaker', route: 'speakerList' },
  { kind: 'exhibitor', route: 'exhibit', exhibition: true },
  { kind: 'product', route: 'productSearch', exhibition: true },
  { kind: 'news', route: 'meetingNews' },
  { kind: 'live', route: 'meetingLive' },
]

/** Every area; exhibitors and products only when the meeting shows exhibitors (as the search's groups). */
export function searchAreas(withExhibitors: boolean): { kind: SearchAreaKind; route: RouteName }[] {
  return AREAS.filter(a => withExhibitors || !a.exhibition).map(({ kind, route }) => ({ kind, route }))
}
