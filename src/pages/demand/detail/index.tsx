import { defineScreen } from '@/components/screen/defineScreen'
import { useDemandDetail, type DemandDetailData } from './useDemandDetail'
import { DemandDetailView } from './View'

/** /demand/detail?demand_id (optional meeting_id): one demand, its like, contact, comments and closing. */
export default defineScreen<'demandDetail', DemandDetailData>({
  use: ({ query, meeting }) => useDemandDetail(query, meeting),
  title: data => data.demand?.title,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, message: data.error, retry: data.retry }),
  // The post is in its own meeting, which may not be the address's.
  meetingId: (_, data) => data.demand?.meeting_id,
  // The article's h1 is the post's title.
  frame: { ownHeading: true },
  view: DemandDetailView,
})
