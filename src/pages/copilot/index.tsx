import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useCopilot } from './useCopilot'
import { CopilotMobile } from './mobile'
import { CopilotDesktop } from './desktop'

/** /meeting/talk: the meeting's AI assistant (SPEC names the route only; the copilot is its conversation screen). */
export default observer(function CopilotScreen({ query }: ScreenProps) {
  const data = useCopilot(query)
  return useDeviceVariant() === 'desktop' ? <CopilotDesktop data={data} /> : <CopilotMobile data={data} />
})
