import type { MatchSource, MatchSourceKind } from '@fu-types/api'
import type { Query } from '@/core/query'
import type { RouteName } from '@/router/routes'

/** Where each kind of source the assistant cites opens in our app (the screen of that item). */
const ROUTE_OF: Record<MatchSourceKind, (source: MatchSource) => { name: RouteName; params: Query }> = {
  meeting: s => ({ name: 'meetingHome', params: { meeting_id: s.meeting_id } }),
  activity: s => ({ name: 'activityDetail', params: { activity_id: s._id, meeting_id: s.meeting_id } }),
  agenda: s => ({ name: 'agendaDetails', params: { meeting_id: s.meeting_id, agenda_id: s._id } }),
  speaker: s => ({ name: 'speakerDetail', params: { speaker_id: s._id, meeting_id: s.meeting_id } }),
  news: s => ({ name: 'meetingNewsDetail', params: { news_id: s._id, meeting_id: s.meeting_id } }),
  exhibitor: s => ({ name: 'meetingEnterprise', params: { enterprise_id: s._id, meeting_id: s.meeting_id } }),
  product: s => ({ name: 'meetingProduct', params: { product_id: s._id, meeting_id: s.meeting_id } }),
}

/** The route of a source, or undefined for a kind this client does not know (a newer service). */
export function sourceRoute(source: MatchSource): { name: RouteName; params: Query } | undefined {
  return ROUTE_OF[source.kind]?.(source)
}
