/**
 * Activity reminders (issue 12): a person who asked "remind me" on an activity (PUT /activities/{id}/reminders) gets
 * an SMS and an e-mail through the message queue, and, when they accepted the reminder's subscribe-message template in
 * the mini-program (its own template, FU_WX_TEMPLATE_ACTIVITY_REMIND in the client build; fields
 * FU_WECHAT_ACTIVITY_REMIND_FIELDS), the WeChat subscribe message, 10 minutes before the activity starts. Each reminder is claimed by
 * one conditional UPDATE … RETURNING (like the live jobs), so several server instances never send one twice; a
 * cancelled reminder (remind 0), a deleted activity or one that has already started is not sent.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { activities, activityReminders, users } from '../db/schema'
import { REMIND_BEFORE_SECONDS, reminderFields, reminderSubscribeMessage, siteLink, titleOf, type LiveJobOptions } from './liveNotices'
import { enqueueToPerson } from '../modules/messages/queue'
import { asLanguage, renderMessage } from '../modules/messages/templates'
import { wechatOpenid } from '../modules/accounts/wechatCredentials'

export const activityRoute = (activityId: string) => `/meeting/activity/detail?activity_id=${activityId}`

export async function runActivityJobs(db: Db, now: number, options: LiveJobOptions = {}): Promise<{ reminders: number; wechat: number }> {
  const claimed = await db.update(activityReminders).set({ reminded: now })
    .where(and(eq(activityReminders.remind, 1), isNull(activityReminders.reminded), sql`exists (select 1 from ${activities} a
      where a._id = ${activityReminders.activity_id} and a.deleted = 0 and a.start - ${REMIND_BEFORE_SECONDS} <= ${now} and ${now} < a.start)`))
    .returning({ activity_id: activityReminders.activity_id, user_id: activityReminders.user_id, wechat_template: activityReminders.wechat_template })
  if (!claimed.length) return { reminders: 0, wechat: 0 }
  const rows = await db.select({ _id: activities._id, start: activities.start, doc: activities.doc }).from(activities)
    .where(inArray(activities._id, [...new Set(claimed.map(r => r.activity_id))]))
  const people = await db.select({ _id: users._id, phone: users.phone, email: users.email, doc: users.doc }).from(users)
    .where(inArray(users._id, [...new Set(claimed.map(r => r.user_id))]))
  let wechatSent = 0
  for (const r of claimed) {
    const activity = rows.find(a => a._id === r.activity_id)!
    const person = people.find(p => p._id === r.user_id)
    const lang = asLanguage((person?.doc as { language?: string } | undefined)?.language)
    const title = titleOf(activity.doc, lang)
    const minutes = Math.max(1, Math.round((activity.start - now) / 60))
    const message = renderMessage('activityReminder', lang, { title, minutes, link: siteLink(activityRoute(activity._id)) })
    await enqueueToPerson(db, person, message)
    const { wechat } = options
    const appId = wechat?.defaultAppId
    if (wechat && appId && r.wechat_template) {
      const openid = await wechatOpenid(db, r.user_id, appId)
      if (openid) {
        try {
          await wechat.sendSubscribeMessage(reminderSubscribeMessage({ openid, template: r.wechat_template, route: activityRoute(activity._id), title, start: activity.start, minutes, lang, fields: reminderFields(process.env.FU_WECHAT_ACTIVITY_REMIND_FIELDS) }))
          wechatSent++
        } catch (error) {
          options.onWechatError?.(error)
        }
      }
    }
  }
  return { reminders: claimed.length, wechat: wechatSent }
}
