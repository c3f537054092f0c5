import { when } from 'mobx'
import { MessageCatalogue } from '@/i18n/catalogue'
import { LanguageStore, prepareStartLanguage } from '@/stores/LanguageStore'
import { fakePlatform } from '../../support/fakePlatform'

describe('the document language', () => {
  it('follows the UI language from the start and on every switch (<html lang>)', () => {
    const platform = fakePlatform({ preferredLanguages: () => ['en-US'] })
    const store = new LanguageStore(platform)
    expect(platform.documentLanguages).toEqual(['en'])
    store.setLanguage('zh')
    store.setLanguage('ja')
    store.setLanguage('ko')
    expect(platform.documentLanguages).toEqual(['en', 'zh-CN', 'ja', 'ko'])
  })

  it('follows a language the meeting no longer offers to the one chosen instead', () => {
    const platform = fakePlatform({ preferredLanguages: () => ['ja'] })
    const store = new LanguageStore(platform)
    store.setEnabled(['zh', 'en'])
    expect(store.language).not.toBe('ja')
    expect(platform.documentLanguages.at(-1)).toBe(store.language === 'zh' ? 'zh-CN' : 'en')
  })
})

describe('the start language', () => {
  it('has its first screen\'s messages asked for once, before the store is made and by the store', async () => {
    const loads: string[] = []
    const catalogue = new MessageCatalogue({
      preloaded: {},
      preloadedIsComplete: false,
      load: async (language, pack) => { loads.push(`${language}/${pack}`); return { 'common.loading': `${language} loading` } },
    })
    const platform = fakePlatform({ preferredLanguages: () => ['ja-JP'] })
    platform.storage.set('language', 'ko')
    prepareStartLanguage(platform, null, catalogue)
    expect(loads).toEqual(['ko/first'])
    const store = new LanguageStore(platform, null, catalogue)
    expect(store.language).toBe('ko')
    await when(() => store.ready)
    expect(store.t('common.loading')).toBe('ko loading')
    expect(loads).toEqual(['ko/first'])
  })

  it('is the language of the address (?lang=) before the stored one', () => {
    const loads: string[] = []
    const catalogue = new MessageCatalogue({ preloaded: {}, preloadedIsComplete: false, load: async (language, pack) => { loads.push(`${language}/${pack}`); return {} } })
    const platform = fakePlatform()
    platform.storage.set('language', 'ko')
    prepareStartLanguage(platform, 'en', catalogue)
    expect(loads).toEqual(['en/first'])
  })
})
