/**
 * Paying an order in each runtime (SPEC §7 orders, §8 "payment request failed"). The server decides the channel's
 * answer: `sandbox` pays at once; `wechat` answers the signed parameters the WeChat runtimes need (`pay_params`).
 * Each runtime's own call (WeixinJSBridge, wx.miniProgram, requestPayment) is reached only through the small
 * `*Edge` arguments, so tests fake exactly that edge.
 */
import { fetchOrderPayment, payOrder, type OrderPayment } from '@/api/activities'
import { loginWithSigninTicket, signinTicket } from '@/api/auth'
import { fetchLiveOrderPayment, payLiveOrder } from '@/api/content'
import { ApiError } from '@/api/http'
import { bindMiniProgramOpenid } from '@/api/wechat'
import type { TokenResponse } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'

/** WeChat Pay's signed parameters, as the server's pay call returns them for the `wechat` channel (`pay_params`). */
export interface WechatPayParams {
  appId?: string
  timeStamp: string
  nonceStr: string
  package: string
  signType: 'MD5' | 'HMAC-SHA256' | 'RSA' | string
  paySign: string
}

/** What to pay: an order of POST /checkout/activities, and where the mini-program bridge page comes back to. */
export interface PayRequest {
  order: { _id: string; number?: string; pay_amount?: number }
  /** What the order is for: an activity checkout (default) or a live's order (POST /lives/checkouts/{id}/pay). */
  kind?: 'activity' | 'live'
  /** An in-app route (routeUrl) the bridge page returns to after paying inside the mini-program's web-view. */
  back: string
}

/**
 * `paid`: the money is taken and the tickets issued. `cancelled`: the person closed the payment sheet (the order
 * stays pending). `redirected`: the mini-program's bridge page took over and will open `back` when done.
 * A failure rejects with a PaymentError.
 */
/** `pending`: the sheet closed with success but the server has no confirmation from WeChat Pay yet (ask again). */
export type PayResult = { status: 'paid' } | { status: 'pending' } | { status: 'cancelled' } | { status: 'redirected' }

/** The payment could not be made (SPEC §8 "payment request failed"); `cause` is the runtime's or the server's answer. */
export class PaymentError extends Error {
  constructor(message: string, readonly cause?: unknown) {
    super(message)
    this.name = 'PaymentError'
  }
}

/** The bridge page of the mini-program that pays for the web-view (src/pages/webview/api). */
export const PAY_BRIDGE_PAGE = '/pages/webview/api/api'

/** What POST /checkout/activities/{id}/pay answers: paid at once (tickets), or parameters to finish the payment. */
interface PayAnswer { order?: { status?: string }; tickets?: unknown[]; pay_params?: Partial<WechatPayParams> }

function isPaid(answer: PayAnswer): boolean {
  return answer.order?.status === 'done'
}

function completeParams(params: Partial<WechatPayParams> | undefined): WechatPayParams | null {
  if (!params) return null
  const { timeStamp, nonceStr, paySign, signType } = params
  const pkg = params.package
  if (![timeStamp, nonceStr, paySign, pkg].every(v => typeof v === 'string' && v)) return null
  return { ...params, timeStamp: timeStamp!, nonceStr: nonceStr!, package: pkg!, paySign: paySign!, signType: signType ?? 'RSA' }
}

async function askServer(request: PayRequest, channel: 'sandbox' | 'wechat'): Promise<PayAnswer> {
  try {
    // A live's order answers the order itself; an activity checkout answers { order, tickets, pay_params }.
    if (request.kind === 'live') {
      const { pay_params: payParams, ...order } = await payLiveOrder(request.order._id, { channel })
      return { order: { status: order.status }, ...(payParams ? { pay_params: payParams as Partial<WechatPayParams> } : {}) }
    }
    return (await payOrder(request.order._id, { channel })) as PayAnswer
  } catch (error) {
    throw new PaymentError('payment request failed', error)
  }
}

/** WeChat channel: either the order is already paid, or the signed parameters for the runtime's payment sheet. */
async function wechatParams(request: PayRequest): Promise<WechatPayParams | 'paid'> {
  const answer = await askServer(request, 'wechat')
  if (isPaid(answer)) return 'paid'
  const params = completeParams(answer.pay_params)
  if (!params) throw new PaymentError('payment request failed: the server sent no WeChat Pay parameters')
  return params
}

/** A plain browser: the server's sandbox channel completes the payment at once. */
export async function payInBrowser(request: PayRequest): Promise<PayResult> {
  const answer = await askServer(request, 'sandbox')
  if (!isPaid(answer)) throw new PaymentError('payment request failed: the order is not paid')
  return { status: 'paid' }
}

export interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: WechatPayParams, callback: (result: { err_msg?: string }) => void): void
}

/** The WeChat in-app browser: WeixinJSBridge's `getBrandWCPayRequest` shows the payment sheet. */
export async function payInWechatBrowser(
  request: PayRequest,
  bridge: () => Promise<WeixinJSBridge>,
  confirm: (orderId: string) => Promise<PaymentState> = orderId => confirmPayment(orderId, paymentAsker(request.kind)),
): Promise<PayResult> {
  const params = await wechatParams(request)
  if (params === 'paid') return { status: 'paid' }
  let jsBridge: WeixinJSBridge
  try {
    jsBridge = await bridge()
  } catch (error) {
    throw new PaymentError('payment request failed: WeixinJSBridge is not available', error)
  }
  const sheet = await new Promise<'ok' | 'cancelled'>((resolve, reject) => {
    jsBridge.invoke('getBrandWCPayRequest', params, result => {
      const message = result?.err_msg ?? ''
      if (message === 'get_brand_wcpay_request:ok') resolve('ok')
      else if (message === 'get_brand_wcpay_request:cancel') resolve('cancelled')
      else reject(new PaymentError(`payment request failed: ${message || 'no answer'}`, result))
    })
  })
  if (sheet === 'cancelled') return { status: 'cancelled' }
  // The sheet's "ok" is not proof of payment (WeChat's own advice): the server, which asks WeChat Pay, decides.
  const state = await confirm(request.order._id)
  if (state === 'failed') throw new PaymentError('payment request failed: WeChat Pay did not take the payment')
  return { status: state }
}

export interface MiniProgramBridge {
  navigateTo(options: { url: string; success?: () => void; fail?: (error: unknown) => void }): void
}

/**
 * The bridge page's address: the signed parameters as JSON, the order (asked about after the sheet) and the route to
 * come back to, each encoded once.
 */
export function payBridgeUrl(params: WechatPayParams, back: string, orderId?: string, kind: OrderKind = 'activity'): string {
  const order = orderId ? `&order=${encodeURIComponent(orderId)}${kindParam(kind)}` : ''
  return `${PAY_BRIDGE_PAGE}?action=pay&payload=${encodeURIComponent(JSON.stringify(params))}${order}&back=${encodeURIComponent(back)}`
}

/** A live's order is named in the bridge page's address (`kind=live`), so the page asks about it at the live's call. */
const kindParam = (kind: OrderKind) => (kind === 'live' ? '&kind=live' : '')

/**
 * Where a payment stands once WeChat's sheet has closed. The sheet's success is not proof (WeChat says so: the
 * merchant's server decides), so the server is asked; it asks WeChat Pay's order query for a pending order and settles
 * it when WeChat took the money. `paid`: tickets issued. `pending`: not confirmed yet (ask again). `failed`: the order
 * closed or WeChat refused the payment.
 */
export type PaymentState = 'paid' | 'pending' | 'failed'

/** WeChat Pay's trade states that end a payment without the money (the order may still be pending on our side). */
const FAILED_TRADE_STATES = new Set(['PAYERROR', 'CLOSED', 'REVOKED'])

export type OrderKind = NonNullable<PayRequest['kind']>

/** Where a payment stands is asked at the order's own call: an activity checkout's or a live order's. */
export function paymentAsker(kind: OrderKind = 'activity'): (orderId: string) => Promise<PaymentAnswer> {
  return kind === 'live' ? fetchLiveOrderPayment : fetchOrderPayment
}

/** What GET …/payment answers, for an activity checkout (with its tickets) or a live order. */
type PaymentAnswer = Pick<OrderPayment, 'trade_state'> & { order: { status?: string } }

export function paymentStateOf(answer: PaymentAnswer): PaymentState {
  if (answer.order.status === 'done') return 'paid'
  if (answer.order.status !== 'pending') return 'failed'
  return answer.trade_state && FAILED_TRADE_STATES.has(answer.trade_state) ? 'failed' : 'pending'
}

/** Asks the server where the order's payment stands; no answer rejects with a PaymentError (the caller offers a retry). */
export async function confirmPayment(orderId: string, ask: (orderId: string) => Promise<PaymentAnswer> = fetchOrderPayment): Promise<PaymentState> {
  try {
    return paymentStateOf(await ask(orderId))
  } catch (error) {
    throw new PaymentError('payment request failed: the order could not be checked', error)
  }
}

/** The server refused WeChat Pay because the account has no openid in the mini-program (signed in by phone or e-mail). */
function needsWechatOpenid(error: unknown): boolean {
  const cause = error instanceof PaymentError ? error.cause : error
  return cause instanceof ApiError && cause.code === ErrorCode.WechatPayNeedsOpenid
}

/**
 * The bridge page's address when the web-view's person has no openid in the mini-program yet: a one-time sign-in
 * ticket (single use, ≤ 60 s; never the token), the order and the route to come back to. The bridge exchanges the
 * ticket for a native session of the same person, binds the openid of its wx.login and pays (prepayWithTicket).
 */
export function ticketPayBridgeUrl(ticket: string, back: string, orderId: string, kind: OrderKind = 'activity'): string {
  return `${PAY_BRIDGE_PAGE}?action=pay&ticket=${encodeURIComponent(ticket)}&order=${encodeURIComponent(orderId)}${kindParam(kind)}&back=${encodeURIComponent(back)}`
}

/**
 * The mini-program's web-view: H5 cannot pay there, so the native bridge page pays and then opens `back`. A person
 * signed in by phone or e-mail has no openid in the mini-program, which WeChat Pay names as the payer: the server
 * refuses (4264), and the bridge page is opened with a one-time ticket instead, to bind it first.
 */
export async function payInMiniProgramWebView(
  request: PayRequest,
  miniProgram: () => Promise<MiniProgramBridge>,
  issueTicket: () => Promise<{ ticket: string }> = signinTicket,
): Promise<PayResult> {
  let url: string
  try {
    const params = await wechatParams(request)
    if (params === 'paid') return { status: 'paid' }
    url = payBridgeUrl(params, request.back, request.order._id, request.kind)
  } catch (error) {
    if (!needsWechatOpenid(error)) throw error
    let ticket: string
    try {
      ticket = (await issueTicket()).ticket
    } catch {
      // No ticket (the session ended): the cashier says why WeChat Pay was refused.
      throw error
    }
    url = ticketPayBridgeUrl(ticket, request.back, request.order._id, request.kind)
  }
  let mp: MiniProgramBridge
  try {
    mp = await miniProgram()
  } catch (error) {
    throw new PaymentError('payment request failed: wx.miniProgram is not available', error)
  }
  return new Promise((resolve, reject) => {
    mp.navigateTo({
      url,
      success: () => resolve({ status: 'redirected' }),
      fail: error => reject(new PaymentError('payment request failed: the bridge page did not open', error)),
    })
  })
}

/** What the bridge page needs from its runtime to bind the openid: its native sign-in and a wx.login code. */
interface TicketPayEdge {
  /** Keeps the native session the ticket gave (the session store's login). */
  signIn: (token: TokenResponse) => Promise<void>
  /** A fresh wx.login code. */
  loginCode: () => Promise<string>
}

/**
 * The bridge page, opened by the web-view with a one-time ticket (ticketPayBridgeUrl): the ticket becomes a native
 * session of the same person, the openid of wx.login's code is bound to that person (POST /wechat/authorizes; another
 * account's WeChat is refused with 4265), then the order is paid through WeChat Pay as usual: its signed parameters
 * for the sheet, or `paid` when the order needs no sheet.
 */
export async function prepayWithTicket(ticket: string, orderId: string, edge: TicketPayEdge, kind: OrderKind = 'activity'): Promise<WechatPayParams | 'paid'> {
  await edge.signIn(await loginWithSigninTicket(ticket))
  await bindMiniProgramOpenid(await edge.loginCode())
  return wechatParams({ order: { _id: orderId }, kind, back: '' })
}

/** The one-time sign-in ticket the bridge was opened with was used already or is past its minute (4263): start again. */
export function signinTicketRefused(error: unknown): boolean {
  const cause = error instanceof PaymentError ? error.cause : error
  return cause instanceof ApiError && cause.code === ErrorCode.SigninTicketInvalid
}

/** The bridge could not bind this WeChat: it belongs to another account (4265). */
export function wechatTakenByOther(error: unknown): boolean {
  const cause = error instanceof PaymentError ? error.cause : error
  return cause instanceof ApiError && cause.code === ErrorCode.WechatOpenidTaken
}

export type RequestPayment = (options: WechatPayParams & { success: () => void; fail: (error: { errMsg?: string }) => void }) => unknown

/**
 * Native mini-program pages: `requestPayment`; a closed sheet is a cancellation, not a failure. As in the WeChat
 * browser, the sheet's success is not proof of payment: the server (which asks WeChat Pay) says paid or not yet.
 */
export async function payInMiniProgram(
  request: PayRequest,
  requestPayment: RequestPayment,
  confirm: (orderId: string) => Promise<PaymentState> = orderId => confirmPayment(orderId, paymentAsker(request.kind)),
): Promise<PayResult> {
  const params = await wechatParams(request)
  if (params === 'paid') return { status: 'paid' }
  const sheet = await new Promise<'ok' | 'cancelled'>((resolve, reject) => {
    requestPayment({
      ...params,
      success: () => resolve('ok'),
      fail: error => {
        if (/cancel/i.test(error?.errMsg ?? '')) resolve('cancelled')
        else reject(new PaymentError(`payment request failed: ${error?.errMsg ?? 'no answer'}`, error))
      },
    })
  })
  if (sheet === 'cancelled') return { status: 'cancelled' }
  const state = await confirm(request.order._id)
  if (state === 'failed') throw new PaymentError('payment request failed: WeChat Pay did not take the payment')
  return { status: state }
}
