import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useVoteCandidate } from './useVoteCandidate'
import { VoteCandidateMobile } from './mobile'
import { VoteCandidateDesktop } from './desktop'

export default observer(function VoteCandidateScreen({ query }: ScreenProps) {
  const data = useVoteCandidate(query)
  return useDeviceVariant() === 'desktop' ? <VoteCandidateDesktop data={data} /> : <VoteCandidateMobile data={data} />
})
