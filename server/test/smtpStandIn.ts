/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed (`mailparser`), for
 * tests that prove an e-mail left the server: `startSmtp()` on a free port, `startSmtp(port)` to come back on one.
 */
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface SmtpStandIn { port: number; mails: ParsedMail[]; close(): Promise<void> }

export async function startSmtp(port = 0): Promise<SmtpStandIn> {
  const mails: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false,
    onData(stream, _session, done) { simpleParser(stream).then((mail) => { mails.push(mail); done() }, done) },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port: (server.server.address() as AddressInfo).port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) }
}

/** The first mail addressed to `to`, if any arrived. */
export const mailTo = (mails: ParsedMail[], to: string) => mails.find((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(to)))

/** Polls `probe` every 100 ms until it gives something, or fails after `ms`. */
export async function until<T>(what: string, probe: () => T | undefined | Promise<T | undefined>, ms = 30_000): Promise<T> {
  const end = Date.now() + ms
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
