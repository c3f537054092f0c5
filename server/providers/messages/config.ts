/** The message providers this server is configured for (server/README.md lists the variables). */
import type { MessageProviders } from './provider'
import { smtpConfigFromEnv, smtpProvider } from '../smtp/client'
import { tencentSmsConfigFromEnv, tencentSmsProvider } from '../tencentSms/client'

export function messageProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): MessageProviders {
  const smtp = smtpConfigFromEnv(env)
  const sms = tencentSmsConfigFromEnv(env)
  return {
    ...(smtp ? { mail: smtpProvider(smtp) } : {}),
    ...(sms ? { sms: tencentSmsProvider(sms) } : {}),
  }
}
