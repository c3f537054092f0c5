import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import type { ActivityVoteData } from './useActivityVote'
import { VoteBody } from './VoteBody'
import './vote.scss'

export const ActivityVoteMobile = observer(function ActivityVoteMobile({ data }: { data: ActivityVoteData }) {
  return (
    <View className='fu-vote-screen fu-vote-screen--mobile'>
      <View className='fu-mobile-bar'>
        <Text>{data.t('route.activityVote')}</Text>
        <LanguageSwitcher />
      </View>
      <VoteBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
