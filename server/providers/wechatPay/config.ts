/**
 * WeChat Pay's configuration from the environment (server/README.md "Environment"). Nothing set: no WeChat channel.
 * Some set but not all: the server refuses to start, naming what is missing, rather than run half-configured.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'

export interface WechatPayConfig {
  /** Merchant id (商户号). */
  mchid: string
  /** Serial number of the merchant API certificate whose private key signs our requests. */
  serialNo: string
  privateKey: crypto.KeyObject
  /** The 32-byte APIv3 key that encrypts notifications' resources. */
  apiV3Key: Buffer
  /** WeChat Pay's public key (or platform certificate's key): checks answers and notifications. */
  platformPublicKey: crypto.KeyObject
  /** Its serial (PUB_KEY_ID_… or the certificate's): signed answers naming another are refused. */
  platformSerial?: string
  /** The mini-program's (or official account's) app id the payments are made in. */
  appId: string
  /** Where WeChat sends payment notifications: https://<host>/fu/api/payments/wechat/notify. */
  notifyUrl: string
  /** https://api.mch.weixin.qq.com, or a stand-in in tests. */
  baseUrl: string
  /** Per request to WeChat, in milliseconds. */
  timeoutMs: number
}

export const WECHAT_PAY_BASE_URL = 'https://api.mch.weixin.qq.com'
const DEFAULT_TIMEOUT_MS = 10_000

const REQUIRED = {
  mchid: 'FU_WXPAY_MCHID',
  serialNo: 'FU_WXPAY_SERIAL_NO',
  privateKeyPath: 'FU_WXPAY_PRIVATE_KEY_PATH',
  apiV3Key: 'FU_WXPAY_APIV3_KEY',
  platformPublicKeyPath: 'FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH',
  appId: 'FU_WXPAY_APPID',
  notifyUrl: 'FU_WXPAY_NOTIFY_URL',
} as const

function readKeyFile(variable: string, file: string): string {
  try {
    return fs.readFileSync(file, 'utf8')
  } catch (err) {
    throw new Error(`${variable}: cannot read ${file} (${(err as Error).message})`)
  }
}

/** A PEM public key or a PEM platform certificate (its key and serial). */
function platformKey(pem: string, variable: string): { key: crypto.KeyObject; certificateSerial?: string } {
  try {
    if (pem.includes('BEGIN CERTIFICATE')) {
      const certificate = new crypto.X509Certificate(pem)
      return { key: certificate.publicKey, certificateSerial: certificate.serialNumber.toUpperCase() }
    }
    return { key: crypto.createPublicKey(pem) }
  } catch (err) {
    throw new Error(`${variable}: not a PEM public key or certificate (${(err as Error).message})`)
  }
}

/** Reads FU_WXPAY_*; undefined when none of the required ones is set. Throws when the configuration is incomplete or wrong. */
export function wechatPayConfigFromEnv(env: Record<string, string | undefined> = process.env): WechatPayConfig | undefined {
  const value = (name: string) => env[name]?.trim() || undefined
  const given = Object.values(REQUIRED).filter((name) => value(name))
  if (!given.length) return undefined
  const missing = Object.values(REQUIRED).filter((name) => !value(name))
  if (missing.length) throw new Error(`WeChat Pay is half-configured: set ${missing.join(', ')} too (or none of FU_WXPAY_*)`)

  let privateKey: crypto.KeyObject
  try {
    privateKey = crypto.createPrivateKey(readKeyFile(REQUIRED.privateKeyPath, value(REQUIRED.privateKeyPath)!))
  } catch (err) {
    throw new Error(`${REQUIRED.privateKeyPath}: ${(err as Error).message}`)
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new Error(`${REQUIRED.privateKeyPath}: the merchant key must be an RSA private key`)
  const platform = platformKey(readKeyFile(REQUIRED.platformPublicKeyPath, value(REQUIRED.platformPublicKeyPath)!), REQUIRED.platformPublicKeyPath)
  if (platform.key.asymmetricKeyType !== 'rsa') throw new Error(`${REQUIRED.platformPublicKeyPath}: WeChat Pay's key must be an RSA public key`)

  const apiV3Key = Buffer.from(value(REQUIRED.apiV3Key)!, 'utf8')
  if (apiV3Key.length !== 32) throw new Error(`${REQUIRED.apiV3Key} must be the 32-character APIv3 key`)

  const notifyUrl = value(REQUIRED.notifyUrl)!
  if (!/^https?:\/\/[^\s/]+\/\S*$/i.test(notifyUrl)) throw new Error(`${REQUIRED.notifyUrl} must be an absolute http(s) address (WeChat requires https)`)
  const baseUrl = (value('FU_WXPAY_BASE_URL') ?? WECHAT_PAY_BASE_URL).replace(/\/+$/, '')
  if (!/^https?:\/\/\S+$/i.test(baseUrl)) throw new Error('FU_WXPAY_BASE_URL must be an http(s) address')
  const timeout = value('FU_WXPAY_TIMEOUT_MS')
  const timeoutMs = timeout === undefined ? DEFAULT_TIMEOUT_MS : Number(timeout)
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 120_000) throw new Error(`FU_WXPAY_TIMEOUT_MS must be milliseconds between 100 and 120000, not "${timeout}"`)

  return {
    mchid: value(REQUIRED.mchid)!,
    serialNo: value(REQUIRED.serialNo)!,
    privateKey,
    apiV3Key,
    platformPublicKey: platform.key,
    platformSerial: value('FU_WXPAY_PLATFORM_SERIAL') ?? platform.certificateSerial,
    appId: value(REQUIRED.appId)!,
    notifyUrl,
    baseUrl,
    timeoutMs,
  }
}
