import { ShareButton } from '@/components/ShareButton'
import { defineScreen } from '@/components/screen/defineScreen'
import { useNewsDetail, type NewsDetailData } from './useNewsDetail'
import { NewsArticle } from './NewsArticle'

const share = (data: NewsDetailData) => (data.news ? <ShareButton request={data.shareRequest} /> : null)

/**
 * /meeting/news/detail?news_id=…: one news item; its title is the page's heading, shown once (the article's h1): the
 * phone's title bar names the route ("News article"), the window the item.
 */
export default defineScreen<'meetingNewsDetail', NewsDetailData>({
  use: ({ query, meeting }) => useNewsDetail(query, meeting),
  view: NewsArticle,
  title: data => data.title,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_, data) => data.news?.meeting,
  frame: { ownHeading: true, titleBarTitle: 'route', mobileActions: share, desktopActions: share },
})
