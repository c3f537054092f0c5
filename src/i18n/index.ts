import type { LanguageCode } from '@fu-types/entities'
import type { CoreMessageKey } from '@/core/messages'
import type { MessageKey } from './keys'

export type { MessageKey } from './keys'

/**
 * Core names the keys it returns (core/messages.ts) without importing i18n; the catalogue must hold each of them:
 * a key core gives that no catalogue has fails to compile here ("does not satisfy the constraint"), naming it.
 */
type InCatalogue<K extends MessageKey> = K
export type CoreKeysInCatalogue = InCatalogue<CoreMessageKey>

export const SUPPORTED_LANGUAGES: LanguageCode[] = ['zh', 'en', 'ja', 'ko']

/** The BCP 47 tag of each language, for `<html lang>` (screen readers pick their voice from it). */
export const LANGUAGE_TAGS: Record<LanguageCode, string> = { zh: 'zh-CN', en: 'en', ja: 'ja', ko: 'ko' }

function isLanguage(value: unknown): value is LanguageCode {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as string[]).includes(value)
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
