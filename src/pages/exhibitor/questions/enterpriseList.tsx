import { questionListScreen } from './index'

/** /meeting/enterprise/question/list: the same list, answered on /meeting/enterprise/question/{question_id}/answer. */
export default questionListScreen('enterpriseQuestionAnswer')
