import { useState } from 'react'
import { agendaDays, dayKey, formatDateTime, initialAgendaDay } from '@/core'
import { festivalState, useFestival } from '../../shared/useFestival'
import { usePerformances } from '../../shared/usePerformances'

/** The playbill by day: a tab per festival day (today's, or the next to come, open first) and its performances. */
export function usePlaybill(query: { meeting_id?: string }) {
  const festival = useFestival(query)
  const performances = usePerformances(festival)
  const tz = festival.timezone
  const days = agendaDays(performances.rows, tz)
  const [chosen, setChosen] = useState<string | undefined>(undefined)
  const today = dayKey(Date.now(), tz)
  const current = chosen && days.some(d => d.key === chosen) ? chosen : initialAgendaDay(days, Date.now(), tz)
  const t = festival.t
  return {
    festival,
    days: days.map(day => ({
      key: day.key,
      label: day.key === today ? t('festival.playbill.today') : formatDateTime(day.start, tz, 'MM.DD'),
      weekday: formatDateTime(day.start, tz, 'MM.DD'),
      count: t('festival.playbill.count', { count: day.items.length }),
    })),
    current,
    choose: setChosen,
    shows: days.find(day => day.key === current)?.items ?? [],
    open: performances.open,
    state: festivalState(festival, performances.remote),
  }
}

export type PlaybillData = ReturnType<typeof usePlaybill>
