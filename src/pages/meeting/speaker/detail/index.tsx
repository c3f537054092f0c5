import { defineScreen } from '@/components/screen/defineScreen'
import { useSpeakerDetail, type SpeakerDetailData } from './useSpeakerDetail'
import { SpeakerProfile } from './SpeakerProfile'

/** /meeting/speaker?speaker_id=…: a speaker's profile and sessions; the name is the page's heading. */
export default defineScreen<'speakerDetail', SpeakerDetailData>({
  use: ({ query, meeting }) => useSpeakerDetail(query, meeting),
  view: SpeakerProfile,
  title: data => data.profile?.name,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  frame: { ownHeading: true },
})
