import { LanguageStore } from '@/stores/LanguageStore'
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
