import { defineScreen } from '@/components/screen/defineScreen'
import { useMeetingIntroduction, type MeetingIntroductionData } from './useMeetingIntroduction'
import { MeetingIntroductionView } from './View'

/** /meeting/introduction (content_id): one introduction content of the meeting; its title is the page's h1. */
export default defineScreen<'meetingIntroduction', MeetingIntroductionData>({
  use: ({ query, meeting }) => useMeetingIntroduction(query, meeting),
  view: MeetingIntroductionView,
  title: data => data.title || undefined,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
  frame: { ownHeading: true, titleBarTitle: 'route' },
})
