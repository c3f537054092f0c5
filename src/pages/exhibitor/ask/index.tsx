import { defineScreen } from '@/components/screen/defineScreen'
import { useAskQuestion, type AskQuestionData } from './useAskQuestion'
import { AskQuestionView } from './View'

/** /meeting/enterprise/question?enterprise_id=: ask a company a question. */
export default defineScreen<'enterpriseQuestionAsk', AskQuestionData>({
  use: ({ query, meeting }) => useAskQuestion(query, meeting),
  view: AskQuestionView,
  // "Ask Aurora Robotics" once the company is known.
  title: data => data.heading,
  state: data => (data.status === 'loading' || data.status === 'failed'
    ? { status: data.status, retry: data.retry, message: data.loadError }
    : { status: 'ready' }),
  // The company's meeting, once read (the query's until then).
  meetingId: (_, data) => data.enterpriseMeetingId,
})
