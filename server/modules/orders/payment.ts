/**
 * Payment channels. Which exist is configuration (`paymentChannels`): the sandbox, which completes a payment at once,
 * only in development (demo) mode; WeChat Pay (providers/wechatPay) when FU_WXPAY_* are set. A channel that answers
 * 'pending' confirms later: by its notification (modules/orders/wechatPay.routes.ts) or when asked (`query`), both settled by
 * modules/orders/orderPayment.ts.
 */
import crypto from 'node:crypto'
import type { WechatPayConfig } from '../../providers/wechatPay/config'
import { WechatPayChannel } from '../../providers/wechatPay/channel'
import type { ChargeRequest, ChargeResult, RefundResult, ConfirmedPayment, PaymentChannel } from './paymentChannel'
export type { ChargeRequest, ChargeResult, RefundResult, RefundDetail, ConfirmedPayment, ChannelPaymentState, PaymentChannel } from './paymentChannel'

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
