import { useState } from 'react'
import type { Agenda } from '@fu-types/entities'
import { AGENDA_TYPES } from '@fu-types/entities'
import { activeFacetCount, agendaFacets, agendaFiltersFromQuery, agendaFiltersToQuery, FACET_NAMES, type AgendaFilters, type FacetName } from '@/core/agendaFilter'
import { localize } from '@/core/localize'
import type { MessageKey } from '@/i18n'
import { replacePageQuery } from '@/router/pageQuery'

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string

/** One facet as the filter bar shows it: its label and its choices, the chosen one marked. */
interface FacetView {
  name: FacetName
  label: string
  options: { key: string; label: string; selected: boolean }[]
  /** '' when the facet is open ("All"). */
  chosen: string
}

const LANGUAGE_NAMES = ['zh', 'en', 'ja', 'ko']

/** How a facet's choice reads: the organiser's text for tracks and rooms, the UI's words for kinds and languages. */
function optionLabel(facet: FacetName, option: { key: string; text?: Agenda['track'] }, lang: string, t: Translate): string {
  if (facet === 'track' || facet === 'room') return localize(option.text, lang) || option.key
  if (facet === 'type') return (AGENDA_TYPES as readonly string[]).includes(option.key) ? t(`agenda.type.${option.key}` as MessageKey) : option.key
  return LANGUAGE_NAMES.includes(option.key) ? t(`agenda.lang.${option.key}` as MessageKey) : option.key
}

/**
 * The agenda's filters: the day and the facets (track, room, type, language) read from the route's query and written
 * back to it on each change (a reload, a shared link and back from a session keep them). A facet the programme does
 * not use is not offered; a chosen value the programme no longer has still shows, so it can be cleared.
 */
export function useAgendaFilters(query: Record<string, string | undefined>, programme: readonly Agenda[], lang: string, t: Translate) {
  const [filters, setFilters] = useState<AgendaFilters>(() => agendaFiltersFromQuery(query))

  const update = (next: AgendaFilters) => {
    setFilters(next)
    replacePageQuery(agendaFiltersToQuery(next))
  }

  const facets = agendaFacets(programme)
  const views: FacetView[] = FACET_NAMES.map(name => {
    const chosen = filters[name] ?? ''
    const options = facets[name].map(option => ({ key: option.key, label: optionLabel(name, option, lang, t), selected: option.key === chosen }))
    if (chosen && !options.some(o => o.selected)) options.push({ key: chosen, label: optionLabel(name, { key: chosen }, lang, t), selected: true })
    return { name, label: t(`agenda.filter.${name}` as MessageKey), options, chosen }
  }).filter(view => view.options.length > 0)

  return {
    filters,
    facets: views,
    activeCount: activeFacetCount(filters),
    chooseDay: (day: string) => update({ ...filters, day }),
    choose: (facet: FacetName, key: string) => update({ ...filters, [facet]: key || undefined }),
    clear: () => update({ day: filters.day }),
  }
}

