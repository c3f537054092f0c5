import { postedAgo, THREAD_TEXT_MAX, threadTextCheck } from '@/core'

describe('threadTextCheck', () => {
  it('counts characters (an emoji or a CJK character is one), trimmed', () => {
    expect(threadTextCheck('  展会见  ')).toMatchObject({ count: 3, max: 500, over: false, error: null })
    expect(threadTextCheck('👍👍').count).toBe(2)
  })
  it('requires text and allows at most 500 characters', () => {
    expect(threadTextCheck('   ').error).toBe('validation.text.required')
    expect(threadTextCheck('').error).toBe('validation.text.required')
    expect(threadTextCheck('好'.repeat(THREAD_TEXT_MAX)).error).toBeNull()
    expect(threadTextCheck('好'.repeat(THREAD_TEXT_MAX + 1))).toMatchObject({ over: true, error: 'validation.text.tooLong' })
  })
})

describe('postedAgo', () => {
  const now = Date.UTC(2026, 10, 25, 12, 0, 0)
  const s = (ms: number) => Math.floor(ms / 1000)
  it('says just now, minutes, hours and days up to a week', () => {
    expect(postedAgo(s(now - 30_000), now)).toEqual({ key: 'thread.time.justNow', params: { count: 0 } })
    expect(postedAgo(s(now - 5 * 60_000), now)).toEqual({ key: 'thread.time.minutes', params: { count: 5 } })
    expect(postedAgo(s(now - 3 * 3600_000 - 1000), now)).toEqual({ key: 'thread.time.hours', params: { count: 3 } })
    expect(postedAgo(now - 2 * 86400_000, now)).toEqual({ key: 'thread.time.days', params: { count: 2 } })
  })
  it('gives the date (null) for a week or more, and for a post dated in the future', () => {
    expect(postedAgo(s(now - 7 * 86400_000), now)).toBeNull()
    expect(postedAgo(s(now + 5 * 60_000), now)).toBeNull()
    // A clock a few seconds ahead still reads "just now".
    expect(postedAgo(s(now + 10_000), now)).toEqual({ key: 'thread.time.justNow', params: { count: 0 } })
  })
})
