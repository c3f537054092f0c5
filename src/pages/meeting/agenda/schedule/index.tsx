import { defineScreen } from '@/components/screen/defineScreen'
import { useAgendaSchedule, type AgendaScheduleData } from './useAgendaSchedule'
import { ScheduleView } from './ScheduleBody'

/** /meeting/agenda/schedule (optional meeting_id): the programme day by day, sessions to follow. */
export default defineScreen<'agendaSchedule', AgendaScheduleData>({
  use: ({ query, meeting }) => useAgendaSchedule(query, meeting),
  view: ScheduleView,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
})
