import { defineScreen } from '@/components/screen/defineScreen'
import { useActivityDetail, type ActivityDetailData } from './useActivityDetail'
import { ActivityDetailMobile } from './mobile'
import { ActivityDetailDesktop } from './desktop'

/** /meeting/activity/detail (activity_id, optional source_id): one activity and its registration. */
export default defineScreen<'activityDetail', ActivityDetailData>({
  use: ({ query, meeting }) => useActivityDetail(query, meeting),
  mobile: ActivityDetailMobile,
  desktop: ActivityDetailDesktop,
  title: data => data.title || undefined,
  state: data => ({ status: data.status === 'notFound' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.activity?.meeting_id,
  // The activity's title in its card is the page's h1.
  frame: { ownHeading: true },
})
