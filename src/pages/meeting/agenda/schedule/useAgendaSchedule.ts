import { useState } from 'react'
import type { Agenda, ObjectId, Speaker } from '@fu-types/entities'
import { listAllAgendas } from '@/api/content'
import { listSpeakers } from '@/api/meetings'
import { agendaDays, formatDateTime, initialAgendaDay } from '@/core'
import { matchesAgendaFilters } from '@/core/agendaFilter'
import { agendaGrid, nowOnGrid } from '@/core/agendaGrid'
import { localize } from '@/core/localize'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useKeyword } from '@/components/useKeywordSearch'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { replacePageQuery } from '@/router/pageQuery'
import { useStores } from '@/stores'
import { toSessionView, type SessionView } from '../sessionView'
import { useAgendaFollows } from '../useAgendaFollows'
import { useAgendaFilters } from './useAgendaFilters'
import { useMyAgenda } from './useMyAgenda'

/** Speakers named on the sessions: the meeting's speakers in one answer (the server's page limit). */
const SCHEDULE_SPEAKERS_LIMIT = 999
/** Live badges and the grid's "now" line change at most by the minute here; the live screens tick by the second. */
const BADGE_TICK_MS = 30_000

interface ScheduleDayTab { key: string; label: string; date: string; selected: boolean }
export type AgendaView = 'all' | 'mine'

/**
 * The schedule's data and actions: the whole programme (with its shown lives) and the meeting's speakers, grouped by
 * day in the meeting's zone, one day at a time, narrowed by the filters (kept in the route's query), as a list and,
 * on a desktop, a grid by room; "my schedule" toggles; and the "my agenda" view (?view=mine). With ?keyword= (the
 * meeting search's "more") only the sessions whose title has it, until "show all".
 */
export function useAgendaSchedule(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { id: meetingId, timezone } = meeting
  const now = useNow(BADGE_TICK_MS)
  const [view, setView] = useState<AgendaView>(query.view === 'mine' ? 'mine' : 'all')
  const filter = useKeyword(query.keyword)
  const keyword = filter.keyword

  const programme = useRemote<{ agendas: Agenda[]; speakers: Speaker[] }>(async () => {
    // Without a meeting id the programme waits for the meeting store.
    if (!meetingId) return new Promise<never>(() => undefined)
    const [agendas, speakers] = await Promise.all([
      listAllAgendas({ meeting_id: meetingId, with_lives: 1, ...(keyword ? { keyword } : {}) }),
      listSpeakers(meetingId, { limit: SCHEDULE_SPEAKERS_LIMIT }),
    ])
    return { agendas, speakers: speakers.results ?? [] }
  }, [meetingId, keyword])

  const here = routeUrl('agendaSchedule', { meeting_id: meetingId })
  const follows = useAgendaFollows({ meetingId, here })
  const all = programme.data?.agendas ?? []
  const filters = useAgendaFilters(query, all, lang, t)
  const mine = useMyAgenda({ meetingId, timezone, active: view === 'mine', here: routeUrl('agendaSchedule', { meeting_id: meetingId, view: 'mine' }) })

  // The day tabs are the whole programme's (a filter does not take a day away); the chosen day's sessions are filtered.
  const days = agendaDays(all, timezone)
  const chosenDay = filters.filters.day
  const dayKey = chosenDay && days.some(d => d.key === chosenDay) ? chosenDay : initialAgendaDay(days, now, timezone)
  const day = days.find(d => d.key === dayKey)
  const daySessions = (day?.items ?? []).filter(agenda => matchesAgendaFilters(agenda, filters.filters))
  const speakersById = new Map((programme.data?.speakers ?? []).map(s => [s._id, s] as const))
  const tabs: ScheduleDayTab[] = days.map((d, i) => ({
    key: d.key,
    label: t('agenda.schedule.day', { n: i + 1 }),
    date: formatDateTime(d.start, timezone, 'MM.DD'),
    selected: d.key === dayKey,
  }))
  const sessions = daySessions.map(agenda => toSessionView(agenda, { lang, timezone, now, t, speakersById }))
  const viewsById = new Map(sessions.map(s => [s.id, s] as const))
  const layout = agendaGrid(daySessions, timezone)
  const nowLine = dayKey ? nowOnGrid(layout, dayKey, now, timezone) : undefined
  const selectedTab = tabs.find(tab => tab.selected)

  return {
    t,
    status: programme.status,
    error: programme.error,
    retry: programme.retry,
    keyword,
    showAll: filter.clear,
    tabs,
    sessions,
    dayTotal: day ? t('agenda.schedule.dayTotal', { total: sessions.length }) : '',
    filters,
    /** The day has sessions but none passes the filters. */
    noneMatch: !!day && day.items.length > 0 && sessions.length === 0,
    grid: {
      label: t('agenda.grid.label', { day: selectedTab ? `${selectedTab.label} ${selectedTab.date}` : '' }),
      columns: layout.columns.map(c => (c.key ? localize(c.text, lang) || c.key : t('agenda.filter.noRoom'))),
      startMinute: layout.startMinute,
      hours: layout.hours,
      blocks: layout.blocks.map(b => ({ ...b, item: viewsById.get(b.item._id) as SessionView })),
      now: nowLine === undefined ? undefined : { top: nowLine, label: t('agenda.grid.now', { time: formatDateTime(now, timezone, 'HH:mm') }) },
    },
    follows,
    view,
    chooseView: (next: AgendaView) => { setView(next); replacePageQuery({ view: next === 'mine' ? 'mine' : undefined }) },
    mine,
    chooseDay: (key: string) => filters.chooseDay(key),
    open: (agendaId: ObjectId) => { void navigateTo('agendaDetails', { meeting_id: meetingId, agenda_id: agendaId }) },
    openSpeaker: (speakerId: ObjectId) => { void navigateTo('speakerDetail', { speaker_id: speakerId, meeting_id: meetingId }) },
    openLive: (liveId: ObjectId) => { void navigateTo('meetingLiveDetail', { live_id: liveId, meeting_id: meetingId }) },
  }
}

export type AgendaScheduleData = ReturnType<typeof useAgendaSchedule>
