/**
 * The mini-program's bridge page signs the web-view in with WeChat and pays for it, from dist/weapp under
 * miniprogram-simulate, with WeChat's edges faked where the mini-program meets them (wx.login's code, the phone-number
 * button's event, wx.requestPayment's sheet) and the real server behind them, configured like production: the real
 * WeChat client (FU_WECHAT_MINI_*) against a local stand-in of api.weixin.qq.com, and the WeChat Pay channel
 * (FU_WXPAY_*) against a local stand-in of API v3 that checks our signatures. A first-time WeChat person signs in
 * (code-to-session, phone-number exchange), the web-view takes the one-time ticket, orders a paid registration and asks
 * for WeChat Pay; the bridge opens WeChat's sheet with the server's signed parameters and asks the server where the
 * order stands (the server asks WeChat Pay's order query): paid → the web-view reopens as paid with the ticket issued;
 * not confirmed yet → "check again"; a closed sheet → back as cancelled, nothing paid.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { SEED_IDS } from '../../server/seed/ids'
import { startWechatStandIn, type WechatStandIn } from '../../server/test/wechatStandIn'
import { startWechatPayStandIn, type WechatPayStandIn } from '../../server/test/wechatPayStandIn'
import { signPhone } from '../../server/test/helpers'
import { startTestServer, type TestServer } from '../support/server'
import { httpRequest, installWeappGlobals, renderPage, tapElementWithText, waitFor, waitForText } from './harness'

jest.setTimeout(120_000)

const MINI = { appId: 'wxminipay0000001', secret: 'mini-pay-secret-0123456789abcdef' }
const MCHID = '1900000109'
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'
const APIV3_KEY = 'a7cde1f5b2e94d1c8f3a6b0e9d2c4f81'
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
let wechat: WechatStandIn
let wechatPay: WechatPayStandIn
let server: TestServer
let keyDir: string

beforeAll(async () => {
  wechat = await startWechatStandIn([MINI])
  wechatPay = await startWechatPayStandIn({ mchid: MCHID, merchantSerial: MERCHANT_SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key: APIV3_KEY })
  keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fu-weapp-pay-'))
  fs.writeFileSync(path.join(keyDir, 'apiclient_key.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, { mode: 0o600 })
  fs.writeFileSync(path.join(keyDir, 'wechatpay_public_key.pem'), wechatPay.platformPublicKeyPem)
  server = await startTestServer({
    env: {
      FU_WECHAT_MINI_APPID: MINI.appId,
      FU_WECHAT_MINI_SECRET: MINI.secret,
      FU_WECHAT_BASE_URL: wechat.baseUrl,
      FU_WECHAT_TIMEOUT_MS: '5000',
      FU_WXPAY_MCHID: MCHID,
      FU_WXPAY_SERIAL_NO: MERCHANT_SERIAL,
      FU_WXPAY_PRIVATE_KEY_PATH: path.join(keyDir, 'apiclient_key.pem'),
      FU_WXPAY_APIV3_KEY: APIV3_KEY,
      FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH: path.join(keyDir, 'wechatpay_public_key.pem'),
      FU_WXPAY_PLATFORM_SERIAL: wechatPay.platformSerial,
      // Payments are made in the mini-program: the payer's openid is the one code-to-session gave.
      FU_WXPAY_APPID: MINI.appId,
      FU_WXPAY_NOTIFY_URL: 'https://events.example.test/fu/api/payments/wechat/notify',
      FU_WXPAY_BASE_URL: wechatPay.baseUrl,
      FU_WXPAY_TIMEOUT_MS: '5000',
    },
  })
  installWeappGlobals().setApiOrigin(server.baseUrl)
})

afterAll(async () => {
  installWeappGlobals().setPaymentSheet(undefined)
  await waitFor(() => installWeappGlobals().pending() === 0, 15_000).catch(() => undefined)
  await server?.stop()
  await wechatPay?.close()
  await wechat?.close()
  if (keyDir) fs.rmSync(keyDir, { recursive: true, force: true })
})

/** The web-view's own calls (what the H5 site does with its session). */
async function call(method: string, route: string, body?: unknown, token?: string) {
  const res = await httpRequest(`${server.apiUrl}${route}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: res.status, body: JSON.parse(res.text) }
}

/** The bridge page's last redirectTo since `from`: the web-view shell reopened at a route, decoded. */
function reopenedSince(from: number): string | undefined {
  const redirect = installWeappGlobals().calls.slice(from).filter(c => c.api === 'redirectTo').pop()
  if (!redirect) return undefined
  const url = String(redirect.args.url)
  expect(url.startsWith('/pages/fu-h5/index?link=')).toBe(true)
  return decodeURIComponent(url.slice('/pages/fu-h5/index?link='.length))
}

async function reopened(from: number): Promise<string> {
  await waitFor(() => reopenedSince(from) !== undefined, 20_000)
  return reopenedSince(from)!
}

let people = 0

/**
 * A first-time WeChat person signs the web-view in through the bridge page (action=login): wx.login's code goes to
 * WeChat's code-to-session (stand-in), the phone-number button's code to WeChat's phone-number API; the web-view is
 * reopened with a one-time ticket, which it exchanges for its session.
 */
async function signInThroughBridge() {
  const harness = installWeappGlobals()
  const person = { openid: `o-weapp-pay-${process.pid}-${++people}`, unionid: `u-weapp-pay-${process.pid}-${people}` }
  const phone = `167${String(process.pid % 10000).padStart(4, '0')}${String(people).padStart(4, '0')}`
  harness.setLoginCode(wechat.loginCode(MINI.appId, person))
  const back = '/login?redirect=%2Fmy%2Forder'
  const before = harness.calls.length
  const page = renderPage('pages/webview/api/api', { action: 'login', back: encodeURIComponent(back) })
  await waitForText(page, t => t.includes('绑定手机号'))
  const sid = page.dom?.querySelector('wx-button')?.getAttribute('data-sid')
  page.querySelector(`#${sid}`)!.dispatchEvent('getphonenumber', { detail: { errMsg: 'getPhoneNumber:ok', code: wechat.phoneCode(phone) } })
  const link = await reopened(before)
  const ticket = new URLSearchParams(link.split('?')[1]).get('signin_ticket')!
  expect(ticket).toBeTruthy()
  const session = await call('POST', '/tokens/signin-ticket', { ticket })
  expect(session.status).toBe(200)
  const webToken = session.body.results.token as string
  // Nothing the native session holds travels in the address.
  expect(link).not.toContain(String(harness.storage.get('token')))
  return { person, webToken }
}

/** The web-view orders a paid registration and asks for WeChat Pay: the server's signed parameters for the sheet. */
async function orderAndPrepay(webToken: string) {
  const created = await call('POST', '/checkout/activities', { activity_id: SEED_IDS.activities.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Wei Weapp', answers: [heard] }, webToken)
  expect(created.status).toBe(201)
  const order = created.body.results as { _id: string; number: string; meeting_id: string }
  const prepaid = await call('POST', `/checkout/activities/${order._id}/pay`, { channel: 'wechat' }, webToken)
  expect(prepaid.status).toBe(200)
  return { order, params: prepaid.body.results.pay_params as Record<string, string> }
}

/** The route the cashier hands the bridge to come back to (the registration's success screen). */
const successRoute = (orderId: string) => `/activity/success?activity_id=${SEED_IDS.activities.openPaid}&order_id=${orderId}`

function openPayBridge(params: Record<string, string>, orderId: string) {
  return renderPage('pages/webview/api/api', {
    action: 'pay', payload: encodeURIComponent(JSON.stringify(params)), order: orderId, back: encodeURIComponent(successRoute(orderId)),
  })
}

const orderOf = async (id: string, token: string) => (await call('GET', `/checkout/activities?_id=${id}`, undefined, token)).body.results[0]

it('signs in with WeChat, pays a registration with WeChat Pay and returns to the web-view as paid once the server confirms', async () => {
  const harness = installWeappGlobals()
  const { person, webToken } = await signInThroughBridge()
  const { order, params } = await orderAndPrepay(webToken)
  // The prepay names the payer by the openid WeChat's code-to-session gave the mini-program.
  expect(wechatPay.orders.get(order.number)?.payer.openid).toBe(person.openid)
  expect(params.appId).toBe(MINI.appId)

  // WeChat's sheet checks the paySign with the merchant's public key, then the person pays (WeChat Pay has the money;
  // its notification has not arrived).
  const sheets: Record<string, unknown>[] = []
  harness.setPaymentSheet(args => {
    sheets.push(args)
    const message = `${MINI.appId}\n${args.timeStamp}\n${args.nonceStr}\n${args.package}\n`
    if (!crypto.verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(String(args.paySign), 'base64'))) return { errMsg: 'requestPayment:fail invalid paySign' }
    wechatPay.pay(order.number)
    return { ok: true }
  })
  const before = harness.calls.length
  openPayBridge(params, order._id)
  expect(await reopened(before)).toBe(`${successRoute(order._id)}&bridge_result=paid`)
  expect(sheets).toHaveLength(1)
  expect(sheets[0]).toMatchObject({ timeStamp: params.timeStamp, nonceStr: params.nonceStr, package: params.package, signType: 'RSA', paySign: params.paySign })

  // The bridge asked the server (its native session), which asked WeChat Pay's order query, signed, and settled it.
  const query = wechatPay.requests.filter(r => r.url.startsWith(`/v3/pay/transactions/out-trade-no/${order.number}`))
  expect(query.length).toBeGreaterThan(0)
  expect(query.every(r => r.signatureValid)).toBe(true)
  expect(await orderOf(order._id, webToken)).toMatchObject({ status: 'done', pay_channel: 'wechat' })
  const tickets = (await call('GET', `/tickets?activity_id=${SEED_IDS.activities.openPaid}`, undefined, webToken)).body.results as { checkout_id?: string }[]
  expect(tickets.filter(t => t.checkout_id === order._id)).toHaveLength(1)
})

it('a sheet that says success before WeChat Pay has the money: "not confirmed yet", and checking again once it has returns as paid', async () => {
  const harness = installWeappGlobals()
  const { webToken } = await signInThroughBridge()
  const { order, params } = await orderAndPrepay(webToken)
  harness.setPaymentSheet(() => ({ ok: true }))
  const before = harness.calls.length
  const page = openPayBridge(params, order._id)
  await waitForText(page, t => t.includes('暂未收到支付结果'))
  expect(reopenedSince(before)).toBeUndefined()
  expect((await orderOf(order._id, webToken)).status).toBe('pending')

  wechatPay.pay(order.number)
  tapElementWithText(page, 'button', '再次查询')
  expect(await reopened(before)).toBe(`${successRoute(order._id)}&bridge_result=paid`)
  expect((await orderOf(order._id, webToken)).status).toBe('done')
})

it('a closed sheet returns to the web-view as cancelled; nothing is paid and the order can still be paid', async () => {
  const harness = installWeappGlobals()
  const { webToken } = await signInThroughBridge()
  const { order, params } = await orderAndPrepay(webToken)
  harness.setPaymentSheet(() => ({ errMsg: 'requestPayment:fail cancel' }))
  const before = harness.calls.length
  openPayBridge(params, order._id)
  expect(await reopened(before)).toBe(`${successRoute(order._id)}&bridge_result=cancelled`)
  expect(await orderOf(order._id, webToken)).toMatchObject({ status: 'pending' })
  expect(wechatPay.orders.get(order.number)?.trade_state).toBe('NOTPAY')
})

/** A person who signed in by phone in the web-view (H5 login): no openid in the mini-program. */
async function phoneSignedInWebView() {
  const phone = `166${String(process.pid % 10000).padStart(4, '0')}${String(++people).padStart(4, '0')}`
  const signed = await call('POST', '/tokens/phone/v2', signPhone(phone))
  expect(signed.status).toBe(200)
  return { webToken: signed.body.results.token as string, userId: signed.body.results.user_id as string }
}

/** The web-view's cashier: WeChat Pay refused for lack of an openid (4264), so it hands the bridge a one-time ticket. */
async function orderRefusedForOpenid(webToken: string) {
  const created = await call('POST', '/checkout/activities', { activity_id: SEED_IDS.activities.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Pei Phone', answers: [heard] }, webToken)
  expect(created.status).toBe(201)
  const order = created.body.results as { _id: string; number: string }
  const refused = await call('POST', `/checkout/activities/${order._id}/pay`, { channel: 'wechat' }, webToken)
  expect(refused.status).toBe(400)
  expect(refused.body.code).toBe(4264)
  const issued = await call('POST', '/signin/tickets', {}, webToken)
  expect(issued.status).toBe(200)
  return { order, ticket: issued.body.results.ticket as string }
}

function openTicketPayBridge(ticket: string, orderId: string) {
  return renderPage('pages/webview/api/api', { action: 'pay', ticket, order: orderId, back: encodeURIComponent(successRoute(orderId)) })
}

it('a person signed in by phone in the web-view pays: the ticket signs them in natively, wx.login binds their openid, WeChat Pay takes the money', async () => {
  const harness = installWeappGlobals()
  const { webToken, userId } = await phoneSignedInWebView()
  const { order, ticket } = await orderRefusedForOpenid(webToken)
  const openid = `o-weapp-phone-${process.pid}-${people}`
  harness.setLoginCode(wechat.loginCode(MINI.appId, { openid }))
  harness.setPaymentSheet(args => {
    const message = `${MINI.appId}\n${args.timeStamp}\n${args.nonceStr}\n${args.package}\n`
    if (!crypto.verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(String(args.paySign), 'base64'))) return { errMsg: 'requestPayment:fail invalid paySign' }
    wechatPay.pay(order.number)
    return { ok: true }
  })
  const before = harness.calls.length
  openTicketPayBridge(ticket, order._id)
  expect(await reopened(before)).toBe(`${successRoute(order._id)}&bridge_result=paid`)

  // WeChat Pay named the payer by the openid the bridge's wx.login gave, now kept with the phone account.
  expect(wechatPay.orders.get(order.number)?.payer.openid).toBe(openid)
  const me = (await call('GET', '/users?with_wechat_credentials=1', undefined, webToken)).body.results[0]
  expect(me._id).toBe(userId)
  expect(me.wechat_credentials).toContainEqual({ app_id: MINI.appId, open_id: openid })
  expect(await orderOf(order._id, webToken)).toMatchObject({ status: 'done', pay_channel: 'wechat' })
  // The bridge's native session is the same person's own (not the web-view's token), and the ticket is spent.
  const nativeToken = String(harness.storage.get('token'))
  expect(nativeToken).not.toBe(webToken)
  expect((await call('GET', '/users', undefined, nativeToken)).body.results[0]._id).toBe(userId)
  expect((await call('POST', '/tokens/signin-ticket', { ticket })).body.code).toBe(4263)
  // No token in any address the bridge opened.
  const urls = harness.calls.slice(before).map(c => JSON.stringify(c.args))
  expect(urls.some(u => u.includes(webToken) || u.includes(nativeToken))).toBe(false)
})

it("the bridge refuses to bind a WeChat another account holds: it says so, nothing is bound and nothing paid", async () => {
  const harness = installWeappGlobals()
  // This WeChat person already signed in through the bridge as their own account.
  const { person } = await signInThroughBridge()
  const { webToken } = await phoneSignedInWebView()
  const { order, ticket } = await orderRefusedForOpenid(webToken)
  harness.setLoginCode(wechat.loginCode(MINI.appId, person))
  const sheets: unknown[] = []
  harness.setPaymentSheet(args => { sheets.push(args); return { ok: true } })
  const before = harness.calls.length
  const page = openTicketPayBridge(ticket, order._id)
  await waitForText(page, t => t.includes('这个微信已关联另一个账号'))
  expect(reopenedSince(before)).toBeUndefined()
  expect(sheets).toHaveLength(0)
  const me = (await call('GET', '/users?with_wechat_credentials=1', undefined, webToken)).body.results[0]
  expect(me.wechat_credentials ?? []).not.toContainEqual(expect.objectContaining({ app_id: MINI.appId }))
  expect((await orderOf(order._id, webToken)).status).toBe('pending')
})

it.each([['used', async (ticket: string) => expect((await call('POST', '/tokens/signin-ticket', { ticket })).status).toBe(200)],
  ['expired', async (ticket: string) => expect((await call('POST', '/dev/signin/tickets/expire', { ticket })).status).toBe(200)]] as const)(
  'a one-time ticket %s already: the bridge says so and offers to go back and pay again; nothing is bound or paid', async (reason, spoil) => {
    const harness = installWeappGlobals()
    const { webToken } = await phoneSignedInWebView()
    const { order, ticket } = await orderRefusedForOpenid(webToken)
    await spoil(ticket)
    // The server names the refusal: 4263 with the reason.
    expect((await call('POST', '/tokens/signin-ticket', { ticket })).body).toMatchObject({ code: 4263, data: { reason } })
    harness.setLoginCode(wechat.loginCode(MINI.appId, { openid: `o-weapp-spoilt-${process.pid}-${++people}` }))
    const sheets: unknown[] = []
    harness.setPaymentSheet(args => { sheets.push(args); return { ok: true } })
    const before = harness.calls.length
    const page = openTicketPayBridge(ticket, order._id)
    await waitForText(page, t => t.includes('一次性登录凭证已失效或已使用'))
    expect(reopenedSince(before)).toBeUndefined()
    tapElementWithText(page, 'button', '返回重新付款')
    expect(await reopened(before)).toBe(`${successRoute(order._id)}&bridge_result=cancelled`)
    expect(sheets).toHaveLength(0)
    const me = (await call('GET', '/users?with_wechat_credentials=1', undefined, webToken)).body.results[0]
    expect(me.wechat_credentials ?? []).not.toContainEqual(expect.objectContaining({ app_id: MINI.appId }))
    expect((await orderOf(order._id, webToken)).status).toBe('pending')
  })

it("a paid live (kind=live): the bridge pays its order with WeChat Pay and confirms at the live order's call; the live opens", async () => {
  const harness = installWeappGlobals()
  const { person, webToken } = await signInThroughBridge()
  const live = SEED_IDS.lives.paid
  const created = await call('POST', `/lives/${live}/checkouts`, {}, webToken)
  expect(created.status).toBe(201)
  const order = created.body.results as { _id: string; number: string }
  const prepaid = await call('POST', `/lives/checkouts/${order._id}/pay`, { channel: 'wechat' }, webToken)
  expect(prepaid.status).toBe(200)
  expect(wechatPay.orders.get(order.number)?.payer.openid).toBe(person.openid)
  harness.setPaymentSheet(() => { wechatPay.pay(order.number); return { ok: true } })
  const back = `/meeting/live/detail?live_id=${live}`
  const before = harness.calls.length
  renderPage('pages/webview/api/api', {
    action: 'pay', payload: encodeURIComponent(JSON.stringify(prepaid.body.results.pay_params)), order: order._id, kind: 'live', back: encodeURIComponent(back),
  })
  expect(await reopened(before)).toBe(`${back}&bridge_result=paid`)
  expect((await call('GET', `/lives/${live}/permission`, undefined, webToken)).body.results).toMatchObject({ allowed: 1 })
})
