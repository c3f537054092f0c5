/**
 * The client against the real reference server: a fake platform whose transport is real HTTP (fetch),
 * recording every exchange, and a RootStore that installs the http hooks as the app does.
 */
import type { TransportRequest } from '@/platform'
import { setPlatformForTesting } from '@/platform'
import { resetHttpStateForTesting } from '@/api/http'
import { resetHttpHooks } from '@/api/hooks'
import crypto from 'node:crypto'
import type { TokenResponse } from '@fu-types/entities'
import { sendPhoneCode, loginWithPhone } from '@/api/auth'
import { loginWithSignedPhone } from './serverCalls'
import { DEV_SIGN_SECRET } from '../../../server/modules/accounts/devDefaults'
import { RootStore, type RootStoreOptions } from '@/stores/RootStore'
import { fakePlatform, fetchTransport } from '../../support/fakePlatform'
import { fetchStream } from '@/platform/stream'
import type { TestServer } from '../../support/server'

export { SEED_IDS, BLACKLISTED_EMAIL } from '../../../server/seed/ids'

export interface Harness {
  platform: ReturnType<typeof fakePlatform>
  sent: TransportRequest[]
  root: RootStore
}

/** A fresh platform, store tree and request log on the given server. */
export function connect(server: TestServer, options: RootStoreOptions = {}): Harness {
  resetHttpStateForTesting()
  resetHttpHooks()
  const sent: TransportRequest[] = []
  const platform = fakePlatform({
    apiBase: server.apiUrl,
    request: req => { sent.push(req); return fetchTransport(req) },
    stream: req => { sent.push(req); return fetchStream(req) },
  })
  setPlatformForTesting(platform)
  const root = new RootStore(platform, { queryLanguage: 'en', ...options })
  return { platform, sent, root }
}

let phoneSerial = 0
/** A mainland mobile number no other test uses (the server allows one code per number per minute). */
export function freshPhone(): string {
  phoneSerial += 1
  return `139${String((Date.now() * 10 + phoneSerial) % 1e8).padStart(8, '0')}`
}

/** The latest code the server "sent" to a phone or e-mail, read from the dev outbox. */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const response = await fetch(`${server.apiUrl}/dev/outbox?to=${encodeURIComponent(to)}&limit=1`)
  const { results } = (await response.json()) as { results: { body: string }[] }
  const match = /(\d{6})/.exec(results[0]?.body ?? '')
  if (!match) throw new Error(`no code in the outbox for ${to}`)
  return match[1]
}

/** Logs a new user in through the client's own calls and the session store. */
export async function loginNewUser(server: TestServer, harness: Harness): Promise<string> {
  const phone = freshPhone()
  await sendPhoneCode({ phone })
  const code = await latestCode(server, phone)
  await harness.root.session.login(await loginWithPhone({ phone, code }))
  return phone
}

/**
 * Signs a phone in (a seeded account, or a new one) through the client's signed phone login (/tokens/phone/v2,
 * HMAC with the development secret: server/README.md), then into the session; no code round trip or rate limit.
 * Keep the answer to switch back to this person later with `harness.root.session.login(answer)`.
 */
export async function loginAs(harness: Harness, phone: string = freshPhone()): Promise<TokenResponse> {
  const timestamp = Math.floor(Date.now() / 1000)
  const sign = crypto.createHmac('sha256', DEV_SIGN_SECRET).update(`${phone}.${timestamp}`).digest('hex')
  const answer = await loginWithSignedPhone({ phone, timestamp, sign })
  await harness.root.session.login(answer)
  return answer
}

/** Whether a promise is still pending after the server has had time to answer. */
export async function staysPending(promise: Promise<unknown>, ms = 300): Promise<boolean> {
  let settled = false
  promise.then(() => { settled = true }, () => { settled = true })
  await new Promise(resolve => setTimeout(resolve, ms))
  return !settled
}

export const headersOf = (sent: TransportRequest[], path: string) =>
  sent.filter(r => new URL(r.url).pathname.endsWith(path)).map(r => r.headers)

export const formOf = (req: TransportRequest | undefined) => Object.fromEntries(new URLSearchParams(req?.body ?? ''))
