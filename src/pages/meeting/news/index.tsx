import { defineScreen } from '@/components/screen/defineScreen'
import { useNewsList, type NewsListData } from './useNewsList'
import { NewsListView } from './NewsListBody'

/** /meeting/news (optional meeting_id): the meeting's news, page by page. */
export default defineScreen<'meetingNews', NewsListData>({
  use: ({ query, meeting }) => useNewsList(query, meeting),
  view: NewsListView,
})
