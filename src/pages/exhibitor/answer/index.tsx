import { defineScreen } from '@/components/screen/defineScreen'
import { useAnswerQuestion, type AnswerQuestionData } from './useAnswerQuestion'
import { AnswerQuestionView, answerQuestionState } from './View'

/** /meeting/exhibitor/ask?question_id=: answer one question of my company; after saving, the received questions open. */
export default defineScreen<'exhibitorAsk', AnswerQuestionData>({
  use: ({ query, meeting }) => useAnswerQuestion(query.question_id || '', meeting, 'exhibitorAskList'),
  view: AnswerQuestionView,
  state: answerQuestionState,
  meetingId: (_, data) => data.bound.meetingId,
})
