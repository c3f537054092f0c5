import { defineScreen } from '@/components/screen/defineScreen'
import { useCopilot, type CopilotData } from './useCopilot'
import { CopilotView } from './CopilotBody'

/**
 * /meeting/talk: the meeting's AI assistant (SPEC names the route only; the copilot is its conversation screen), under
 * the name the meeting gives it; a full-height chat without the meeting footer.
 */
export default defineScreen<'meetingTalk', CopilotData>({
  use: ({ meeting }) => useCopilot(meeting),
  view: CopilotView,
  title: data => data.name,
  state: data => ({
    status: data.status === 'loading' || data.status === 'failed' ? data.status : 'ready',
    retry: data.retryMeeting,
    message: data.meetingError,
  }),
  frame: { footer: false },
})
