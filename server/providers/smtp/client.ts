/**
 * E-mail through SMTP with nodemailer: FU_SMTP_URL (`smtp://user:pass@host:587`, `smtps://…:465`) and FU_MAIL_FROM
 * (`"Innovation Expo" <no-reply@example.com>`). Without FU_SMTP_URL there is no mail provider (development outbox).
 */
import nodemailer from 'nodemailer'
import type { MessageProvider, QueuedMessage } from '../messages/provider'

export interface SmtpConfig { url: string; from: string }

export function smtpConfigFromEnv(env: NodeJS.ProcessEnv = process.env): SmtpConfig | null {
  const url = env.FU_SMTP_URL?.trim()
  if (!url) return null
  if (!/^smtps?:\/\//.test(url)) throw new Error('FU_SMTP_URL must start with smtp:// or smtps://')
  const from = env.FU_MAIL_FROM?.trim()
  if (!from) throw new Error('FU_MAIL_FROM must be set when FU_SMTP_URL is (the sender of every e-mail)')
  return { url, from }
}

export function smtpProvider(config: SmtpConfig): MessageProvider & { close(): void } {
  const url = new URL(config.url)
  const secure = url.protocol === 'smtps:'
  const transport = nodemailer.createTransport({
    host: url.hostname, port: Number(url.port) || (secure ? 465 : 587), secure,
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    // Timeouts so a dead SMTP server fails the attempt (and the queue retries) instead of holding it for minutes.
    connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000,
  })
  return {
    async send(message: QueuedMessage) {
      await transport.sendMail({
        from: config.from, to: message.to, subject: message.subject ?? '', text: message.body, html: message.html ?? undefined,
      })
    },
    close: () => transport.close(),
  }
}
