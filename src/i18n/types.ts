import type { LanguageCode } from '@fu-types/entities'
import type { MessageKey } from './keys'

export type Messages = Partial<Record<MessageKey, string>>
/** The first screen's areas, or every other area (areaLists.ts). */
export type PackName = 'first' | 'rest'

/** How this build gets its messages: loadPack.h5.ts (chunks), loadPack.weapp.ts (native pages), loadPack.ts (jest). */
export interface PackLoader {
  /** Messages the build holds from the start, and whether they are every pack of those languages. */
  preloaded: Partial<Record<LanguageCode, Messages>>
  preloadedIsComplete: boolean
  load(language: LanguageCode, pack: PackName): Promise<Messages>
}
