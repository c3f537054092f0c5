import { defineScreen } from '@/components/screen/defineScreen'
import { useLeadList, type LeadListData } from './useLeadList'
import { LeadListView, leadListState } from './View'

/** /meeting/exhibitor/leads: the company's leads with search, scan and export; the exhibitor's booth staff; joining a company. */
export default defineScreen<'exhibitorLeads', LeadListData>({
  use: ({ query, meeting }) => useLeadList(query, meeting),
  view: LeadListView,
  state: leadListState,
  meetingId: (_, data) => data.company?.meetingId,
})
