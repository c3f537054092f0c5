/** Small HTTP helpers for the server suite (real HTTP against startTestServer). */
import crypto from 'node:crypto'
import type { TestServer } from '../../test/support/server'
import { DEV_SIGN_SECRET } from '../modules/accounts/devDefaults'

export interface Answer<T = any> { status: number; body: T } // eslint-disable-line @typescript-eslint/no-explicit-any

export function client(server: TestServer, token?: string) {
  async function call(method: string, path: string, body?: unknown, form = false): Promise<Answer> {
    const headers: Record<string, string> = {}
    if (token) headers.authorization = `Bearer ${token}`
    let payload: string | undefined
    if (body !== undefined) {
      headers['content-type'] = form ? 'application/x-www-form-urlencoded' : 'application/json'
      payload = form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body)
    }
    const res = await fetch(`${server.apiUrl}${path}`, { method, headers, body: payload })
    const text = await res.text()
    return { status: res.status, body: text ? JSON.parse(text) : undefined }
  }
  /** The `results` of a 2xx answer; any other answer throws, naming the call and the answer (a test's setup steps). */
  async function results<T = any>(method: string, path: string, body?: unknown): Promise<T> { // eslint-disable-line @typescript-eslint/no-explicit-any
    const res = await call(method, path, body)
    if (res.status < 200 || res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(res.body)}`)
    return res.body.results as T
  }
  return {
    results,
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    postForm: (path: string, body: Record<string, string>) => call('POST', path, body, true),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    del: (path: string) => call('DELETE', path),
  }
}

export function signPhone(phone: string, timestamp = Math.floor(Date.now() / 1000), secret = DEV_SIGN_SECRET) {
  return { phone, timestamp, sign: crypto.createHmac('sha256', secret).update(`${phone}.${timestamp}`).digest('hex') }
}

/** Logs in (creating the account on first use) through the signed phone login: no outbox round trip. */
export async function login(server: TestServer, phone: string): Promise<{ token: string; user_id: string; api: ReturnType<typeof client> }> {
  const res = await client(server).post('/tokens/phone/v2', signPhone(phone))
  if (res.status !== 200) throw new Error(`login ${phone}: ${res.status} ${JSON.stringify(res.body)}`)
  return { ...res.body.results, api: client(server, res.body.results.token) }
}

/** The latest code sent to a phone or e-mail (dev outbox). */
export async function latestCode(server: TestServer, to: string): Promise<string> {
  const res = await client(server).get(`/dev/outbox?to=${encodeURIComponent(to)}&limit=1`)
  const match = /\d{6}/.exec(res.body.results[0]?.body ?? '')
  if (!match) throw new Error(`no code in the outbox for ${to}`)
  return match[0]
}

let phoneCounter = 0
/** A fresh mainland mobile number per call (unique across parallel test files). */
export function freshPhone(): string {
  phoneCounter++
  return `17${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`
}
