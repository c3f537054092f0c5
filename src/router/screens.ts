import { lazy, type ComponentType, type LazyExoticComponent } from 'react'

export interface ScreenProps {
  params: Record<string, string>
  query: Record<string, string>
}

type Screen = LazyExoticComponent<ComponentType<ScreenProps>>

/** Screens load by area, each its own chunk (H5 only: the mini-program has native pages). */
export const screens: Record<string, Screen> = {
  meetingHome: lazy(() => import(/* webpackChunkName: "meeting-home" */ '@/pages/meeting/home')),
  activityList: lazy(() => import(/* webpackChunkName: "activity" */ '@/pages/activity/list')),
  activityDetail: lazy(() => import(/* webpackChunkName: "activity" */ '@/pages/activity/detail')),
  login: lazy(() => import(/* webpackChunkName: "account" */ '@/pages/account/login')),
  agree: lazy(() => import(/* webpackChunkName: "account" */ '@/pages/account/agree')),
  bind: lazy(() => import(/* webpackChunkName: "account" */ '@/pages/account/bind')),
  myTickets: lazy(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/tickets')),
  myRegistration: lazy(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/registration')),
  myRegistrationTicket: lazy(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/registration/ticket')),
  myOrder: lazy(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/order')),
  myOrderDetail: lazy(() => import(/* webpackChunkName: "my-tickets" */ '@/pages/my/order/detail')),
  myIndex: lazy(() => import(/* webpackChunkName: "my" */ '@/pages/my/index')),
  myEmail: lazy(() => import(/* webpackChunkName: "my" */ '@/pages/my/email')),
  accountEmail: lazy(() => import(/* webpackChunkName: "my" */ '@/pages/account/email')),
  accountPhone: lazy(() => import(/* webpackChunkName: "my" */ '@/pages/account/phone')),
  mySchedules: lazy(() => import(/* webpackChunkName: "my" */ '@/pages/my/schedules')),
  myProfile: lazy(() => import(/* webpackChunkName: "my" */ '@/pages/my/profile')),
  activityForm: lazy(() => import(/* webpackChunkName: "registration" */ '@/pages/activity/form')),
  activitySuccess: lazy(() => import(/* webpackChunkName: "registration" */ '@/pages/activity/success')),
  activityVote: lazy(() => import(/* webpackChunkName: "vote" */ '@/pages/activity/vote')),
  activityVoteCandidate: lazy(() => import(/* webpackChunkName: "vote" */ '@/pages/activity/vote/candidate')),
  invoiceForm: lazy(() => import(/* webpackChunkName: "invoice" */ '@/pages/invoice/form')),
  invoiceDetail: lazy(() => import(/* webpackChunkName: "invoice" */ '@/pages/invoice/detail')),
  webview: lazy(() => import(/* webpackChunkName: "webview" */ '@/pages/webview/screen')),
  meetingNews: lazy(() => import(/* webpackChunkName: "news" */ '@/pages/meeting/news')),
  meetingNewsDetail: lazy(() => import(/* webpackChunkName: "news" */ '@/pages/meeting/news/detail')),
  meetingLive: lazy(() => import(/* webpackChunkName: "live" */ '@/pages/meeting/live')),
  meetingLiveDetail: lazy(() => import(/* webpackChunkName: "live" */ '@/pages/meeting/live/detail')),
  exhibit: lazy(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit')),
  exhibitorSearch: lazy(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit/exhibitor/search')),
  productSearch: lazy(() => import(/* webpackChunkName: "exhibit" */ '@/pages/exhibit/product/search')),
  meetingEnterprise: lazy(() => import(/* webpackChunkName: "exhibit" */ '@/pages/meeting/enterprise')),
  meetingProduct: lazy(() => import(/* webpackChunkName: "exhibit" */ '@/pages/meeting/product')),
  speakerList: lazy(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/speaker/list')),
  speakerDetail: lazy(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/speaker/detail')),
  agendaSchedule: lazy(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/agenda/schedule')),
  agendaDetails: lazy(() => import(/* webpackChunkName: "agenda" */ '@/pages/meeting/agenda/details')),
  receptionStaff: lazy(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/staff')),
  receptionPhase: lazy(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/phase')),
  receptionStaffGuest: lazy(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/staffGuest')),
  receptionPhaseForm: lazy(() => import(/* webpackChunkName: "reception" */ '@/pages/reception/phaseForm')),
  demandList: lazy(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/list')),
  demandSearch: lazy(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/search')),
  demandDetail: lazy(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/detail')),
  demandForm: lazy(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/form')),
  demandComment: lazy(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/comment')),
  demandLike: lazy(() => import(/* webpackChunkName: "demand" */ '@/pages/demand/like')),
  myDemand: lazy(() => import(/* webpackChunkName: "demand" */ '@/pages/my/demand')),
  notFound: lazy(() => import(/* webpackChunkName: "system" */ '@/pages/system/NotFound')),
  deleted: lazy(() => import(/* webpackChunkName: "system" */ '@/pages/system/Deleted')),
  notBuilt: lazy(() => import(/* webpackChunkName: "system" */ '@/pages/system/NotBuilt')),
}
