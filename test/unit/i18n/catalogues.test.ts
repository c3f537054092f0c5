import { chooseLanguage } from '@/i18n'
import { catalogues, translate } from '@/i18n/complete'

describe('i18n catalogues', () => {
  const zhKeys = Object.keys(catalogues.zh).sort()

  it.each(['en', 'ja', 'ko'] as const)('%s has exactly the keys of zh', language => {
    expect(Object.keys(catalogues[language]).sort()).toEqual(zhKeys)
  })

  it.each(['zh', 'en', 'ja', 'ko'] as const)('%s has no empty message', language => {
    const empty = Object.entries(catalogues[language]).filter(([, text]) => !text.trim()).map(([key]) => key)
    expect(empty).toEqual([])
  })

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'common.retry')).toBe('Retry')
    expect(translate('zh', 'common.retry')).toBe('重试')
  })
})

describe('chooseLanguage', () => {
  it('takes ?lang= first, then the stored choice, then the browser, within the enabled languages', () => {
    expect(chooseLanguage({ enabled: ['zh', 'en', 'ja', 'ko'], query: 'ja', stored: 'en', browser: ['ko-KR'] })).toBe('ja')
    expect(chooseLanguage({ enabled: ['zh', 'en'], query: 'ja', stored: 'en', browser: ['ko-KR'] })).toBe('en')
    expect(chooseLanguage({ enabled: ['zh', 'ko'], query: null, stored: null, browser: ['ko-KR', 'en-US'] })).toBe('ko')
    expect(chooseLanguage({ enabled: ['en', 'zh'], browser: ['fr-FR'] })).toBe('en')
  })
})
