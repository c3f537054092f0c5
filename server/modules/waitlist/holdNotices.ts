/** The messages of a waitlist hold: SMS, e-mail and a WeChat subscribe message, queued in the promoting transaction. */
import { eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { activities, meetings, users, type waitlistEntries } from '../../db/schema'
import { enqueueToPerson, enqueueWechatMessage } from '../messages/queue'
import { asLanguage, renderMessage, type Language } from '../messages/templates'
import type { SubscribeMessage } from '../../providers/wechat/provider'

type WaitlistRow = typeof waitlistEntries.$inferSelect

type Titles = string | Partial<Record<string, string>> | undefined
const titleIn = (title: Titles, lang: Language): string =>
  typeof title === 'string' ? title : title?.[lang] || title?.zh || title?.en || Object.values(title ?? {}).find(Boolean) || 'activity'

/** `HH:mm` in the meeting's time zone (Asia/Shanghai when it names none or an unknown one). */
export function clockTime(seconds: number, timeZone: string): string {
  const format = (zone: string) => new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(seconds * 1000))
  try { return format(timeZone) } catch { return format('Asia/Shanghai') }
}

/** A link to our site: absolute when FU_SITE_URL says where the site is (e-mails and SMS leave the site). */
const siteLink = (route: string) => `${(process.env.FU_SITE_URL ?? '').replace(/\/$/, '')}/#${route}`

const cut = (text: string, max: number) => (Array.from(text).length > max ? `${Array.from(text).slice(0, max - 1).join('')}…` : text)

/**
 * The subscribe message of a hold (fields FU_WECHAT_WAITLIST_FIELDS, default `thing1,time2,thing3`: the activity, the
 * hold's end, a note); it opens the activity in the mini-program's web-view shell.
 */
export function waitlistHoldWechatMessage(input: { openid: string; template: string; activityId: string; meetingId: string; title: string; until: string; lang: Language }): SubscribeMessage {
  const [titleField = 'thing1', untilField = 'time2', noteField = 'thing3'] = (process.env.FU_WECHAT_WAITLIST_FIELDS ?? '').split(',').map((f) => f.trim()).filter(Boolean)
  const zh = input.lang === 'zh'
  return {
    touser: input.openid,
    template_id: input.template,
    page: `pages/fu-h5/index?link=${encodeURIComponent(`/meeting/activity/detail?activity_id=${input.activityId}&meeting_id=${input.meetingId}`)}`,
    data: {
      [titleField]: { value: cut(input.title, 20) },
      [untilField]: { value: input.until },
      [noteField]: { value: cut(zh ? '候补名额已为您保留，请尽快报名' : 'A place is held for you: register now', 20) },
    },
    lang: zh ? 'zh_CN' : 'en_US',
  }
}

/** Queues the hold's SMS, e-mail and WeChat subscribe message in the promoting transaction (never lost on a crash). */
export async function notifyHolds(tx: Tx, activityId: string, held: WaitlistRow[]): Promise<void> {
  const [activity] = await tx.select({ doc: activities.doc, meeting_id: activities.meeting_id, meeting: meetings.doc })
    .from(activities).leftJoin(meetings, eq(meetings._id, activities.meeting_id)).where(eq(activities._id, activityId)).limit(1)
  if (!activity) return
  const zone = typeof (activity.meeting as { timezone?: unknown } | null)?.timezone === 'string' ? String((activity.meeting as { timezone: string }).timezone) : 'Asia/Shanghai'
  const people = await tx.select({ _id: users._id, phone: users.phone, email: users.email, doc: users.doc }).from(users)
    .where(inArray(users._id, [...new Set(held.map((h) => h.user_id))]))
  const appId = process.env.FU_WECHAT_MINI_APPID
  const link = siteLink(`/meeting/activity/detail?activity_id=${activityId}&meeting_id=${activity.meeting_id}`)
  for (const entry of held) {
    const person = people.find((p) => p._id === entry.user_id)
    if (!person) continue
    const doc = person.doc as { language?: string; wechat_credentials?: { app_id: string; open_id: string }[] }
    const lang = asLanguage(doc.language)
    const title = titleIn((activity.doc as { title?: Titles }).title, lang)
    const until = clockTime(entry.hold_until ?? 0, zone)
    const minutes = Math.max(1, Math.round(((entry.hold_until ?? 0) - (entry.held_at ?? 0)) / 60))
    const message = renderMessage('waitlistHold', lang, { title, until, minutes, link })
    await enqueueToPerson(tx, person, message)
    const openid = appId && entry.wechat_template ? doc.wechat_credentials?.find((c) => c.app_id === appId)?.open_id : undefined
    if (openid && entry.wechat_template) {
      await enqueueWechatMessage(tx, waitlistHoldWechatMessage({ openid, template: entry.wechat_template, activityId, meetingId: activity.meeting_id, title, until, lang }))
    }
  }
}
