import { fillParams, messageParams, MessageSyntaxError, parseMessage, pluralCategory } from '@/i18n/format'

const VOTES = '{count, plural, one {# vote} other {# votes}}'

describe('fillParams', () => {
  it('fills {name} placeholders and leaves a missing one visible', () => {
    expect(fillParams('Meeting with {name}', { name: 'Li Wei' }, 'en')).toBe('Meeting with Li Wei')
    expect(fillParams('Meeting with {name}', {}, 'en')).toBe('Meeting with {name}')
    expect(fillParams('Meeting with {name}', undefined, 'en')).toBe('Meeting with {name}')
  })

  it('says 1 vote, 2 votes, 0 votes in English', () => {
    expect(fillParams(VOTES, { count: 1 }, 'en')).toBe('1 vote')
    expect(fillParams(VOTES, { count: 2 }, 'en')).toBe('2 votes')
    expect(fillParams(VOTES, { count: 0 }, 'en')).toBe('0 votes')
    expect(fillParams(VOTES, { count: 1.5 }, 'en')).toBe('1.5 votes')
    // A count handed over as text (a query, a server field) chooses the same way.
    expect(fillParams(VOTES, { count: '1' }, 'en')).toBe('1 vote')
  })

  it('keeps the other params around and inside the variants', () => {
    const text = '{name}: {count, plural, one {# vote for {title}} other {# votes for {title}}} today'
    expect(fillParams(text, { name: 'Aurora', count: 1, title: 'Best booth' }, 'en')).toBe('Aurora: 1 vote for Best booth today')
    expect(fillParams(text, { name: 'Aurora', count: 3, title: 'Best booth' }, 'en')).toBe('Aurora: 3 votes for Best booth today')
    expect(fillParams('{label}, {total, plural, one {# exhibitor} other {# exhibitors}}', { label: 'Hall 1', total: 1 }, 'en')).toBe('Hall 1, 1 exhibitor')
  })

  it('prefers an exact =N variant over the category', () => {
    const text = '{count, plural, =0 {No votes yet} one {# vote} other {# votes}}'
    expect(fillParams(text, { count: 0 }, 'en')).toBe('No votes yet')
    expect(fillParams(text, { count: 1 }, 'en')).toBe('1 vote')
    expect(fillParams(text, { count: 7 }, 'en')).toBe('7 votes')
  })

  it('uses the language\'s rules: Chinese, Japanese and Korean always take "other"', () => {
    for (const language of ['zh', 'ja', 'ko']) expect(fillParams('{count, plural, one {one} other {other #}}', { count: 1 }, language)).toBe('other 1')
  })

  it('leaves a plural with a missing count visible, and # outside a plural is text', () => {
    expect(fillParams(`Total: ${VOTES}`, { other: 1 }, 'en')).toBe(`Total: ${VOTES}`)
    expect(fillParams('Booth #{n}', { n: 12 }, 'en')).toBe('Booth #12')
  })

  it('keeps braces that open no placeholder, and apostrophes, as text', () => {
    expect(fillParams("Don't {name} { }", { name: 'go' }, 'en')).toBe("Don't go { }")
  })

  it('falls back to plain filling for a message that cannot be read', () => {
    expect(() => parseMessage('{count, plural, one {# vote}}')).toThrow(MessageSyntaxError)
    expect(() => parseMessage('{count, plural, one {# vote} other {# votes}')).toThrow(MessageSyntaxError)
    expect(fillParams('{count, plural, one {# vote}} by {name}', { name: 'Li' }, 'en')).toBe('{count, plural, one {# vote}} by Li')
  })

  it('names a message\'s params and its plural counts', () => {
    const { names, plurals } = messageParams('{name}: {count, plural, one {# vote for {title}} other {# votes}}')
    expect([...names].sort()).toEqual(['count', 'name', 'title'])
    expect([...plurals]).toEqual(['count'])
  })
})

describe('pluralCategory', () => {
  it('follows CLDR for the app\'s languages', () => {
    expect(['en', 'zh', 'ja', 'ko'].map(language => [pluralCategory(language, 1), pluralCategory(language, 2)])).toEqual([
      ['one', 'other'], ['other', 'other'], ['other', 'other'], ['other', 'other'],
    ])
  })

  it('without Intl.PluralRules (WeChat\'s Android engine, iOS before 13) uses the same rules', () => {
    jest.isolateModules(() => {
      const original = Intl.PluralRules
      Object.defineProperty(Intl, 'PluralRules', { value: undefined, configurable: true, writable: true })
      try {
        const format = require('@/i18n/format') as typeof import('@/i18n/format')
        expect(format.fillParams(VOTES, { count: 1 }, 'en')).toBe('1 vote')
        expect(format.fillParams(VOTES, { count: 0 }, 'en')).toBe('0 votes')
        expect(format.fillParams('{count, plural, one {one} other {other}}', { count: 1 }, 'ko')).toBe('other')
      } finally {
        Object.defineProperty(Intl, 'PluralRules', { value: original, configurable: true, writable: true })
      }
    })
  })
})
