import { defineScreen } from '@/components/screen/defineScreen'
import { useAnswerQuestion, type AnswerQuestionData } from './useAnswerQuestion'
import { AnswerQuestionView, answerQuestionState } from './View'

/** /meeting/enterprise/question/{question_id}/answer: the same screen, back to /meeting/enterprise/question/list. */
export default defineScreen<'enterpriseQuestionAnswer', AnswerQuestionData>({
  use: ({ params, meeting }) => useAnswerQuestion(params.question_id || '', meeting, 'enterpriseQuestionList'),
  view: AnswerQuestionView,
  state: answerQuestionState,
  meetingId: (_, data) => data.bound.meetingId,
})
