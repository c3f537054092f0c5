import type { Agenda, LocalizedText } from '@fu-types/entities'
import { dayKey } from './agenda'
import { DEFAULT_TIMEZONE, toMs } from './time'

/** The agenda's filters, as they stand in the route's query (`?day=2026-12-14&track=AI&room=…&type=panel&language=en`). */
export interface AgendaFilters {
  /** `YYYY-MM-DD` in the meeting's zone (dayKey). */
  day?: string
  track?: string
  room?: string
  type?: string
  language?: string
}

/** The filters besides the day, in the order the agenda offers them. */
export const FACET_NAMES = ['track', 'room', 'type', 'language'] as const
export type FacetName = (typeof FACET_NAMES)[number]

type Filterable = Pick<Agenda, 'start' | 'place' | 'track' | 'type' | 'languages'>

/**
 * A stable key for an organiser's text in any language: its Chinese, else English, else first non-empty value
 * (a track or room keeps its key when the visitor switches the UI's language, so a shared link still filters).
 */
export function textKey(text: LocalizedText | null | undefined): string {
  if (text == null) return ''
  if (typeof text === 'string') return text.trim()
  const byLanguage = text as Record<string, string | undefined>
  for (const code of ['zh', 'en', ...Object.keys(byLanguage)]) {
    const value = byLanguage[code]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return ''
}

/** The key a session has for one facet ('' when it has none). */
function facetKeys(agenda: Filterable, facet: FacetName): string[] {
  switch (facet) {
    case 'track': return [textKey(agenda.track)].filter(Boolean)
    case 'room': return [textKey(agenda.place)].filter(Boolean)
    case 'type': return agenda.type ? [agenda.type] : []
    case 'language': return (agenda.languages ?? []).filter(Boolean)
  }
}

/** One choice of a facet: its key, and the organiser's text for tracks and rooms (types and languages are named by the UI). */
export interface FacetOption { key: string; text?: LocalizedText }

/**
 * The choices each facet offers over the whole programme, in the order sessions first use them (by start time), so
 * rooms come as the programme fills them. A facet no session uses offers nothing (and is not shown).
 */
export function agendaFacets(agendas: readonly Filterable[]): Record<FacetName, FacetOption[]> {
  const facets = { track: [], room: [], type: [], language: [] } as Record<FacetName, FacetOption[]>
  const sorted = [...agendas].sort((a, b) => toMs(a.start) - toMs(b.start))
  for (const facet of FACET_NAMES) {
    const seen = new Set<string>()
    for (const agenda of sorted) {
      for (const key of facetKeys(agenda, facet)) {
        if (seen.has(key)) continue
        seen.add(key)
        facets[facet].push(facet === 'track' ? { key, text: agenda.track } : facet === 'room' ? { key, text: agenda.place } : { key })
      }
    }
  }
  return facets
}

/** Whether a session passes every chosen facet (the day is not a facet: the day tabs choose it). */
export function matchesAgendaFilters(agenda: Filterable, filters: AgendaFilters): boolean {
  return FACET_NAMES.every(facet => {
    const wanted = filters[facet]
    return !wanted || facetKeys(agenda, facet).includes(wanted)
  })
}

/** The sessions that pass the facets, and of those the chosen day's when a day is chosen. */
export function filterAgendas<T extends Filterable>(agendas: readonly T[], filters: AgendaFilters, timezone: string = DEFAULT_TIMEZONE): T[] {
  return agendas.filter(agenda => matchesAgendaFilters(agenda, filters) && (!filters.day || dayKey(agenda.start, timezone) === filters.day))
}

/** How many facets are chosen (the day aside): "clear filters" shows only then. */
export function activeFacetCount(filters: AgendaFilters): number {
  return FACET_NAMES.filter(facet => !!filters[facet]).length
}

const QUERY_LIMIT = 100
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** The filters a route's query holds; odd values (too long, a malformed day) are left out rather than trusted. */
export function agendaFiltersFromQuery(query: Record<string, string | undefined>): AgendaFilters {
  const filters: AgendaFilters = {}
  if (query.day && DAY.test(query.day)) filters.day = query.day
  for (const facet of FACET_NAMES) {
    const value = query[facet]?.trim()
    if (value && value.length <= QUERY_LIMIT) filters[facet] = value
  }
  return filters
}

/** The query that keeps the filters (every name present, an unset one as undefined so it leaves the address). */
export function agendaFiltersToQuery(filters: AgendaFilters): Record<keyof AgendaFilters, string | undefined> {
  return { day: filters.day, track: filters.track, room: filters.room, type: filters.type, language: filters.language }
}
