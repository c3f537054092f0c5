import { defineScreen } from '@/components/screen/defineScreen'
import { useLeadScan, type LeadScanData } from './useLeadScan'
import { LeadScanView, leadScanState } from './View'

/** /meeting/exhibitor/leads/scan: scan or type a visitor's ticket or card code into a lead. */
export default defineScreen<'exhibitorLeadScan', LeadScanData>({
  use: ({ query, meeting }) => useLeadScan(query, meeting),
  view: LeadScanView,
  state: leadScanState,
  meetingId: (_, data) => data.company?.meetingId,
})
