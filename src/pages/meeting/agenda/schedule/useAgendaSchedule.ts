import { useState } from 'react'
import type { Agenda, ObjectId, Speaker } from '@fu-types/entities'
import { listAllAgendas } from '@/api/content'
import { listSpeakers } from '@/api/meetings'
import { agendaDays, formatDateTime, initialAgendaDay } from '@/core'
import { useMeetingFor } from '@/components/useMeetingFor'
import { useKeyword } from '@/components/useKeywordSearch'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { toSessionView } from '../sessionView'
import { useAgendaFollows } from '../useAgendaFollows'

/** Speakers named on the sessions: the meeting's speakers in one answer (the server's page limit). */
export const SCHEDULE_SPEAKERS_LIMIT = 999
/** Live badges change at most by the minute here; the live screens tick by the second. */
const BADGE_TICK_MS = 30_000

export interface ScheduleDayTab { key: string; label: string; date: string; selected: boolean }

/**
 * The schedule's data and actions: the whole programme (with its shown lives) and
 * the meeting's speakers, grouped by day in the meeting's zone, one day at a time, and "my schedule". With ?keyword=
 * (the meeting search's "more") only the sessions whose title has it, until "show all".
 */
export function useAgendaSchedule(query: Record<string, string | undefined>) {
  const { language } = useStores()
  const t = language.t
  const lang = language.language
  const { meetingId, timezone } = useMeetingFor(query.meeting_id || undefined)
  const now = useNow(BADGE_TICK_MS)
  const [chosenDay, setChosenDay] = useState<string | undefined>(undefined)
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

  const days = agendaDays(programme.data?.agendas ?? [], timezone)
  const dayKey = chosenDay && days.some(d => d.key === chosenDay) ? chosenDay : initialAgendaDay(days, now, timezone)
  const day = days.find(d => d.key === dayKey)
  const speakersById = new Map((programme.data?.speakers ?? []).map(s => [s._id, s] as const))
  const tabs: ScheduleDayTab[] = days.map((d, i) => ({
    key: d.key,
    label: t('agenda.schedule.day', { n: i + 1 }),
    date: formatDateTime(d.start, timezone, 'MM.DD'),
    selected: d.key === dayKey,
  }))

  return {
    t,
    status: programme.status,
    error: programme.error,
    retry: programme.retry,
    keyword,
    showAll: filter.clear,
    tabs,
    sessions: (day?.items ?? []).map(agenda => toSessionView(agenda, { lang, timezone, now, t, speakersById })),
    dayTotal: day ? t('agenda.schedule.dayTotal', { total: day.items.length }) : '',
    follows,
    chooseDay: (key: string) => setChosenDay(key),
    open: (agendaId: ObjectId) => { void navigateTo('agendaDetails', { meeting_id: meetingId, agenda_id: agendaId }) },
    openSpeaker: (speakerId: ObjectId) => { void navigateTo('speakerDetail', { speaker_id: speakerId, meeting_id: meetingId }) },
    openLive: (liveId: ObjectId) => { void navigateTo('meetingLiveDetail', { live_id: liveId, meeting_id: meetingId }) },
  }
}

export type AgendaScheduleData = ReturnType<typeof useAgendaSchedule>
