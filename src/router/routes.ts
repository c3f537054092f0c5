import type { MessageKey } from '@/i18n'

/**
 * The route table: every path of SPEC §2, each naming its screen (a key of src/pages/screenLoaders.ts) and the query
 * it takes. `query` lists the keys a link must give (`'activity_id'`) or may give (`'source_id?'`); the types below turn
 * that list into the parameters of `routeUrl` / `navigateTo` and the query a screen reads, so a wrong key is a
 * compile error. Context keys (CONTEXT_QUERY) are allowed on every route and carried by links on their own.
 *
 * access: `public` anyone; `meeting` a guest may view it when the meeting allows guest viewing
 * (SPEC §6), else login; `login` always needs a signed-in user.
 */
type RouteAccess = 'public' | 'meeting' | 'login'

export interface RouteDef {
  name: string
  path: string
  access: RouteAccess
  title: MessageKey
  /** The screen of src/pages/registry.ts that renders this route (every route has one). */
  screen: string
}

/**
 * A row as written in the table: each title is the message `route.<name>` (src/i18n: routeTitles.ts) and each screen
 * is the route's name unless the row says otherwise, so neither is spelled out (≈ 0.8 KB brotli of every first visit,
 * issue 15).
 */
type RouteEntry = Omit<RouteDef, 'title' | 'screen'> & { screen?: string; query?: readonly string[] }

/**
 * A row's query keys (`keys<'activity_id' | 'source_id?'>()`: `'key'` a link must give, `'key?'` it may), for the
 * types below only: the built table carries none of them, and nothing reads them at run time (RouteDef has no query).
 */
const keys = <K extends string>(): readonly K[] => undefined as unknown as readonly K[]

export interface RedirectDef {
  path: string
  to: (params: Record<string, string>, query: Record<string, string>) => { path: string; query?: Record<string, string> }
}

const keepQuery = (target: string) => (_: Record<string, string>, query: Record<string, string>) => ({ path: target, query })

/** Redirects of SPEC §2, checked before the routes. */
export const redirects: RedirectDef[] = [
  { path: '/', to: keepQuery('/meeting/home') },
  { path: '/home', to: keepQuery('/meeting/home') },
  { path: '/news', to: keepQuery('/meeting/news') },
  { path: '/speaker', to: keepQuery('/meeting/speaker/list') },
  { path: '/agenda', to: keepQuery('/meeting/agenda/schedule') },
  { path: '/demand', to: keepQuery('/demand/list') },
  { path: '/meeting/exhibit', to: keepQuery('/exhibit') },
  { path: '/exhibit/index', to: keepQuery('/exhibit') },
  {
    path: '/meeting/:meetingId/activity/:activityId/form',
    to: (p, q) => ({ path: '/activity/form', query: { ...q, meeting_id: p.meetingId, activity_id: p.activityId } }),
  },
  {
    // The agent screen then picks the v2 ticket page or the older page by agent_checkout_version (agent.ts).
    path: '/meeting/:meetingId/activity/:activityId/agent',
    to: (p, q) => ({ path: '/activity/agent', query: { ...q, meeting_id: p.meetingId, activity_id: p.activityId } }),
  },
]

const table = [
  { name: 'meetingHome', path: '/meeting/home', access: 'meeting' },
  { name: 'meetingSearch', path: '/meeting/search', access: 'meeting', query: keys<'keyword?'>() },
  { name: 'meetingDoc', path: '/meeting/doc', access: 'meeting', query: keys<'category_id?'>() },
  { name: 'meetingNews', path: '/meeting/news', access: 'meeting', query: keys<'keyword?'>() },
  { name: 'meetingNewsDetail', path: '/meeting/news/detail', access: 'meeting', query: keys<'news_id'>() },
  { name: 'meetingLive', path: '/meeting/live', access: 'meeting' },
  { name: 'meetingLiveDetail', path: '/meeting/live/detail', access: 'meeting', query: keys<'live_id' | 'minutes?'>() },
  { name: 'meetingUser', path: '/meeting/user', access: 'meeting', query: keys<'user_id'>() },
  { name: 'meetingEnterprise', path: '/meeting/enterprise', access: 'meeting', query: keys<'enterprise_id'>() },
  { name: 'meetingProduct', path: '/meeting/product', access: 'meeting', query: keys<'product_id'>() },
  { name: 'speakerList', path: '/meeting/speaker/list', access: 'meeting', query: keys<'category_id?' | 'keyword?'>() },
  { name: 'speakerDetail', path: '/meeting/speaker', access: 'meeting', query: keys<'speaker_id'>() },
  { name: 'speakerInvite', path: '/meeting/speaker/invite', access: 'login' },
  { name: 'agendaSchedule', path: '/meeting/agenda/schedule', access: 'meeting', query: keys<'keyword?' | 'view?' | 'day?' | 'track?' | 'room?' | 'type?' | 'language?'>() },
  { name: 'agendaDetails', path: '/meeting/agenda/details', access: 'meeting', query: keys<'agenda_id'>() },
  { name: 'meetingConnection', path: '/meeting/connection', access: 'login' },
  { name: 'meetingBranch', path: '/meeting/branch', access: 'meeting' },
  { name: 'meetingIntroduction', path: '/meeting/introduction', access: 'meeting', query: keys<'content_id?'>() },
  { name: 'meetingInvitation', path: '/meeting/invitation', access: 'meeting', query: keys<'enterprise_id?'>() },
  { name: 'meetingInvitationDownload', path: '/meeting/invitation/download', access: 'meeting', query: keys<'enterprise_id'>() },
  { name: 'activityList', path: '/meeting/activity/list', access: 'meeting', query: keys<'keyword?'>() },
  { name: 'activityDetail', path: '/meeting/activity/detail', access: 'meeting', query: keys<'activity_id' | 'source_id?'>() },
  { name: 'meetingTalk', path: '/meeting/talk', access: 'login' },
  { name: 'threadList', path: '/meeting/thread/list', access: 'meeting', query: keys<'thread_id?'>() },
  { name: 'meetingContact', path: '/meeting/contact', access: 'meeting' },
  { name: 'meetingApply', path: '/meeting/apply', access: 'login' },
  { name: 'exhibit', path: '/exhibit', access: 'meeting', query: keys<'category_id?'>() },
  { name: 'exhibition', path: '/exhibition', access: 'meeting' },
  { name: 'exhibitorFilter', path: '/exhibit/exhibitor/filter', access: 'meeting', query: keys<'category_id?' | 'hall?' | 'industry?' | 'tag?'>() },
  { name: 'exhibitorSearch', path: '/exhibit/exhibitor/search', access: 'meeting', query: keys<'keyword?'>() },
  { name: 'productSearch', path: '/exhibit/product/search', access: 'meeting', query: keys<'keyword?'>() },
  { name: 'conference', path: '/conference', access: 'meeting' },
  { name: 'webview', path: '/webview', access: 'public', query: keys<'link'>() },
  { name: 'demandList', path: '/demand/list', access: 'meeting', query: keys<'category?'>() },
  { name: 'cooperation', path: '/cooperation', access: 'meeting', screen: 'demandList', query: keys<'category?'>() },
  { name: 'demandDetail', path: '/demand/detail', access: 'meeting', query: keys<'demand_id'>() },
  { name: 'demandLike', path: '/demand/like', access: 'login' },
  { name: 'demandForm', path: '/demand/form/:type', access: 'login' },
  { name: 'demandComment', path: '/demand/comment/:type', access: 'login', query: keys<'demand_id?'>() },
  { name: 'demandSearch', path: '/demand/search', access: 'meeting', query: keys<'keyword?'>() },
  { name: 'appointment', path: '/appointment', access: 'login' },
  { name: 'appointmentApply', path: '/meeting/appointment/apply', access: 'login', query: keys<'enterprise_id'>() },
  { name: 'appointmentSuccess', path: '/meeting/appointment/success', access: 'login', query: keys<'enterprise_id?' | 'appointment_id?'>() },
  { name: 'mySchedule', path: '/meeting/my/schedule', access: 'login' },
  { name: 'myScheduleHistory', path: '/meeting/my/schedule/history', access: 'login' },
  { name: 'exhibitorSchedule', path: '/meeting/exhibitor/schedule', access: 'login' },
  { name: 'exhibitorScheduleHistory', path: '/meeting/exhibitor/schedule/history', access: 'login' },
  { name: 'userAppointments', path: '/user/appointments', access: 'login' },
  { name: 'enterpriseAppointments', path: '/enterprise/appointments', access: 'login' },
  { name: 'enterpriseQuestionList', path: '/meeting/enterprise/question/list', access: 'login', query: keys<'tab?'>() },
  { name: 'enterpriseQuestionAnswer', path: '/meeting/enterprise/question/:question_id/answer', access: 'login' },
  { name: 'enterpriseQuestionAsk', path: '/meeting/enterprise/question', access: 'login', query: keys<'enterprise_id'>() },
  { name: 'exhibitorBind', path: '/meeting/exhibitor/bind', access: 'login', query: keys<'enterprise_id?' | 'redirect?'>() },
  { name: 'exhibitorManage', path: '/meeting/exhibitor/manage', access: 'login' },
  { name: 'exhibitorLeads', path: '/meeting/exhibitor/leads', access: 'login', query: keys<'enterprise_id?' | 'keyword?' | 'invite?'>() },
  { name: 'exhibitorLeadScan', path: '/meeting/exhibitor/leads/scan', access: 'login', query: keys<'enterprise_id?'>() },
  { name: 'exhibitorLead', path: '/meeting/exhibitor/leads/detail', access: 'login', query: keys<'lead_id'>() },
  { name: 'exhibitorDemand', path: '/meeting/exhibitor/demand', access: 'login', query: keys<'status?'>() },
  { name: 'exhibitorAskList', path: '/meeting/exhibitor/ask/list', access: 'login', query: keys<'tab?'>() },
  { name: 'exhibitorAsk', path: '/meeting/exhibitor/ask', access: 'login', query: keys<'question_id?'>() },
  { name: 'activityForm', path: '/activity/form', access: 'login', query: keys<'activity_id' | 'source_id?'>() },
  { name: 'activitySuccess', path: '/activity/success', access: 'login', query: keys<'activity_id' | 'ticket_id?' | 'order_id?'>() },
  { name: 'cashier', path: '/cashier', access: 'login', query: keys<'order_id'>() },
  { name: 'activityRegister', path: '/activity/register', access: 'login', query: keys<'activity_id'>() },
  { name: 'activityVote', path: '/activity/vote', access: 'meeting', query: keys<'vote_id'>() },
  { name: 'activityVoteCandidate', path: '/activity/vote/candidate', access: 'meeting', query: keys<'player_id'>() },
  { name: 'activityAgent', path: '/activity/agent', access: 'login', query: keys<'activity_id'>() },
  { name: 'activityAgentForm', path: '/activity/agent/form', access: 'login', query: keys<'activity_id' | 'ticket_id?'>() },
  { name: 'agentV2Form', path: '/m/:meetingId/a/:activityId/agent/v2/form/:priceId?', access: 'login' },
  { name: 'agentV2TicketForm', path: '/m/:meetingId/a/:activityId/agent/v2/t/:ticketId/form', access: 'login' },
  { name: 'agentV2Ticket', path: '/meeting/:meetingId/activity/:activityId/agent/v2/ticket', access: 'login' },
  { name: 'agentV2', path: '/meeting/:meetingId/activity/:activityId/agent/v2/:mode?', access: 'login' },
  { name: 'activityTickets', path: '/activity/tickets', access: 'login', query: keys<'activity_id'>() },
  { name: 'receptionGuest', path: '/meeting/reception/guest', access: 'login' },
  { name: 'receptionGuestList', path: '/meeting/reception/guest/list', access: 'login' },
  { name: 'receptionGuestDetail', path: '/meeting/reception/guest/:guestId', access: 'login' },
  { name: 'receptionQueryGuest', path: '/meeting/reception/query/guest', access: 'public' },
  { name: 'receptionQueryResults', path: '/meeting/reception/query/guest/results', access: 'public' },
  { name: 'receptionQueryResult', path: '/meeting/reception/query/guest/results/:guestId', access: 'public' },
  { name: 'receptionStaff', path: '/meeting/reception/staff', access: 'login' },
  { name: 'receptionCheckin', path: '/meeting/reception/staff/checkin', access: 'login' },
  { name: 'receptionStaffGuest', path: '/meeting/reception/staff/guests/:guest_id', access: 'login', query: keys<'phase_id?'>() },
  { name: 'receptionPhase', path: '/meeting/reception/phases/:phase_id', access: 'login' },
  { name: 'receptionPhaseForm', path: '/meeting/reception/guests/:guest_id/phases/:phase_id/form', access: 'login' },
  { name: 'login', path: '/login', access: 'public', query: keys<'redirect?' | 'agreed?'>() },
  { name: 'bind', path: '/bind', access: 'public', query: keys<'redirect?'>() },
  { name: 'agree', path: '/agree', access: 'public', query: keys<'redirect?'>() },
  { name: 'accountEmail', path: '/account/email', access: 'login', query: keys<'redirect?'>() },
  { name: 'accountPhone', path: '/account/phone', access: 'login', query: keys<'redirect?'>() },
  { name: 'myEmail', path: '/my/email', access: 'login', query: keys<'redirect?'>() },
  { name: 'myIndex', path: '/my/index', access: 'login' },
  { name: 'myOrder', path: '/my/order', access: 'login' },
  { name: 'myOrderDetail', path: '/my/order/:checkoutId', access: 'login' },
  { name: 'myDemand', path: '/my/demand', access: 'login' },
  { name: 'myCollection', path: '/my/collection', access: 'login', query: keys<'tab?'>() },
  { name: 'myRegistration', path: '/my/registration', access: 'login' },
  { name: 'myRegistrationTicket', path: '/my/registration/ticket', access: 'login', query: keys<'ticket_id?'>() },
  { name: 'myTickets', path: '/my/tickets', access: 'login' },
  { name: 'mySchedules', path: '/my/schedules', access: 'login' },
  { name: 'myEvent', path: '/my/event', access: 'login' },
  { name: 'myContact', path: '/my/contact', access: 'login' },
  { name: 'myProfile', path: '/my/profile', access: 'login' },
  { name: 'myData', path: '/my/data', access: 'login' },
  { name: 'myConnections', path: '/my/connections', access: 'login' },
  { name: 'myConnectionApplications', path: '/my/connections/application', access: 'login', query: keys<'type?'>() },
  { name: 'oauthAuthorize', path: '/oauth/authorize', access: 'public', query: keys<'response_type?' | 'client_id?' | 'redirect_uri?' | 'scope?' | 'state?' | 'code_challenge?' | 'code_challenge_method?'>() },
  { name: 'oauthChinaief', path: '/oauth/chinaief', access: 'public', query: keys<'response_type?' | 'redirect_uri?' | 'scope?' | 'state?' | 'code_challenge?' | 'code_challenge_method?'>() },
  { name: 'credential', path: '/credential', access: 'login' },
  { name: 'etcRedirect', path: '/etc/redirect', access: 'public', query: keys<'hash?'>() },
  { name: 'invoiceDetail', path: '/invoice/detail', access: 'login', query: keys<'checkout?'>() },
  { name: 'invoiceForm', path: '/invoice/form', access: 'login', query: keys<'checkout?'>() },
  { name: 'scHome', path: '/sichuan-culture', access: 'public' },
  { name: 'scMy', path: '/sichuan-culture/my', access: 'login' },
  { name: 'scMeeting', path: '/sichuan-culture/meeting', access: 'public' },
  { name: 'scList', path: '/sichuan-culture/list', access: 'public', query: keys<'category_id?'>() },
  { name: 'scList2', path: '/sichuan-culture/list2', access: 'public' },
  { name: 'scMap', path: '/sichuan-culture/map', access: 'public', query: keys<'point_id?'>() },
  { name: 'scTechnology', path: '/sichuan-culture/technology', access: 'public' },
  { name: 'scExhibition', path: '/sichuan-culture/exhibition', access: 'public' },
  { name: 'scMeetingRebuild', path: '/sichuan-culture/meeting/re-build', access: 'public' },
  { name: 'scMeetingPlaybill', path: '/sichuan-culture/meeting/playbill', access: 'public' },
  { name: 'scMeetingLive', path: '/sichuan-culture/meeting/live', access: 'public' },
  { name: 'scMeetingWllive', path: '/sichuan-culture/meeting/wllive', access: 'public' },
  // The organiser console (issue 28).
  { name: 'organizer', path: '/organizer', access: 'login' },
  { name: 'organizerMeeting', path: '/organizer/meeting', access: 'login' },
  { name: 'organizerLayout', path: '/organizer/layout', access: 'login' },
  { name: 'organizerContent', path: '/organizer/content', access: 'login', query: keys<'kind?'>() },
  { name: 'notFound', path: '/404', access: 'public' },
  { name: 'deleted', path: '/204', access: 'public', query: keys<'replace?'>() },
  { name: 'clear', path: '/clear', access: 'public' },
  { name: 'preview', path: '/preview', access: 'public' },
] as const satisfies readonly RouteEntry[]

/** A row of the table as the app reads it: its title `route.<name>`, its screen its name unless the row names one. */
type Route = (typeof table)[number] extends infer E
  ? E extends { name: string } ? E & { title: `route.${E['name']}`; screen: E extends { screen: infer S } ? S : E['name'] } : never
  : never

/** The route table (SPEC §2), in the order locations are matched. */
export const routes = (table.map(entry => ({ screen: entry.name, ...entry, title: `route.${entry.name}` })) as readonly Route[]) satisfies readonly RouteDef[]

export type RouteName = Route['name']
type RouteOf<N extends RouteName> = Extract<Route, { name: N }>
/** The screens the route table names: src/pages/registry.ts must provide each one. */
export type ScreenName = Route['screen']

/**
 * Keys that say in which context a page was reached, not which page it is: allowed on every route. `meeting_id` and
 * `lang` are carried from the page on screen to the links it opens (links.ts).
 */
export const CONTEXT_QUERY = ['meeting_id', 'lang', 'tabbar', 'source_id'] as const
type ContextKey = (typeof CONTEXT_QUERY)[number]

type QueryValue = string | number | boolean
type QuerySpec<N extends RouteName> = RouteOf<N> extends { query: readonly (infer K)[] } ? K & string : never
type RequiredKeys<S extends string> = S extends `${string}?` ? never : S
type OptionalKeys<S extends string> = S extends `${infer K}?` ? K : never
type ParamNames<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}` ? Name | ParamNames<`/${Tail}`> : Rest
  : never
type PathSpec<N extends RouteName> = ParamNames<RouteOf<N>['path']>

/** What a link to route N gives: its path parameters and its query (required and optional keys), plus context keys. */
export type RouteParams<N extends RouteName> = N extends RouteName
  ? { [K in RequiredKeys<PathSpec<N> | QuerySpec<N>>]: QueryValue }
    & { [K in OptionalKeys<PathSpec<N> | QuerySpec<N>>]?: QueryValue | null }
    & { [K in ContextKey]?: QueryValue | null }
  : never

/** What a screen of route N reads from its address: every key may be missing from a URL someone typed or shared. */
export type RouteQuery<N extends RouteName> = { readonly [K in RequiredKeys<QuerySpec<N>> | OptionalKeys<QuerySpec<N>> | ContextKey]?: string }
export type RoutePathParams<N extends RouteName> = { readonly [K in RequiredKeys<PathSpec<N>> | OptionalKeys<PathSpec<N>>]?: string }

export function routeByName(name: RouteName): RouteDef {
  const route = (routes as readonly RouteDef[]).find(r => r.name === name)
  if (!route) throw new Error(`no route named ${name}`)
  return route
}
