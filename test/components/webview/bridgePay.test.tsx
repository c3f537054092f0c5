// The bridge page's WeChat payment for the web-view (src/pages/webview/api/BridgePay): WeChat's sheet faked at its edge
// (Taro.requestPayment answers success / fail), the api faked at its edge (GET /checkout/activities/{id}/payment, which
// on the server asks WeChat Pay's order query). The sheet's success is not trusted: the server's answer decides
// whether the web-view reopens as paid, the page says "not confirmed yet" with a check-again, or says it failed.
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as activities from '@/api/activities'
import * as auth from '@/api/auth'
import * as content from '@/api/content'
import * as wechat from '@/api/wechat'
import { ApiError } from '@/api/http'
import type { OrderPayment } from '@/api/activities'
import { BridgePay } from '@/pages/webview/api/BridgePay'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
const api = activities as jest.Mocked<typeof activities>
jest.mock('@/api/content')
jest.mock('@/api/auth')
const authApi = auth as jest.Mocked<typeof auth>
const liveApi = content as jest.Mocked<typeof content>
jest.mock('@/api/wechat')
const wechatApi = wechat as jest.Mocked<typeof wechat>

const ORDER_ID = 'a'.repeat(24)
const BACK = `/my/order/${ORDER_ID}`
const PARAMS = { timeStamp: '1700000000', nonceStr: 'n0nce', package: 'prepay_id=wx123', signType: 'RSA', paySign: 'sig' }

type SheetAnswer = { ok: true } | { ok: false; errMsg: string }
const taro = Taro as unknown as { requestPayment?: jest.Mock; login?: jest.Mock }

/** WeChat's payment sheet: calls back once the person is done, and its promise rejects on failure as Taro's does. */
function sheetAnswers(answer: SheetAnswer) {
  taro.requestPayment = jest.fn((options: { success: (r: unknown) => void; fail: (r: unknown) => void }) => new Promise<void>((resolve, reject) => {
    setTimeout(() => {
      if (answer.ok) { options.success({ errMsg: 'requestPayment:ok' }); resolve(); return }
      options.fail({ errMsg: answer.errMsg })
      reject({ errMsg: answer.errMsg })
    }, 10)
  }))
}

function payment(status: 'pending' | 'done' | 'closed', tradeState?: string): OrderPayment {
  return { order: { _id: ORDER_ID, status } as OrderPayment['order'], tickets: [], ...(tradeState ? { trade_state: tradeState } : {}) }
}

function render(signedIn = true) {
  const rendered = renderWithStores(<BridgePay payment={PARAMS} orderId={ORDER_ID} back={BACK} />, { language: 'en' })
  if (signedIn) {
    rendered.store.session.token = 'native-session-token-'.padEnd(40, 'x')
    rendered.store.session.userId = 'u'.repeat(24)
  }
  return rendered
}

/** Where the bridge sent the mini-program: the web-view shell's route, decoded. */
async function reopenedRoute(): Promise<string> {
  await waitFor(() => expect(navigations.some(n => n.method === 'redirectTo')).toBe(true))
  const { url } = navigations.find(n => n.method === 'redirectTo')!
  expect(url.startsWith('/pages/fu-h5/index?link=')).toBe(true)
  return decodeURIComponent(url.slice('/pages/fu-h5/index?link='.length))
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
})

afterAll(() => { delete taro.requestPayment; delete taro.login })

it('pays with the signed parameters, asks the server, and returns as paid only when the server says so', async () => {
  sheetAnswers({ ok: true })
  api.fetchOrderPayment.mockResolvedValue(payment('done'))
  render()
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=paid`)
  expect(taro.requestPayment!.mock.calls[0][0]).toMatchObject(PARAMS)
  expect(api.fetchOrderPayment).toHaveBeenCalledWith(ORDER_ID)
})

it('a sheet that says success while WeChat has not confirmed: "not confirmed yet", and checking again finds it paid', async () => {
  sheetAnswers({ ok: true })
  api.fetchOrderPayment.mockResolvedValueOnce(payment('pending', 'USERPAYING'))
  render()
  expect(await screen.findByText(/not confirmed yet/)).toBeTruthy()
  expect(navigations).toEqual([])

  api.fetchOrderPayment.mockResolvedValueOnce(payment('done'))
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Check again' })) })
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=paid`)
  expect(api.fetchOrderPayment).toHaveBeenCalledTimes(2)
})

it('WeChat refused the payment (trade state PAYERROR): says it failed and goes back as failed', async () => {
  sheetAnswers({ ok: true })
  api.fetchOrderPayment.mockResolvedValue(payment('pending', 'PAYERROR'))
  render()
  expect(await screen.findByText(/did not go through/)).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Back' }))
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=failed`)
})

it('an order closed meanwhile (expired) is a failure, however the sheet answered', async () => {
  sheetAnswers({ ok: true })
  api.fetchOrderPayment.mockResolvedValue(payment('closed'))
  render()
  expect(await screen.findByText(/did not go through/)).toBeTruthy()
})

it('no answer from the server: says so and checks again on request', async () => {
  sheetAnswers({ ok: true })
  api.fetchOrderPayment.mockRejectedValueOnce(new Error('network error: request:fail'))
  render()
  expect(await screen.findByText(/Could not check the payment/)).toBeTruthy()
  api.fetchOrderPayment.mockResolvedValueOnce(payment('done'))
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Check again' })) })
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=paid`)
})

it('a closed sheet returns to the web-view as cancelled, without asking the server', async () => {
  sheetAnswers({ ok: false, errMsg: 'requestPayment:fail cancel' })
  render()
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=cancelled`)
  expect(api.fetchOrderPayment).not.toHaveBeenCalled()
})

it('a sheet that fails shows the failure with a way back, and leaves no unhandled rejection', async () => {
  sheetAnswers({ ok: false, errMsg: 'requestPayment:fail system error' })
  render()
  expect(await screen.findByRole('alert')).toBeTruthy()
  expect(screen.getByRole('alert').textContent).not.toMatch(/paid|Payment received/)
  expect(api.fetchOrderPayment).not.toHaveBeenCalled()
})

it('without a native session the web-view\'s own signed-in screen reads the order: back as pending, never as paid', async () => {
  sheetAnswers({ ok: true })
  render(false)
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=pending`)
  expect(api.fetchOrderPayment).not.toHaveBeenCalled()
})

it("a native session of another person (or expired) may not read the order: back as pending for the web-view's own screen", async () => {
  sheetAnswers({ ok: true })
  api.fetchOrderPayment.mockRejectedValue(new ApiError(403, { code: 4030, message: 'not your order' }))
  render()
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=pending`)
  expect(api.fetchOrderPayment).toHaveBeenCalledWith(ORDER_ID)
  expect(screen.queryByText(/Could not check the payment/)).toBeNull()
})

it("a live's order (kind=live): the page asks GET /lives/checkouts/{id}/payment and returns as paid when it is", async () => {
  sheetAnswers({ ok: true })
  liveApi.fetchLiveOrderPayment.mockResolvedValue({ order: { _id: ORDER_ID, status: 'done' } })
  const rendered = renderWithStores(<BridgePay payment={PARAMS} orderId={ORDER_ID} kind='live' back='/meeting/live/detail?live_id=l1' />, { language: 'en' })
  rendered.store.session.token = 'native-session-token-'.padEnd(40, 'x')
  rendered.store.session.userId = 'u'.repeat(24)
  expect(await reopenedRoute()).toBe('/meeting/live/detail?live_id=l1&bridge_result=paid')
  expect(liveApi.fetchLiveOrderPayment).toHaveBeenCalledWith(ORDER_ID)
  expect(api.fetchOrderPayment).not.toHaveBeenCalled()
})

it.each([['used'], ['expired']])('a one-time ticket %s already (4263): says so, in the person\'s language, and goes back to pay again', async (reason) => {
  authApi.loginWithSigninTicket.mockRejectedValue(new ApiError(400, { code: 4263, message: `sign-in ticket ${reason}: sign in again`, data: { reason } }))
  sheetAnswers({ ok: true })
  const rendered = renderWithStores(<BridgePay ticket={'T'.repeat(43)} orderId={ORDER_ID} back={BACK} />, { language: 'ja' })
  expect(await screen.findByText(/ワンタイムログインは期限切れか使用済み/)).toBeTruthy()
  expect(screen.getByRole('alert')).toBeTruthy()
  expect(taro.requestPayment).not.toHaveBeenCalled()
  fireEvent.click(screen.getByRole('button', { name: '戻ってもう一度支払う' }))
  // Back as "cancelled": the order is still pending and the web-view's pay button asks for a fresh ticket.
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=cancelled`)
  rendered.unmount()
})

it.each([['en', 'This WeChat is linked to another account, so it cannot pay for this one.'], ['zh', '这个微信已关联另一个账号']])('a WeChat another account holds (4265) is not bound: says so (%s) and goes back as failed, without the sheet', async (language, says) => {
  authApi.loginWithSigninTicket.mockResolvedValue({ token: 'ticket-session-token-'.padEnd(40, 'x'), user_id: 'u'.repeat(24) })
  taro.login = jest.fn(async () => ({ code: 'wx-login-code' }))
  wechatApi.bindMiniProgramOpenid.mockRejectedValue(new ApiError(409, { code: 4265, message: 'this WeChat account belongs to another account', data: { app_id: 'wx0000000000000000' } }))
  sheetAnswers({ ok: true })
  const rendered = renderWithStores(<BridgePay ticket={'T'.repeat(43)} orderId={ORDER_ID} back={BACK} />, { language: language as 'en' | 'zh' })
  expect((await screen.findByRole('alert')).textContent).toContain(says)
  expect(wechatApi.bindMiniProgramOpenid).toHaveBeenCalledWith('wx-login-code')
  expect(taro.requestPayment).not.toHaveBeenCalled()
  fireEvent.click(screen.getByRole('button', { name: language === 'en' ? 'Back' : '返回' }))
  expect(await reopenedRoute()).toBe(`${BACK}?bridge_result=failed`)
  rendered.unmount()
})
