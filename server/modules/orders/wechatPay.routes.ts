/**
 * WeChat Pay's payment notifications: POST /payments/wechat/notify, registered only when WeChat Pay is configured
 * (FU_WXPAY_NOTIFY_URL points here). The raw body's signature is checked with WeChat Pay's key (Wechatpay-* headers,
 * at most 5 minutes old), the resource decrypted with the APIv3 key, and a SUCCESS transaction of ours for the order's
 * exact amount settles the order (modules/orders/orderPayment.ts: paid and tickets issued once; a live's order, modules/orders/livePayment.ts; a repeated notification changes
 * nothing). Answers as WeChat expects: 204 when handled (WeChat stops sending), otherwise 4xx / 5xx with
 * `{ code: 'FAIL', message }` (WeChat sends again later).
 */
import { ApiError } from '../../http/errors'
import type { App, Context } from '../../http/http'
import { isLiveOrderNumber, settleLivePayment } from './livePayment'
import { settleConfirmedPayment } from './orderPayment'
import { NotificationError, WechatPayChannel } from '../../providers/wechatPay/channel'
import { wechatpayHeaders } from '../../providers/wechatPay/crypto'

export const WECHAT_NOTIFY_PATH = '/payments/wechat/notify'

export default async function wechatPayRoutes(app: App, { db, payments }: Context): Promise<void> {
  const channel = payments.wechat
  if (!(channel instanceof WechatPayChannel)) return

  await app.register(async (scope) => {
    // The signature is over the body's exact bytes: this scope keeps JSON bodies as text.
    scope.removeContentTypeParser(['application/json'])
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body))

    scope.post(WECHAT_NOTIFY_PATH, { config: { auth: 'public' } }, async (request, reply) => {
      const fail = (status: number, message: string) => reply.status(status).send({ code: 'FAIL', message })
      const raw = typeof request.body === 'string' ? request.body : ''
      try {
        const { eventType, transaction } = channel.readNotification(wechatpayHeaders((name) => request.headers[name]), raw)
        if (eventType !== 'TRANSACTION.SUCCESS' || transaction.trade_state !== 'SUCCESS') {
          request.log.info({ eventType, out_trade_no: transaction.out_trade_no, trade_state: transaction.trade_state }, 'WeChat Pay notification: nothing to settle')
          return reply.status(204).send()
        }
        const payment = channel.confirmed(transaction)
        const { settlement, order } = isLiveOrderNumber(payment.orderNumber)
          ? await settleLivePayment(db, channel, payment)
          : await settleConfirmedPayment(db, channel, payment)
        request.log.info({ out_trade_no: order.number, order_id: order._id, settlement }, 'WeChat Pay notification settled')
        return reply.status(204).send()
      } catch (err) {
        if (err instanceof NotificationError) {
          request.log.warn({ reason: err.message }, 'WeChat Pay notification refused')
          return fail(err.status, err.message)
        }
        if (err instanceof ApiError && err.status === 400) { // not our order, not its amount: sending it again will not help
          request.log.warn({ reason: err.message }, 'WeChat Pay notification refused')
          return fail(400, err.message)
        }
        request.log.error({ err }, 'WeChat Pay notification failed')
        return fail(500, err instanceof ApiError ? err.message : 'internal error')
      }
    })
  })
}
