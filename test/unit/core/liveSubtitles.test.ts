import { currentSubtitle, mergeSubtitles, subtitleLanguages, subtitleText, type TimedSubtitle } from '@/core'

const lines: TimedSubtitle[] = [
  { _id: 'a', offset: 0, end: 4, spoken: 'zh', text: { zh: '大家好', en: 'Hello' } },
  { _id: 'b', offset: 5, spoken: 'zh', text: { zh: '开始' } },
  { _id: 'c', offset: 9, end: null, text: 'Plain' },
]

describe('live subtitles on the player clock', () => {
  it('the line showing at a time: started and not yet ended (an open end lasts until the next line, the last one 8 s)', () => {
    expect(currentSubtitle(lines, 0)?._id).toBe('a')
    expect(currentSubtitle(lines, 3.9)?._id).toBe('a')
    expect(currentSubtitle(lines, 4.5)).toBeUndefined()
    expect(currentSubtitle(lines, 8.9)?._id).toBe('b')
    expect(currentSubtitle(lines, 16.9)?._id).toBe('c')
    expect(currentSubtitle(lines, 17)).toBeUndefined()
    expect(currentSubtitle([], 3)).toBeUndefined()
  })

  it('text in the language asked, else as spoken, else any', () => {
    expect(subtitleText(lines[0], 'en')).toBe('Hello')
    expect(subtitleText(lines[1], 'en')).toBe('开始')
    expect(subtitleText(lines[2], 'ja')).toBe('Plain')
    expect(subtitleText({ _id: 'x', offset: 0, text: { ko: '안녕' } }, 'en')).toBe('안녕')
  })

  it('merges polled lines by id, in time order; languages: the meeting\'s, else those the lines have', () => {
    const merged = mergeSubtitles(lines, [{ _id: 'b', offset: 5, text: 'dup' }, { _id: 'd', offset: 7, text: 'new' }])
    expect(merged.map(l => l._id)).toEqual(['a', 'b', 'd', 'c'])
    expect(mergeSubtitles(lines, [lines[0]])).toBe(lines)
    expect(subtitleLanguages(['zh', 'en'], lines)).toEqual(['zh', 'en'])
    expect(subtitleLanguages([], lines)).toEqual(['zh', 'en'])
  })
})
