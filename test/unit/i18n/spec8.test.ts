import { catalogues } from '@/i18n/complete'

/** The message keys SPEC §8 names literally: each must read as a real message in every language. */
const SPEC_8_KEYS = [
  'token.invalid', 'copy.success', 'copy.fail',
  'activity.register.notStart', 'dialog.activity_deadline.title', 'signup.failed.max',
  'activity.agentSignup.exceed', 'activity.agentSignup.requireInfo', 'activity_disable_resubmit', 'activity_deadline',
] as const

describe('SPEC §8 messages', () => {
  it.each(SPEC_8_KEYS)('%s is translated in zh, en, ja and ko', key => {
    const texts = (['zh', 'en', 'ja', 'ko'] as const).map(language => (catalogues[language] as Record<string, string>)[key])
    for (const text of texts) {
      expect(text).toBeTruthy()
      expect(text).not.toBe(key)
    }
    // A real translation: the Chinese and English texts differ, and the Chinese one is written in Chinese.
    expect(texts[0]).not.toBe(texts[1])
    expect(texts[0]).toMatch(/[\u4e00-\u9fff]/)
  })
})
