/**
 * WeChat Pay end to end without the network: the server (development mode, FU_WXPAY_* set) against a local stand-in
 * of API v3 (wechatPayStandIn.ts) that checks our request signatures with our merchant public key and signs its answers
 * and notifications with its own platform key. Pay with channel 'wechat' → signed client parameters → the stand-in's
 * notification pays the order and issues its ticket once; forged, stale, replayed and wrong-amount notifications change
 * nothing; the order query on return from the cashier; refunds; money for a cancelled order goes back once.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { freshPhone, login } from './helpers'
import { startWechatPayStandIn, type WechatPayStandIn } from './wechatPayStandIn'

const MCHID = '1900000109'
const MERCHANT_SERIAL = '5157F09EFDC096DE15EBE81A47057A7232F1B8E1'
const APPID = 'wx-mini-test-appid'
const APIV3_KEY = 'a7cde1f5b2e94d1c8f3a6b0e9d2c4f81'
const NOTIFY_URL = 'https://events.example.test/fu/api/payments/wechat/notify'
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
let standIn: WechatPayStandIn
let server: TestServer
let keyDir: string
let notifyUrl: string

beforeAll(async () => {
  standIn = await startWechatPayStandIn({ mchid: MCHID, merchantSerial: MERCHANT_SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key: APIV3_KEY })
  keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fu-wxpay-'))
  fs.writeFileSync(path.join(keyDir, 'apiclient_key.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, { mode: 0o600 })
  fs.writeFileSync(path.join(keyDir, 'wechatpay_public_key.pem'), standIn.platformPublicKeyPem)
  server = await startTestServer({
    env: {
      FU_WXPAY_MCHID: MCHID,
      FU_WXPAY_SERIAL_NO: MERCHANT_SERIAL,
      FU_WXPAY_PRIVATE_KEY_PATH: path.join(keyDir, 'apiclient_key.pem'),
      FU_WXPAY_APIV3_KEY: APIV3_KEY,
      FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH: path.join(keyDir, 'wechatpay_public_key.pem'),
      FU_WXPAY_PLATFORM_SERIAL: standIn.platformSerial,
      FU_WXPAY_APPID: APPID,
      FU_WXPAY_NOTIFY_URL: NOTIFY_URL,
      FU_WXPAY_BASE_URL: standIn.baseUrl,
      FU_WXPAY_TIMEOUT_MS: '5000',
    },
  })
  // WeChat would call FU_WXPAY_NOTIFY_URL; here it is the test server's own address for the same path.
  notifyUrl = `${server.apiUrl}/payments/wechat/notify`
}, 120_000)
afterAll(async () => {
  await server?.stop()
  await standIn?.close()
  if (keyDir) fs.rmSync(keyDir, { recursive: true, force: true })
})

/** A signed-in buyer whose account knows its openid in the mini-program (the development WeChat provider). */
async function buyer(withOpenid = true) {
  const { api } = await login(server, freshPhone())
  let openid: string | undefined
  if (withOpenid) {
    const kept = await api.post('/wechat/authorizes', { code: `dev-wxpay-${crypto.randomBytes(4).toString('hex')}`, app_id: APPID })
    expect(kept.status).toBe(200)
    openid = kept.body.results.open_id
  }
  return { api, openid }
}
type Buyer = Awaited<ReturnType<typeof buyer>>

async function newOrder(b: Buyer) {
  const res = await b.api.post('/checkout/activities', { activity_id: SEED_IDS.activities.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Wei Buyer', answers: [heard] })
  expect(res.status).toBe(201)
  return res.body.results as { _id: string; number: string; pay_amount: number; status: string; expires_at: number }
}

const orderOf = async (b: Buyer, id: string) => (await b.api.get(`/checkout/activities?_id=${id}`)).body.results[0]
// The tickets as stored: without the holder's rotating-QR keys, whose `server_time` is the clock of each answer.
const ticketsOf = async (b: Buyer) => ((await b.api.get(`/tickets?activity_id=${SEED_IDS.activities.openPaid}`)).body.results as { _id: string; checkout_id?: string; pass?: unknown }[])
  .map(({ pass: _pass, ...ticket }) => ticket)
const verifies = (message: string, signature: string, key: crypto.KeyObject) => crypto.verify('sha256', Buffer.from(message), key, Buffer.from(signature, 'base64'))
const chinaTime = (seconds: number) => `${new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 19)}+08:00`

describe('paying with WeChat Pay', () => {
  let b: Buyer
  let order: Awaited<ReturnType<typeof newOrder>>
  let paidTransaction: Record<string, unknown>

  test("pay with channel 'wechat' answers the client's parameters, paySign verifying with the merchant public key", async () => {
    b = await buyer()
    order = await newOrder(b)
    const res = await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'wechat' })
    expect(res.status).toBe(200)
    expect(res.body.results.order).toMatchObject({ _id: order._id, status: 'pending' })
    const params = res.body.results.pay_params
    const prepay = standIn.orders.get(order.number)!
    expect(params).toEqual({ appId: APPID, timeStamp: expect.stringMatching(/^\d{10}$/), nonceStr: expect.stringMatching(/^[A-Za-z0-9]{1,32}$/), package: `prepay_id=${prepay.prepay_id}`, signType: 'RSA', paySign: expect.any(String) })
    expect(Math.abs(Number(params.timeStamp) - Date.now() / 1000)).toBeLessThan(60)
    expect(verifies(`${APPID}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`, params.paySign, merchant.publicKey)).toBe(true)

    // The prepay request: signed with our merchant key, for this order, its amount, the payer and the notify URL.
    const request = standIn.requests.find((r) => r.url === '/v3/pay/transactions/jsapi' && r.json?.out_trade_no === order.number)!
    expect(request.signatureValid).toBe(true)
    expect(request.json).toEqual({
      appid: APPID, mchid: MCHID, description: expect.stringMatching(/^\S.* ×1$/), out_trade_no: order.number, time_expire: chinaTime(order.expires_at),
      notify_url: NOTIFY_URL, amount: { total: 39900, currency: 'CNY' }, payer: { openid: b.openid },
    })
  })

  test('forged, stale, undecryptable and wrong-amount notifications are refused and change nothing', async () => {
    const transaction = standIn.pay(order.number)
    paidTransaction = transaction
    const forger = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
    const attempts = [
      [standIn.notification(transaction, { key: forger.privateKey }), 401],
      [standIn.notification(transaction, { timestamp: Math.floor(Date.now() / 1000) - 400 }), 401],
      [standIn.notification(transaction, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }), 401],
      [standIn.notification(transaction, { apiV3Key: 'b'.repeat(32) }), 400],
      [standIn.notification({ ...transaction, amount: { total: 1, payer_total: 1, currency: 'CNY', payer_currency: 'CNY' } }), 400],
      [standIn.notification({ ...transaction, out_trade_no: 'FU20000101000000000' }), 400],
      [standIn.notification({ ...transaction, appid: 'wx-another-app' }), 400],
    ] as const
    for (const [notification, status] of attempts) {
      const res = await standIn.deliver(notifyUrl, notification)
      expect(res).toEqual({ status, body: { code: 'FAIL', message: expect.any(String) } })
    }
    // A body changed after signing.
    const genuine = standIn.notification(transaction)
    expect((await standIn.deliver(notifyUrl, { ...genuine, body: genuine.body.replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESS ') })).status).toBe(401)
    expect(await orderOf(b, order._id)).toMatchObject({ status: 'pending' })
    expect(await ticketsOf(b)).toHaveLength(0)
  })

  test("WeChat's notification pays the order and issues its ticket; a replay answers 204 and changes nothing", async () => {
    const notification = standIn.notification(paidTransaction)
    expect((await standIn.deliver(notifyUrl, notification)).status).toBe(204)
    const paid = await orderOf(b, order._id)
    expect(paid).toMatchObject({ status: 'done', pay_channel: 'wechat', paid: expect.any(Number) })
    expect(paid).not.toHaveProperty('transaction_id')
    const tickets = await ticketsOf(b)
    expect(tickets).toEqual([expect.objectContaining({ checkout_id: order._id })])

    // Replayed as is, and sent again freshly signed (WeChat retries): 204 both times, still one ticket, same payment.
    expect((await standIn.deliver(notifyUrl, notification)).status).toBe(204)
    expect((await standIn.deliver(notifyUrl, standIn.notification(paidTransaction))).status).toBe(204)
    await Promise.all([1, 2, 3].map(async () => expect((await standIn.deliver(notifyUrl, standIn.notification(paidTransaction))).status).toBe(204)))
    expect(await orderOf(b, order._id)).toEqual(paid)
    expect(await ticketsOf(b)).toEqual(tickets)

    // The client's confirmation sees it paid without asking WeChat again; paying again is refused.
    const queries = standIn.requests.filter((r) => r.method === 'GET').length
    const confirmed = await b.api.get(`/checkout/activities/${order._id}/payment`)
    expect(confirmed.body.results).toMatchObject({ order: { status: 'done' }, tickets: [{ _id: tickets[0]._id }] })
    expect(standIn.requests.filter((r) => r.method === 'GET')).toHaveLength(queries)
    expect((await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'wechat' })).body.code).toBe(4402)
  })

  test('a refund goes to WeChat Pay, signed, for the transaction and its amount', async () => {
    const res = await b.api.post(`/checkout/activities/${order._id}/refund`, { reason: 'cannot come' })
    expect(res.status).toBe(200)
    expect(res.body.results).toMatchObject({ refund: 1, refund_amount: 39900, refund_status: 'processing' })
    const request = standIn.requests.find((r) => r.url === '/v3/refund/domestic/refunds' && r.json?.transaction_id === paidTransaction.transaction_id)!
    expect(request.signatureValid).toBe(true)
    expect(request.json).toEqual({ transaction_id: paidTransaction.transaction_id, out_refund_no: `R${paidTransaction.transaction_id}`, reason: 'cannot come', amount: { refund: 39900, total: 39900, currency: 'CNY' } })
    expect((await ticketsOf(b)).map((t) => (t as { status?: number }).status)).toEqual([2])
  })
})

test('back from the cashier before the notification: GET …/payment asks WeChat and pays the order once', async () => {
  const b = await buyer()
  const order = await newOrder(b)
  expect((await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'wechat' })).status).toBe(200)
  const before = await b.api.get(`/checkout/activities/${order._id}/payment`)
  expect(before.body.results).toMatchObject({ order: { status: 'pending' }, tickets: [], trade_state: 'NOTPAY' })
  const query = standIn.requests.filter((r) => r.url.startsWith(`/v3/pay/transactions/out-trade-no/${order.number}`)).pop()!
  expect(query).toMatchObject({ method: 'GET', url: `/v3/pay/transactions/out-trade-no/${order.number}?mchid=${MCHID}`, body: '', signatureValid: true })

  const transaction = standIn.pay(order.number)
  const after = await b.api.get(`/checkout/activities/${order._id}/payment`)
  expect(after.body.results).toMatchObject({ order: { status: 'done', pay_channel: 'wechat' }, tickets: [{ checkout_id: order._id }], trade_state: 'SUCCESS' })
  // The notification that follows finds it paid: 204, nothing more.
  expect((await standIn.deliver(notifyUrl, standIn.notification(transaction))).status).toBe(204)
  expect(await ticketsOf(b)).toHaveLength(1)
})

test('money that arrives for an order cancelled meanwhile is refunded once and recorded on the order', async () => {
  const b = await buyer()
  const order = await newOrder(b)
  expect((await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'wechat' })).status).toBe(200)
  expect((await b.api.post(`/checkout/activities/${order._id}/cancel`, {})).body.results.status).toBe('closed')
  const transaction = standIn.pay(order.number)
  const notification = standIn.notification(transaction)
  expect((await standIn.deliver(notifyUrl, notification)).status).toBe(204)
  expect((await standIn.deliver(notifyUrl, notification)).status).toBe(204)
  expect(await orderOf(b, order._id)).toMatchObject({ status: 'closed', close_reason: 'cancelled', refund: 1, refund_amount: 39900, pay_channel: 'wechat' })
  expect(await ticketsOf(b)).toHaveLength(0)
  const refunds = standIn.requests.filter((r) => r.url === '/v3/refund/domestic/refunds' && r.json?.transaction_id === transaction.transaction_id)
  expect(refunds).toHaveLength(1)
  expect(refunds[0]).toMatchObject({ signatureValid: true, json: { amount: { refund: 39900, total: 39900, currency: 'CNY' } } })
})

test('without an openid for the app the WeChat channel refuses clearly; the sandbox still pays in development', async () => {
  const b = await buyer(false)
  const order = await newOrder(b)
  const refused = await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'wechat' })
  expect(refused.status).toBe(400)
  expect(refused.body).toEqual({ code: 4264, message: expect.stringMatching(/^payment request failed: .*openid/), data: { app_id: expect.any(String) } })
  const paid = await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'sandbox' })
  expect(paid.body.results.order).toMatchObject({ status: 'done', pay_channel: 'sandbox' })
})

test('a prepay WeChat Pay refuses is a clear 502 with its words', async () => {
  // An order number the stand-in has already seen paid: it answers 400 ORDERPAID (unsigned) → our 502 with its words.
  const b = await buyer()
  const order = await newOrder(b)
  expect((await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'wechat' })).status).toBe(200)
  standIn.pay(order.number)
  const again = await b.api.post(`/checkout/activities/${order._id}/pay`, { channel: 'wechat' })
  expect(again.status).toBe(502)
  expect(again.body).toEqual({ code: 4400, message: 'payment request failed: WeChat Pay answered ORDERPAID: 该订单已支付' })
})
