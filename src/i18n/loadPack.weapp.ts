import type { PackLoader } from './types'

/**
 * The mini-program: its only main-package page is the web-view shell, which shows no text. Each native page imports
 * packs/weapp.ts, which adds its messages when the subpackage loads; there is nothing to fetch.
 */
export const packLoader: PackLoader = {
  preloaded: {},
  preloadedIsComplete: false,
  load: async () => ({}),
}
