import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import type { ScreenProps } from '@/components/screen/RoutedScreen'
import { useActivityVote } from './useActivityVote'
import { ActivityVoteMobile } from './mobile'
import { ActivityVoteDesktop } from './desktop'

export default observer(function ActivityVoteScreen({ query }: ScreenProps) {
  const data = useActivityVote(query)
  return useDeviceVariant() === 'desktop' ? <ActivityVoteDesktop data={data} /> : <ActivityVoteMobile data={data} />
})
