import { setActivityReminder } from '@/api/activities'
import { updateLiveUser } from '@/api/content'
import type { Platform } from '@/platform'
import { PAY_BRIDGE_PAGE, type MiniProgramBridge } from './payment'

/**
 * The live reminder's subscribe-message template (FU_WX_TEMPLATE_LIVE_REMIND at build time, config/index.ts); empty
 * when the build has none (then the reminder is SMS and e-mail only).
 */
export const LIVE_REMIND_TEMPLATE: string = typeof WX_TEMPLATE_LIVE_REMIND === 'string' ? WX_TEMPLATE_LIVE_REMIND : ''

/**
 * The activity reminder's own template (FU_WX_TEMPLATE_ACTIVITY_REMIND at build time; its fields are the server's
 * FU_WECHAT_ACTIVITY_REMIND_FIELDS); empty when the build has none (then SMS and e-mail only).
 */
export const ACTIVITY_REMIND_TEMPLATE: string = typeof WX_TEMPLATE_ACTIVITY_REMIND === 'string' ? WX_TEMPLATE_ACTIVITY_REMIND : ''

/**
 * "Remind me" of a live: on a native mini-program page WeChat first asks the person to allow the reminder's subscribe
 * message (requestSubscribeMessage); the server then keeps the subscription, with the template when it was accepted,
 * and its job sends SMS, e-mail and (accepted) the WeChat message 10 minutes before the start (server/jobs/liveNotices.ts).
 * Resolves whether WeChat will remind too; rejects when the server refused.
 */
export async function subscribeLiveReminder(platform: Platform, liveId: string, userId: string, template = LIVE_REMIND_TEMPLATE): Promise<{ wechat: boolean }> {
  const accepted = template && platform.requestSubscribe ? await platform.requestSubscribe([template]) : []
  const wechat = accepted.includes(template)
  await updateLiveUser(liveId, userId, wechat ? { remind: 1, wechat_template: template } : { remind: 1 })
  return { wechat }
}

/** What the bridge page hands back in `bridge_result` after asking WeChat (the web-view's "remind me"). */
export const SUBSCRIBE_ACCEPTED = 'subscribed'
export const SUBSCRIBE_REFUSED = 'subscribe-refused'

/** The bridge page's address for a subscribe-message request that comes back to `back` (an in-app route). */
export function subscribeBridgeUrl(templates: readonly string[], back: string): string {
  return `${PAY_BRIDGE_PAGE}?action=subscribe&payload=${encodeURIComponent(JSON.stringify({ templates }))}&back=${encodeURIComponent(back)}`
}

/**
 * "Remind me" inside the mini-program's web-view, where requestSubscribeMessage cannot be called: the native bridge
 * page asks WeChat and reopens the web-view at `back` with `bridge_result` (subscribed / subscribe-refused), which
 * the screen reads (finishBridgedLiveReminder). Rejects when the bridge cannot open.
 */
export function startBridgedReminder(back: string, miniProgram: () => Promise<MiniProgramBridge>, template: string): Promise<void> {
  return miniProgram().then(mp => new Promise<void>((resolve, reject) => {
    mp.navigateTo({ url: subscribeBridgeUrl([template], back), success: () => resolve(), fail: reject })
  }))
}

/** Back from the bridge: keeps the subscription (with the template when WeChat accepted); undefined when no answer came. */
export async function finishBridgedLiveReminder(result: string | undefined, liveId: string, userId: string, template = LIVE_REMIND_TEMPLATE): Promise<{ wechat: boolean } | undefined> {
  if (result !== SUBSCRIBE_ACCEPTED && result !== SUBSCRIBE_REFUSED) return undefined
  const wechat = result === SUBSCRIBE_ACCEPTED && !!template
  await updateLiveUser(liveId, userId, wechat ? { remind: 1, wechat_template: template } : { remind: 1 })
  return { wechat }
}

/**
 * "Remind me" of an activity: its own subscribe-message template (ACTIVITY_REMIND_TEMPLATE). Natively WeChat first asks
 * for the subscribe message; the server keeps the reminder (PUT /activities/{id}/reminders) and its job sends SMS,
 * e-mail and (accepted) the WeChat message 10 minutes before the start (server/jobs/activityReminders.ts).
 */
export async function subscribeActivityReminder(platform: Platform, activityId: string, template = ACTIVITY_REMIND_TEMPLATE): Promise<{ wechat: boolean }> {
  const accepted = template && platform.requestSubscribe ? await platform.requestSubscribe([template]) : []
  const wechat = accepted.includes(template)
  await setActivityReminder(activityId, wechat ? { wechat_template: template } : {})
  return { wechat }
}

/** An activity's "remind me" back from the bridge page (startBridgedReminder opened it); undefined: no answer came. */
export async function finishBridgedActivityReminder(result: string | undefined, activityId: string, template = ACTIVITY_REMIND_TEMPLATE): Promise<{ wechat: boolean } | undefined> {
  if (result !== SUBSCRIBE_ACCEPTED && result !== SUBSCRIBE_REFUSED) return undefined
  const wechat = result === SUBSCRIBE_ACCEPTED && !!template
  await setActivityReminder(activityId, wechat ? { wechat_template: template } : {})
  return { wechat }
}

/** The subscribe answer in a route's `bridge_result`, if that is what the bridge page brought back (else undefined). */
export function subscribeBridgeResult(route: string): string | undefined {
  const value = new URLSearchParams(route.split('?')[1] ?? '').get('bridge_result') ?? undefined
  return value === SUBSCRIBE_ACCEPTED || value === SUBSCRIBE_REFUSED ? value : undefined
}
