/**
 * Every key t() accepts: the keys of each area's Chinese messages (types only: nothing here reaches a bundle).
 * A new area is a folder under areas/ plus one line here and in areaLists.ts (test/unit/i18n checks both).
 */
import type account from './areas/account/zh'
import type activity from './areas/activity/zh'
import type agenda from './areas/agenda/zh'
import type agent from './areas/agent/zh'
import type appointment from './areas/appointment/zh'
import type cashier from './areas/cashier/zh'
import type common from './areas/common/zh'
import type connection from './areas/connection/zh'
import type copilot from './areas/copilot/zh'
import type core from './areas/core/zh'
import type demand from './areas/demand/zh'
import type exhibit from './areas/exhibit/zh'
import type exhibitor from './areas/exhibitor/zh'
import type festival from './areas/festival/zh'
import type forYou from './areas/forYou/zh'
import type leads from './areas/leads/zh'
import type home from './areas/home/zh'
import type invitation from './areas/invitation/zh'
import type invoice from './areas/invoice/zh'
import type organizer from './areas/organizer/zh'
import type landing from './areas/landing/zh'
import type live from './areas/live/zh'
import type liveDetail from './areas/liveDetail/zh'
import type meetingInfo from './areas/meetingInfo/zh'
import type mine from './areas/mine/zh'
import type my from './areas/my/zh'
import type native from './areas/native/zh'
import type news from './areas/news/zh'
import type oauth from './areas/oauth/zh'
import type reception from './areas/reception/zh'
import type registration from './areas/registration/zh'
import type routeTitles from './areas/routeTitles/zh'
import type search from './areas/search/zh'
import type shell from './areas/shell/zh'
import type shortLink from './areas/shortLink/zh'
import type thread from './areas/thread/zh'
import type tickets from './areas/tickets/zh'
import type vote from './areas/vote/zh'
import type webview from './areas/webview/zh'

export type MessageKey =
  | keyof typeof account
  | keyof typeof activity
  | keyof typeof agenda
  | keyof typeof agent
  | keyof typeof appointment
  | keyof typeof cashier
  | keyof typeof common
  | keyof typeof connection
  | keyof typeof copilot
  | keyof typeof core
  | keyof typeof demand
  | keyof typeof exhibit
  | keyof typeof exhibitor
  | keyof typeof festival
  | keyof typeof forYou
  | keyof typeof leads
  | keyof typeof home
  | keyof typeof invitation
  | keyof typeof invoice
  | keyof typeof organizer
  | keyof typeof landing
  | keyof typeof live
  | keyof typeof liveDetail
  | keyof typeof meetingInfo
  | keyof typeof mine
  | keyof typeof my
  | keyof typeof native
  | keyof typeof news
  | keyof typeof oauth
  | keyof typeof reception
  | keyof typeof registration
  | keyof typeof routeTitles
  | keyof typeof search
  | keyof typeof shell
  | keyof typeof shortLink
  | keyof typeof thread
  | keyof typeof tickets
  | keyof typeof vote
  | keyof typeof webview
