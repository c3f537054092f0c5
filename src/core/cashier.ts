/**
 * The cashier's rules (issue "It looks and behaves like a real event product"): which payment methods an
 * environment offers, and how long an unpaid order may still be paid before it closes and its places go back on sale.
 */
import type { Timestamp } from '@fu-types/entities'
import { toMs } from './time'

/**
 * How long an order may stay unpaid, in minutes: the server's default FU_ORDER_TTL_MINUTES (server/modules/orders/orderExpiry.ts).
 * The server sends each pending order's own `expires_at`, which wins; this is only the fallback for an order
 * without it (an older server, or an answer that left it out).
 */
export const ORDER_TTL_MINUTES = 30

/** The client environments (platform.environment): a plain browser, the WeChat browser, the web-view, native pages. */
type PayEnvironment = 'browser' | 'wechat' | 'miniprogram' | 'weapp'

/** `wechat`: WeChat Pay. `demo`: the server's demo channel, which charges no money (plain browsers only). */
export type PayMethod = 'wechat' | 'demo'

/**
 * The methods an environment offers, the first one chosen by default: WeChat Pay inside WeChat (its browser, the
 * mini-program's web-view and native pages), the demo channel in a plain browser, which cannot reach WeChat Pay.
 */
export function payMethods(environment: PayEnvironment): PayMethod[] {
  return environment === 'browser' ? ['demo'] : ['wechat']
}

/** Whether a method only pretends to pay (the cashier then says that no money is charged). */
export const isDemoMethod = (method: PayMethod): boolean => method === 'demo'

/**
 * When an unpaid order closes, in milliseconds: its `expires_at` when the server gave one, else `created` plus the
 * TTL. NaN when neither can be read.
 */
export function orderDeadline(order: { created?: Timestamp; expires_at?: Timestamp }, ttlMinutes: number = ORDER_TTL_MINUTES): number {
  if (order.expires_at !== undefined && order.expires_at !== null && Number.isFinite(toMs(order.expires_at))) return toMs(order.expires_at)
  if (order.created === undefined || order.created === null) return NaN
  return toMs(order.created) + ttlMinutes * 60_000
}

interface TimeLeft {
  /** Whole seconds left (0 once the deadline has passed). */
  seconds: number
  expired: boolean
  /** `mm:ss`, or `h:mm:ss` from an hour up (hours are not folded into days: no "0d"). */
  clock: string
  /** The same split for a spoken label: hours (0 below an hour), minutes, seconds. */
  hours: number
  minutes: number
  secondsPart: number
}

const two = (n: number) => String(n).padStart(2, '0')

/** What is left of an order's window at `now` (milliseconds); an unknown deadline counts as not expired, 0 left. */
export function orderTimeLeft(deadline: number, now: number): TimeLeft {
  if (!Number.isFinite(deadline)) return { seconds: 0, expired: false, clock: '', hours: 0, minutes: 0, secondsPart: 0 }
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000))
  const hours = Math.floor(seconds / 3600)
  const minutes = Math.floor((seconds % 3600) / 60)
  const secondsPart = seconds % 60
  const clock = hours > 0 ? `${hours}:${two(minutes)}:${two(secondsPart)}` : `${two(minutes)}:${two(secondsPart)}`
  return { seconds, expired: seconds === 0, clock, hours, minutes, secondsPart }
}
