import { localize } from '@/core/localize'

describe('localize', () => {
  it('returns plain text as it is', () => {
    expect(localize('Expo', 'ja')).toBe('Expo')
  })
  it('picks the requested language', () => {
    expect(localize({ zh: '展会', en: 'Expo', ja: '展示会' }, 'ja')).toBe('展示会')
  })
  it('falls back to zh, then en', () => {
    expect(localize({ zh: '展会', en: 'Expo' }, 'ko')).toBe('展会')
    expect(localize({ en: 'Expo', ja: '展示会' }, 'ko')).toBe('Expo')
  })
  it('skips empty values', () => {
    expect(localize({ ko: ' ', zh: '', en: 'Expo' }, 'ko')).toBe('Expo')
  })
  it('falls back to the first non-empty text otherwise', () => {
    expect(localize({ ja: '', ko: '전시회' }, 'en')).toBe('전시회')
    expect(localize({ fr: 'Salon' } as never, 'en')).toBe('Salon')
  })
  it('gives an empty string for nothing', () => {
    expect(localize(undefined, 'zh')).toBe('')
    expect(localize({}, 'zh')).toBe('')
  })
})
