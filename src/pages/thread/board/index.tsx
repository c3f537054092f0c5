import { defineScreen } from '@/components/screen/defineScreen'
import { useThreadBoard, type ThreadBoardData } from './useThreadBoard'
import { ThreadBoardView } from './View'

/**
 * /meeting/thread/list (optional thread_id): the meeting's discussion board, or one thread of it with its replies.
 * The mini-program's native pages/thread/pages/detail/detail lands here with the thread_id.
 */
export default defineScreen<'threadList', ThreadBoardData>({
  use: ({ query, meeting }) => useThreadBoard(query, meeting),
  title: data => (data.detail ? data.t('thread.detail.title') : undefined),
  state: data => ({ status: data.status === 'missing' ? 'ready' : data.status, message: data.error, retry: data.retry }),
  // A thread is in its own meeting, which may not be the address's.
  meetingId: (_, data) => data.thread?.meeting_id,
  view: ThreadBoardView,
})
