import type { LanguageCode } from '@fu-types/entities'
import type { Messages, PackLoader, PackName } from './types'

type Load = () => Promise<{ default: Messages }>

/** One chunk per language and pack (webpack needs each import() written out to name its chunk). */
const packs: Record<LanguageCode, Record<PackName, Load>> = {
  zh: {
    first: () => import(/* webpackChunkName: "i18n-zh-first" */ './packs/zh.first'),
    rest: () => import(/* webpackChunkName: "i18n-zh-rest" */ './packs/zh.rest'),
  },
  en: {
    first: () => import(/* webpackChunkName: "i18n-en-first" */ './packs/en.first'),
    rest: () => import(/* webpackChunkName: "i18n-en-rest" */ './packs/en.rest'),
  },
  ja: {
    first: () => import(/* webpackChunkName: "i18n-ja-first" */ './packs/ja.first'),
    rest: () => import(/* webpackChunkName: "i18n-ja-rest" */ './packs/ja.rest'),
  },
  ko: {
    first: () => import(/* webpackChunkName: "i18n-ko-first" */ './packs/ko.first'),
    rest: () => import(/* webpackChunkName: "i18n-ko-rest" */ './packs/ko.rest'),
  },
}

/** The H5 build: nothing at start; the UI language's packs as chunks when asked. */
export const packLoader: PackLoader = {
  preloaded: {},
  preloadedIsComplete: false,
  load: async (language, pack) => (await packs[language][pack]()).default,
}
