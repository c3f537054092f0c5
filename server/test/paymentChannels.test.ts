/**
 * Payment channels by configuration: the development (demo) server pays with the sandbox; a server started with
 * NODE_ENV=production has no sandbox and offers only what is configured (WeChat Pay when FU_WXPAY_* are set),
 * refusing any other channel with 400 / 4400 and a message naming what it offers.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { SEED_IDS } from '../seed/ids'
import { client, freshPhone, login, signPhone } from './helpers'

const SECRET = 'prod-secret-for-tests-at-least-32-bytes'
const heard = { question_id: SEED_IDS.questions.heard, options: [SEED_IDS.options.web] }

async function orderFor(api: ReturnType<typeof client>): Promise<string> {
  const res = await api.post('/checkout/activities', { activity_id: SEED_IDS.activities.openPaid, price_id: SEED_IDS.prices.standard, amount: 39900, name: 'Payer', answers: [heard] })
  expect(res.status).toBe(201)
  return res.body.results._id
}

async function productionBuyer(server: TestServer) {
  const res = await client(server).post('/tokens/phone/v2', signPhone(freshPhone(), undefined, SECRET))
  expect(res.status).toBe(200)
  return client(server, res.body.results.token)
}

test('the development server pays with the sandbox, named or by default', async () => {
  const dev = await startTestServer()
  try {
    const { api } = await login(dev, freshPhone())
    const named = await api.post(`/checkout/activities/${await orderFor(api)}/pay`, { channel: 'sandbox' })
    expect(named.body.results.order).toMatchObject({ status: 'done', pay_channel: 'sandbox' })
    expect(named.body.results.tickets).toHaveLength(1)
    const other = (await login(dev, freshPhone())).api
    expect((await other.post(`/checkout/activities/${await orderFor(other)}/pay`, {})).body.results.order.pay_channel).toBe('sandbox')
    // No WeChat Pay configured here: 'wechat' is refused, and there is no notification endpoint.
    const third = (await login(dev, freshPhone())).api
    expect((await third.post(`/checkout/activities/${await orderFor(third)}/pay`, { channel: 'wechat' })).body)
      .toEqual({ code: 4400, message: 'payment request failed: the wechat channel is not available on this server (available: sandbox)' })
    expect((await client(dev).post('/payments/wechat/notify', {})).status).toBe(404)
  } finally {
    await dev.stop()
  }
}, 120_000)

test('production without WeChat Pay configured: no channel at all, every payment refused with 400', async () => {
  const prod = await startTestServer({ env: { NODE_ENV: 'production', FU_SIGN_SECRET: SECRET, FU_STORAGE: 'database' } })
  try {
    const api = await productionBuyer(prod)
    const id = await orderFor(api)
    for (const body of [{ channel: 'sandbox' }, { channel: 'wechat' }]) {
      const res = await api.post(`/checkout/activities/${id}/pay`, body)
      expect(res.status).toBe(400)
      expect(res.body).toEqual({ code: 4400, message: `payment request failed: the ${body.channel} channel is not available on this server (no payment channel is configured)` })
    }
    expect((await api.post(`/checkout/activities/${id}/pay`, {})).body.code).toBe(4400)
    expect((await api.get(`/checkout/activities?_id=${id}`)).body.results[0].status).toBe('pending')
    expect((await client(prod).post('/payments/wechat/notify', {})).status).toBe(404)
  } finally {
    await prod.stop()
  }
}, 120_000)

test('production with WeChat Pay configured offers only it: the sandbox is refused, the notification endpoint exists', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fu-wxpay-prod-'))
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  fs.writeFileSync(path.join(dir, 'key.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string)
  fs.writeFileSync(path.join(dir, 'pub.pem'), platform.publicKey.export({ type: 'spki', format: 'pem' }) as string)
  const prod = await startTestServer({
    env: {
      NODE_ENV: 'production', FU_SIGN_SECRET: SECRET, FU_STORAGE: 'database',
      FU_WXPAY_MCHID: '1900000109', FU_WXPAY_SERIAL_NO: 'SERIAL01', FU_WXPAY_PRIVATE_KEY_PATH: path.join(dir, 'key.pem'),
      FU_WXPAY_APIV3_KEY: crypto.randomBytes(16).toString('hex'), FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH: path.join(dir, 'pub.pem'),
      FU_WXPAY_APPID: 'wx-prod-appid', FU_WXPAY_NOTIFY_URL: 'https://events.example.test/fu/api/payments/wechat/notify',
      // Never reached below (no openid to pay with): a closed port, not WeChat.
      FU_WXPAY_BASE_URL: 'http://127.0.0.1:9',
    },
  })
  try {
    const api = await productionBuyer(prod)
    const id = await orderFor(api)
    const sandbox = await api.post(`/checkout/activities/${id}/pay`, { channel: 'sandbox' })
    expect(sandbox.status).toBe(400)
    expect(sandbox.body).toEqual({ code: 4400, message: 'payment request failed: the sandbox channel is not available on this server (available: wechat)' })
    // WeChat Pay is offered: this account has no openid in the app, which the channel says.
    const wechat = await api.post(`/checkout/activities/${id}/pay`, { channel: 'wechat' })
    expect(wechat.status).toBe(400)
    expect(wechat.body).toMatchObject({ code: 4264, data: { app_id: 'wx-prod-appid' } })
    expect(wechat.body.message).toMatch(/^payment request failed: this account has no WeChat openid for wx-prod-appid/)
    // The notification endpoint answers WeChat's way: an unsigned notification is refused.
    const res = await fetch(`${prod.apiUrl}/payments/wechat/notify`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ code: 'FAIL', message: expect.stringContaining('signature refused') })
    expect((await api.get(`/checkout/activities?_id=${id}`)).body.results[0].status).toBe('pending')

    // A paid live's order alike: no sandbox in production, WeChat Pay asks for the payer's openid.
    const liveOrder = await api.post(`/lives/${SEED_IDS.lives.paid}/checkouts`, {})
    expect(liveOrder.status).toBe(201)
    const liveSandbox = await api.post(`/lives/checkouts/${liveOrder.body.results._id}/pay`, { channel: 'sandbox' })
    expect(liveSandbox.body).toEqual({ code: 4400, message: 'payment request failed: the sandbox channel is not available on this server (available: wechat)' })
    expect((await api.post(`/lives/checkouts/${liveOrder.body.results._id}/pay`, { channel: 'wechat' })).body).toMatchObject({ code: 4264, data: { app_id: 'wx-prod-appid' } })
    expect((await api.get(`/lives/${SEED_IDS.lives.paid}/permission`)).body.results).toMatchObject({ allowed: 0, reason: 'payment' })
  } finally {
    await prod.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}, 120_000)

test('a half-configured WeChat Pay stops the start with the missing variables named', async () => {
  const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fu-wxpay-half-')), 'db')
  try {
    await expect(startTestServer({ dataDir, env: { FU_WXPAY_MCHID: '1900000109', FU_WXPAY_APPID: 'wx-x' } })).rejects.toThrow(/half-configured: set FU_WXPAY_SERIAL_NO/)
  } finally {
    fs.rmSync(path.dirname(dataDir), { recursive: true, force: true })
  }
}, 120_000)
