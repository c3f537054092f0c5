import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx'
import type { LanguageCode } from '@fu-types/entities'
import { chooseLanguage, LANGUAGE_TAGS, SUPPORTED_LANGUAGES, type MessageKey } from '@/i18n'
import { messageCatalogue, type MessageCatalogue } from '@/i18n/catalogue'
import { fillParams } from '@/i18n/format'
import type { Platform } from '@/platform'

const STORAGE_KEY = 'language'

export class LanguageStore {
  language: LanguageCode
  enabled: LanguageCode[] = [...SUPPORTED_LANGUAGES]

  constructor(
    private readonly platform: Platform,
    private readonly queryLanguage?: string | null,
    private readonly catalogue: MessageCatalogue = messageCatalogue,
  ) {
    this.language = this.choose()
    // Named, not inferred (makeAutoObservable walks every member): this store is made first, on the app's start path.
    makeObservable(this, { language: observable, enabled: observable, ready: computed, setEnabled: action, setLanguage: action })
    // The page's language follows the UI's, wherever it changes (a switch, the meeting's enabled languages).
    reaction(() => this.language, language => this.platform.setDocumentLanguage(LANGUAGE_TAGS[language]), { fireImmediately: true })
    reaction(() => this.language, language => {
      this.catalogue.current = language
      void this.catalogue.ensure(language, 'first').catch(() => undefined)
    }, { fireImmediately: true })
  }

  private choose(): LanguageCode {
    return chooseLanguage({
      enabled: this.enabled,
      query: this.queryLanguage,
      stored: this.platform.storage.get(STORAGE_KEY),
      browser: this.platform.preferredLanguages(),
    })
  }

  /** Whether the first screen's messages of the UI language are here (the route host waits for them). */
  get ready(): boolean {
    return this.catalogue.has(this.language, 'first')
  }

  /** The meeting decides which languages the switcher offers (SPEC §1). */
  setEnabled(languages: LanguageCode[]): void {
    this.enabled = languages.length ? languages : [...SUPPORTED_LANGUAGES]
    if (!this.enabled.includes(this.language)) this.language = this.choose()
  }

  /**
   * A switch loads the new language's messages first (the packs the current one has), then re-renders in it: the
   * screen never shows half a language. Resolves once the switch is done.
   */
  async setLanguage(language: LanguageCode): Promise<void> {
    if (!this.enabled.includes(language)) return
    this.platform.storage.set(STORAGE_KEY, language)
    const packs = (['first', 'rest'] as const).filter(pack => this.catalogue.has(this.language, pack))
    if (!packs.every(pack => this.catalogue.has(language, pack))) {
      await Promise.all(packs.map(pack => this.catalogue.ensure(language, pack)))
    }
    runInAction(() => { this.language = language })
  }

  t = (key: MessageKey, params?: Record<string, string | number>): string => fillParams(this.catalogue.lookup(this.language, key) ?? '', params, this.language)
}
