import { makeAutoObservable, reaction } from 'mobx'
import type { LanguageCode } from '@fu-types/entities'
import { chooseLanguage, LANGUAGE_TAGS, SUPPORTED_LANGUAGES, translate, type MessageKey } from '@/i18n'
import type { Platform } from '@/platform'

const STORAGE_KEY = 'language'

export class LanguageStore {
  language: LanguageCode
  enabled: LanguageCode[] = [...SUPPORTED_LANGUAGES]

  constructor(private readonly platform: Platform, private readonly queryLanguage?: string | null) {
    this.language = this.choose()
    makeAutoObservable<LanguageStore, 'platform' | 'queryLanguage'>(this, { platform: false, queryLanguage: false })
    // The page's language follows the UI's, wherever it changes (a switch, the meeting's enabled languages).
    reaction(() => this.language, language => this.platform.setDocumentLanguage(LANGUAGE_TAGS[language]), { fireImmediately: true })
  }

  private choose(): LanguageCode {
    return chooseLanguage({
      enabled: this.enabled,
      query: this.queryLanguage,
      stored: this.platform.storage.get(STORAGE_KEY),
      browser: this.platform.preferredLanguages(),
    })
  }

  /** The meeting decides which languages the switcher offers (SPEC §1). */
  setEnabled(languages: LanguageCode[]): void {
    this.enabled = languages.length ? languages : [...SUPPORTED_LANGUAGES]
    if (!this.enabled.includes(this.language)) this.language = this.choose()
  }

  setLanguage(language: LanguageCode): void {
    if (!this.enabled.includes(language)) return
    this.language = language
    this.platform.storage.set(STORAGE_KEY, language)
  }

  t = (key: MessageKey, params?: Record<string, string | number>): string => translate(this.language, key, params)
}
