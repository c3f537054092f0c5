import type { LanguageCode } from '@fu-types/entities'

/**
 * One area's messages in zh, en, ja and ko. The zh object fixes the keys: a key missing from (or extra in)
 * another language is a compile error, and test/unit/i18n checks the merged catalogues at run time too.
 */
export function defineMessages<const Zh extends Record<string, string>>(
  zh: Zh,
  others: { [L in Exclude<LanguageCode, 'zh'>]: { [K in keyof Zh]: string } },
): { [L in LanguageCode]: { [K in keyof Zh]: string } } {
  return { zh, ...others }
}
