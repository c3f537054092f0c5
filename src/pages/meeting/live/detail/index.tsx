import { ShareButton } from '@/components/ShareButton'
import { defineScreen } from '@/components/screen/defineScreen'
import { useLiveDetail, type LiveDetailData } from './useLiveDetail'
import { LiveArticle } from './LiveArticle'

const share = (data: LiveDetailData) => (data.live ? <ShareButton request={data.shareRequest} /> : null)

/** /meeting/live/detail?live_id=…: one live stream (player, access, subtitles, chat); its title is the page's heading. */
export default defineScreen<'meetingLiveDetail', LiveDetailData>({
  use: ({ query, meeting }) => useLiveDetail(query, meeting),
  view: LiveArticle,
  title: data => data.title,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_, data) => data.live?.meeting_id,
  frame: { ownHeading: true, mobileActions: share, desktopActions: share },
})
