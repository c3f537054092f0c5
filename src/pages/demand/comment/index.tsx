import { defineScreen } from '@/components/screen/defineScreen'
import { useDemandComment, type DemandCommentData } from './useDemandComment'
import { DemandCommentView } from './View'

/** /demand/comment/:type?demand_id (optional meeting_id): leave a comment on a demand, then back to it. */
export default defineScreen<'demandComment', DemandCommentData>({
  use: ({ query, meeting }) => useDemandComment(query, meeting),
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, message: data.error, retry: data.retry }),
  // The post is in its own meeting, which may not be the address's.
  meetingId: (_, data) => data.demand?.meeting_id,
  view: DemandCommentView,
})
