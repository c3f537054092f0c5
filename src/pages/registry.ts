import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { ScreenName } from '@/router/routes'
import { routedScreen, type RoutedScreenProps, type ScreenProps } from '@/components/screen/RoutedScreen'
import type { ScreenModule } from '@/components/screen/defineScreen'
import { messageCatalogue, type PackName } from '@/i18n/catalogue'
import { platform } from '@/platform'
import { DesktopTopBar } from '@/components/screen/desktopTopBar'

type Loader = () => Promise<{ default: ScreenModule | ComponentType<ScreenProps> }>
type LazyScreen = LazyExoticComponent<ComponentType<RoutedScreenProps>>

/** On a desktop, the frame's top bar (its own chunk) comes with the screen, so the screen draws with it. */
const desktopFrame = () => (platform().deviceVariant() === 'desktop' ? DesktopTopBar.preload().catch(() => undefined) : undefined)

/**
 * A screen loaded with its area's chunk and, at the same time, the messages it shows in the UI language: the other
 * screens' pack, except for the home, whose messages come with the first screen's (i18n/areaLists.ts).
 * H5 only: the mini-program has native pages.
 */
const screen = (load: Loader, messages: PackName = 'rest'): LazyScreen => lazy(async () => {
  const [module] = await Promise.all([load(), messageCatalogue.ensureCurrent(messages), desktopFrame()])
  return { default: routedScreen(module.default) }
})

/**
 * The app's screens, one per screen name of the route table (src/router/routes.ts): the type makes a route's screen
 * impossible to forget. The router never imports this file; the route host (pages/index) does.
 */
export const screens: Record<ScreenName, LazyScreen> = {
  meetingHome: screen(() => import(/* webpackChunkName: "meeting-home" */ '@/pages/meeting/home'), 'first'),
  preview: screen(() => import(/* webpackChunkName: "meeting-home" */ '@/pages/meeting/preview')),
  activityList: screen(() => import(/* webpackChunkName: "activity" */ '@/pages/activity/list')),
  activityRegister: screen(() => import(/* webpackChunkName: "activity" */ '@/pages/activity/register')),
  activityDetail: screen(() => import(/* webpackChunkName: "activity" */ '@/pages/activity/detail')),
  login: screen(() => import(/* webpackChunkName: "account" */ '@/pages/account/login')),
  agree: screen(() => import(/* webpackChunkName: "account" */ '@/pages/account/agree')),
  bind: screen(() => import(/* webpackChunkName: "account" */ '@/pages/account/bind')),
  myTickets: screen(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/tickets')),
  myRegistration: screen(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/registration')),
  myRegistrationTicket: screen(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/registration/ticket')),
  myOrder: screen(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/order')),
  myOrderDetail: screen(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/order/detail')),
  myIndex: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/index')),
  myEmail: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/email')),
  accountEmail: screen(() => import(/* webpackChunkName: "my" */ '@/pages/account/email')),
  accountPhone: screen(() => import(/* webpackChunkName: "my" */ '@/pages/account/phone')),
  mySchedules: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/schedules')),
  myEvent: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/event')),
  myData: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/data')),
  myCollection: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/collection')),
  credential: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/credential')),
  myProfile: screen(() => import(/* webpackChunkName: "my" */ '@/pages/my/profile')),
  activityForm: screen(() => import(/* webpackChunkName: "registration" */ '@/pages/activity/form')),
  activityAgent: screen(() => import(/* webpackChunkName: "agent" */ '@/pages/agent/group')),
  activityTickets: screen(() => import(/* webpackChunkName: "agent" */ '@/pages/agent/tickets')),
  agentV2Ticket: screen(() => import(/* webpackChunkName: "agent" */ '@/pages/agent/v2ticket')),
  agentV2: screen(() => import(/* webpackChunkName: "agent" */ '@/pages/agent/v2')),
  agentV2TicketForm: screen(() => import(/* webpackChunkName: "agent" */ '@/pages/agent/v2member')),
  agentV2Form: screen(() => import(/* webpackChunkName: "agent" */ '@/pages/agent/v2form')),
  activityAgentForm: screen(() => import(/* webpackChunkName: "agent" */ '@/pages/agent/member')),
  activitySuccess: screen(() => import(/* webpackChunkName: "registration" */ '@/pages/activity/success')),
  cashier: screen(() => import(/* webpackChunkName: "registration" */ '@/pages/cashier')),
  activityVote: screen(() => import(/* webpackChunkName: "vote" */ '@/pages/activity/vote')),
  activityVoteCandidate: screen(() => import(/* webpackChunkName: "vote" */ '@/pages/activity/vote/candidate')),
  invoiceForm: screen(() => import(/* webpackChunkName: "invoice" */ '@/pages/invoice/form')),
  invoiceDetail: screen(() => import(/* webpackChunkName: "invoice" */ '@/pages/invoice/detail')),
  webview: screen(() => import(/* webpackChunkName: "webview" */ '@/pages/webview/screen')),
  etcRedirect: screen(() => import(/* webpackChunkName: "system" */ '@/pages/system/shortLink')),
  oauthAuthorize: screen(() => import(/* webpackChunkName: "oauth" */ '@/pages/oauth/authorize')),
  oauthChinaief: screen(() => import(/* webpackChunkName: "oauth" */ '@/pages/oauth/chinaief')),
  meetingNews: screen(() => import(/* webpackChunkName: "news" */ '@/pages/meeting/news')),
  meetingNewsDetail: screen(() => import(/* webpackChunkName: "news" */ '@/pages/meeting/news/detail')),
  meetingDoc: screen(() => import(/* webpackChunkName: "meeting-info" */ '@/pages/meeting/info/doc')),
  meetingIntroduction: screen(() => import(/* webpackChunkName: "meeting-info" */ '@/pages/meeting/info/introduction')),
  meetingBranch: screen(() => import(/* webpackChunkName: "meeting-info" */ '@/pages/meeting/info/branch')),
  meetingContact: screen(() => import(/* webpackChunkName: "meeting-info" */ '@/pages/meeting/info/contact')),
  meetingApply: screen(() => import(/* webpackChunkName: "meeting-info" */ '@/pages/meeting/info/apply')),
  meetingLive: screen(() => import(/* webpackChunkName: "live" */ '@/pages/meeting/live')),
  meetingLiveDetail: screen(() => import(/* webpackChunkName: "live" */ '@/pages/meeting/live/detail')),
  exhibit: screen(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit')),
  exhibitorFilter: screen(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit/exhibitor/filter')),
  exhibitorSearch: screen(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit/exhibitor/search')),
  productSearch: screen(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit/product/search')),
  meetingEnterprise: screen(() => import(/* webpackChunkName: "exhibit" */ '@/pages/meeting/enterprise')),
  meetingProduct: screen(() => import(/* webpackChunkName: "exhibit" */ '@/pages/meeting/product')),
  speakerList: screen(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/speaker/list')),
  speakerDetail: screen(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/speaker/detail')),
  meetingInvitation: screen(() => import(/* webpackChunkName: "invitation" */ '@/pages/meeting/invitation')),
  meetingInvitationDownload: screen(() => import(/* webpackChunkName: "invitation" */ '@/pages/meeting/invitation/download')),
  exhibition: screen(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit/exhibition')),
  conference: screen(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/agenda/conference')),
  speakerInvite: screen(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/speaker/invite')),
  threadList: screen(() => import(/* webpackChunkName: "thread" */ '@/pages/thread/board')),
  agendaSchedule: screen(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/agenda/schedule')),
  agendaDetails: screen(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/agenda/details')),
  receptionStaff: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/staff')),
  receptionPhase: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/phase')),
  receptionStaffGuest: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/staffGuest')),
  receptionCheckin: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/checkin')),
  receptionPhaseForm: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/phaseForm')),
  meetingSearch: screen(() => import(/* webpackChunkName: "search" */ '@/pages/meeting/search')),
  meetingTalk: screen(() => import(/* webpackChunkName: "copilot" */ '@/pages/copilot')),
  demandList: screen(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/list')),
  demandSearch: screen(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/search')),
  demandDetail: screen(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/detail')),
  demandForm: screen(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/form')),
  demandComment: screen(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/comment')),
  demandLike: screen(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/like')),
  myDemand: screen(() => import(/* webpackChunkName: "demand" */ '@/pages/my/demand')),
  appointment: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/hub')),
  appointmentApply: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/apply')),
  appointmentSuccess: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/success')),
  mySchedule: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/my')),
  myScheduleHistory: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/my/history')),
  exhibitorSchedule: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/exhibitor')),
  exhibitorScheduleHistory: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/exhibitor/history')),
  userAppointments: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/user')),
  enterpriseAppointments: screen(() => import(/* webpackChunkName: "appointment" */ '@/pages/appointment/enterprise')),
  meetingConnection: screen(() => import(/* webpackChunkName: "connection" */ '@/pages/connection/list')),
  meetingUser: screen(() => import(/* webpackChunkName: "connection" */ '@/pages/connection/user')),
  myConnections: screen(() => import(/* webpackChunkName: "connection" */ '@/pages/connection/friends')),
  myConnectionApplications: screen(() => import(/* webpackChunkName: "connection" */ '@/pages/connection/applications')),
  myContact: screen(() => import(/* webpackChunkName: "connection" */ '@/pages/connection/contact')),
  exhibitorDemand: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/demand')),
  exhibitorBind: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/bind')),
  exhibitorManage: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/manage')),
  exhibitorLeads: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/leads/list')),
  exhibitorLeadScan: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/leads/scan')),
  exhibitorLead: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/leads/detail')),
  exhibitorAskList: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/questions')),
  exhibitorAsk: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/answer')),
  enterpriseQuestionList: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/questions/enterpriseList')),
  enterpriseQuestionAnswer: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/answer/enterpriseAnswer')),
  enterpriseQuestionAsk: screen(() => import(/* webpackChunkName: "exhibitor" */ '@/pages/exhibitor/ask')),
  receptionGuest: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/guest')),
  receptionGuestList: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/guestList')),
  receptionGuestDetail: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/guestDetail')),
  receptionQueryGuest: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/query')),
  receptionQueryResults: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/queryResults')),
  receptionQueryResult: screen(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/queryResults')),
  clear: screen(() => import(/* webpackChunkName: "system" */ '@/pages/system/clear')),
  notFound: screen(() => import(/* webpackChunkName: "system" */ '@/pages/system/NotFound')),
  deleted: screen(() => import(/* webpackChunkName: "system" */ '@/pages/system/Deleted')),
  scHome: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/home')),
  scMy: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/my')),
  scMeeting: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/meeting')),
  scList: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/list')),
  scList2: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/list2')),
  scMap: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/map')),
  scTechnology: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/technology')),
  scExhibition: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/exhibition')),
  scMeetingRebuild: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/meeting/rebuild')),
  scMeetingPlaybill: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/meeting/playbill')),
  scMeetingLive: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/meeting/live')),
  scMeetingWllive: screen(() => import(/* webpackChunkName: "sichuan-culture" */ '@/pages/sichuanCulture/meeting/wllive')),
}

