/**
 * WeChat Pay API v3 primitives without a server or the network: the merchant request signature and pay parameters
 * (RSA-SHA256, PKCS#1 v1.5, checked with the public key and by unwrapping the DigestInfo), WeChat's answer and
 * notification signature (freshness, serial), AEAD_AES_256_GCM against a pinned vector, the FU_WXPAY_* configuration,
 * the channels each mode offers, and the channel's refusal of unsigned answers.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ApiError } from '../http/errors'
import { paymentChannels, SandboxChannel } from '../modules/orders/payment'
import { chinaTime, refundNumber, WechatPayChannel } from '../providers/wechatPay/channel'
import { wechatPayConfigFromEnv, type WechatPayConfig } from '../providers/wechatPay/config'
import {
  authorizationHeader, decryptResource, encryptResource, parseAuthorization, payParams, requestMessage, rsaSign, verifyWechatSignature, WechatSignatureError,
} from '../providers/wechatPay/crypto'

const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
/** DER prefix of PKCS#1 v1.5's DigestInfo for SHA-256 (RFC 8017 §9.2). */
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex')

/** An independent check of the scheme: RSA-decrypting the signature yields DigestInfo(SHA-256(message)). */
function pkcs1Sha256(message: string, signature: string): boolean {
  const recovered = crypto.publicDecrypt({ key: merchant.publicKey, padding: crypto.constants.RSA_PKCS1_PADDING }, Buffer.from(signature, 'base64'))
  return recovered.equals(Buffer.concat([SHA256_DIGEST_INFO, crypto.createHash('sha256').update(message).digest()]))
}

describe('merchant signatures', () => {
  test('Authorization header: WECHATPAY2-SHA256-RSA2048 over "METHOD\\nPATH?QUERY\\ntimestamp\\nnonce\\nbody\\n"', () => {
    const body = '{"appid":"wxd678efh567hg6787","amount":{"total":1}}'
    const header = authorizationHeader({ method: 'POST', pathWithQuery: '/v3/pay/transactions/jsapi', body, mchid: '1230000109', serialNo: 'SERIAL01', privateKey: merchant.privateKey, timestamp: 1554208460, nonce: '593BEC0C930BF1AFEB40B4A08C8FB242' })
    const fields = parseAuthorization(header)!
    expect(header.startsWith('WECHATPAY2-SHA256-RSA2048 mchid="1230000109",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="')).toBe(true)
    expect(header.endsWith('",timestamp="1554208460",serial_no="SERIAL01"')).toBe(true)
    expect(fields).toMatchObject({ mchid: '1230000109', nonce_str: '593BEC0C930BF1AFEB40B4A08C8FB242', timestamp: '1554208460', serial_no: 'SERIAL01' })
    const message = `POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n${body}\n`
    expect(requestMessage({ method: 'post', pathWithQuery: '/v3/pay/transactions/jsapi', body, timestamp: 1554208460, nonce: '593BEC0C930BF1AFEB40B4A08C8FB242' })).toBe(message)
    expect(crypto.verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(fields.signature, 'base64'))).toBe(true)
    expect(pkcs1Sha256(message, fields.signature)).toBe(true)
    // PKCS#1 v1.5 is deterministic: the same message, the same signature; another message does not verify.
    expect(rsaSign(merchant.privateKey, message)).toBe(fields.signature)
    expect(crypto.verify('sha256', Buffer.from(message.replace('"total":1', '"total":2')), merchant.publicKey, Buffer.from(fields.signature, 'base64'))).toBe(false)
  })

  test('a GET signs an empty body and the query string; timestamps and nonces are fresh by default', () => {
    const header = authorizationHeader({ method: 'GET', pathWithQuery: '/v3/pay/transactions/out-trade-no/FU1?mchid=1230000109', body: '', mchid: '1230000109', serialNo: 'S', privateKey: merchant.privateKey })
    const fields = parseAuthorization(header)!
    expect(Math.abs(Number(fields.timestamp) - Date.now() / 1000)).toBeLessThan(5)
    expect(fields.nonce_str).toMatch(/^[0-9a-f]{32}$/)
    const message = `GET\n/v3/pay/transactions/out-trade-no/FU1?mchid=1230000109\n${fields.timestamp}\n${fields.nonce_str}\n\n`
    expect(pkcs1Sha256(message, fields.signature)).toBe(true)
    expect(parseAuthorization('Bearer x')).toBeUndefined()
    expect(parseAuthorization('WECHATPAY2-SHA256-RSA2048 mchid="1"')).toBeUndefined()
  })

  test('pay parameters: package prepay_id=…, signType RSA, paySign over "appId\\ntimeStamp\\nnonceStr\\npackage\\n"', () => {
    const params = payParams({ appId: 'wx8888888888888888', prepayId: 'wx201410272009395522657a690389285100', privateKey: merchant.privateKey, timestamp: 1414561699, nonce: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS' })
    expect(params).toEqual({ appId: 'wx8888888888888888', timeStamp: '1414561699', nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS', package: 'prepay_id=wx201410272009395522657a690389285100', signType: 'RSA', paySign: expect.any(String) })
    const message = 'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n'
    expect(crypto.verify('sha256', Buffer.from(message), merchant.publicKey, Buffer.from(params.paySign, 'base64'))).toBe(true)
    expect(pkcs1Sha256(message, params.paySign)).toBe(true)
  })
})

describe("WeChat Pay's signatures", () => {
  const body = '{"prepay_id":"wx26112221580621e9b071c00d9e093b0000"}'
  const now = 1_700_000_000
  const sign = (timestamp: number, key = platform.privateKey) => ({
    timestamp: String(timestamp), nonce: 'c5ac7061fccab6bf3e254dcf98995b8c', serial: 'PUB_KEY_ID_0114232134912410000000000000',
    signature: crypto.sign('sha256', Buffer.from(`${timestamp}\nc5ac7061fccab6bf3e254dcf98995b8c\n${body}\n`), key).toString('base64'),
  })
  const key = { publicKey: platform.publicKey, serial: 'PUB_KEY_ID_0114232134912410000000000000' }

  test('verify over "timestamp\\nnonce\\nbody\\n" with the platform public key, within 5 minutes', () => {
    expect(() => verifyWechatSignature(sign(now), body, key, now)).not.toThrow()
    expect(() => verifyWechatSignature(sign(now - 300), body, key, now)).not.toThrow()
    expect(() => verifyWechatSignature(sign(now + 300), body, key, now)).not.toThrow()
    expect(() => verifyWechatSignature(sign(now), body, { publicKey: platform.publicKey }, now)).not.toThrow()
  })

  test.each([
    ['stale', () => verifyWechatSignature(sign(now - 301), body, key, now), /5 minutes/],
    ['from the future', () => verifyWechatSignature(sign(now + 301), body, key, now), /5 minutes/],
    ['another serial', () => verifyWechatSignature({ ...sign(now), serial: 'PUB_KEY_ID_OTHER' }, body, key, now), /Wechatpay-Serial/],
    ['another key', () => verifyWechatSignature(sign(now, merchant.privateKey), body, key, now), /does not verify/],
    ['a changed body', () => verifyWechatSignature(sign(now), body.replace('wx26', 'wx27'), key, now), /does not verify/],
    ['no signature', () => verifyWechatSignature({ ...sign(now), signature: undefined }, body, key, now), /required/],
    ['garbage signature', () => verifyWechatSignature({ ...sign(now), signature: 'WECHATPAY/SIGNTEST/' }, body, key, now), /does not verify/],
  ])('refused: %s', (_what, check, message) => {
    expect(check).toThrow(WechatSignatureError)
    expect(check).toThrow(message)
  })
})

describe('AEAD_AES_256_GCM', () => {
  // Computed once with Node's aes-256-gcm and pinned: key, nonce and associated data as WeChat sends them (text).
  const apiV3Key = Buffer.from('0123456789abcdef0123456789abcdef')
  const resource = {
    algorithm: 'AEAD_AES_256_GCM', nonce: 'fu-nonce-001', associated_data: 'transaction', original_type: 'transaction',
    ciphertext: 'LlDCHkSVSJeU8jfX6s2sY7MdoP3t79jA7Eiyt1DB6eiy5v471MFRK+Rbwf34RNvtj1b2Ts0zodsrdcxQpwpqcUZP12+VNOz4hWpdZO2uVHzmvPq+nEsiIsjlZ8VXqXR7QfXVs8cXl9A=',
  }
  const plaintext = '{"out_trade_no":"FU202401010000000001","trade_state":"SUCCESS","amount":{"total":39900}}'

  test('the pinned vector decrypts, and encrypting gives it back (ciphertext with the 16-byte tag at its end)', () => {
    expect(decryptResource(resource, apiV3Key)).toBe(plaintext)
    expect(encryptResource(plaintext, apiV3Key, 'fu-nonce-001', 'transaction').ciphertext).toBe(resource.ciphertext)
    expect(Buffer.from(resource.ciphertext, 'base64')).toHaveLength(Buffer.byteLength(plaintext) + 16)
  })

  test('a changed ciphertext, tag, nonce or associated data, or another key, fails', () => {
    const bytes = Buffer.from(resource.ciphertext, 'base64')
    const flipped = (i: number) => { const b = Buffer.from(bytes); b[i] ^= 1; return b.toString('base64') }
    expect(() => decryptResource({ ...resource, ciphertext: flipped(0) }, apiV3Key)).toThrow()
    expect(() => decryptResource({ ...resource, ciphertext: flipped(bytes.length - 1) }, apiV3Key)).toThrow()
    expect(() => decryptResource({ ...resource, nonce: 'fu-nonce-002' }, apiV3Key)).toThrow()
    expect(() => decryptResource({ ...resource, associated_data: 'refund' }, apiV3Key)).toThrow()
    expect(() => decryptResource(resource, Buffer.from('0123456789abcdef0123456789abcdeF'))).toThrow()
    expect(() => decryptResource({ ...resource, algorithm: 'AEAD_SM4_GCM' }, apiV3Key)).toThrow(/unsupported/)
    expect(() => decryptResource({ ...resource, ciphertext: bytes.subarray(0, 16).toString('base64') }, apiV3Key)).toThrow(/too short/)
  })
})

describe('configuration', () => {
  let dir: string
  const env = (extra: Record<string, string> = {}): Record<string, string> => ({
    FU_WXPAY_MCHID: '1230000109', FU_WXPAY_SERIAL_NO: 'SERIAL01', FU_WXPAY_PRIVATE_KEY_PATH: path.join(dir, 'key.pem'),
    FU_WXPAY_APIV3_KEY: '0123456789abcdef0123456789abcdef', FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH: path.join(dir, 'pub.pem'),
    FU_WXPAY_APPID: 'wx8888888888888888', FU_WXPAY_NOTIFY_URL: 'https://example.test/fu/api/payments/wechat/notify', ...extra,
  })
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fu-wxpay-config-'))
    fs.writeFileSync(path.join(dir, 'key.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string)
    fs.writeFileSync(path.join(dir, 'pub.pem'), platform.publicKey.export({ type: 'spki', format: 'pem' }) as string)
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  test('nothing set: no WeChat Pay; everything set: read with its defaults', () => {
    expect(wechatPayConfigFromEnv({})).toBeUndefined()
    expect(wechatPayConfigFromEnv({ FU_WXPAY_BASE_URL: 'http://127.0.0.1:1' })).toBeUndefined()
    const config = wechatPayConfigFromEnv(env())!
    expect(config).toMatchObject({ mchid: '1230000109', serialNo: 'SERIAL01', appId: 'wx8888888888888888', baseUrl: 'https://api.mch.weixin.qq.com', timeoutMs: 10_000, platformSerial: undefined })
    expect(config.apiV3Key.equals(Buffer.from('0123456789abcdef0123456789abcdef'))).toBe(true)
    expect(config.privateKey.type).toBe('private')
    expect(config.platformPublicKey.export({ type: 'spki', format: 'pem' })).toBe(platform.publicKey.export({ type: 'spki', format: 'pem' }))
    expect(wechatPayConfigFromEnv(env({ FU_WXPAY_BASE_URL: 'http://127.0.0.1:9/', FU_WXPAY_TIMEOUT_MS: '2500', FU_WXPAY_PLATFORM_SERIAL: 'PUB_KEY_ID_1' })))
      .toMatchObject({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 2500, platformSerial: 'PUB_KEY_ID_1' })
  })

  test.each([
    [{ FU_WXPAY_MCHID: '' }, /half-configured: set FU_WXPAY_MCHID/],
    [{ FU_WXPAY_APIV3_KEY: 'short' }, /32-character APIv3 key/],
    [{ FU_WXPAY_PRIVATE_KEY_PATH: '/nonexistent/key.pem' }, /FU_WXPAY_PRIVATE_KEY_PATH: cannot read/],
    [{ FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH: __filename }, /FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH: not a PEM/],
    [{ FU_WXPAY_NOTIFY_URL: '/fu/api/payments/wechat/notify' }, /FU_WXPAY_NOTIFY_URL must be an absolute/],
    [{ FU_WXPAY_TIMEOUT_MS: 'soon' }, /FU_WXPAY_TIMEOUT_MS/],
  ])('refused: %j', (extra, message) => {
    expect(() => wechatPayConfigFromEnv(env(extra))).toThrow(message)
  })

  test('channels by mode: the sandbox only in development, WeChat Pay only when configured', () => {
    const config = wechatPayConfigFromEnv(env())!
    expect(Object.keys(paymentChannels({ dev: true }))).toEqual(['sandbox'])
    expect(Object.keys(paymentChannels({ dev: true, wechatPay: config }))).toEqual(['sandbox', 'wechat'])
    expect(Object.keys(paymentChannels({ dev: false }))).toEqual([])
    const production = paymentChannels({ dev: false, wechatPay: config })
    expect(Object.keys(production)).toEqual(['wechat'])
    expect(production.wechat).toBeInstanceOf(WechatPayChannel)
    expect(paymentChannels({ dev: true }).sandbox).toBeInstanceOf(SandboxChannel)
  })
})

describe('the channel against fake answers', () => {
  const config: WechatPayConfig = {
    mchid: '1230000109', serialNo: 'SERIAL01', privateKey: merchant.privateKey, apiV3Key: Buffer.from('0123456789abcdef0123456789abcdef'),
    platformPublicKey: platform.publicKey, platformSerial: 'PUB_KEY_ID_1', appId: 'wx8888888888888888',
    notifyUrl: 'https://example.test/fu/api/payments/wechat/notify', baseUrl: 'https://api.example.test/prefix', timeoutMs: 1000,
  }
  const signedAnswer = (status: number, data: unknown, key = platform.privateKey) => {
    const body = JSON.stringify(data)
    const timestamp = String(Math.floor(Date.now() / 1000))
    const signature = crypto.sign('sha256', Buffer.from(`${timestamp}\nnonce1\n${body}\n`), key).toString('base64')
    return new Response(body, { status, headers: { 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': 'nonce1', 'wechatpay-signature': signature, 'wechatpay-serial': 'PUB_KEY_ID_1' } })
  }
  const charge = { orderId: 'o1', orderNumber: 'FU1', amount: 100, description: 'x', userId: 'u1', openid: async () => 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }

  test('prepay is signed over the full path (base URL prefix included) and answers the pay parameters', async () => {
    const seen: { url: string; authorization: string; body: string }[] = []
    const channel = new WechatPayChannel(config, (async (url: URL, init: RequestInit) => {
      seen.push({ url: String(url), authorization: (init.headers as Record<string, string>).authorization, body: String(init.body) })
      return signedAnswer(200, { prepay_id: 'wx123' })
    }) as unknown as typeof fetch)
    const result = await channel.charge({ ...charge, expiresAt: 1_700_000_000 })
    expect(result).toMatchObject({ status: 'pending', transactionId: 'wx123', clientParams: { appId: config.appId, package: 'prepay_id=wx123', signType: 'RSA' } })
    expect(seen[0].url).toBe('https://api.example.test/prefix/v3/pay/transactions/jsapi')
    const fields = parseAuthorization(seen[0].authorization)!
    expect(pkcs1Sha256(`POST\n/prefix/v3/pay/transactions/jsapi\n${fields.timestamp}\n${fields.nonce_str}\n${seen[0].body}\n`, fields.signature)).toBe(true)
    expect(JSON.parse(seen[0].body)).toMatchObject({ time_expire: '2023-11-15T06:13:20+08:00', payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' } })
  })

  test('an answer not signed by WeChat Pay, an unreachable WeChat and an error answer are 502s; no openid is a 400', async () => {
    const forged = new WechatPayChannel(config, (async () => signedAnswer(200, { prepay_id: 'wx123' }, merchant.privateKey)) as unknown as typeof fetch)
    await expect(forged.charge(charge)).rejects.toMatchObject({ status: 502, code: 4400, message: expect.stringContaining('not signed by WeChat Pay') })
    const down = new WechatPayChannel(config, (async () => { throw new TypeError('fetch failed') }) as unknown as typeof fetch)
    await expect(down.charge(charge)).rejects.toMatchObject({ status: 502, message: 'payment request failed: WeChat Pay could not be reached (fetch failed)' })
    const refusing = new WechatPayChannel(config, (async () => new Response('{"code":"PARAM_ERROR","message":"bad"}', { status: 400 })) as unknown as typeof fetch)
    await expect(refusing.refund('4200', 100)).rejects.toMatchObject({ status: 502, message: 'refund failed: WeChat Pay answered PARAM_ERROR: bad' })
    await expect(refusing.charge({ ...charge, openid: async () => undefined })).rejects.toBeInstanceOf(ApiError)
    await expect(refusing.charge({ ...charge, openid: async () => undefined })).rejects.toMatchObject({ status: 400, code: 4264 })
  })

  test('query: ORDER_NOT_EXIST is NOTPAY; SUCCESS of ours is a confirmed payment; refund numbers are derived from the transaction', async () => {
    const missing = new WechatPayChannel(config, (async () => new Response('{"code":"ORDER_NOT_EXIST","message":"no"}', { status: 404 })) as unknown as typeof fetch)
    expect(await missing.query('FU1')).toEqual({ state: 'NOTPAY' })
    const paid = new WechatPayChannel(config, (async () => signedAnswer(200, { appid: config.appId, mchid: config.mchid, out_trade_no: 'FU1', transaction_id: '4200001', trade_state: 'SUCCESS', amount: { total: 100, currency: 'CNY' } })) as unknown as typeof fetch)
    expect(await paid.query('FU1')).toEqual({ state: 'SUCCESS', paid: { orderNumber: 'FU1', transactionId: '4200001', amount: 100 } })
    expect(refundNumber('4200001')).toBe('R4200001')
    expect(chinaTime(0)).toBe('1970-01-01T08:00:00+08:00')
  })
})
