import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import type { VoteCandidateData } from './useVoteCandidate'
import { CandidateBody } from './CandidateBody'
import '../vote.scss'

export const VoteCandidateDesktop = observer(function VoteCandidateDesktop({ data }: { data: VoteCandidateData }) {
  return (
    <View className='fu-vote-screen fu-vote-screen--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column'>
        <CandidateBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
