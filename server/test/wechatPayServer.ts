/**
 * A test server configured for WeChat Pay (FU_WXPAY_*) against the local API v3 stand-in (wechatPayStandIn.ts), with
 * a fresh merchant key pair; `notifyUrl` is the server's own notification address (WeChat would call FU_WXPAY_NOTIFY_URL).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startTestServer } from '../../test/support/server'
import { startWechatPayStandIn } from './wechatPayStandIn'

export const WXPAY_MCHID = '1900000109'
export const WXPAY_APPID = 'wx-mini-test-appid'

export async function startWechatPayServer() {
  const merchant = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
  const standIn = await startWechatPayStandIn({ mchid: WXPAY_MCHID, merchantSerial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', merchantPublicKey: merchant.publicKey, apiV3Key: 'a7cde1f5b2e94d1c8f3a6b0e9d2c4f81' })
  const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fu-wxpay-'))
  fs.writeFileSync(path.join(keyDir, 'apiclient_key.pem'), merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }) as string, { mode: 0o600 })
  fs.writeFileSync(path.join(keyDir, 'wechatpay_public_key.pem'), standIn.platformPublicKeyPem)
  const server = await startTestServer({
    env: {
      FU_WXPAY_MCHID: WXPAY_MCHID,
      FU_WXPAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
      FU_WXPAY_PRIVATE_KEY_PATH: path.join(keyDir, 'apiclient_key.pem'),
      FU_WXPAY_APIV3_KEY: 'a7cde1f5b2e94d1c8f3a6b0e9d2c4f81',
      FU_WXPAY_PLATFORM_PUBLIC_KEY_PATH: path.join(keyDir, 'wechatpay_public_key.pem'),
      FU_WXPAY_PLATFORM_SERIAL: standIn.platformSerial,
      FU_WXPAY_APPID: WXPAY_APPID,
      FU_WXPAY_NOTIFY_URL: 'https://events.example.test/fu/api/payments/wechat/notify',
      FU_WXPAY_BASE_URL: standIn.baseUrl,
      FU_WXPAY_TIMEOUT_MS: '5000',
    },
  })
  return {
    merchant, standIn, server, notifyUrl: `${server.apiUrl}/payments/wechat/notify`,
    async stop() {
      await server.stop()
      await standIn.close()
      fs.rmSync(keyDir, { recursive: true, force: true })
    },
  }
}
