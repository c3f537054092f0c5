/**
 * Payment channels. Which exist is configuration (`paymentChannels`): the sandbox, which completes a payment at once,
 * only in development (demo) mode; WeChat Pay (providers/wechatPay) when FU_WXPAY_* are set. A channel that answers
 * 'pending' confirms later: by its notification (routes/wechatPay.ts) or when asked (`query`), both settled by
 * lib/orderPayment.ts.
 */
import crypto from 'node:crypto'
import type { WechatPayConfig } from '../providers/wechatPay/config'
import { WechatPayChannel } from '../providers/wechatPay/channel'

export interface ChargeRequest {
  orderId: string
  orderNumber: string
  amount: number
  description: string
  userId: string
  /** When the order stops being payable (unix seconds): a channel that confirms later refuses payment after it. */
  expiresAt?: number
  /** The payer's openid in a WeChat app, when the account has one (WeChat Pay's JSAPI payments need it). */
  openid?: (appId: string) => Promise<string | undefined>
}

export interface ChargeResult {
  /** 'paid': money taken now; 'pending': the client must finish with `clientParams` and the channel notifies later. */
  status: 'paid' | 'pending'
  transactionId: string
  clientParams?: Record<string, unknown>
}

export interface RefundResult { refundId: string; pending?: boolean }

export interface RefundDetail {
  orderNumber: string
  /** What was paid (a refund may be partial). */
  total: number
  reason?: string
}

/** A payment the channel has confirmed (notification or query). */
export interface ConfirmedPayment { orderNumber: string; transactionId: string; amount: number }

/** How an order stands at a channel that confirms later. */
export interface ChannelPaymentState {
  /** The channel's own word (WeChat's trade_state: SUCCESS, NOTPAY, CLOSED, REFUND, USERPAYING, PAYERROR…). */
  state: string
  /** Set when the money is taken. */
  paid?: ConfirmedPayment
}

export interface PaymentChannel {
  readonly name: string
  charge(request: ChargeRequest): Promise<ChargeResult>
  /**
   * Gives `amount` back. The same transaction refunded again must not pay out twice (the channel's refund id is derived
   * from it). `pending`: the channel accepted it and pays back later (WeChat's PROCESSING).
   */
  refund(transactionId: string, amount: number, detail?: RefundDetail): Promise<RefundResult>
  /** Channels that confirm later: how the order `orderNumber` stands there now. */
  query?(orderNumber: string): Promise<ChannelPaymentState>
}

export class SandboxChannel implements PaymentChannel {
  readonly name = 'sandbox'
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    return { status: 'paid', transactionId: `sandbox-${request.orderNumber}-${crypto.randomBytes(4).toString('hex')}` }
  }
  async refund(transactionId: string): Promise<RefundResult> {
    return { refundId: `refund-${transactionId}` }
  }
}

/** The channels a server offers: the sandbox in development (demo) mode only, WeChat Pay when configured. */
export function paymentChannels(options: { dev: boolean; wechatPay?: WechatPayConfig }): Record<string, PaymentChannel> {
  const channels: Record<string, PaymentChannel> = {}
  if (options.dev) channels.sandbox = new SandboxChannel()
  if (options.wechatPay) channels.wechat = new WechatPayChannel(options.wechatPay)
  return channels
}

/** The refusal of a channel this server does not offer (400, code 4400). */
export function unavailableChannelMessage(name: string, channels: Record<string, PaymentChannel>): string {
  const offered = Object.keys(channels)
  return `payment request failed: the ${name} channel is not available on this server (${offered.length ? `available: ${offered.join(', ')}` : 'no payment channel is configured'})`
}

/**
 * A pending order's payment asked about at every channel that confirms later (WeChat Pay's order query), for a client
 * back from the payment sheet: `settle` runs, as the notification would, with the first channel that took the money.
 * → the last channel's trade state (shown to the client), if any channel was asked.
 */
export async function askChannelsAboutPayment(channels: Record<string, PaymentChannel>, orderNumber: string,
  settle: (channel: PaymentChannel, paid: ConfirmedPayment) => Promise<void>): Promise<string | undefined> {
  let tradeState: string | undefined
  for (const channel of Object.values(channels)) {
    if (!channel.query) continue
    const state = await channel.query(orderNumber)
    tradeState = state.state
    if (state.paid) {
      await settle(channel, state.paid)
      break
    }
  }
  return tradeState
}
