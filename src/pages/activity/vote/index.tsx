import { defineScreen } from '@/components/screen/defineScreen'
import { useActivityVote, type ActivityVoteData } from './useActivityVote'
import { VoteBody } from './VoteBody'

/** /activity/vote (vote_id): a vote, its ranked candidates, and voting. */
export default defineScreen<'activityVote', ActivityVoteData>({
  use: ({ query, meeting }) => useActivityVote(query, meeting),
  view: VoteBody,
  title: data => data.title || undefined,
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, retry: data.retry, message: data.error }),
  meetingId: (_input, data) => data.vote?.meeting_id,
  // The vote's title in its header is the page's h1.
  frame: { ownHeading: true },
})
