import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { MeetingFooter } from '@/components/MeetingFooter'
import type { ActivityVoteData } from './useActivityVote'
import { VoteBody } from './VoteBody'
import './vote.scss'

export const ActivityVoteDesktop = observer(function ActivityVoteDesktop({ data }: { data: ActivityVoteData }) {
  return (
    <View className='fu-vote-screen fu-vote-screen--desktop'>
      <DesktopTopBar />
      <View className='fu-desktop-column'>
        <VoteBody data={data} variant='desktop' />
      </View>
      <MeetingFooter />
    </View>
  )
})
