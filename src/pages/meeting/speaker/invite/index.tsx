import { defineScreen } from '@/components/screen/defineScreen'
import { useSpeakerInvite, type SpeakerInviteData } from './useSpeakerInvite'
import { SpeakerInviteView } from './View'

/** /meeting/speaker/invite (signed in): the speaker's own invitation — their sessions, the card, accept and share. */
export default defineScreen<'speakerInvite', SpeakerInviteData>({
  use: ({ meeting }) => useSpeakerInvite(meeting),
  state: data => ({ status: data.status, message: data.error, retry: data.retry }),
  view: SpeakerInviteView,
})
