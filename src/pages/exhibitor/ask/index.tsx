import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useAskQuestion } from './useAskQuestion'
import { AskQuestionMobile } from './mobile'
import { AskQuestionDesktop } from './desktop'
import '../exhibitor.scss'

/** /meeting/enterprise/question?enterprise_id=: ask a company a question. */
export default observer(function AskQuestionScreen({ query }: ScreenProps) {
  const data = useAskQuestion(query)
  return useDeviceVariant() === 'desktop' ? <AskQuestionDesktop data={data} /> : <AskQuestionMobile data={data} />
})
