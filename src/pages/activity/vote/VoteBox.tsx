import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { srRole } from '@/components/a11y'
import type { VotingData } from './useVoting'

/** My votes left today and in all (or "sign in to vote"), and what the last vote came to (limits said in words). */
export const VoteBox = observer(function VoteBox({ data }: { data: VotingData }) {
  const { t } = data
  return (
    <View className='fu-vote__box'>
      {data.loggedIn ? (
        <View className='fu-vote__left'>
          {data.left.today !== null ? <Text>{t('vote.left.today', { count: data.left.today })}</Text> : null}
          {data.left.total !== null ? <Text>{t('vote.left.total', { count: data.left.total })}</Text> : null}
          {data.left.today === null && data.left.total === null ? <Text>{t('vote.left.unlimited')}</Text> : null}
        </View>
      ) : (
        <Action className='fu-button fu-vote__login' onPress={data.login}>{t('vote.loginToVote')}</Action>
      )}
      {data.notice ? (
        <Text className={`fu-vote__notice fu-vote__notice--${data.notice.tone}`} {...srRole(data.notice.tone === 'error' ? 'alert' : 'status')}>{data.notice.text}</Text>
      ) : null}
    </View>
  )
})
