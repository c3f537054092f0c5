import { defineScreen } from '@/components/screen/defineScreen'
import { useLeadDetail, type LeadDetailData } from './useLeadDetail'
import { LeadDetailView, leadDetailState } from './View'

/** /meeting/exhibitor/leads/detail: one lead, its rating, tags and notes. */
export default defineScreen<'exhibitorLead', LeadDetailData>({
  use: ({ query, meeting }) => useLeadDetail(query, meeting),
  view: LeadDetailView,
  state: leadDetailState,
  title: data => data.lead?.name,
  meetingId: (_, data) => data.leadMeetingId,
})
