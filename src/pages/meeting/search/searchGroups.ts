import type { Activity, Agenda, Enterprise, LanguageCode, News, ObjectId, Product, Speaker } from '@fu-types/entities'
import { listActivities } from '@/api/activities'
import { listAgendas, listNews } from '@/api/content'
import { searchEnterprises, searchProducts } from '@/api/enterprises'
import { listSpeakers } from '@/api/meetings'
import { formatTimeRange, localize } from '@/core'
import type { Query } from '@/core/query'
import type { RouteName } from '@/router/routes'

export type SearchGroupKind = 'activity' | 'agenda' | 'news' | 'speaker' | 'exhibitor' | 'product'
/** Items shown per group; "more" opens the kind's list with the keyword. */
export const SEARCH_GROUP_SIZE = 4

export interface HitView { id: ObjectId; title: string; subtitle: string; image?: string }
interface RouteTarget { name: RouteName; params: Query }
export interface Found<T> { items: T[]; total: number }

/** One kind of result: how to ask for it, show an item, open it, and its full list (filtered by the keyword: every kind's list reads ?keyword=). */
interface SearchGroupDef<T> {
  kind: SearchGroupKind
  load: (meetingId: ObjectId, keyword: string) => Promise<Found<T>>
  view: (item: T, lang: LanguageCode, timezone: string | undefined) => HitView
  open: (item: T, meetingId: ObjectId) => RouteTarget
  more: (meetingId: ObjectId, keyword: string) => RouteTarget
}

const found = <T>(envelope: { results?: T[]; total?: number }): Found<T> =>
  ({ items: envelope.results ?? [], total: envelope.total ?? envelope.results?.length ?? 0 })
const page = { limit: SEARCH_GROUP_SIZE, skip: 0 }

const activity: SearchGroupDef<Activity> = {
  kind: 'activity',
  load: async (meeting_id, keyword) => found(await listActivities({ meeting_id, keyword, ...page })),
  view: (a, lang, tz) => ({ id: a._id, title: localize(a.title, lang), subtitle: formatTimeRange(a.start, a.end, tz), image: a.covers?.[0] }),
  open: (a, meeting_id) => ({ name: 'activityDetail', params: { activity_id: a._id, meeting_id } }),
  more: (meeting_id, keyword) => ({ name: 'activityList', params: { meeting_id, keyword } }),
}

const agenda: SearchGroupDef<Agenda> = {
  kind: 'agenda',
  load: async (meeting_id, keyword) => found(await listAgendas({ meeting_id, keyword, ...page })),
  view: (a, lang, tz) => ({ id: a._id, title: localize(a.title, lang), subtitle: [formatTimeRange(a.start, a.end, tz), localize(a.place, lang)].filter(Boolean).join(' · '), image: a.cover }),
  open: (a, meeting_id) => ({ name: 'agendaDetails', params: { meeting_id, agenda_id: a._id } }),
  more: (meeting_id, keyword) => ({ name: 'agendaSchedule', params: { meeting_id, keyword } }),
}

const news: SearchGroupDef<News> = {
  kind: 'news',
  load: async (meeting_id, keyword) => found(await listNews({ meeting_id, keyword, ...page })),
  view: (n, lang) => ({ id: n._id, title: localize(n.title, lang), subtitle: localize(n.summary, lang), image: n.cover }),
  open: (n, meeting_id) => ({ name: 'meetingNewsDetail', params: { news_id: n._id, meeting_id } }),
  more: (meeting_id, keyword) => ({ name: 'meetingNews', params: { meeting_id, keyword } }),
}

const speaker: SearchGroupDef<Speaker> = {
  kind: 'speaker',
  load: async (meetingId, keyword) => found(await listSpeakers(meetingId, { keyword, ...page })),
  view: (s, lang) => ({ id: s._id, title: localize(s.name, lang), subtitle: [localize(s.work_title, lang), localize(s.company, lang)].filter(Boolean).join(' · '), image: s.photo }),
  open: (s, meeting_id) => ({ name: 'speakerDetail', params: { speaker_id: s._id, meeting_id } }),
  more: (meeting_id, keyword) => ({ name: 'speakerList', params: { meeting_id, keyword } }),
}

const exhibitor: SearchGroupDef<Enterprise> = {
  kind: 'exhibitor',
  load: async (meeting_id, keyword) => found(await searchEnterprises({ meeting_id, keyword, ...page })),
  view: (e, lang) => ({ id: e._id, title: localize(e.exhibitor.company.title, lang), subtitle: [e.exhibitor.booth ?? e.position, localize(e.description, lang)].filter(Boolean).join(' · '), image: e.exhibitor.company.logo }),
  open: (e, meeting_id) => ({ name: 'meetingEnterprise', params: { enterprise_id: e._id, meeting_id } }),
  more: (meeting_id, keyword) => ({ name: 'exhibitorSearch', params: { meeting_id, keyword } }),
}

const product: SearchGroupDef<Product> = {
  kind: 'product',
  load: async (meeting_id, keyword) => found(await searchProducts({ meeting_id, keyword, ...page })),
  view: (p, lang) => ({ id: p._id, title: localize(p.title, lang), subtitle: localize(p.enterprise?.[0]?.exhibitor.company.title, lang), image: p.images?.[0] }),
  open: (p, meeting_id) => ({ name: 'meetingProduct', params: { product_id: p._id, meeting_id } }),
  more: (meeting_id, keyword) => ({ name: 'productSearch', params: { meeting_id, keyword } }),
}

/** Every group in the order shown; exhibitors and products only when the meeting shows exhibitors. */
export function searchGroups(withExhibitors: boolean): SearchGroupDef<unknown>[] {
  const all = [activity, agenda, news, speaker, ...(withExhibitors ? [exhibitor, product] : [])]
  return all as SearchGroupDef<unknown>[]
}
