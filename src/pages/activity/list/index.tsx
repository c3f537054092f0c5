import { defineScreen } from '@/components/screen/defineScreen'
import { useActivityList, type ActivityListData } from './useActivityList'
import { ActivityListView } from './ListBody'

/** /meeting/activity/list (optional meeting_id): the meeting's activities, page by page. */
export default defineScreen<'activityList', ActivityListData>({
  use: ({ query, meeting }) => useActivityList(query, meeting),
  view: ActivityListView,
})
