/**
 * Signing in on the login screen as a person does: the phone, the agreement, "send code", the code from the
 * development outbox, "sign in". The e2e servers resend codes after 1 s (test/e2e/setup.ts), so the seeded phones
 * can sign in several times in one file; the newest message is awaited so an earlier code is never reused.
 */
import type { Page } from 'playwright-core'
import type { LanguageCode } from '@fu-types/entities'
import { translate } from '@/i18n/complete'
import type { TestServer } from '../support/server'

const lastAsked = new Map<string, number>()

/** The code in the newest development outbox message to `phone`, waiting up to 10 s for one. */
export async function outboxCode(server: TestServer, phone: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const code = /(\d{6})/.exec((await latestMessage(server, phone))?.body ?? '')?.[1]
    if (code) return code
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  throw new Error(`no code for ${phone} in the outbox`)
}

async function latestMessage(server: TestServer, phone: string): Promise<{ _id: string; body?: string } | undefined> {
  const res = await fetch(`${server.apiUrl}/dev/outbox?to=${encodeURIComponent(phone)}&limit=1`)
  return ((await res.json()) as { results: { _id: string; body?: string }[] }).results[0]
}

export async function signInOnPage(page: Page, server: TestServer, phone: string, language: LanguageCode = 'en'): Promise<void> {
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key)
  // One code per phone a second (the e2e resend window).
  const wait = (lastAsked.get(phone) ?? 0) + 1_100 - Date.now()
  if (wait > 0) await new Promise(resolve => setTimeout(resolve, wait))
  await page.getByLabel(t('login.phone.label'), { exact: true }).fill(phone)
  await page.getByRole('checkbox').first().click()
  const before = (await latestMessage(server, phone))?._id
  await page.getByRole('button', { name: t('login.sendCode') }).click()
  lastAsked.set(phone, Date.now())
  let code: string | undefined
  for (let i = 0; i < 100 && !code; i++) {
    const message = await latestMessage(server, phone)
    if (message && message._id !== before) code = /(\d{6})/.exec(message.body ?? '')?.[1]
    if (!code) await new Promise(resolve => setTimeout(resolve, 200))
  }
  if (!code) throw new Error(`no new code for ${phone} in the outbox`)
  await page.getByLabel(t('login.code.label'), { exact: true }).fill(code)
  await page.getByRole('button', { name: t('login.submit'), exact: true }).click()
}
