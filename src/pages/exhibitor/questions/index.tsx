import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useQuestionList } from './useQuestionList'
import { QuestionListMobile } from './mobile'
import { QuestionListDesktop } from './desktop'
import '../exhibitor.scss'

/** One route's screen: the questions the account's company received, each answered on `answerRoute`. */
export function questionListScreen(answerRoute: 'exhibitorAsk' | 'enterpriseQuestionAnswer') {
  return observer(function QuestionListScreen({ query }: ScreenProps) {
    const data = useQuestionList(query, answerRoute)
    return useDeviceVariant() === 'desktop' ? <QuestionListDesktop data={data} /> : <QuestionListMobile data={data} />
  })
}

/** /meeting/exhibitor/ask/list */
export default questionListScreen('exhibitorAsk')
