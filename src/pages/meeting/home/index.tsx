import { ShareButton } from '@/components/ShareButton'
import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingHome, type MeetingHomeData } from '@/components/meetingHome/useMeetingHome'
import { MeetingHomeView } from './View'

/**
 * /meeting/home (optional meeting_id): the meeting's landing page with its own header; the hero's title is the page's
 * heading (the window keeps the route's title).
 */
export default defineScreen<'meetingHome', MeetingHomeData>({
  use: ({ query }) => useMeetingHome(query.meeting_id),
  view: MeetingHomeView,
  // While the meeting loads the view shows its skeleton (MeetingHero.tsx): the same boxes as the content, no jump.
  state: data => ({
    status: data.status === 'failed' ? 'failed' : 'ready',
    retry: data.retry,
    message: data.error,
  }),
  frame: {
    titleBar: false,
    ownHeading: true,
    desktopActions: data => <ShareButton request={data.shareRequest} />,
  },
})
