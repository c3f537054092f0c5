/**
 * Live notifications (SPEC §9): a reminder by SMS and e-mail 10 minutes before a live starts, and the minutes link by
 * e-mail within 2 hours after it ends, for users subscribed through PUT /lives/{id}/users/{uid}. Each notice is claimed
 * by one conditional UPDATE … RETURNING, so several server instances running the job never send one twice.
 * The minutes (modules/lives/minutes.ts) are written first; a minutes e-mail waits for them (it carries their summary)
 * unless the live has no subtitles or the 2 hours are nearly over, when it goes with the link alone.
 *
 * A person who accepted the reminder's subscribe-message template in the mini-program (live_users.wechat_template)
 * also gets the WeChat subscribe message, to their mini-program openid; WeChat refusing it does not stop SMS and e-mail.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { liveMinutes, lives, liveSubtitles, liveUsers, users } from '../db/schema'
import { minutesIn, runMinutesJobs, type MinutesRow } from '../modules/lives/minutes'
import { enqueueMessage, enqueueToPerson } from '../modules/messages/queue'
import { asLanguage, renderMessage } from '../modules/messages/templates'
import { wechatOpenid } from '../modules/accounts/wechatCredentials'
import type { SubscribeMessage, WechatProvider } from '../providers/wechat/provider'

export const REMIND_BEFORE_SECONDS = 600
export const MINUTES_WITHIN_SECONDS = 7200
/** The last quarter-hour of the window: the e-mail goes even without minutes (the model may be down). */
const MINUTES_GRACE_SECONDS = 900

export const titleOf = (doc: unknown, lang = 'en') => {
  const t = (doc as { title?: unknown })?.title
  return typeof t === 'string' ? t : ((t as Record<string, string> | undefined)?.[lang] ?? (t as Record<string, string> | undefined)?.zh ?? 'live')
}

/** A link to our site: absolute when FU_SITE_URL says where the site is (e-mails and SMS leave the site). */
export const siteLink = (route: string) => `${(process.env.FU_SITE_URL ?? '').replace(/\/$/, '')}/#${route}`

/**
 * A reminder template's field names from `setting` (a comma-separated list, default `thing1,time2,thing3`): the title,
 * the start and a note, as the template chosen in the mini-program admin names them (WeChat limits a `thing` to 20
 * characters). The live reminder's are FU_WECHAT_REMIND_FIELDS, the activity reminder's FU_WECHAT_ACTIVITY_REMIND_FIELDS.
 */
export function reminderFields(setting: string | undefined): [string, string, string] {
  const [title = 'thing1', start = 'time2', note = 'thing3'] = (setting ?? '').split(',').map((f) => f.trim()).filter(Boolean)
  return [title, start, note]
}

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text)

/** WeChat's time field: `YYYY-MM-DD HH:mm` in China time (the mini-program's audience). */
function chinaTime(seconds: number): string {
  const d = new Date((seconds + 8 * 3600) * 1000)
  const two = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`
}

/** The subscribe message of a live's reminder: it opens the live in the web-view shell of the mini-program. */
export function liveReminderMessage(input: { openid: string; template: string; liveId: string; title: string; start: number; minutes: number; lang: string }): SubscribeMessage {
  return reminderSubscribeMessage({ ...input, route: `/meeting/live/detail?live_id=${input.liveId}`, fields: reminderFields(process.env.FU_WECHAT_REMIND_FIELDS) })
}

/** A reminder's subscribe message (a live's, an activity's): it opens `route` in the web-view shell of the mini-program. */
export function reminderSubscribeMessage(input: { openid: string; template: string; route: string; title: string; start: number; minutes: number; lang: string; fields: [string, string, string] }): SubscribeMessage {
  const [titleField, startField, noteField] = input.fields
  const zh = input.lang === 'zh'
  return {
    touser: input.openid,
    template_id: input.template,
    page: `pages/fu-h5/index?link=${encodeURIComponent(input.route)}`,
    data: {
      [titleField]: { value: cut(input.title, 20) },
      [startField]: { value: chinaTime(input.start) },
      [noteField]: { value: cut(zh ? `${input.minutes} 分钟后开始` : `Starts in ${input.minutes} min`, 20) },
    },
    lang: zh ? 'zh_CN' : 'en_US',
  }
}

export interface LiveJobOptions {
  /** WeChat's server APIs: with them, accepted subscribe messages are sent too. */
  wechat?: WechatProvider
  /** Where WeChat's refusals are reported (default: nowhere; the SMS and e-mail go out anyway). */
  onWechatError?: (error: unknown) => void
}

export async function runLiveJobs(db: Db, now: number, options: LiveJobOptions = {}): Promise<{ reminders: number; minutes: number; wechat: number }> {
  const reminders = await db.update(liveUsers).set({ reminded: now })
    .where(and(eq(liveUsers.remind, 1), isNull(liveUsers.reminded), sql`exists (select 1 from ${lives} l where l._id = ${liveUsers.live_id}
      and l.deleted = 0 and l.start - ${REMIND_BEFORE_SECONDS} <= ${now} and ${now} < l.start)`))
    .returning({ live_id: liveUsers.live_id, user_id: liveUsers.user_id, wechat_template: liveUsers.wechat_template })
  try {
    await runMinutesJobs(db, now, MINUTES_WITHIN_SECONDS)
  } catch {
    // A failed model call leaves the minutes for the next run; the e-mails below wait or go with the link alone.
  }
  // Minutes go only to the viewers who asked for them, to the address they gave (issue 14): a reminder is not an ask.
  const minutes = await db.update(liveUsers).set({ minutes_sent: now })
    .where(and(isNull(liveUsers.minutes_sent), isNotNull(liveUsers.minutes_email), sql`exists (select 1 from ${lives} l where l._id = ${liveUsers.live_id}
      and l.deleted = 0 and l."end" <= ${now} and ${now} < l."end" + ${MINUTES_WITHIN_SECONDS}
      and (exists (select 1 from ${liveMinutes} m where m.live_id = l._id and m.status = 'ready')
        or not exists (select 1 from ${liveSubtitles} s where s.live_id = l._id)
        or ${now} >= l."end" + ${MINUTES_WITHIN_SECONDS - MINUTES_GRACE_SECONDS}))`))
    .returning({ live_id: liveUsers.live_id, user_id: liveUsers.user_id, minutes_email: liveUsers.minutes_email })
  const liveIds = [...new Set([...reminders, ...minutes].map((r) => r.live_id))]
  const userIds = [...new Set([...reminders, ...minutes].map((r) => r.user_id))]
  if (!liveIds.length) return { reminders: 0, minutes: 0, wechat: 0 }
  let wechatSent = 0
  const liveRows = await db.select({ _id: lives._id, start: lives.start, doc: lives.doc }).from(lives).where(inArray(lives._id, liveIds))
  const minutesRows: MinutesRow[] = minutes.length
    ? await db.select().from(liveMinutes).where(and(inArray(liveMinutes.live_id, [...new Set(minutes.map(r => r.live_id))]), eq(liveMinutes.status, 'ready')))
    : []
  const people = await db.select({ _id: users._id, phone: users.phone, email: users.email, doc: users.doc }).from(users).where(inArray(users._id, userIds))
  for (const r of reminders) {
    const live = liveRows.find((l) => l._id === r.live_id)!
    const person = people.find((p) => p._id === r.user_id)
    const lang = asLanguage((person?.doc as { language?: string } | undefined)?.language)
    const message = renderMessage('liveReminder', lang, {
      title: titleOf(live.doc, lang), minutes: Math.max(1, Math.round((live.start - now) / 60)), link: siteLink(`/meeting/live/detail?live_id=${live._id}`),
    })
    await enqueueToPerson(db, person, message)
    const { wechat } = options
    const appId = wechat?.defaultAppId
    if (wechat && appId && r.wechat_template) {
      const openid = await wechatOpenid(db, r.user_id, appId)
      if (openid) {
        try {
          await wechat.sendSubscribeMessage(liveReminderMessage({
            openid, template: r.wechat_template, liveId: live._id, title: titleOf(live.doc, lang), start: live.start,
            minutes: Math.max(1, Math.round((live.start - now) / 60)), lang,
          }))
          wechatSent++
        } catch (error) {
          options.onWechatError?.(error)
        }
      }
    }
  }
  for (const r of minutes) {
    const live = liveRows.find((l) => l._id === r.live_id)!
    const person = people.find((p) => p._id === r.user_id)
    const to = r.minutes_email
    const lang = asLanguage((person?.doc as { language?: string } | undefined)?.language)
    const row = minutesRows.find(m => m.live_id === live._id)
    const summary = row ? minutesIn(row, lang).summary : ''
    const message = renderMessage('liveMinutes', lang, { title: titleOf(live.doc, lang), summary, link: siteLink(`/meeting/live/detail?live_id=${live._id}&minutes=1`) })
    if (to) await enqueueMessage(db, 'mail', to, message)
  }
  return { reminders: reminders.length, minutes: minutes.length, wechat: wechatSent }
}
