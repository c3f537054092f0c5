import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import type { VoteCandidateData } from './useVoteCandidate'
import { CandidateBody } from './CandidateBody'
import '../vote.scss'

export const VoteCandidateMobile = observer(function VoteCandidateMobile({ data }: { data: VoteCandidateData }) {
  return (
    <View className='fu-vote-screen fu-vote-screen--mobile'>
      <View className='fu-mobile-bar'>
        <Text>{data.t('route.activityVoteCandidate')}</Text>
        <LanguageSwitcher />
      </View>
      <CandidateBody data={data} variant='mobile' />
      <MeetingFooter />
    </View>
  )
})
