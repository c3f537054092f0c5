import { defineScreen } from '@/components/screen/defineScreen'
import { useAgendaDetails, type AgendaDetailsData } from './useAgendaDetails'
import { AgendaDetailsView } from './AgendaArticle'

/** /meeting/agenda/details?agenda_id=…: one session; its title is the page's heading. */
export default defineScreen<'agendaDetails', AgendaDetailsData>({
  use: ({ query, meeting }) => useAgendaDetails(query, meeting),
  view: AgendaDetailsView,
  title: data => data.title,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_, data) => data.agenda?.meeting_id,
  frame: { ownHeading: true },
})
