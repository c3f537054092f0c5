/** Registers every module's routes on the app, after the signature check (server/README.md "Layout" maps the modules). */
import type { App, Context } from '../http/http'
import meetings from './meetings/meetings.routes'
import categories from './meetings/categories.routes'
import login from './accounts/login.routes'
import identityLogin from './accounts/identity.routes'
import sessions from './accounts/sessions.routes'
import users from './accounts/users.routes'
import activities from './activities/activities.routes'
import activityReminders from './activities/activityReminders.routes'
import forms from './activities/forms.routes'
import tickets from './activities/tickets.routes'
import checkout from './orders/checkout.routes'
import invoices from './invoices/invoices.routes'
import dev from './dev/dev.routes'
import lives from './lives/lives.routes'
import liveCheckouts from './lives/liveCheckouts.routes'
import subtitles from './lives/subtitles.routes'
import content from './content/content.routes'
import enterprises from './enterprises/enterprises.routes'
import enterpriseLikes from './enterprises/likes.routes'
import enterpriseActions from './enterprises/actions.routes'
import productWrites from './enterprises/productWrites.routes'
import votes from './votes/votes.routes'
import demands from './demands/demands.routes'
import appointments from './appointments/appointments.routes'
import appointmentSlots from './appointments/slots.routes'
import friends from './connections/friends.routes'
import reception from './reception/reception.routes'
import uploads from './uploads/uploads.routes'
import connections from './connections/connections.routes'
import questions from './enterprises/questions.routes'
import agents from './activities/agents.routes'
import logs from './my/logs.routes'
import coupons from './orders/coupons.routes'
import wechatQr from './accounts/wechatQr.routes'
import wechatWeb from './accounts/wechatWeb.routes'
import wechat from './accounts/wechat.routes'
import ocr from './uploads/ocr.routes'
import liveChats from './lives/liveChats.routes'
import demandLikes from './demands/demandLikes.routes'
import threads from './demands/threads.routes'
import accounts from './accounts/accounts.routes'
import attendance from './activities/attendance.routes'
import meetingAuthorization from './meetings/meetingAuthorization.routes'
import providers from './enterprises/providers.routes'
import exhibitorLogin from './accounts/exhibitorLogin.routes'
import match from './copilot/match.routes'
import statics from './meetings/statics.routes'
import reports from './reports/reports.routes'
import wechatPay from './orders/wechatPay.routes'
import meetingInfo from './meetings/meetingInfo.routes'
import oauth from './accounts/oauth.routes'
import personal from './my/personal.routes'
import exhibitorFilter from './enterprises/exhibitorFilter.routes'
import festival from './festival/festival.routes'
import calendarFeed from './my/calendarFeed.routes'
import deskCheckin from './reception/deskCheckin.routes'
import myData from './my/myData.routes'
import leads from './leads/leads.routes'
import leadStaff from './leads/staff.routes'
import leadRequests from './leads/leadRequests.routes'
import waitlist from './waitlist/waitlist.routes'
import organizerAccess from './organizer/access.routes'
import organizerMeetings from './organizer/meetings.routes'
import organizerContent from './organizer/content.routes'
import organizerLayout from './organizer/layout.routes'
import organizerSheets from './organizer/sheets.routes'
import { checkSignatures } from '../http/signature'

export async function registerRoutes(app: App, ctx: Context, authRateLimit: number): Promise<void> {
  checkSignatures(app)
  await meetings(app, ctx)
  await categories(app, ctx)
  await login(app, ctx, authRateLimit)
  await identityLogin(app, ctx, authRateLimit)
  await sessions(app, ctx, authRateLimit)
  await users(app, ctx)
  await activities(app, ctx)
  await activityReminders(app, ctx)
  await forms(app, ctx)
  await tickets(app, ctx)
  await checkout(app, ctx)
  await invoices(app, ctx)
  await lives(app, ctx)
  await liveCheckouts(app, ctx)
  await subtitles(app, ctx)
  await festival(app, ctx)
  await content(app, ctx)
  await enterprises(app, ctx)
  await enterpriseLikes(app, ctx)
  await enterpriseActions(app, ctx)
  await productWrites(app, ctx)
  await votes(app, ctx)
  await demands(app, ctx)
  await appointments(app, ctx)
  await appointmentSlots(app, ctx)
  await friends(app, ctx)
  await reception(app, ctx)
  await deskCheckin(app, ctx)
  await uploads(app, ctx)
  await connections(app, ctx)
  await questions(app, ctx)
  await agents(app, ctx)
  await logs(app, ctx)
  await coupons(app, ctx)
  await wechatQr(app, ctx, authRateLimit)
  await wechatWeb(app, ctx, authRateLimit)
  await wechat(app, ctx)
  await ocr(app, ctx)
  await liveChats(app, ctx)
  await demandLikes(app, ctx)
  await threads(app, ctx)
  await accounts(app, ctx)
  await attendance(app, ctx)
  await personal(app, ctx)
  await exhibitorFilter(app, ctx)
  await meetingAuthorization(app, ctx)
  await providers(app, ctx)
  await exhibitorLogin(app, ctx, authRateLimit)
  await match(app, ctx)
  await statics(app, ctx)
  await reports(app, ctx)
  await wechatPay(app, ctx)
  await meetingInfo(app, ctx)
  await oauth(app, ctx, authRateLimit)
  await calendarFeed(app, ctx)
  await myData(app, ctx)
  await leads(app, ctx)
  await leadStaff(app, ctx)
  await leadRequests(app, ctx)
  await waitlist(app, ctx)
  await organizerAccess(app, ctx)
  await organizerMeetings(app, ctx)
  // Before the content routes' …/{item_id}: `sheet` is no item.
  await organizerSheets(app, ctx)
  await organizerContent(app, ctx)
  await organizerLayout(app, ctx)
  if (ctx.dev) await dev(app, ctx)
}
