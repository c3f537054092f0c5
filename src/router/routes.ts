import type { MessageKey } from '@/i18n'

/**
 * The route table: every path of SPEC §2, each naming its screen (a key of src/pages/registry.ts) and the query it
 * takes. `query` lists the keys a link must give (`'activity_id'`) or may give (`'source_id?'`); the types below turn
 * that list into the parameters of `routeUrl` / `navigateTo` and the query a screen reads, so a wrong key is a
 * compile error. Context keys (CONTEXT_QUERY) are allowed on every route and carried by links on their own.
 *
 * access: `public` anyone; `meeting` a guest may view it when the meeting allows guest viewing
 * (SPEC §6), else login; `login` always needs a signed-in user.
 */
export type RouteAccess = 'public' | 'meeting' | 'login'

export interface RouteDef {
  name: string
  path: string
  access: RouteAccess
  title: MessageKey
  /** The screen of src/pages/registry.ts that renders this route (every route has one). */
  screen: string
  /** The query keys of this route: `'key'` a link must give, `'key?'` it may. */
  query?: readonly string[]
}

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

export const routes = [
  { name: 'meetingHome', path: '/meeting/home', access: 'meeting', title: 'route.meetingHome', screen: 'meetingHome' },
  { name: 'meetingSearch', path: '/meeting/search', access: 'meeting', title: 'route.meetingSearch', screen: 'meetingSearch', query: ['keyword?'] },
  { name: 'meetingDoc', path: '/meeting/doc', access: 'meeting', title: 'route.meetingDoc', screen: 'meetingDoc', query: ['category_id?'] },
  { name: 'meetingNews', path: '/meeting/news', access: 'meeting', title: 'route.meetingNews', screen: 'meetingNews', query: ['keyword?'] },
  { name: 'meetingNewsDetail', path: '/meeting/news/detail', access: 'meeting', title: 'route.meetingNewsDetail', query: ['news_id'], screen: 'meetingNewsDetail' },
  { name: 'meetingLive', path: '/meeting/live', access: 'meeting', title: 'route.meetingLive', screen: 'meetingLive' },
  { name: 'meetingLiveDetail', path: '/meeting/live/detail', access: 'meeting', title: 'route.meetingLiveDetail', query: ['live_id', 'minutes?'], screen: 'meetingLiveDetail' },
  { name: 'meetingUser', path: '/meeting/user', access: 'meeting', title: 'route.meetingUser', query: ['user_id'], screen: 'meetingUser' },
  { name: 'meetingEnterprise', path: '/meeting/enterprise', access: 'meeting', title: 'route.meetingEnterprise', query: ['enterprise_id'], screen: 'meetingEnterprise' },
  { name: 'meetingProduct', path: '/meeting/product', access: 'meeting', title: 'route.meetingProduct', query: ['product_id'], screen: 'meetingProduct' },
  { name: 'speakerList', path: '/meeting/speaker/list', access: 'meeting', title: 'route.speakerList', screen: 'speakerList', query: ['category_id?', 'keyword?'] },
  { name: 'speakerDetail', path: '/meeting/speaker', access: 'meeting', title: 'route.speakerDetail', query: ['speaker_id'], screen: 'speakerDetail' },
  { name: 'speakerInvite', path: '/meeting/speaker/invite', access: 'login', title: 'route.speakerInvite', screen: 'speakerInvite' },
  { name: 'agendaSchedule', path: '/meeting/agenda/schedule', access: 'meeting', title: 'route.agendaSchedule', screen: 'agendaSchedule', query: ['keyword?'] },
  { name: 'agendaDetails', path: '/meeting/agenda/details', access: 'meeting', title: 'route.agendaDetails', query: ['agenda_id'], screen: 'agendaDetails' },
  { name: 'meetingConnection', path: '/meeting/connection', access: 'login', title: 'route.meetingConnection', screen: 'meetingConnection' },
  { name: 'meetingBranch', path: '/meeting/branch', access: 'meeting', title: 'route.meetingBranch', screen: 'meetingBranch' },
  { name: 'meetingIntroduction', path: '/meeting/introduction', access: 'meeting', title: 'route.meetingIntroduction', query: ['content_id?'], screen: 'meetingIntroduction' },
  { name: 'meetingInvitation', path: '/meeting/invitation', access: 'meeting', title: 'route.meetingInvitation', query: ['enterprise_id?'], screen: 'meetingInvitation' },
  { name: 'meetingInvitationDownload', path: '/meeting/invitation/download', access: 'meeting', title: 'route.meetingInvitationDownload', query: ['enterprise_id'], screen: 'meetingInvitationDownload' },
  { name: 'activityList', path: '/meeting/activity/list', access: 'meeting', title: 'route.activityList', screen: 'activityList', query: ['keyword?'] },
  { name: 'activityDetail', path: '/meeting/activity/detail', access: 'meeting', title: 'route.activityDetail', query: ['activity_id', 'source_id?'], screen: 'activityDetail' },
  { name: 'meetingTalk', path: '/meeting/talk', access: 'login', title: 'route.meetingTalk', screen: 'meetingTalk' },
  { name: 'threadList', path: '/meeting/thread/list', access: 'meeting', title: 'route.threadList', query: ['thread_id?'], screen: 'threadList' },
  { name: 'meetingContact', path: '/meeting/contact', access: 'meeting', title: 'route.meetingContact', screen: 'meetingContact' },
  { name: 'meetingApply', path: '/meeting/apply', access: 'login', title: 'route.meetingApply', screen: 'meetingApply' },
  { name: 'exhibit', path: '/exhibit', access: 'meeting', title: 'route.exhibit', screen: 'exhibit', query: ['category_id?'] },
  { name: 'exhibition', path: '/exhibition', access: 'meeting', title: 'route.exhibition', screen: 'exhibition' },
  { name: 'exhibitorFilter', path: '/exhibit/exhibitor/filter', access: 'meeting', title: 'route.exhibitorFilter', screen: 'exhibitorFilter', query: ['category_id?', 'hall?', 'industry?', 'tag?'] },
  { name: 'exhibitorSearch', path: '/exhibit/exhibitor/search', access: 'meeting', title: 'route.exhibitorSearch', screen: 'exhibitorSearch', query: ['keyword?'] },
  { name: 'productSearch', path: '/exhibit/product/search', access: 'meeting', title: 'route.productSearch', screen: 'productSearch', query: ['keyword?'] },
  { name: 'conference', path: '/conference', access: 'meeting', title: 'route.conference', screen: 'conference' },
  { name: 'webview', path: '/webview', access: 'public', title: 'route.webview', query: ['link'], screen: 'webview' },
  { name: 'demandList', path: '/demand/list', access: 'meeting', title: 'route.demandList', screen: 'demandList', query: ['category?'] },
  { name: 'cooperation', path: '/cooperation', access: 'meeting', title: 'route.cooperation', screen: 'demandList', query: ['category?'] },
  { name: 'demandDetail', path: '/demand/detail', access: 'meeting', title: 'route.demandDetail', query: ['demand_id'], screen: 'demandDetail' },
  { name: 'demandLike', path: '/demand/like', access: 'login', title: 'route.demandLike', screen: 'demandLike' },
  { name: 'demandForm', path: '/demand/form/:type', access: 'login', title: 'route.demandForm', screen: 'demandForm' },
  { name: 'demandComment', path: '/demand/comment/:type', access: 'login', title: 'route.demandComment', screen: 'demandComment', query: ['demand_id?'] },
  { name: 'demandSearch', path: '/demand/search', access: 'meeting', title: 'route.demandSearch', screen: 'demandSearch', query: ['keyword?'] },
  { name: 'appointment', path: '/appointment', access: 'login', title: 'route.appointment', screen: 'appointment' },
  { name: 'appointmentApply', path: '/meeting/appointment/apply', access: 'login', title: 'route.appointmentApply', screen: 'appointmentApply', query: ['enterprise_id'] },
  { name: 'appointmentSuccess', path: '/meeting/appointment/success', access: 'login', title: 'route.appointmentSuccess', screen: 'appointmentSuccess', query: ['enterprise_id?', 'appointment_id?'] },
  { name: 'mySchedule', path: '/meeting/my/schedule', access: 'login', title: 'route.mySchedule', screen: 'mySchedule' },
  { name: 'myScheduleHistory', path: '/meeting/my/schedule/history', access: 'login', title: 'route.myScheduleHistory', screen: 'myScheduleHistory' },
  { name: 'exhibitorSchedule', path: '/meeting/exhibitor/schedule', access: 'login', title: 'route.exhibitorSchedule', screen: 'exhibitorSchedule' },
  { name: 'exhibitorScheduleHistory', path: '/meeting/exhibitor/schedule/history', access: 'login', title: 'route.exhibitorScheduleHistory', screen: 'exhibitorScheduleHistory' },
  { name: 'userAppointments', path: '/user/appointments', access: 'login', title: 'route.userAppointments', screen: 'userAppointments' },
  { name: 'enterpriseAppointments', path: '/enterprise/appointments', access: 'login', title: 'route.enterpriseAppointments', screen: 'enterpriseAppointments' },
  { name: 'enterpriseQuestionList', path: '/meeting/enterprise/question/list', access: 'login', title: 'route.enterpriseQuestionList', screen: 'enterpriseQuestionList', query: ['tab?'] },
  { name: 'enterpriseQuestionAnswer', path: '/meeting/enterprise/question/:question_id/answer', access: 'login', title: 'route.enterpriseQuestionAnswer', screen: 'enterpriseQuestionAnswer' },
  { name: 'enterpriseQuestionAsk', path: '/meeting/enterprise/question', access: 'login', title: 'route.enterpriseQuestionAsk', screen: 'enterpriseQuestionAsk', query: ['enterprise_id'] },
  { name: 'exhibitorBind', path: '/meeting/exhibitor/bind', access: 'login', title: 'route.exhibitorBind', screen: 'exhibitorBind', query: ['enterprise_id?', 'redirect?'] },
  { name: 'exhibitorManage', path: '/meeting/exhibitor/manage', access: 'login', title: 'route.exhibitorManage', screen: 'exhibitorManage' },
  { name: 'exhibitorLeads', path: '/meeting/exhibitor/leads', access: 'login', title: 'route.exhibitorLeads', screen: 'exhibitorLeads', query: ['enterprise_id?', 'keyword?', 'invite?'] },
  { name: 'exhibitorLeadScan', path: '/meeting/exhibitor/leads/scan', access: 'login', title: 'route.exhibitorLeadScan', screen: 'exhibitorLeadScan', query: ['enterprise_id?'] },
  { name: 'exhibitorLead', path: '/meeting/exhibitor/leads/detail', access: 'login', title: 'route.exhibitorLead', screen: 'exhibitorLead', query: ['lead_id'] },
  { name: 'exhibitorDemand', path: '/meeting/exhibitor/demand', access: 'login', title: 'route.exhibitorDemand', screen: 'exhibitorDemand', query: ['status?'] },
  { name: 'exhibitorAskList', path: '/meeting/exhibitor/ask/list', access: 'login', title: 'route.exhibitorAskList', screen: 'exhibitorAskList', query: ['tab?'] },
  { name: 'exhibitorAsk', path: '/meeting/exhibitor/ask', access: 'login', title: 'route.exhibitorAsk', screen: 'exhibitorAsk', query: ['question_id?'] },
  { name: 'activityForm', path: '/activity/form', access: 'login', title: 'route.activityForm', query: ['activity_id', 'source_id?'], screen: 'activityForm' },
  { name: 'activitySuccess', path: '/activity/success', access: 'login', title: 'route.activitySuccess', query: ['activity_id', 'ticket_id?', 'order_id?'], screen: 'activitySuccess' },
  { name: 'cashier', path: '/cashier', access: 'login', title: 'route.cashier', query: ['order_id'], screen: 'cashier' },
  { name: 'activityRegister', path: '/activity/register', access: 'login', title: 'route.activityRegister', screen: 'activityRegister', query: ['activity_id'] },
  { name: 'activityVote', path: '/activity/vote', access: 'meeting', title: 'route.activityVote', query: ['vote_id'], screen: 'activityVote' },
  { name: 'activityVoteCandidate', path: '/activity/vote/candidate', access: 'meeting', title: 'route.activityVoteCandidate', query: ['player_id'], screen: 'activityVoteCandidate' },
  { name: 'activityAgent', path: '/activity/agent', access: 'login', title: 'route.activityAgent', query: ['activity_id'], screen: 'activityAgent' },
  { name: 'activityAgentForm', path: '/activity/agent/form', access: 'login', title: 'route.activityAgentForm', screen: 'activityAgentForm', query: ['activity_id', 'ticket_id?'] },
  { name: 'agentV2Form', path: '/m/:meetingId/a/:activityId/agent/v2/form/:priceId?', access: 'login', title: 'route.agentV2Form', screen: 'agentV2Form' },
  { name: 'agentV2TicketForm', path: '/m/:meetingId/a/:activityId/agent/v2/t/:ticketId/form', access: 'login', title: 'route.agentV2TicketForm', screen: 'agentV2TicketForm' },
  { name: 'agentV2Ticket', path: '/meeting/:meetingId/activity/:activityId/agent/v2/ticket', access: 'login', title: 'route.agentV2Ticket', screen: 'agentV2Ticket' },
  { name: 'agentV2', path: '/meeting/:meetingId/activity/:activityId/agent/v2/:mode?', access: 'login', title: 'route.agentV2', screen: 'agentV2' },
  { name: 'activityTickets', path: '/activity/tickets', access: 'login', title: 'route.activityTickets', screen: 'activityTickets', query: ['activity_id'] },
  { name: 'receptionGuest', path: '/meeting/reception/guest', access: 'login', title: 'route.receptionGuest', screen: 'receptionGuest' },
  { name: 'receptionGuestList', path: '/meeting/reception/guest/list', access: 'login', title: 'route.receptionGuestList', screen: 'receptionGuestList' },
  { name: 'receptionGuestDetail', path: '/meeting/reception/guest/:guestId', access: 'login', title: 'route.receptionGuestDetail', screen: 'receptionGuestDetail' },
  { name: 'receptionQueryGuest', path: '/meeting/reception/query/guest', access: 'public', title: 'route.receptionQueryGuest', screen: 'receptionQueryGuest' },
  { name: 'receptionQueryResults', path: '/meeting/reception/query/guest/results', access: 'public', title: 'route.receptionQueryResults', screen: 'receptionQueryResults' },
  { name: 'receptionQueryResult', path: '/meeting/reception/query/guest/results/:guestId', access: 'public', title: 'route.receptionQueryResult', screen: 'receptionQueryResult' },
  { name: 'receptionStaff', path: '/meeting/reception/staff', access: 'login', title: 'route.receptionStaff', screen: 'receptionStaff' },
  { name: 'receptionCheckin', path: '/meeting/reception/staff/checkin', access: 'login', title: 'route.receptionCheckin', screen: 'receptionCheckin' },
  { name: 'receptionStaffGuest', path: '/meeting/reception/staff/guests/:guest_id', access: 'login', title: 'route.receptionStaffGuest', screen: 'receptionStaffGuest', query: ['phase_id?'] },
  { name: 'receptionPhase', path: '/meeting/reception/phases/:phase_id', access: 'login', title: 'route.receptionPhase', screen: 'receptionPhase' },
  { name: 'receptionPhaseForm', path: '/meeting/reception/guests/:guest_id/phases/:phase_id/form', access: 'login', title: 'route.receptionPhaseForm', screen: 'receptionPhaseForm' },
  { name: 'login', path: '/login', access: 'public', title: 'route.login', screen: 'login', query: ['redirect?', 'agreed?'] },
  { name: 'bind', path: '/bind', access: 'public', title: 'route.bind', screen: 'bind', query: ['redirect?'] },
  { name: 'agree', path: '/agree', access: 'public', title: 'route.agree', screen: 'agree', query: ['redirect?'] },
  { name: 'accountEmail', path: '/account/email', access: 'login', title: 'route.accountEmail', screen: 'accountEmail', query: ['redirect?'] },
  { name: 'accountPhone', path: '/account/phone', access: 'login', title: 'route.accountPhone', screen: 'accountPhone', query: ['redirect?'] },
  { name: 'myEmail', path: '/my/email', access: 'login', title: 'route.myEmail', screen: 'myEmail', query: ['redirect?'] },
  { name: 'myIndex', path: '/my/index', access: 'login', title: 'route.myIndex', screen: 'myIndex' },
  { name: 'myOrder', path: '/my/order', access: 'login', title: 'route.myOrder', screen: 'myOrder' },
  { name: 'myOrderDetail', path: '/my/order/:checkoutId', access: 'login', title: 'route.myOrderDetail', screen: 'myOrderDetail' },
  { name: 'myDemand', path: '/my/demand', access: 'login', title: 'route.myDemand', screen: 'myDemand' },
  { name: 'myCollection', path: '/my/collection', access: 'login', title: 'route.myCollection', screen: 'myCollection', query: ['tab?'] },
  { name: 'myRegistration', path: '/my/registration', access: 'login', title: 'route.myRegistration', screen: 'myRegistration' },
  { name: 'myRegistrationTicket', path: '/my/registration/ticket', access: 'login', title: 'route.myRegistrationTicket', screen: 'myRegistrationTicket', query: ['ticket_id?'] },
  { name: 'myTickets', path: '/my/tickets', access: 'login', title: 'route.myTickets', screen: 'myTickets' },
  { name: 'mySchedules', path: '/my/schedules', access: 'login', title: 'route.mySchedules', screen: 'mySchedules' },
  { name: 'myEvent', path: '/my/event', access: 'login', title: 'route.myEvent', screen: 'myEvent' },
  { name: 'myContact', path: '/my/contact', access: 'login', title: 'route.myContact', screen: 'myContact' },
  { name: 'myProfile', path: '/my/profile', access: 'login', title: 'route.myProfile', screen: 'myProfile' },
  { name: 'myData', path: '/my/data', access: 'login', title: 'route.myData', screen: 'myData' },
  { name: 'myConnections', path: '/my/connections', access: 'login', title: 'route.myConnections', screen: 'myConnections' },
  { name: 'myConnectionApplications', path: '/my/connections/application', access: 'login', title: 'route.myConnectionApplications', screen: 'myConnectionApplications', query: ['type?'] },
  { name: 'oauthAuthorize', path: '/oauth/authorize', access: 'public', title: 'route.oauthAuthorize', screen: 'oauthAuthorize', query: ['response_type?', 'client_id?', 'redirect_uri?', 'scope?', 'state?', 'code_challenge?', 'code_challenge_method?'] },
  { name: 'oauthChinaief', path: '/oauth/chinaief', access: 'public', title: 'route.oauthChinaief', screen: 'oauthChinaief', query: ['response_type?', 'redirect_uri?', 'scope?', 'state?', 'code_challenge?', 'code_challenge_method?'] },
  { name: 'credential', path: '/credential', access: 'login', title: 'route.credential', screen: 'credential' },
  { name: 'etcRedirect', path: '/etc/redirect', access: 'public', title: 'route.etcRedirect', query: ['hash?'], screen: 'etcRedirect' },
  { name: 'invoiceDetail', path: '/invoice/detail', access: 'login', title: 'route.invoiceDetail', query: ['checkout?'], screen: 'invoiceDetail' },
  { name: 'invoiceForm', path: '/invoice/form', access: 'login', title: 'route.invoiceForm', query: ['checkout?'], screen: 'invoiceForm' },
  { name: 'scHome', path: '/sichuan-culture', access: 'public', title: 'route.scHome', screen: 'scHome' },
  { name: 'scMy', path: '/sichuan-culture/my', access: 'login', title: 'route.scMy', screen: 'scMy' },
  { name: 'scMeeting', path: '/sichuan-culture/meeting', access: 'public', title: 'route.scMeeting', screen: 'scMeeting' },
  { name: 'scList', path: '/sichuan-culture/list', access: 'public', title: 'route.scList', screen: 'scList', query: ['category_id?'] },
  { name: 'scList2', path: '/sichuan-culture/list2', access: 'public', title: 'route.scList2', screen: 'scList2' },
  { name: 'scMap', path: '/sichuan-culture/map', access: 'public', title: 'route.scMap', screen: 'scMap', query: ['point_id?'] },
  { name: 'scTechnology', path: '/sichuan-culture/technology', access: 'public', title: 'route.scTechnology', screen: 'scTechnology' },
  { name: 'scExhibition', path: '/sichuan-culture/exhibition', access: 'public', title: 'route.scExhibition', screen: 'scExhibition' },
  { name: 'scMeetingRebuild', path: '/sichuan-culture/meeting/re-build', access: 'public', title: 'route.scMeetingRebuild', screen: 'scMeetingRebuild' },
  { name: 'scMeetingPlaybill', path: '/sichuan-culture/meeting/playbill', access: 'public', title: 'route.scMeetingPlaybill', screen: 'scMeetingPlaybill' },
  { name: 'scMeetingLive', path: '/sichuan-culture/meeting/live', access: 'public', title: 'route.scMeetingLive', screen: 'scMeetingLive' },
  { name: 'scMeetingWllive', path: '/sichuan-culture/meeting/wllive', access: 'public', title: 'route.scMeetingWllive', screen: 'scMeetingWllive' },
  { name: 'notFound', path: '/404', access: 'public', title: 'route.notFound', screen: 'notFound' },
  { name: 'deleted', path: '/204', access: 'public', title: 'route.deleted', screen: 'deleted', query: ['replace?'] },
  { name: 'clear', path: '/clear', access: 'public', title: 'route.clear', screen: 'clear' },
  { name: 'preview', path: '/preview', access: 'public', title: 'route.preview', screen: 'preview' },
] as const satisfies readonly RouteDef[]

export type RouteName = (typeof routes)[number]['name']
type RouteOf<N extends RouteName> = Extract<(typeof routes)[number], { name: N }>
/** The screens the route table names: src/pages/registry.ts must provide each one. */
export type ScreenName = (typeof routes)[number]['screen']

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
