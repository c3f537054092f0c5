import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { VoteActions } from '../VoteBody'
import { VoteBox } from '../VoteBox'
import type { VoteCandidateData } from './useVoteCandidate'
import '../vote.scss'

/** The candidate (one layout in both variants), or "not found". */
export const CandidateBody = observer(function CandidateBody({ data, variant }: { data: VoteCandidateData; variant: Variant }) {
  const { t } = data
  if (data.status === 'missing' || !data.player) return <Empty text={t('vote.candidate.missing')} />
  const player = data.player
  return (
    <View className={`fu-vote fu-vote--${variant} fu-vote-candidate`}>
      <Action className='fu-vote-candidate__back' role='link' onPress={data.back}>{t('vote.back')}</Action>
      <Text className='fu-vote__subheading'>{data.voteTitle}</Text>
      <Text className='fu-vote__title' {...heading(1)}>{data.name}</Text>
      {player.number ? <Text className='fu-vote__number'>{t('vote.number', { number: player.number })}</Text> : null}
      {data.phase ? <Text className='fu-vote__label'>{t(`vote.phase.${data.phase}`)}</Text> : null}
      {data.photos.length ? (
        <View className='fu-vote-candidate__photos' {...srRole('group', { 'aria-label': t('vote.candidate.photos') })}>
          {data.photos.map((src, i) => (
            <RemoteImage key={src} className='fu-vote-candidate__photo' src={src} label={t('vote.candidate.photo', { name: data.name, n: i + 1 })} lazy={i > 0} />
          ))}
        </View>
      ) : null}
      <Text className='fu-vote__count'>{t('vote.votes', { count: player.count })}</Text>
      {data.myVotes(player._id) > 0 ? <Text className='fu-vote__mine'>{t('vote.mine', { count: data.myVotes(player._id) })}</Text> : null}
      <VoteActions data={data} player={player} name={data.name} mine={data.myVotes(player._id)} />
      <VoteBox data={data} />
      {data.description ? (
        <View className='fu-vote__rules'>
          <Text className='fu-vote__subheading' {...heading(2)}>{t('vote.candidate.about')}</Text>
          <RichText html={data.description} />
        </View>
      ) : null}
    </View>
  )
})
