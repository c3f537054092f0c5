import { activeFacetCount, agendaFacets, agendaFiltersFromQuery, agendaFiltersToQuery, filterAgendas, matchesAgendaFilters, textKey } from '@/core/agendaFilter'

// 2026-05-01 01:00 UTC = 09:00 in Shanghai.
const NINE = Date.UTC(2026, 4, 1, 1, 0) / 1000
const HOUR = 3600
const DAY = 24 * HOUR
const hall = { zh: '主会场', en: 'Main hall' }
const forum = { zh: '论坛厅', en: 'Forum room' }
const ai = { zh: '人工智能', en: 'AI' }
const energy = { en: 'Energy' }

const programme = [
  { _id: 'b', start: NINE + 2 * HOUR, place: forum, track: ai, type: 'talk' as const, languages: ['zh'] },
  { _id: 'a', start: NINE, place: hall, track: ai, type: 'keynote' as const, languages: ['zh', 'en'] },
  { _id: 'c', start: NINE + DAY, place: forum, track: energy, type: 'panel' as const, languages: ['en'] },
  { _id: 'd', start: NINE + 2 * DAY },
]
const ids = (list: { _id: string }[]) => list.map(a => a._id)

describe('textKey', () => {
  it('keys an organiser text by its Chinese, else English, else first value, whatever the UI language', () => {
    expect(textKey(hall)).toBe('主会场')
    expect(textKey(energy)).toBe('Energy')
    expect(textKey({ ja: ' 会議室 ' })).toBe('会議室')
    expect(textKey(' Hall C ')).toBe('Hall C')
    expect(textKey(undefined)).toBe('')
    expect(textKey({ zh: ' ', en: '' })).toBe('')
  })
})

describe('agendaFacets', () => {
  it('offers each track, room, type and language once, in the order the programme first uses them', () => {
    const facets = agendaFacets(programme)
    expect(facets.track).toEqual([{ key: '人工智能', text: ai }, { key: 'Energy', text: energy }])
    expect(facets.room).toEqual([{ key: '主会场', text: hall }, { key: '论坛厅', text: forum }])
    expect(facets.type.map(o => o.key)).toEqual(['keynote', 'talk', 'panel'])
    expect(facets.language.map(o => o.key)).toEqual(['zh', 'en'])
  })
  it('offers nothing for a facet no session uses', () => {
    expect(agendaFacets([{ start: NINE }])).toEqual({ track: [], room: [], type: [], language: [] })
  })
})

describe('filterAgendas', () => {
  it('keeps every session without filters', () => {
    expect(ids(filterAgendas(programme, {}))).toEqual(['b', 'a', 'c', 'd'])
  })
  it('keeps the sessions that have every chosen facet', () => {
    expect(ids(filterAgendas(programme, { track: '人工智能' }))).toEqual(['b', 'a'])
    expect(ids(filterAgendas(programme, { track: '人工智能', room: '论坛厅' }))).toEqual(['b'])
    expect(ids(filterAgendas(programme, { type: 'panel' }))).toEqual(['c'])
    // A bilingual session is held in each of its languages.
    expect(ids(filterAgendas(programme, { language: 'en' }))).toEqual(['a', 'c'])
    expect(ids(filterAgendas(programme, { language: 'ko' }))).toEqual([])
  })
  it('keeps only the chosen day (in the meeting zone) with the facets', () => {
    expect(ids(filterAgendas(programme, { day: '2026-05-01' }, 'Asia/Shanghai'))).toEqual(['b', 'a'])
    expect(ids(filterAgendas(programme, { day: '2026-05-02', room: '论坛厅' }, 'Asia/Shanghai'))).toEqual(['c'])
    expect(matchesAgendaFilters(programme[3], { track: 'Energy' })).toBe(false)
  })
})

describe('filters in the route query', () => {
  it('reads the filters back from the query it writes', () => {
    const filters = { day: '2026-05-01', track: '人工智能', room: '论坛厅', type: 'talk', language: 'en' }
    const query = agendaFiltersToQuery(filters)
    expect(agendaFiltersFromQuery(query)).toEqual(filters)
    expect(agendaFiltersToQuery({ track: 'AI' })).toEqual({ day: undefined, track: 'AI', room: undefined, type: undefined, language: undefined })
  })
  it('leaves out a malformed day and over-long or blank values', () => {
    expect(agendaFiltersFromQuery({ day: 'tomorrow', track: 'x'.repeat(101), room: '  ', type: 'panel' })).toEqual({ type: 'panel' })
  })
  it('counts the chosen facets, the day aside', () => {
    expect(activeFacetCount({ day: '2026-05-01' })).toBe(0)
    expect(activeFacetCount({ day: '2026-05-01', room: 'a', language: 'en' })).toBe(2)
  })
})
