import type { JoinWaitlist } from '@/api/waitlist'
import type { Platform } from '@/platform'
import { SUBSCRIBE_ACCEPTED, SUBSCRIBE_REFUSED, subscribeBridgeUrl } from './liveReminder'
import type { MiniProgramBridge } from './payment'

/**
 * The waitlist hold's subscribe-message template (FU_WX_TEMPLATE_WAITLIST at build time, config/index.ts); empty when
 * the build has none (then a freed place is told by SMS and e-mail only).
 */
export const WAITLIST_TEMPLATE: string = typeof WX_TEMPLATE_WAITLIST === 'string' ? WX_TEMPLATE_WAITLIST : ''

/**
 * Joining a waitlist (issue 16): on a native mini-program page WeChat asks the person, within the tap that joins, to
 * allow the one message that says a place is held for them (requestSubscribeMessage needs a user tap). Resolves the
 * template to send with the join (`wechat_template`, server/modules/waitlist/waitlist.ts) when accepted; undefined when refused,
 * when the runtime cannot ask (browser, web-view) or the build has no template.
 */
export async function askWaitlistNotice(platform: Platform, template = WAITLIST_TEMPLATE): Promise<string | undefined> {
  if (!template || !platform.requestSubscribe) return undefined
  const accepted = await platform.requestSubscribe([template])
  return accepted.includes(template) ? template : undefined
}

/** Carried by the route the bridge page reopens: the join waiting for WeChat's answer (a ticket type id, or `activity`). */
export const WAITLIST_JOIN_PARAM = 'waitlist_join'
const WHOLE_ACTIVITY = 'activity'

/**
 * Joining from the mini-program's web-view, where requestSubscribeMessage cannot be called: the native bridge page
 * asks WeChat within the tap and reopens `back` with `bridge_result` and the join to finish (bridgedWaitlistJoin).
 * Rejects when the bridge cannot open.
 */
export function startBridgedWaitlistJoin(back: string, priceId: string | undefined, miniProgram: () => Promise<MiniProgramBridge>, template = WAITLIST_TEMPLATE): Promise<void> {
  const route = `${back}${back.includes('?') ? '&' : '?'}${WAITLIST_JOIN_PARAM}=${encodeURIComponent(priceId || WHOLE_ACTIVITY)}`
  return miniProgram().then(mp => new Promise<void>((resolve, reject) => {
    mp.navigateTo({ url: subscribeBridgeUrl([template], route), success: () => resolve(), fail: reject })
  }))
}

/** The join the bridge page came back with in `route` (its body for POST …/waitlist), or undefined when none. */
export function bridgedWaitlistJoin(route: string, template = WAITLIST_TEMPLATE): JoinWaitlist | undefined {
  const query = new URLSearchParams(route.split('?')[1] ?? '')
  const join = query.get(WAITLIST_JOIN_PARAM)
  const answer = query.get('bridge_result')
  if (!join || (answer !== SUBSCRIBE_ACCEPTED && answer !== SUBSCRIBE_REFUSED)) return undefined
  return {
    ...(join !== WHOLE_ACTIVITY ? { price_id: join } : {}),
    ...(answer === SUBSCRIBE_ACCEPTED && template ? { wechat_template: template } : {}),
  }
}
