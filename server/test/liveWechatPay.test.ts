/**
 * A paid live bought with WeChat Pay (JSAPI) against the local API v3 stand-in, as activity orders are: the pay call
 * answers the signed client parameters for the payer's openid (4264 without one), WeChat's signed notification opens
 * the live once (a forged, wrong-amount or replayed one changes nothing), and the client's confirmation asks WeChat.
 */
import crypto from 'node:crypto'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'
import { startWechatPayServer, WXPAY_APPID } from './wechatPayServer'

let env: Awaited<ReturnType<typeof startWechatPayServer>>
beforeAll(async () => { env = await startWechatPayServer() }, 120_000)
afterAll(async () => { await env?.stop() })

const LIVE = SEED_IDS.lives.paid

async function buyer(withOpenid = true) {
  const { api } = await login(env.server, freshPhone())
  let openid: string | undefined
  if (withOpenid) {
    const kept = await api.post('/wechat/authorizes', { code: `dev-wxpay-${crypto.randomBytes(4).toString('hex')}`, app_id: WXPAY_APPID })
    expect(kept.status).toBe(200)
    openid = kept.body.results.open_id
  }
  return { api, openid }
}
type Buyer = Awaited<ReturnType<typeof buyer>>

async function newLiveOrder(b: Buyer) {
  const res = await b.api.post(`/lives/${LIVE}/checkouts`, {})
  expect(res.status).toBe(201)
  return res.body.results as { _id: string; number: string; amount: number; status: string }
}
const permission = async (b: Buyer) => (await b.api.get(`/lives/${LIVE}/permission`)).body.results

test("a paid live: pay with 'wechat' → signed parameters → WeChat's notification opens the live once", async () => {
  const b = await buyer()
  const order = await newLiveOrder(b)
  const res = await b.api.post(`/lives/checkouts/${order._id}/pay`, { channel: 'wechat' })
  expect(res.status).toBe(200)
  const prepay = env.standIn.orders.get(order.number)!
  expect(res.body.results).toMatchObject({ _id: order._id, status: 'pending', pay_params: { appId: WXPAY_APPID, package: `prepay_id=${prepay.prepay_id}`, signType: 'RSA' } })
  const params = res.body.results.pay_params
  const signed = `${WXPAY_APPID}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`
  expect(crypto.verify('sha256', Buffer.from(signed), env.merchant.publicKey, Buffer.from(params.paySign, 'base64'))).toBe(true)
  const request = env.standIn.requests.find((r) => r.url === '/v3/pay/transactions/jsapi' && r.json?.out_trade_no === order.number)!
  expect(request.signatureValid).toBe(true)
  expect(request.json).toMatchObject({ appid: WXPAY_APPID, description: '产品设计大师课直播', amount: { total: 1990, currency: 'CNY' }, payer: { openid: b.openid } })
  expect(await permission(b)).toMatchObject({ allowed: 0, reason: 'payment' })

  const transaction = env.standIn.pay(order.number)
  const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  expect((await env.standIn.deliver(env.notifyUrl, env.standIn.notification(transaction, { key: forger.privateKey }))).status).toBe(401)
  const cheap = { ...transaction, amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' } }
  expect((await env.standIn.deliver(env.notifyUrl, env.standIn.notification(cheap))).status).toBe(400)
  expect(await permission(b)).toMatchObject({ allowed: 0, reason: 'payment' })

  const notification = env.standIn.notification(transaction)
  expect((await env.standIn.deliver(env.notifyUrl, notification)).status).toBe(204)
  expect(await permission(b)).toMatchObject({ allowed: 1 })
  const confirmed = (await b.api.get(`/lives/checkouts/${order._id}/payment`)).body.results
  expect(confirmed.order).toMatchObject({ status: 'done', pay_channel: 'wechat', paid: expect.any(Number) })
  expect(confirmed.order).not.toHaveProperty('transaction_id')

  // Replayed: 204, nothing changes, nothing refunded; paying again is refused.
  expect((await env.standIn.deliver(env.notifyUrl, notification)).status).toBe(204)
  expect((await env.standIn.deliver(env.notifyUrl, env.standIn.notification(transaction))).status).toBe(204)
  expect((await b.api.get(`/lives/checkouts/${order._id}/payment`)).body.results.order).toEqual(confirmed.order)
  expect(env.standIn.requests.filter((r) => r.url === '/v3/refund/domestic/refunds')).toHaveLength(0)
  expect((await b.api.post(`/lives/checkouts/${order._id}/pay`, { channel: 'wechat' })).body.code).toBe(4402)
  expect((await b.api.post(`/lives/${LIVE}/checkouts`, {})).status).toBe(409)
}, 60_000)

test('back from the cashier before the notification: GET /lives/checkouts/{id}/payment asks WeChat and opens the live', async () => {
  const b = await buyer()
  const order = await newLiveOrder(b)
  expect((await b.api.post(`/lives/checkouts/${order._id}/pay`, { channel: 'wechat' })).status).toBe(200)
  expect((await b.api.get(`/lives/checkouts/${order._id}/payment`)).body.results).toMatchObject({ order: { status: 'pending' }, trade_state: 'NOTPAY' })
  env.standIn.pay(order.number)
  expect((await b.api.get(`/lives/checkouts/${order._id}/payment`)).body.results).toMatchObject({ order: { status: 'done', pay_channel: 'wechat' }, trade_state: 'SUCCESS' })
  expect(await permission(b)).toMatchObject({ allowed: 1 })
  // Someone else's order is not theirs to ask about.
  const other = await buyer(false)
  expect((await other.api.get(`/lives/checkouts/${order._id}/payment`)).status).toBe(403)
}, 60_000)

test('an account without an openid in the mini-program is refused with 4264; nothing is sent to WeChat', async () => {
  const b = await buyer(false)
  const order = await newLiveOrder(b)
  const res = await b.api.post(`/lives/checkouts/${order._id}/pay`, { channel: 'wechat' })
  expect(res.status).toBe(400)
  expect(res.body).toMatchObject({ code: 4264, data: { app_id: WXPAY_APPID } })
  expect(env.standIn.orders.has(order.number)).toBe(false)
}, 60_000)
