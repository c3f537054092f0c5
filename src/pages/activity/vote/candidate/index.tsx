import { defineScreen } from '@/components/screen/defineScreen'
import { useVoteCandidate, type VoteCandidateData } from './useVoteCandidate'
import { CandidateBody } from './CandidateBody'

/** /activity/vote/candidate (player_id): one candidate of a vote, and voting for them. */
export default defineScreen<'activityVoteCandidate', VoteCandidateData>({
  use: ({ query, meeting }) => useVoteCandidate(query, meeting),
  view: CandidateBody,
  title: data => data.name || undefined,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.voteMeetingId,
  // The candidate's name is the page's h1.
  frame: { ownHeading: true },
})
