import { DEFAULT_LANGUAGES, type LanguageCode, type LocalizedText } from '@fu-types/entities'

const FALLBACK: LanguageCode[] = ['zh', 'en']

/**
 * The text in `language`, else Chinese, else English, else the first non-empty one
 * (in zh, en, ja, ko order, then any other language the organiser used).
 */
export function localize(text: LocalizedText | null | undefined, language: LanguageCode | string): string {
  if (text == null) return ''
  if (typeof text === 'string') return text
  const byLanguage = text as Record<string, string | undefined>
  const order = [language, ...FALLBACK, ...DEFAULT_LANGUAGES, ...Object.keys(byLanguage)]
  for (const code of order) {
    const value = byLanguage[code]
    if (typeof value === 'string' && value.trim()) return value
  }
  return ''
}
