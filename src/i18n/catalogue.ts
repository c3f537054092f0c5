import { observable, runInAction } from 'mobx'
import type { LanguageCode } from '@fu-types/entities'
import type { MessageKey } from './keys'
import type { Messages, PackLoader, PackName } from './types'
import { packLoader } from './loadPack'

export type { Messages, PackLoader, PackName } from './types'

/**
 * The messages this app has loaded, per language. Only what a screen needs is fetched, in the UI language only
 * (issue 15: the four languages of every area were a third of the H5 start-up script). Observable: a screen that
 * rendered before its pack arrived renders again when it does.
 */
export class MessageCatalogue {
  private readonly texts = observable.map<LanguageCode, Messages>({}, { deep: false })
  private readonly loaded = observable.set<string>()
  private readonly pending = new Map<string, Promise<void>>()
  /** The UI's language (the language store sets it): what a screen about to open needs its messages in. */
  current: LanguageCode = 'zh'

  constructor(private readonly loader: PackLoader) {
    for (const [language, messages] of Object.entries(loader.preloaded) as [LanguageCode, Messages][]) {
      this.texts.set(language, messages)
      if (loader.preloadedIsComplete) for (const pack of ['first', 'rest'] as const) this.loaded.add(`${language}/${pack}`)
    }
  }

  has(language: LanguageCode, pack: PackName): boolean {
    return this.loaded.has(`${language}/${pack}`)
  }

  /** Loads a pack once (concurrent callers share the request); a failed load may be tried again. */
  ensure(language: LanguageCode, pack: PackName): Promise<void> {
    const id = `${language}/${pack}`
    if (this.loaded.has(id)) return Promise.resolve()
    const running = this.pending.get(id)
    if (running) return running
    const request = this.loader.load(language, pack).then(messages => runInAction(() => {
      this.texts.set(language, { ...this.texts.get(language), ...messages })
      this.loaded.add(id)
    })).finally(() => this.pending.delete(id))
    this.pending.set(id, request)
    return request
  }

  /** The pack a screen needs, in the UI's language (pages/registry.ts loads it beside the screen's chunk). */
  ensureCurrent(pack: PackName): Promise<void> {
    return this.ensure(this.current, pack)
  }

  /** Messages a native page brings with it (packs/weapp.ts). */
  add(messages: Partial<Record<LanguageCode, Messages>>): void {
    runInAction(() => {
      for (const [language, more] of Object.entries(messages) as [LanguageCode, Messages][]) this.texts.set(language, { ...this.texts.get(language), ...more })
    })
  }

  /**
   * The text of a key, or undefined while its pack is not here. A screen waits for its pack before it renders
   * (pages/registry.ts), so a miss once the first pack is here means a key outside the list it was loaded with: the
   * rest is fetched then. A miss before the first pack arrived (the route host's title on a fast start) is not one:
   * the text comes with the first pack, and fetching the rest then added ≈ 25 KB brotli to a first visit (issue 15).
   */
  lookup(language: LanguageCode, key: MessageKey): string | undefined {
    const text = this.texts.get(language)?.[key]
    if (text === undefined && this.has(language, 'first') && !this.has(language, 'rest') && !this.pending.has(`${language}/rest`)) {
      void this.ensure(language, 'rest').catch(() => undefined)
    }
    return text
  }
}

/** The app's one catalogue (the language store reads it; the screen registry waits on it). */
export const messageCatalogue = new MessageCatalogue(packLoader)
