import type { LanguageCode } from '@fu-types/entities'
import type { CoreMessageKey } from '@/core/messages'
import zh, { type Catalogue, type MessageKey as TextKey } from './zh'
import en from './en'
import ja from './ja'
import ko from './ko'
import { routeTitles, type RouteTitleKey } from './routeTitles'
import activity from './areas/activity'
import registration from './areas/registration'
import tickets from './areas/tickets'
import home from './areas/home'
import account from './areas/account'
import invoice from './areas/invoice'
import webview from './areas/webview'
import native from './areas/native'
import news from './areas/news'
import live from './areas/live'
import festival from './areas/festival'
import shell from './areas/shell'
import exhibit from './areas/exhibit'
import agenda from './areas/agenda'
import demand from './areas/demand'
import my from './areas/my'
import reception from './areas/reception'
import vote from './areas/vote'
import appointment from './areas/appointment'
import connection from './areas/connection'
import copilot from './areas/copilot'
import search from './areas/search'
import exhibitor from './areas/exhibitor'
import agent from './areas/agent'
import shortLink from './areas/shortLink'
import oauth from './areas/oauth'
import core from './areas/core'
import cashier from './areas/cashier'
import thread from './areas/thread'
import invitation from './areas/invitation'
import landing from './areas/landing'
import meetingInfo from './areas/meetingInfo'
import mine from './areas/mine'

/** Messages of one area per file (areas/*.ts), so screens of different areas never edit the same catalogue. */
const areas = [activity, registration, tickets, home, account, invoice, webview, news, live, exhibit, agenda, my, reception, demand, vote, appointment, copilot, search, exhibitor, connection, shell, agent, shortLink, core, cashier, meetingInfo, oauth, thread, invitation, landing, mine, festival, native] as const
/** The keys of every area, read off the list above (a new area is added there only). */
type KeysOfArea<A> = A extends { zh: infer Zh } ? keyof Zh : never
type AreaKey = KeysOfArea<(typeof areas)[number]>

/** Every key t() accepts: the messages of zh.ts, the screen titles of routeTitles.ts, and the areas' messages. */
export type MessageKey = TextKey | RouteTitleKey | AreaKey
type FullCatalogue = Record<MessageKey, string>

/**
 * Core names the keys it returns (core/messages.ts) without importing i18n; the catalogue must hold each of them:
 * a key core gives that no catalogue has fails to compile here ("does not satisfy the constraint"), naming it.
 */
type InCatalogue<K extends MessageKey> = K
export type CoreKeysInCatalogue = InCatalogue<CoreMessageKey>

function merge(language: LanguageCode, base: Catalogue): FullCatalogue {
  return Object.assign({}, base, routeTitles[language], ...areas.map(area => area[language])) as FullCatalogue
}

export const catalogues: Record<LanguageCode, FullCatalogue> = {
  zh: merge('zh', zh),
  en: merge('en', en),
  ja: merge('ja', ja),
  ko: merge('ko', ko),
}
export const SUPPORTED_LANGUAGES = Object.keys(catalogues) as LanguageCode[]

/** The BCP 47 tag of each language, for `<html lang>` (screen readers pick their voice from it). */
export const LANGUAGE_TAGS: Record<LanguageCode, string> = { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' }

export function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as string[]).includes(value)
}

/** Fills `{name}` placeholders. Missing params stay visible so a bug shows on screen. */
export function translate(language: LanguageCode, key: MessageKey, params?: Record<string, string | number>): string {
  const text = catalogues[language][key] ?? catalogues.zh[key] ?? key
  if (!params) return text
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}

/**
 * Language choice (open-event-frontend's order): ?lang= first, then the stored choice, then the
 * browser's languages — each only if the meeting enables it; else the meeting's first language.
 */
export function chooseLanguage(options: {
  enabled: LanguageCode[]
  query?: string | null
  stored?: string | null
  browser?: readonly string[]
}): LanguageCode {
  const enabled = options.enabled.length ? options.enabled : SUPPORTED_LANGUAGES
  const candidates = [options.query, options.stored, ...(options.browser ?? []).map(l => l.slice(0, 2).toLowerCase())]
  for (const c of candidates) if (isLanguage(c) && enabled.includes(c)) return c
  return enabled[0]
}
