import { action, computed, makeObservable, observable, reaction, runInAction } from 'mobx'
import type { LanguageCode } from '@fu-types/entities'
import { chooseLanguage, LANGUAGE_TAGS, SUPPORTED_LANGUAGES, type MessageKey } from '@/i18n'
import { messageCatalogue, type MessageCatalogue } from '@/i18n/catalogue'
import { fillParams } from '@/i18n/format'
import type { Platform } from '@/platform'

const STORAGE_KEY = 'language'

/** The start's choice (SPEC §1): ?lang= first, then the stored choice, then the browser's languages, among `enabled`. */
function chosenLanguage(platform: Platform, enabled: LanguageCode[], queryLanguage?: string | null): LanguageCode {
  return chooseLanguage({ enabled, query: queryLanguage, stored: platform.storage.get(STORAGE_KEY), browser: platform.preferredLanguages() })
}

/**
 * Requests the first screen's messages in the language the app will start in, before the language store is made: the
 * H5 start does it in a task of its own (app.tsx), with the first storage read, which opens the browser's storage
 * (≈ 20 ms of a throttled phone). The store then finds the pack on its way.
 */
export function prepareStartLanguage(platform: Platform, queryLanguage?: string | null, catalogue: MessageCatalogue = messageCatalogue): void {
  void catalogue.ensure(chosenLanguage(platform, [...SUPPORTED_LANGUAGES], queryLanguage), 'first').catch(() => undefined)
}

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
    return chosenLanguage(this.platform, this.enabled, this.queryLanguage)
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
