import type { App, Context } from '../lib/http'
import meetings from './meetings'
import categories from './categories'
import login from './login'
import users from './users'
import activities from './activities'
import activityReminders from './activityReminders'
import forms from './forms'
import tickets from './tickets'
import checkout from './checkout'
import invoices from './invoices'
import dev from './dev'
import lives from './lives'
import content from './content'
import enterprises from './enterprises'
import votes from './votes'
import demands from './demands'
import appointments from './appointments'
import friends from './friends'
import reception from './reception'
import uploads from './uploads'
import connections from './connections'
import questions from './questions'
import agents from './agents'
import logs from './logs'
import coupons from './coupons'
import wechatQr from './wechatQr'
import wechat from './wechat'
import ocr from './ocr'
import liveChats from './liveChats'
import demandLikes from './demandLikes'
import threads from './threads'
import accounts from './accounts'
import attendance from './attendance'
import meetingAuthorization from './meetingAuthorization'
import providers from './providers'
import exhibitorLogin from './exhibitorLogin'
import match from './match'
import statics from './statics'
import reports from './reports'
import wechatPay from './wechatPay'
import meetingInfo from './meetingInfo'
import oauth from './oauth'
import personal from './personal'
import exhibitorFilter from './exhibitorFilter'
import festival from './festival'
import calendarFeed from './calendarFeed'
import deskCheckin from './deskCheckin'
import myData from './myData'
import leads from './leads'
import waitlist from './waitlist'
import { checkSignatures } from '../lib/signature'

export async function registerRoutes(app: App, ctx: Context, authRateLimit: number): Promise<void> {
  checkSignatures(app)
  await meetings(app, ctx)
  await categories(app, ctx)
  await login(app, ctx, authRateLimit)
  await users(app, ctx)
  await activities(app, ctx)
  await activityReminders(app, ctx)
  await forms(app, ctx)
  await tickets(app, ctx)
  await checkout(app, ctx)
  await invoices(app, ctx)
  await lives(app, ctx)
  await festival(app, ctx)
  await content(app, ctx)
  await enterprises(app, ctx)
  await votes(app, ctx)
  await demands(app, ctx)
  await appointments(app, ctx)
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
  await waitlist(app, ctx)
  if (ctx.dev) await dev(app, ctx)
}
