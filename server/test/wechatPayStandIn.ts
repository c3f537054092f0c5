/**
 * A local stand-in for WeChat Pay API v3 (https://api.mch.weixin.qq.com) on 127.0.0.1, for tests without the network.
 * It speaks the protocol with Node's crypto directly (not the server's providers/wechatPay, so it checks that code rather
 * than agreeing with itself): every request must carry the merchant's Authorization signature, verified with the
 * merchant's public key; its answers and its notifications are signed with its own platform key and serial; the
 * notifications' resources are AES-256-GCM with the APIv3 key. It keeps the orders it was given: JSAPI prepay,
 * query by out_trade_no, refunds (idempotent by out_refund_no). `pay(out_trade_no)` is the payer paying.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StandInOptions { mchid: string; merchantSerial: string; merchantPublicKey: crypto.KeyObject; apiV3Key: string }

export interface Recorded { method: string; url: string; body: string; signatureValid: boolean; json?: Record<string, any> } // eslint-disable-line @typescript-eslint/no-explicit-any

interface StandInOrder {
  appid: string; mchid: string; out_trade_no: string; description: string; notify_url: string; time_expire?: string
  amount: { total: number; currency: string }; payer: { openid: string }
  prepay_id: string; trade_state: string; transaction_id?: string; success_time?: string
}

export interface Notification { headers: Record<string, string>; body: string }

const line = (...parts: string[]) => parts.map((p) => `${p}\n`).join('')

export async function startWechatPayStandIn(options: StandInOptions) {
  const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const platformSerial = `PUB_KEY_ID_${crypto.randomBytes(8).toString('hex').toUpperCase()}`
  const orders = new Map<string, StandInOrder>()
  const refunds = new Map<string, Record<string, unknown>>()
  const requests: Recorded[] = []

  function signedHeaders(body: string, key: crypto.KeyObject = platform.privateKey, timestamp = Math.floor(Date.now() / 1000), serial = platformSerial): Record<string, string> {
    const nonce = crypto.randomBytes(16).toString('hex')
    const signature = crypto.sign('sha256', Buffer.from(line(String(timestamp), nonce, body)), key).toString('base64')
    return { 'wechatpay-timestamp': String(timestamp), 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': serial, 'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048' }
  }

  function answer(res: http.ServerResponse, status: number, data: unknown, sign = true): void {
    const body = JSON.stringify(data)
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': crypto.randomUUID(), ...(sign ? signedHeaders(body) : {}) })
    res.end(body)
  }

  /** The merchant's signature: mchid and serial ours, fresh, RSA-SHA256 over method, path + query, time, nonce, body. */
  function checkAuthorization(req: http.IncomingMessage, body: string): string | undefined {
    const header = req.headers.authorization ?? ''
    if (!header.startsWith('WECHATPAY2-SHA256-RSA2048 ')) return 'no WECHATPAY2-SHA256-RSA2048 authorization'
    const fields = Object.fromEntries([...header.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]))
    if (fields.mchid !== options.mchid) return 'mchid differs'
    if (fields.serial_no !== options.merchantSerial) return 'serial_no differs'
    if (Math.abs(Date.now() / 1000 - Number(fields.timestamp)) > 300) return 'timestamp stale'
    const message = line(req.method!, req.url!, fields.timestamp, fields.nonce_str, body)
    if (!crypto.verify('sha256', Buffer.from(message), options.merchantPublicKey, Buffer.from(fields.signature ?? '', 'base64'))) return 'signature does not verify'
    return undefined
  }

  const transactionOf = (o: StandInOrder) => ({
    appid: o.appid, mchid: o.mchid, out_trade_no: o.out_trade_no, trade_type: 'JSAPI', trade_state: o.trade_state,
    trade_state_desc: o.trade_state === 'SUCCESS' ? '支付成功' : '未支付', payer: o.payer,
    ...(o.transaction_id ? { transaction_id: o.transaction_id, bank_type: 'OTHERS', success_time: o.success_time, attach: '' } : {}),
    amount: o.trade_state === 'SUCCESS' ? { total: o.amount.total, payer_total: o.amount.total, currency: 'CNY', payer_currency: 'CNY' } : { payer_currency: 'CNY', total: o.amount.total, currency: 'CNY' },
  })

  function handle(req: http.IncomingMessage, res: http.ServerResponse, body: string): void {
    const problem = checkAuthorization(req, body)
    const json = body ? JSON.parse(body) : undefined
    requests.push({ method: req.method!, url: req.url!, body, signatureValid: !problem, json })
    if (problem) return answer(res, 401, { code: 'SIGN_ERROR', message: problem }, false)
    const url = new URL(req.url!, 'http://stand-in')

    if (req.method === 'POST' && url.pathname === '/v3/pay/transactions/jsapi') {
      if (json.mchid !== options.mchid || !json.appid || !json.out_trade_no || !json.payer?.openid || !Number.isInteger(json.amount?.total)) {
        return answer(res, 400, { code: 'PARAM_ERROR', message: 'missing field' })
      }
      const existing = orders.get(json.out_trade_no)
      if (existing?.trade_state === 'SUCCESS') return answer(res, 400, { code: 'ORDERPAID', message: '该订单已支付' })
      const order: StandInOrder = { ...json, prepay_id: existing?.prepay_id ?? `wx${crypto.randomBytes(14).toString('hex')}`, trade_state: 'NOTPAY' }
      orders.set(json.out_trade_no, order)
      return answer(res, 200, { prepay_id: order.prepay_id })
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(url.pathname)
    if (req.method === 'GET' && query) {
      if (url.searchParams.get('mchid') !== options.mchid) return answer(res, 400, { code: 'PARAM_ERROR', message: 'mchid' })
      const order = orders.get(decodeURIComponent(query[1]))
      if (!order) return answer(res, 404, { code: 'ORDER_NOT_EXIST', message: '订单不存在' })
      return answer(res, 200, transactionOf(order))
    }
    if (req.method === 'POST' && url.pathname === '/v3/refund/domestic/refunds') {
      const order = [...orders.values()].find((o) => o.transaction_id && o.transaction_id === json.transaction_id)
      if (!order) return answer(res, 404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' })
      if (json.amount?.total !== order.amount.total || !(json.amount?.refund > 0 && json.amount.refund <= order.amount.total)) {
        return answer(res, 400, { code: 'PARAM_ERROR', message: 'amount' })
      }
      let refund = refunds.get(json.out_refund_no)
      if (!refund) {
        refund = { refund_id: `5030${crypto.randomInt(0, 1e9)}`, out_refund_no: json.out_refund_no, transaction_id: order.transaction_id, out_trade_no: order.out_trade_no, status: 'PROCESSING', amount: { ...json.amount, payer_total: json.amount.total, payer_refund: json.amount.refund } }
        refunds.set(json.out_refund_no, refund)
      }
      return answer(res, 200, refund)
    }
    answer(res, 404, { code: 'NOT_FOUND', message: 'no such call' })
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      try { handle(req, res, Buffer.concat(chunks).toString('utf8')) } catch (err) { answer(res, 500, { code: 'SYSTEM_ERROR', message: String(err) }) }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  /** A TRANSACTION.SUCCESS notification, encrypted and signed (or deliberately wrong, by the options). */
  function notification(transaction: Record<string, unknown>, opts: { key?: crypto.KeyObject; timestamp?: number; apiV3Key?: string; serial?: string } = {}): Notification {
    const nonce = crypto.randomBytes(6).toString('hex') // 12 characters, WeChat's size
    const associatedData = 'transaction'
    const cipher = crypto.createCipheriv('aes-256-gcm', Buffer.from(opts.apiV3Key ?? options.apiV3Key), Buffer.from(nonce))
    cipher.setAAD(Buffer.from(associatedData))
    const ciphertext = Buffer.concat([cipher.update(JSON.stringify(transaction)), cipher.final(), cipher.getAuthTag()]).toString('base64')
    const body = JSON.stringify({
      id: crypto.randomUUID(), create_time: new Date().toISOString(), resource_type: 'encrypt-resource', event_type: 'TRANSACTION.SUCCESS', summary: '支付成功',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: associatedData, nonce },
    })
    return { headers: { 'content-type': 'application/json', ...signedHeaders(body, opts.key, opts.timestamp, opts.serial) }, body }
  }

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    platformPublicKeyPem: platform.publicKey.export({ type: 'spki', format: 'pem' }) as string,
    platformSerial,
    requests,
    orders,
    refunds,
    /** The payer pays: the order turns SUCCESS (without notifying anyone); its transaction for notifications. */
    pay(outTradeNo: string): Record<string, unknown> {
      const order = orders.get(outTradeNo)
      if (!order) throw new Error(`the stand-in has no order ${outTradeNo}`)
      if (order.trade_state !== 'SUCCESS') {
        Object.assign(order, { trade_state: 'SUCCESS', transaction_id: `4200${String(crypto.randomInt(0, 1e12)).padStart(24, '0')}`, success_time: new Date().toISOString() })
      }
      return transactionOf(order)
    },
    notification,
    /** POSTs a notification where WeChat would (the notify URL). */
    async deliver(url: string, n: Notification): Promise<{ status: number; body: any }> { // eslint-disable-line @typescript-eslint/no-explicit-any
      const res = await fetch(url, { method: 'POST', headers: n.headers, body: n.body })
      const text = await res.text()
      return { status: res.status, body: text ? JSON.parse(text) : undefined }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type WechatPayStandIn = Awaited<ReturnType<typeof startWechatPayStandIn>>
