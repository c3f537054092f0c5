import { defineScreen } from '@/components/screen/defineScreen'
import { useQuestionList, type QuestionListData } from './useQuestionList'
import { QuestionListView, questionListState } from './View'

/** /meeting/exhibitor/ask/list: the questions my company received, each answered on /meeting/exhibitor/ask. */
export default defineScreen<'exhibitorAskList', QuestionListData>({
  use: ({ query, meeting }) => useQuestionList(query, meeting, 'exhibitorAsk'),
  view: QuestionListView,
  // "Questions to Aurora Robotics" once the account is read.
  title: data => data.heading,
  state: questionListState,
  meetingId: (_, data) => data.bound.meetingId,
})
