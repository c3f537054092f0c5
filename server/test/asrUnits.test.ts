/** Pure parts of speech-to-text and minutes: HLS playlists, segment timing, transcripts, the extractive summary. */
import { newSegments, parsePlaylist } from '../providers/asr/hls'
import { linesOf, mediaUrl } from '../jobs/liveTranscripts'
import { languageCode, toTranscript } from '../providers/asr/client'
import { extractiveMinutes, sentences, tokens, topSentences } from '../modules/copilot/extractive'

const BASE = 'https://cdn.example.com/live/forum/index.m3u8'
const playlist = (first: number, count: number, extra: string[] = [], ended = false) => [
  '#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-TARGETDURATION:6', `#EXT-X-MEDIA-SEQUENCE:${first}`, '#EXT-X-MAP:URI="init.mp4"', ...extra,
  ...Array.from({ length: count }, (_, i) => [`#EXTINF:${i === count - 1 ? '4.5' : '6.0'},`, `seg-${first + i}.m4s`]).flat(),
  ...(ended ? ['#EXT-X-ENDLIST'] : []),
].join('\n')

describe('HLS playlists', () => {
  test('segments with sequence numbers, durations, absolute URLs and the init segment', () => {
    const p = parsePlaylist(playlist(40, 3), BASE)
    expect(p.ended).toBe(false)
    expect(p.targetDuration).toBe(6)
    expect(p.segments.map(s => [s.sequence, s.duration, s.url, s.map])).toEqual([
      [40, 6, 'https://cdn.example.com/live/forum/seg-40.m4s', 'https://cdn.example.com/live/forum/init.mp4'],
      [41, 6, 'https://cdn.example.com/live/forum/seg-41.m4s', 'https://cdn.example.com/live/forum/init.mp4'],
      [42, 4.5, 'https://cdn.example.com/live/forum/seg-42.m4s', 'https://cdn.example.com/live/forum/init.mp4'],
    ])
  })

  test('a master playlist names its variants; a text that is no playlist is refused', () => {
    const master = parsePlaylist('#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=640x360\nlow/index.m3u8\n', BASE)
    expect(master.variants).toEqual(['https://cdn.example.com/live/forum/low/index.m3u8'])
    expect(master.segments).toEqual([])
    expect(() => parsePlaylist('<html>', BASE)).toThrow(/not an HLS playlist/)
  })

  test('a recorded stream from 0 s; the next run takes only new segments, right after the last one', () => {
    const start = 1_000_000
    const first = newSegments(parsePlaylist(playlist(0, 2), BASE), { nextSequence: -1, nextOffsetMs: 0 }, start, start + 60_000)
    expect(first.segments.map(s => [s.sequence, s.startMs, s.endMs])).toEqual([[0, 0, 6000], [1, 6000, 10500]])
    expect(first.cursor).toEqual({ nextSequence: 2, nextOffsetMs: 10500 })
    const again = newSegments(parsePlaylist(playlist(0, 2), BASE), first.cursor, start, start + 70_000)
    expect(again.segments).toEqual([])
    const grown = newSegments(parsePlaylist(playlist(0, 4), BASE), first.cursor, start, start + 80_000)
    expect(grown.segments.map(s => [s.sequence, s.startMs])).toEqual([[2, 10500], [3, 16500]])
  })

  test('a running stream joined late ends "now"; segments that slid away still count their time; at most `max`', () => {
    const start = 1_000_000
    // Three segments (16.5 s) in the window, 10 minutes into the live.
    const joined = newSegments(parsePlaylist(playlist(100, 3), BASE), { nextSequence: -1, nextOffsetMs: 0 }, start, start + 600_000)
    expect(joined.segments[0].startMs).toBe(600_000 - 16_500)
    expect(joined.segments[2].endMs).toBe(600_000)
    // Two segments missed (window slid from 103 to 105): 2 × target duration later.
    const slid = newSegments(parsePlaylist(playlist(105, 3), BASE), joined.cursor, start, start + 640_000, 2)
    expect(slid.segments.map(s => [s.sequence, s.startMs])).toEqual([[105, 600_000 + 12_000], [106, 600_000 + 18_000]])
    expect(slid.cursor.nextSequence).toBe(107)
  })

  test('EXT-X-PROGRAM-DATE-TIME places a segment exactly', () => {
    const start = Date.parse('2026-11-25T09:00:00Z')
    const p = parsePlaylist(playlist(7, 1, ['#EXT-X-PROGRAM-DATE-TIME:2026-11-25T09:05:00.000Z']), BASE)
    const { segments } = newSegments(p, { nextSequence: 7, nextOffsetMs: 1 }, start, start + 400_000)
    expect(segments[0].startMs).toBe(300_000)
  })
})

describe('transcripts', () => {
  test('verbose_json segments on the live clock; text alone spans the clip; language names become codes', () => {
    const t = toTranscript({ language: 'english', text: 'A. B.', segments: [{ start: 0.5, end: 2, text: ' A.' }, { start: 2.2, end: 5.9, text: 'B. ' }] })
    expect(t.language).toBe('en')
    expect(linesOf(t, 60_000)).toEqual([{ startMs: 60_500, endMs: 62_000, text: 'A.' }, { startMs: 62_200, endMs: 65_900, text: 'B.' }])
    const plain = toTranscript('  Hello there.  ', 6)
    expect(linesOf(plain, 12_000, 18_000)).toEqual([{ startMs: 12_000, endMs: 18_000, text: 'Hello there.' }])
    expect(toTranscript('   ').segments).toEqual([])
    expect([languageCode('Chinese'), languageCode('zh-CN'), languageCode('ko'), languageCode(''), languageCode(3)]).toEqual(['zh', 'zh', 'ko', undefined, undefined])
  })

  test('relative stream addresses need a media base', () => {
    expect(mediaUrl('/fu/static/media/a.m3u8', { FU_ASR_MEDIA_BASE_URL: 'http://127.0.0.1:9000' })).toBe('http://127.0.0.1:9000/fu/static/media/a.m3u8')
    expect(mediaUrl('https://cdn.example.com/a.m3u8', {})).toBe('https://cdn.example.com/a.m3u8')
    expect(mediaUrl('/fu/static/media/a.m3u8', {})).toBeNull()
  })
})

describe('extractive summary', () => {
  const talk = [
    'Welcome to the battery storage forum.',
    'Battery storage costs fell by half in three years.',
    'The weather in Shanghai is lovely today.',
    'Cheaper battery storage lets solar farms sell power at night.',
    'We have decided to publish an open battery storage dataset next month.',
    'Is the dataset free for start-ups?',
    'Yes, the dataset is free for everyone.',
    'Thank you.',
  ]

  test('words for alphabetic scripts, bigrams for CJK; sentences split at their ends', () => {
    expect(tokens('The battery is ready')).toEqual(['battery', 'ready'])
    expect(tokens('人工智能')).toEqual(['人工', '工智', '智能'])
    expect(sentences(['First one. Second one?', '第一句。第二句！'])).toEqual(['First one.', 'Second one?', '第一句。', '第二句！'])
  })

  test('the sentences about the topic win, kept in spoken order; small talk is left out', () => {
    const top = topSentences(sentences(talk), 3)
    expect(top).not.toContain('The weather in Shanghai is lovely today.')
    expect(top.every(s => /battery|dataset/i.test(s))).toBe(true)
    expect(top).toEqual([...top].sort((a, b) => talk.indexOf(a) - talk.indexOf(b)))
  })

  test('minutes: summary, key points, decisions by cue, a question paired with its answer', () => {
    const m = extractiveMinutes(talk)
    expect(m.summary).toMatch(/battery storage/)
    expect(m.decisions).toEqual(['We have decided to publish an open battery storage dataset next month.'])
    expect(m.qa).toEqual([{ q: 'Is the dataset free for start-ups?', a: 'Yes, the dataset is free for everyone.' }])
    expect(m.key_points.some(p => p.endsWith('?'))).toBe(false)
    const zh = extractiveMinutes(['大家好，欢迎参加储能论坛。', '储能电池成本三年下降一半。', '我们决定下个月公开储能数据集。', '数据集免费吗？', '数据集对所有人免费。'])
    expect(zh.decisions).toEqual(['我们决定下个月公开储能数据集。'])
    expect(zh.qa[0]).toEqual({ q: '数据集免费吗？', a: '数据集对所有人免费。' })
    expect(extractiveMinutes([])).toEqual({ summary: '', key_points: [], decisions: [], qa: [] })
  })
})
