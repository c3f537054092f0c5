import { defineScreen } from '@/components/screen/defineScreen'
import { useQuestionList, type QuestionListData } from './useQuestionList'
import { QuestionListView, questionListState } from './View'

/** /meeting/enterprise/question/list: the same list, answered on /meeting/enterprise/question/{question_id}/answer. */
export default defineScreen<'enterpriseQuestionList', QuestionListData>({
  use: ({ query, meeting }) => useQuestionList(query, meeting, 'enterpriseQuestionAnswer'),
  view: QuestionListView,
  // "Questions to Aurora Robotics" once the account is read.
  title: data => data.heading,
  state: questionListState,
  meetingId: (_, data) => data.bound.meetingId,
})
