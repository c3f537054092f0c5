import { updateLiveUser } from '@/api/content'
import type { Platform } from '@/platform'

/**
 * The live reminder's subscribe-message template (FU_WX_TEMPLATE_LIVE_REMIND at build time, config/index.ts); empty
 * when the build has none (then the reminder is SMS and e-mail only).
 */
export const LIVE_REMIND_TEMPLATE: string = typeof WX_TEMPLATE_LIVE_REMIND === 'string' ? WX_TEMPLATE_LIVE_REMIND : ''

/**
 * "Remind me" of a live: on a native mini-program page WeChat first asks the person to allow the reminder's subscribe
 * message (requestSubscribeMessage); the server then keeps the subscription, with the template when it was accepted,
 * and its job sends SMS, e-mail and (accepted) the WeChat message 10 minutes before the start (server/lib/liveJobs.ts).
 * Resolves whether WeChat will remind too; rejects when the server refused.
 */
export async function subscribeLiveReminder(platform: Platform, liveId: string, userId: string, template = LIVE_REMIND_TEMPLATE): Promise<{ wechat: boolean }> {
  const accepted = template && platform.requestSubscribe ? await platform.requestSubscribe([template]) : []
  const wechat = accepted.includes(template)
  await updateLiveUser(liveId, userId, wechat ? { remind: 1, wechat_template: template } : { remind: 1 })
  return { wechat }
}
