/** The message providers this server is configured for (server/README.md lists the variables). */
import type { MessageProviders } from './providers'
import { smtpConfigFromEnv, smtpProvider } from './smtp'
import { tencentSmsConfigFromEnv, tencentSmsProvider } from './tencentSms'

export function messageProvidersFromEnv(env: NodeJS.ProcessEnv = process.env): MessageProviders {
  const smtp = smtpConfigFromEnv(env)
  const sms = tencentSmsConfigFromEnv(env)
  return {
    ...(smtp ? { mail: smtpProvider(smtp) } : {}),
    ...(sms ? { sms: tencentSmsProvider(sms) } : {}),
  }
}
