/**
 * Messages leave the server (issue 14): a verification code by e-mail arrives at a real SMTP server on loopback, in
 * the recipient's language; an e-mail queued while the SMTP server is down is delivered after it comes back, across a
 * server restart; a code by SMS reaches a Tencent Cloud SMS stand-in that checks the TC3-HMAC-SHA256 signature.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { startTestServer, type TestServer } from '../../test/support/server'
import { client, freshPhone } from './helpers'
import { mailTo, startSmtp, until } from './smtpStandIn'

jest.setTimeout(120_000)

const freshEmail = () => `visitor-${crypto.randomBytes(4).toString('hex')}@mail.test`

describe('e-mail through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let server: TestServer
  beforeAll(async () => {
    smtp = await startSmtp()
    server = await startTestServer({ env: { FU_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, FU_MAIL_FROM: '"Innovation Expo" <no-reply@expo.test>' } })
  })
  afterAll(async () => { await server?.stop(); await smtp?.close() })

  it('sends a code e-mail in the recipient\'s language, with a text and an HTML part', async () => {
    const to = freshEmail()
    expect((await client(server).post('/mails/code/v2', { email: to, language: 'ja' })).status).toBe(200)
    const mail = await until('the code e-mail', () => mailTo(smtp.mails, to))
    expect(mail.subject).toBe('認証コード')
    expect(mail.from?.text).toContain('no-reply@expo.test')
    const code = /認証コードは (\d{6}) です/.exec(mail.text ?? '')?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.html).toContain(code)
    expect(mail.html).toContain('lang="ja"')
    // The code it carries signs the visitor in.
    expect((await client(server).post('/tokens/email', { email: to, code })).status).toBe(200)
  })
})

describe('an e-mail queued while the SMTP server is down', () => {
  it('is delivered after it comes back, across a restart of our server', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fu-mail-'))
    // A port nothing listens on yet: take one from the OS and free it.
    const probe = await startSmtp()
    const port = probe.port
    await probe.close()
    const env = { FU_SMTP_URL: `smtp://127.0.0.1:${port}`, FU_MAIL_FROM: 'no-reply@expo.test', FU_MESSAGE_RETRY_SECONDS: '1' }
    const to = freshEmail()
    let first: TestServer | undefined = await startTestServer({ dataDir, env })
    let second: TestServer | undefined
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined
    try {
      expect((await client(first).post('/mails/code/v2', { email: to, language: 'en' })).status).toBe(200)
      // The failed attempt is on record; the message waits.
      await until('a failed attempt', async () => {
        const rows = (await client(first!).get(`/dev/outbox?to=${encodeURIComponent(to)}`)).body.results as { status: string; attempts: number }[]
        return rows.find((r) => r.status === 'pending' && r.attempts >= 1)
      })
      await first.stop({ keepData: true })
      first = undefined
      smtp = await startSmtp(port)
      second = await startTestServer({ dataDir, env })
      const mail = await until('the delayed e-mail', () => mailTo(smtp!.mails, to))
      expect(mail.subject).toBe('Your verification code')
      const rows = (await client(second).get(`/dev/outbox?to=${encodeURIComponent(to)}`)).body.results as { status: string }[]
      expect(rows[0].status).toBe('sent')
    } finally {
      await first?.stop()
      await second?.stop()
      await smtp?.close()
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  })
})

describe('an e-mail that keeps failing', () => {
  it('is marked failed after the last attempt, with its last error, and the log says how many (never to whom)', async () => {
    const probe = await startSmtp()
    const port = probe.port
    await probe.close()
    const server = await startTestServer({
      env: { FU_SMTP_URL: `smtp://127.0.0.1:${port}`, FU_MAIL_FROM: 'no-reply@expo.test', FU_MESSAGE_RETRY_SECONDS: '1', FU_MESSAGE_MAX_ATTEMPTS: '2' },
    })
    try {
      const to = freshEmail()
      expect((await client(server).post('/mails/code/v2', { email: to, language: 'en' })).status).toBe(200)
      const row = await until('the failed status', async () => {
        const rows = (await client(server).get(`/dev/outbox?to=${encodeURIComponent(to)}`)).body.results as { status: string; attempts: number; last_error: string | null }[]
        return rows[0]?.status === 'failed' ? rows[0] : undefined
      }, 60_000)
      expect(row.attempts).toBe(2)
      expect(row.last_error).toMatch(/ECONNREFUSED/)
      await until('the warning', () => /"failed":1[,}].*some messages could not be delivered/.test(server.output()) || undefined)
      expect(server.output()).not.toContain(to)
    } finally {
      await server.stop()
    }
  })
})

/**
 * Tencent Cloud SMS, as its API 3.0 documents it: the stand-in recomputes the TC3-HMAC-SHA256 signature from the
 * request it received (written here from the documentation, independently of server/providers/tencentSms/client.ts).
 */
function tencentStandIn(secretId: string, secretKey: string) {
  const received: { body: Record<string, unknown>; signatureValid: boolean }[] = []
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => { raw += chunk })
    req.on('end', () => {
      const h = (name: string) => String(req.headers[name] ?? '')
      const timestamp = Number(h('x-tc-timestamp'))
      const date = new Date(timestamp * 1000).toISOString().slice(0, 10)
      const hashed = crypto.createHash('sha256').update(raw).digest('hex')
      const canonical = `POST\n/\n\ncontent-type:${h('content-type')}\nhost:${h('host')}\n\ncontent-type;host\n${hashed}`
      const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${crypto.createHash('sha256').update(canonical).digest('hex')}`
      const kDate = crypto.createHmac('sha256', `TC3${secretKey}`).update(date).digest()
      const kService = crypto.createHmac('sha256', kDate).update('sms').digest()
      const kSigning = crypto.createHmac('sha256', kService).update('tc3_request').digest()
      const expected = `TC3-HMAC-SHA256 Credential=${secretId}/${date}/sms/tc3_request, SignedHeaders=content-type;host, Signature=${crypto.createHmac('sha256', kSigning).update(toSign).digest('hex')}`
      const signatureValid = h('authorization') === expected && h('x-tc-action') === 'SendSms' && h('x-tc-version') === '2021-01-11'
      const body = JSON.parse(raw) as Record<string, unknown>
      received.push({ body, signatureValid })
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(signatureValid
        ? { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', PhoneNumber: (body.PhoneNumberSet as string[])[0] }], RequestId: 'r1' } }
        : { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'signature mismatch' }, RequestId: 'r2' } }))
    })
  })
  return { server, received }
}

describe('SMS through Tencent Cloud SMS', () => {
  it('sends the code with the configured template, signed as Tencent checks it', async () => {
    const standIn = tencentStandIn('AKIDtest', 'secret-key-for-tests')
    await new Promise<void>((resolve) => standIn.server.listen(0, '127.0.0.1', resolve))
    const port = (standIn.server.address() as AddressInfo).port
    const server = await startTestServer({
      env: {
        FU_SMS_PROVIDER: 'tencent', FU_TENCENT_SECRET_ID: 'AKIDtest', FU_TENCENT_SECRET_KEY: 'secret-key-for-tests', FU_TENCENT_SMS_APP_ID: '1400000001',
        FU_TENCENT_SMS_SIGN: '创新博览会', FU_TENCENT_SMS_TEMPLATES: 'code:1001,liveReminder:1002,liveMinutes:1003', FU_TENCENT_SMS_ENDPOINT: `http://127.0.0.1:${port}`,
      },
    })
    try {
      const phone = freshPhone()
      expect((await client(server).post('/texts/code/v2', { phone, language: 'zh' })).status).toBe(200)
      const request = await until('the SendSms request', () => standIn.received.find((r) => (r.body.PhoneNumberSet as string[])[0] === `+86${phone}`))
      expect(request.signatureValid).toBe(true)
      expect(request.body).toMatchObject({ SmsSdkAppId: '1400000001', SignName: '创新博览会', TemplateId: '1001' })
      const [code, minutes] = request.body.TemplateParamSet as string[]
      expect(code).toMatch(/^\d{6}$/)
      expect(minutes).toBe('5')
      const rows = await until('the sent status', async () => {
        const found = (await client(server).get(`/dev/outbox?to=${phone}`)).body.results as { status: string }[]
        return found[0]?.status === 'sent' ? found : undefined
      })
      expect(rows[0].status).toBe('sent')
    } finally {
      await server.stop()
      standIn.server.close()
    }
  })
})
