/**
 * SMS through Tencent Cloud SMS (API 3.0, action SendSms, version 2021-01-11), signed with TC3-HMAC-SHA256 as its
 * "Signature v3" documents. Tencent sends registered templates only, so each message kind maps to a template id:
 *   FU_SMS_PROVIDER=tencent, FU_TENCENT_SECRET_ID, FU_TENCENT_SECRET_KEY, FU_TENCENT_SMS_APP_ID, FU_TENCENT_SMS_SIGN,
 *   FU_TENCENT_SMS_TEMPLATES=code:1234567,liveReminder:2345678,liveMinutes:3456789,
 *   FU_TENCENT_SMS_REGION (default ap-guangzhou), FU_TENCENT_SMS_ENDPOINT (default https://sms.tencentcloudapi.com).
 * The signer is shared with the other Tencent Cloud clients (providers/tencentCloud/api.ts).
 */
import { tc3Authorization } from '../tencentCloud/api'
import type { MessageProvider, QueuedMessage } from '../messages/provider'

export interface TencentSmsConfig {
  secretId: string
  secretKey: string
  appId: string
  signName: string
  templates: Record<string, string>
  region: string
  endpoint: string
}

export function tencentSmsConfigFromEnv(env: NodeJS.ProcessEnv = process.env): TencentSmsConfig | null {
  if (env.FU_SMS_PROVIDER !== 'tencent') {
    if (env.FU_SMS_PROVIDER) throw new Error(`FU_SMS_PROVIDER "${env.FU_SMS_PROVIDER}" is not known (tencent is)`)
    return null
  }
  const need = (name: string) => {
    const value = env[name]?.trim()
    if (!value) throw new Error(`${name} must be set when FU_SMS_PROVIDER=tencent`)
    return value
  }
  const templates = Object.fromEntries(need('FU_TENCENT_SMS_TEMPLATES').split(',').map(pair => pair.split(':').map(s => s.trim())))
  return {
    secretId: need('FU_TENCENT_SECRET_ID'), secretKey: need('FU_TENCENT_SECRET_KEY'), appId: need('FU_TENCENT_SMS_APP_ID'),
    signName: need('FU_TENCENT_SMS_SIGN'), templates,
    region: env.FU_TENCENT_SMS_REGION?.trim() || 'ap-guangzhou',
    endpoint: env.FU_TENCENT_SMS_ENDPOINT?.trim() || 'https://sms.tencentcloudapi.com',
  }
}

interface SendSmsResponse {
  Response?: { Error?: { Code: string; Message: string }; SendStatusSet?: { Code: string; Message: string; PhoneNumber: string }[] }
}

export function tencentSmsProvider(config: TencentSmsConfig, now: () => number = () => Math.floor(Date.now() / 1000)): MessageProvider {
  const url = new URL(config.endpoint)
  return {
    async send(message: QueuedMessage) {
      const templateId = message.template ? config.templates[message.template] : undefined
      if (!templateId) throw new Error(`no Tencent SMS template is configured for "${message.template ?? 'free text'}"`)
      // Mainland numbers are stored without the country code; Tencent wants E.164.
      const phone = message.to.startsWith('+') ? message.to : `+86${message.to}`
      const payload = JSON.stringify({
        PhoneNumberSet: [phone], SmsSdkAppId: config.appId, SignName: config.signName, TemplateId: templateId, TemplateParamSet: message.params ?? [],
      })
      const contentType = 'application/json; charset=utf-8'
      const timestamp = now()
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': contentType,
          authorization: tc3Authorization({ secretId: config.secretId, secretKey: config.secretKey, service: 'sms', host: url.host, timestamp, payload, contentType }),
          'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11', 'x-tc-timestamp': String(timestamp), 'x-tc-region': config.region,
        },
        body: payload,
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await res.json().catch(() => ({}))) as SendSmsResponse
      const error = body.Response?.Error
      if (!res.ok || error) throw new Error(`Tencent SMS refused: ${error?.Code ?? res.status} ${error?.Message ?? ''}`.trim())
      const status = body.Response?.SendStatusSet?.[0]
      if (status?.Code !== 'Ok') throw new Error(`Tencent SMS did not send: ${status?.Code ?? 'no status'} ${status?.Message ?? ''}`.trim())
    },
  }
}
