import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useAnswerQuestion } from './useAnswerQuestion'
import { AnswerQuestionMobile } from './mobile'
import { AnswerQuestionDesktop } from './desktop'
import '../exhibitor.scss'

/** One route's screen: the question id comes from the path or the query; after saving, `listRoute` opens. */
export function answerQuestionScreen(listRoute: 'exhibitorAskList' | 'enterpriseQuestionList') {
  return observer(function AnswerQuestionScreen({ params, query }: ScreenProps) {
    const data = useAnswerQuestion(params.question_id || query.question_id || '', listRoute)
    return useDeviceVariant() === 'desktop' ? <AnswerQuestionDesktop data={data} /> : <AnswerQuestionMobile data={data} />
  })
}

/** /meeting/exhibitor/ask?question_id= */
export default answerQuestionScreen('exhibitorAskList')
