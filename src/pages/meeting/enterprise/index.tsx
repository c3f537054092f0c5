import { defineScreen } from '@/components/screen/defineScreen'
import { useEnterpriseDetail, type EnterpriseDetailData } from '@/components/enterprise/useEnterpriseDetail'
import { EnterpriseDetailView } from './View'

/** /meeting/enterprise?enterprise_id=…: a company's page; its name is the page's heading. */
export default defineScreen<'meetingEnterprise', EnterpriseDetailData>({
  use: ({ query, meeting }) => useEnterpriseDetail(query, meeting),
  view: EnterpriseDetailView,
  title: data => data.name,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_, data) => data.enterprise?.meeting_id,
  frame: { ownHeading: true },
})
