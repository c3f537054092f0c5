/**
 * WeChat Pay API v3, JSAPI (mini-program and WeChat browser) payments: prepay on `charge` (the client finishes with
 * wx.requestPayment / getBrandWCPayRequest and the parameters returned), confirmation by notification
 * (`readNotification`, modules/orders/wechatPay.routes.ts) or by `query` on the client's return, and refunds. Every request is signed
 * with the merchant key, every 2xx answer's signature is checked with WeChat Pay's key (providers/wechatPay/crypto.ts).
 */
import { ApiError, ErrorCode } from '../../http/errors'
import type { ChannelPaymentState, ChargeRequest, ChargeResult, ConfirmedPayment, PaymentChannel, RefundDetail, RefundResult } from '../../modules/orders/paymentChannel'
import { z } from '../../lib/validation'
import type { WechatPayConfig } from './config'
import { authorizationHeader, decryptResource, payParams, verifyWechatSignature, wechatpayHeaders, WechatSignatureError, type SignedHeaders } from './crypto'

/** A transaction as WeChat describes it (query answers and decrypted notifications); only what we read. */
const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  amount: z.object({ total: z.number().int(), currency: z.string().optional() }).optional(),
})
export type WechatTransaction = z.infer<typeof transactionSchema>

const notificationSchema = z.object({
  id: z.string().optional(),
  event_type: z.string(),
  resource_type: z.string().optional(),
  resource: z.object({ algorithm: z.string(), ciphertext: z.string().min(1), nonce: z.string().min(1), associated_data: z.string().optional(), original_type: z.string().optional() }),
})

/** Why a notification was refused: its HTTP status and WeChat's `{ code: 'FAIL', message }`. */
export class NotificationError extends Error {
  constructor(readonly status: number, message: string) {
    super(message)
    this.name = 'NotificationError'
  }
}

/** RFC 3339 in China time, as WeChat's time_expire wants it: 2018-06-08T10:34:56+08:00. */
export function chinaTime(unixSeconds: number): string {
  return `${new Date((unixSeconds + 8 * 3600) * 1000).toISOString().slice(0, 19)}+08:00`
}

/** WeChat's description is at most 127 bytes. */
function clip(text: string, bytes = 127): string {
  let out = ''
  for (const ch of text) {
    if (Buffer.byteLength(out + ch) > bytes) break
    out += ch
  }
  return out || 'order'
}

/** The refund number of a transaction: refunding it again asks WeChat for the same refund, never a second one. */
export const refundNumber = (transactionId: string): string => `R${transactionId}`.replace(/[^0-9A-Za-z_\-|*@]/g, '').slice(0, 64)

export class WechatPayChannel implements PaymentChannel {
  readonly name = 'wechat'

  constructor(readonly config: WechatPayConfig, private readonly fetchImpl: typeof fetch = fetch) {}

  get appId(): string { return this.config.appId }

  /** One signed request; a 2xx answer must carry WeChat Pay's valid signature. `what` names the call in errors. */
  private async call(what: string, method: 'GET' | 'POST', pathWithQuery: string, payload?: unknown): Promise<{ status: number; data: Record<string, unknown> }> {
    const c = this.config
    const body = payload === undefined ? '' : JSON.stringify(payload)
    const url = new URL(`${c.baseUrl}${pathWithQuery}`)
    let response: Response
    let text: string
    try {
      response = await this.fetchImpl(url, {
        method,
        headers: {
          // Signed over the path and query as sent (a base URL with a path prefix included).
          authorization: authorizationHeader({ method, pathWithQuery: url.pathname + url.search, body, mchid: c.mchid, serialNo: c.serialNo, privateKey: c.privateKey }),
          accept: 'application/json',
          'user-agent': 'fu-server wechatpay-apiv3',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body || undefined,
        signal: AbortSignal.timeout(c.timeoutMs),
      })
      text = await response.text()
    } catch (err) {
      const why = (err as Error).name === 'TimeoutError' ? `no answer within ${c.timeoutMs} ms` : (err as Error).message
      throw new ApiError(502, ErrorCode.PaymentFailed, `${what} failed: WeChat Pay could not be reached (${why})`)
    }
    let data: Record<string, unknown> = {}
    try { data = text ? JSON.parse(text) : {} } catch { /* an error page: reported below by its status */ }
    if (response.status >= 200 && response.status < 300) {
      try {
        verifyWechatSignature(wechatpayHeaders((name) => response.headers.get(name)), text, { publicKey: c.platformPublicKey, serial: c.platformSerial })
      } catch (err) {
        throw new ApiError(502, ErrorCode.PaymentFailed, `${what} failed: WeChat Pay's answer is not signed by WeChat Pay (${(err as Error).message})`)
      }
    }
    return { status: response.status, data }
  }

  private failure(what: string, status: number, data: Record<string, unknown>): ApiError {
    const code = typeof data.code === 'string' ? data.code : `HTTP ${status}`
    const message = typeof data.message === 'string' ? `: ${data.message}` : ''
    return new ApiError(502, ErrorCode.PaymentFailed, `${what} failed: WeChat Pay answered ${code}${message}`)
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const c = this.config
    const openid = await request.openid?.(c.appId)
    if (!openid) throw new ApiError(400, ErrorCode.WechatPayNeedsOpenid, `payment request failed: this account has no WeChat openid for ${c.appId}: sign in through WeChat first`, { app_id: c.appId })
    const { status, data } = await this.call('payment request', 'POST', '/v3/pay/transactions/jsapi', {
      appid: c.appId,
      mchid: c.mchid,
      description: clip(request.description),
      out_trade_no: request.orderNumber,
      ...(request.expiresAt ? { time_expire: chinaTime(request.expiresAt) } : {}),
      notify_url: c.notifyUrl,
      amount: { total: request.amount, currency: 'CNY' },
      payer: { openid },
    })
    if (status !== 200 || typeof data.prepay_id !== 'string' || !data.prepay_id) throw this.failure('payment request', status, data)
    return { status: 'pending', transactionId: data.prepay_id, clientParams: { ...payParams({ appId: c.appId, prepayId: data.prepay_id, privateKey: c.privateKey }) } }
  }

  async query(orderNumber: string): Promise<ChannelPaymentState> {
    const { status, data } = await this.call('payment query', 'GET', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(orderNumber)}?mchid=${encodeURIComponent(this.config.mchid)}`)
    if (status === 404 && data.code === 'ORDER_NOT_EXIST') return { state: 'NOTPAY' }
    if (status !== 200) throw this.failure('payment query', status, data)
    const parsed = transactionSchema.safeParse(data)
    if (!parsed.success) throw new ApiError(502, ErrorCode.PaymentFailed, 'payment query failed: WeChat Pay answered an unreadable transaction')
    if (parsed.data.out_trade_no !== orderNumber) throw new ApiError(502, ErrorCode.PaymentFailed, 'payment query failed: WeChat Pay answered about another order')
    return { state: parsed.data.trade_state, ...(parsed.data.trade_state === 'SUCCESS' ? { paid: this.confirmed(parsed.data) } : {}) }
  }

  async refund(transactionId: string, amount: number, detail?: RefundDetail): Promise<RefundResult> {
    const { status, data } = await this.call('refund', 'POST', '/v3/refund/domestic/refunds', {
      transaction_id: transactionId,
      out_refund_no: refundNumber(transactionId),
      ...(detail?.reason ? { reason: clip(detail.reason, 80) } : {}),
      amount: { refund: amount, total: detail?.total ?? amount, currency: 'CNY' },
    })
    if (status !== 200 || typeof data.refund_id !== 'string') throw this.failure('refund', status, data)
    if (data.status === 'CLOSED' || data.status === 'ABNORMAL') throw new ApiError(502, ErrorCode.PaymentFailed, `refund failed: WeChat Pay says the refund is ${data.status}`)
    return { refundId: data.refund_id, pending: data.status !== 'SUCCESS' }
  }

  /** A transaction of ours, paid: the order number, WeChat's transaction id and the amount taken. Throws otherwise. */
  confirmed(transaction: WechatTransaction): ConfirmedPayment {
    if (transaction.appid !== this.config.appId || transaction.mchid !== this.config.mchid) throw new NotificationError(400, 'the transaction is not of this merchant and app')
    if (transaction.trade_state !== 'SUCCESS' || !transaction.transaction_id || !transaction.amount) throw new NotificationError(400, 'the transaction is not paid')
    if (transaction.amount.currency && transaction.amount.currency !== 'CNY') throw new NotificationError(400, `unexpected currency ${transaction.amount.currency}`)
    return { orderNumber: transaction.out_trade_no, transactionId: transaction.transaction_id, amount: transaction.amount.total }
  }

  /**
   * A payment notification as received (raw body and Wechatpay-* headers): signature checked with WeChat Pay's key,
   * at most 5 minutes old, resource decrypted with the APIv3 key. Throws NotificationError (401 / 400) otherwise.
   */
  readNotification(headers: SignedHeaders, rawBody: string, now?: number): { eventType: string; transaction: WechatTransaction } {
    try {
      verifyWechatSignature(headers, rawBody, { publicKey: this.config.platformPublicKey, serial: this.config.platformSerial }, now)
    } catch (err) {
      if (err instanceof WechatSignatureError) throw new NotificationError(401, `signature refused: ${err.message}`)
      throw err
    }
    let notification: z.infer<typeof notificationSchema>
    try {
      notification = notificationSchema.parse(JSON.parse(rawBody))
    } catch {
      throw new NotificationError(400, 'not a WeChat Pay notification')
    }
    let plaintext: string
    try {
      plaintext = decryptResource(notification.resource, this.config.apiV3Key)
    } catch {
      throw new NotificationError(400, 'the resource does not decrypt with the APIv3 key')
    }
    let transaction: WechatTransaction
    try {
      transaction = transactionSchema.parse(JSON.parse(plaintext))
    } catch {
      throw new NotificationError(400, 'the resource is not a transaction')
    }
    return { eventType: notification.event_type, transaction }
  }
}
