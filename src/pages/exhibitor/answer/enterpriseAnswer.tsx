import { answerQuestionScreen } from './index'

/** /meeting/enterprise/question/{question_id}/answer: the same screen, back to /meeting/enterprise/question/list. */
export default answerQuestionScreen('enterpriseQuestionList')
