/**
 * @jest-environment jsdom
 */
// Flows.pay in each runtime, with the runtime faked at the adapter's edge: the server's pay call (payOrder),
// WeixinJSBridge, wx.miniProgram and Taro.requestPayment. Nothing else is faked.
import * as activities from '@/api/activities'
import * as content from '@/api/content'
import { ApiError } from '@/api/http'
import { createH5Platform } from '@/platform/h5'
import { createH5Flows } from '@/flows/h5'
import { createWeappFlows } from '@/flows/weapp'
import { JSSDK_URL } from '@/flows/wechatSdk'
import { PaymentError, type Flows, type WechatPayParams } from '@/flows'
import { confirmPayment, payBridgeUrl, payInMiniProgramWebView, paymentStateOf } from '@/flows/payment'
import { parseBridgeRequest } from '@/pages/webview/api/bridge'
import type { PaidOrder } from '@fu-types/api'
import type { Order } from '@fu-types/entities'

jest.mock('@/api/activities')
const api = activities as jest.Mocked<typeof activities>
jest.mock('@/api/content')
const liveApi = content as jest.Mocked<typeof content>

const mockRequestPayment = jest.fn()
jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    requestPayment: (options: unknown) => mockRequestPayment(options),
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
    navigateTo: async () => undefined, redirectTo: async () => undefined,
  },
}))

// Build-time constants (config/index.ts defines them for the real builds).
Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

const ORDER_ID = '6610000000000000000000aa'
const order = { _id: ORDER_ID, number: 'FU202611220000000001', pay_amount: 31920 }
const back = '/activity/success?activity_id=a1&order_id=' + ORDER_ID
const params: WechatPayParams = { appId: 'wx123', timeStamp: '1763800000', nonceStr: 'n0nce', package: 'prepay_id=wx1', signType: 'RSA', paySign: 'sig' }

const doneOrder = { _id: ORDER_ID, status: 'done' } as Order
const pendingOrder = { _id: ORDER_ID, status: 'pending' } as Order
const paid: PaidOrder = { order: doneOrder, tickets: [] }
const needsWechat = { order: pendingOrder, tickets: [], pay_params: params } as PaidOrder

const USER_AGENTS = {
  browser: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1',
  wechat: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50',
  miniprogram: 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0.50 miniProgram',
}

function h5In(environment: keyof typeof USER_AGENTS): Flows {
  Object.defineProperty(window.navigator, 'userAgent', { value: USER_AGENTS[environment], configurable: true })
  const platform = createH5Platform()
  expect(platform.environment).toBe(environment)
  return createH5Flows(platform)
}

beforeEach(() => {
  jest.resetAllMocks()
  delete window.WeixinJSBridge
  delete window.wx
  document.head.innerHTML = ''
})

describe('browser: the server sandbox channel', () => {
  it('pays the order through POST /checkout/activities/{id}/pay with channel sandbox', async () => {
    api.payOrder.mockResolvedValue(paid)
    await expect(h5In('browser').pay({ order, back })).resolves.toEqual({ status: 'paid' })
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, { channel: 'sandbox' })
  })

  it('turns the server refusing into a PaymentError that keeps its answer', async () => {
    const refusal = new ApiError(400, { code: 4400, message: 'payment request failed' })
    api.payOrder.mockRejectedValue(refusal)
    const failure = await h5In('browser').pay({ order, back }).catch(e => e)
    expect(failure).toBeInstanceOf(PaymentError)
    expect(failure.cause).toBe(refusal)
  })

  it('does not report an order that stayed pending as paid', async () => {
    api.payOrder.mockResolvedValue({ order: pendingOrder, tickets: [] })
    await expect(h5In('browser').pay({ order, back })).rejects.toBeInstanceOf(PaymentError)
  })
})

describe('WeChat browser: WeixinJSBridge getBrandWCPayRequest', () => {
  const bridgeAnswering = (err_msg: string) => {
    const invoke = jest.fn((_name: string, _params: WechatPayParams, callback: (r: { err_msg: string }) => void) => callback({ err_msg }))
    window.WeixinJSBridge = { invoke }
    return invoke
  }

  beforeEach(() => { api.fetchOrderPayment.mockResolvedValue({ order: doneOrder, tickets: [] }) })

  it('asks the server for the wechat channel and opens the payment sheet with its parameters', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    const invoke = bridgeAnswering('get_brand_wcpay_request:ok')
    await expect(h5In('wechat').pay({ order, back })).resolves.toEqual({ status: 'paid' })
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, { channel: 'wechat' })
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', params, expect.any(Function))
  })

  it('takes the sheet\'s "ok" as paid only when the server confirms; not yet is pending, a refused payment fails', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    bridgeAnswering('get_brand_wcpay_request:ok')
    api.fetchOrderPayment.mockResolvedValue({ order: pendingOrder, tickets: [], trade_state: 'USERPAYING' })
    await expect(h5In('wechat').pay({ order, back })).resolves.toEqual({ status: 'pending' })
    expect(api.fetchOrderPayment).toHaveBeenLastCalledWith(ORDER_ID)
    api.fetchOrderPayment.mockResolvedValue({ order: pendingOrder, tickets: [], trade_state: 'PAYERROR' })
    await expect(h5In('wechat').pay({ order, back })).rejects.toBeInstanceOf(PaymentError)
    api.fetchOrderPayment.mockRejectedValue(new Error('offline'))
    await expect(h5In('wechat').pay({ order, back })).rejects.toBeInstanceOf(PaymentError)
  })

  it('reports a closed sheet as cancelled and an error as a PaymentError', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    bridgeAnswering('get_brand_wcpay_request:cancel')
    await expect(h5In('wechat').pay({ order, back })).resolves.toEqual({ status: 'cancelled' })
    bridgeAnswering('get_brand_wcpay_request:fail')
    await expect(h5In('wechat').pay({ order, back })).rejects.toThrow('get_brand_wcpay_request:fail')
  })

  it('waits for WeixinJSBridgeReady when the bridge is not there yet', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    const paying = h5In('wechat').pay({ order, back })
    await new Promise(resolve => setTimeout(resolve, 0))
    const invoke = jest.fn((_n: string, _p: WechatPayParams, callback: (r: { err_msg: string }) => void) => callback({ err_msg: 'get_brand_wcpay_request:ok' }))
    window.WeixinJSBridge = { invoke }
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    await expect(paying).resolves.toEqual({ status: 'paid' })
    expect(invoke).toHaveBeenCalledTimes(1)
  })

  it('refuses parameters that are not complete', async () => {
    api.payOrder.mockResolvedValue({ order: pendingOrder, tickets: [], pay_params: { timeStamp: '1' } } as PaidOrder)
    const invoke = bridgeAnswering('get_brand_wcpay_request:ok')
    await expect(h5In('wechat').pay({ order, back })).rejects.toBeInstanceOf(PaymentError)
    expect(invoke).not.toHaveBeenCalled()
  })
})

describe('mini-program web-view: the bridge page through wx.miniProgram.navigateTo', () => {
  it('opens pages/webview/api/api with action=pay, the parameters and the route to come back to', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    const navigateTo = jest.fn((options: { url: string; success?: () => void }) => options.success?.())
    window.wx = { miniProgram: { navigateTo } }
    await expect(h5In('miniprogram').pay({ order, back })).resolves.toEqual({ status: 'redirected' })
    const url: string = navigateTo.mock.calls[0][0].url
    expect(url.split('?')[0]).toBe('/pages/webview/api/api')
    const query = new URLSearchParams(url.split('?')[1])
    expect(query.get('action')).toBe('pay')
    expect(JSON.parse(query.get('payload')!)).toEqual(params)
    expect(query.get('back')).toBe(back)
  })

  it('fails when the bridge page cannot open', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    window.wx = { miniProgram: { navigateTo: (options: { fail?: (e: unknown) => void }) => options.fail?.({ errMsg: 'navigateTo:fail' }) } }
    await expect(h5In('miniprogram').pay({ order, back })).rejects.toBeInstanceOf(PaymentError)
  })

  it('loads the JS-SDK when the page has not, then uses wx.miniProgram', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    const paying = h5In('miniprogram').pay({ order, back })
    await new Promise(resolve => setTimeout(resolve, 0))
    const script = document.head.querySelector('script') as HTMLScriptElement
    expect(script.src).toBe(JSSDK_URL)
    const navigateTo = jest.fn((options: { success?: () => void }) => options.success?.())
    window.wx = { miniProgram: { navigateTo } }
    script.onload?.(new Event('load'))
    await expect(paying).resolves.toEqual({ status: 'redirected' })
  })

  it('a person without an openid in the mini-program (4264): the bridge opens with a one-time ticket and the order, never a token', async () => {
    api.payOrder.mockRejectedValue(new ApiError(400, { code: 4264, message: 'no openid', data: { app_id: 'wx1' } }))
    const navigateTo = jest.fn((options: { url: string; success?: () => void }) => options.success?.())
    const ticket = 'T'.repeat(43)
    await expect(payInMiniProgramWebView({ order, back }, async () => ({ navigateTo }), async () => ({ ticket }))).resolves.toEqual({ status: 'redirected' })
    const url: string = navigateTo.mock.calls[0][0].url
    expect(url.split('?')[0]).toBe('/pages/webview/api/api')
    const raw = Object.fromEntries(url.split('?')[1].split('&').map(pair => pair.split('=') as [string, string]))
    expect(raw).not.toHaveProperty('payload')
    expect(parseBridgeRequest(raw)).toEqual({ action: 'pay', ticket, orderId: ORDER_ID, kind: 'activity', back })
    // Another refusal, or no ticket to be had, stays the cashier's failure.
    api.payOrder.mockRejectedValue(new ApiError(400, { code: 4400, message: 'payment request failed' }))
    await expect(payInMiniProgramWebView({ order, back }, async () => ({ navigateTo }), async () => ({ ticket }))).rejects.toBeInstanceOf(PaymentError)
    api.payOrder.mockRejectedValue(new ApiError(400, { code: 4264, message: 'no openid' }))
    await expect(payInMiniProgramWebView({ order, back }, async () => ({ navigateTo }), async () => { throw new Error('signed out') })).rejects.toBeInstanceOf(PaymentError)
    expect(navigateTo).toHaveBeenCalledTimes(1)
  })

  it('does not open the bridge for an order the server already paid', async () => {
    api.payOrder.mockResolvedValue(paid)
    const navigateTo = jest.fn()
    window.wx = { miniProgram: { navigateTo } }
    await expect(h5In('miniprogram').pay({ order, back })).resolves.toEqual({ status: 'paid' })
    expect(navigateTo).not.toHaveBeenCalled()
  })
})

describe('native mini-program pages: Taro.requestPayment', () => {
  const sheetSucceeds = () => mockRequestPayment.mockImplementation((options: { success: () => void }) => { options.success(); return Promise.resolve() })

  it('pays with the signed parameters; paid once the server confirms', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    api.fetchOrderPayment.mockResolvedValue({ order: doneOrder, tickets: [] })
    sheetSucceeds()
    await expect(createWeappFlows().pay({ order, back })).resolves.toEqual({ status: 'paid' })
    expect(api.payOrder).toHaveBeenCalledWith(ORDER_ID, { channel: 'wechat' })
    expect(mockRequestPayment).toHaveBeenCalledWith(expect.objectContaining({ timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: 'RSA', paySign: params.paySign }))
    expect(api.fetchOrderPayment).toHaveBeenCalledWith(ORDER_ID)
  })

  it("does not trust the sheet's success: not confirmed yet is pending, a refused payment or no answer fails", async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    sheetSucceeds()
    api.fetchOrderPayment.mockResolvedValue({ order: pendingOrder, tickets: [], trade_state: 'NOTPAY' })
    await expect(createWeappFlows().pay({ order, back })).resolves.toEqual({ status: 'pending' })
    api.fetchOrderPayment.mockResolvedValue({ order: pendingOrder, tickets: [], trade_state: 'PAYERROR' })
    await expect(createWeappFlows().pay({ order, back })).rejects.toBeInstanceOf(PaymentError)
    api.fetchOrderPayment.mockRejectedValue(new Error('offline'))
    await expect(createWeappFlows().pay({ order, back })).rejects.toThrow('could not be checked')
  })

  it('reports a cancelled sheet as cancelled and other failures as a PaymentError', async () => {
    api.payOrder.mockResolvedValue(needsWechat)
    mockRequestPayment.mockImplementation((options: { fail: (e: { errMsg: string }) => void }) => { options.fail({ errMsg: 'requestPayment:fail cancel' }); return Promise.reject(new Error('x')) })
    await expect(createWeappFlows().pay({ order, back })).resolves.toEqual({ status: 'cancelled' })
    mockRequestPayment.mockImplementation((options: { fail: (e: { errMsg: string }) => void }) => { options.fail({ errMsg: 'requestPayment:fail no permission' }); return Promise.reject(new Error('x')) })
    await expect(createWeappFlows().pay({ order, back })).rejects.toThrow('no permission')
  })
})

describe('the bridge page reads what the web-view sends', () => {
  it('parses the payment and the way back from payBridgeUrl', () => {
    const url = payBridgeUrl(params, back)
    // The mini-program hands the page its query values as they are in the URL; the bridge decodes them once.
    const raw = Object.fromEntries(url.split('?')[1].split('&').map(pair => pair.split('=') as [string, string]))
    expect(parseBridgeRequest(raw)).toEqual({
      action: 'pay',
      payment: { timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: 'RSA', paySign: params.paySign },
      kind: 'activity',
      back,
    })
  })

  it('carries the order it pays, so the page can ask the server afterwards; an id that is not one is dropped', () => {
    const orderId = 'b'.repeat(24)
    const query = (url: string) => Object.fromEntries(url.split('?')[1].split('&').map(pair => pair.split('=') as [string, string]))
    expect(parseBridgeRequest(query(payBridgeUrl(params, back, orderId)))).toMatchObject({ action: 'pay', orderId, back })
    expect(parseBridgeRequest({ ...query(payBridgeUrl(params, back)), order: '../../x' })).not.toHaveProperty('orderId', expect.anything())
  })
})

describe('where a payment stands after the sheet (GET /checkout/activities/{id}/payment)', () => {
  const answer = (status: Order['status'], trade_state?: string) => ({ order: { ...order, status } as Order, tickets: [], ...(trade_state ? { trade_state } : {}) })

  it('paid only when the server says the order is done; pending while WeChat has no result; failed when closed or refused', () => {
    expect(paymentStateOf(answer('done'))).toBe('paid')
    expect(paymentStateOf(answer('pending', 'NOTPAY'))).toBe('pending')
    expect(paymentStateOf(answer('pending', 'USERPAYING'))).toBe('pending')
    expect(paymentStateOf(answer('pending'))).toBe('pending')
    expect(paymentStateOf(answer('pending', 'PAYERROR'))).toBe('failed')
    expect(paymentStateOf(answer('closed'))).toBe('failed')
  })

  it('no answer from the server rejects with a PaymentError (the page offers to check again)', async () => {
    await expect(confirmPayment('c'.repeat(24), () => Promise.reject(new Error('network error')))).rejects.toBeInstanceOf(PaymentError)
    await expect(confirmPayment('c'.repeat(24), async () => answer('done'))).resolves.toBe('paid')
  })
})

describe("a live's order (POST /lives/checkouts/{id}/pay): WeChat Pay as for activity orders", () => {
  const live = { order: { _id: ORDER_ID, number: 'FL1763800000000123456', pay_amount: 1990 }, kind: 'live' as const, back: '/meeting/live/detail?live_id=l1' }
  const pendingLive = { _id: ORDER_ID, status: 'pending', pay_params: params as unknown as Record<string, unknown> }
  const sheetSucceeds = () => mockRequestPayment.mockImplementation((options: { success: () => void }) => { options.success(); return Promise.resolve() })

  it("native pages: the sheet with the signed parameters, then paid once the live order's own call confirms", async () => {
    liveApi.payLiveOrder.mockResolvedValue(pendingLive)
    liveApi.fetchLiveOrderPayment.mockResolvedValue({ order: { _id: ORDER_ID, status: 'done' } })
    sheetSucceeds()
    await expect(createWeappFlows().pay(live)).resolves.toEqual({ status: 'paid' })
    expect(liveApi.payLiveOrder).toHaveBeenCalledWith(ORDER_ID, { channel: 'wechat' })
    expect(mockRequestPayment).toHaveBeenCalledWith(expect.objectContaining({ package: params.package, paySign: params.paySign }))
    expect(liveApi.fetchLiveOrderPayment).toHaveBeenCalledWith(ORDER_ID)
    expect(api.fetchOrderPayment).not.toHaveBeenCalled()
    expect(api.payOrder).not.toHaveBeenCalled()
  })

  it('native pages: not confirmed yet is pending, a refused payment fails', async () => {
    liveApi.payLiveOrder.mockResolvedValue(pendingLive)
    sheetSucceeds()
    liveApi.fetchLiveOrderPayment.mockResolvedValue({ order: { _id: ORDER_ID, status: 'pending' }, trade_state: 'NOTPAY' })
    await expect(createWeappFlows().pay(live)).resolves.toEqual({ status: 'pending' })
    liveApi.fetchLiveOrderPayment.mockResolvedValue({ order: { _id: ORDER_ID, status: 'pending' }, trade_state: 'PAYERROR' })
    await expect(createWeappFlows().pay(live)).rejects.toBeInstanceOf(PaymentError)
  })

  it('the WeChat browser: getBrandWCPayRequest, then the live order is confirmed', async () => {
    liveApi.payLiveOrder.mockResolvedValue(pendingLive)
    liveApi.fetchLiveOrderPayment.mockResolvedValue({ order: { _id: ORDER_ID, status: 'done' } })
    const invoke = jest.fn((_name: string, _p: unknown, callback: (r: { err_msg: string }) => void) => callback({ err_msg: 'get_brand_wcpay_request:ok' }))
    window.WeixinJSBridge = { invoke }
    await expect(h5In('wechat').pay(live)).resolves.toEqual({ status: 'paid' })
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', expect.objectContaining({ paySign: params.paySign }), expect.any(Function))
    expect(liveApi.fetchLiveOrderPayment).toHaveBeenCalledWith(ORDER_ID)
  })

  it('the web-view: the bridge page is told it is a live order (kind=live), also when it must bind WeChat first (4264)', async () => {
    liveApi.payLiveOrder.mockResolvedValue(pendingLive)
    const navigateTo = jest.fn((options: { url: string; success?: () => void }) => options.success?.())
    const raw = (url: string) => Object.fromEntries(url.split('?')[1].split('&').map(pair => pair.split('=') as [string, string]))
    await expect(payInMiniProgramWebView(live, async () => ({ navigateTo }))).resolves.toEqual({ status: 'redirected' })
    expect(parseBridgeRequest(raw(navigateTo.mock.calls[0][0].url))).toMatchObject({ action: 'pay', orderId: ORDER_ID, kind: 'live', back: live.back })

    liveApi.payLiveOrder.mockRejectedValue(new ApiError(400, { code: 4264, message: 'no openid', data: { app_id: 'wx1' } }))
    const ticket = 'T'.repeat(43)
    await expect(payInMiniProgramWebView(live, async () => ({ navigateTo }), async () => ({ ticket }))).resolves.toEqual({ status: 'redirected' })
    expect(parseBridgeRequest(raw(navigateTo.mock.calls[1][0].url))).toEqual({ action: 'pay', ticket, orderId: ORDER_ID, kind: 'live', back: live.back })
  })
})
