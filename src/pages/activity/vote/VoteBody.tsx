import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import type { VotePlayer } from '@fu-types/entities'
import { formatDateTime, localize } from '@/core'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { FormField, inputValue } from '@/components/FormField'
import { RemoteImage } from '@/components/RemoteImage'
import { RichText } from '@/components/RichText'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { TimeRange } from '@/components/TimeRange'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { ActivityVoteData } from './useActivityVote'
import { VoteBox } from './VoteBox'
import './vote.scss'

const PHASE_TONE = { notStarted: 'blue', open: 'green', ended: 'grey' } as const

/**
 * The vote: header (title, phase, period, rules), my votes left, search, the ranked candidates; one column of
 * candidates on a phone, a grid on a desktop.
 */
export const VoteBody = observer(function VoteBody({ data, variant }: { data: ActivityVoteData; variant: Variant }) {
  if (data.status === 'missing' || !data.vote) return <Empty text={data.t('vote.missing')} />
  const { vote, t } = data
  return (
    <View className={`fu-vote fu-vote--${variant}`}>
      <View className='fu-vote__header'>
        {vote.cover ? <RemoteImage className='fu-vote__cover' src={vote.cover} label='' lazy={false} /> : null}
        <Text className='fu-vote__title' {...heading(1)}>{data.title}</Text>
        {data.phase ? <Badge text={t(`vote.phase.${data.phase}`)} tone={PHASE_TONE[data.phase]} /> : null}
        <View className='fu-vote__period'>
          <Text className='fu-vote__label'>{t('vote.period')}</Text>
          {vote.start && vote.end ? <TimeRange start={vote.start} end={vote.end} timezone={data.timezone} />
            : vote.end ? <Text>{t('vote.periodUntil', { end: formatDateTime(vote.end, data.timezone) })}</Text> : null}
        </View>
        <Text className='fu-vote__total'>{t('vote.totalVotes', { count: data.total })}</Text>
        {data.rules ? (
          <View className='fu-vote__rules'>
            <Text className='fu-vote__subheading' {...heading(2)}>{t('vote.rules')}</Text>
            <RichText html={data.rules} />
          </View>
        ) : null}
      </View>
      <VoteBox data={data} />
      <FormField id='fu-vote-search' label={t('vote.search.label')} error=''>
        {input => (
          <Input className='fu-field__input' type='text' maxlength={40} value={data.search} placeholder={t('vote.search.placeholder')}
            onInput={e => data.setSearch(inputValue(e))} nativeProps={input.nativeProps} {...input.props} />
        )}
      </FormField>
      <Text className='fu-vote__subheading' {...heading(2)}>{t('vote.candidates')}</Text>
      <Candidates data={data} variant={variant} />
    </View>
  )
})

const Candidates = observer(function Candidates({ data, variant }: { data: ActivityVoteData; variant: Variant }) {
  const { t } = data
  if (data.playersStatus === 'loading') return <Loading />
  if (data.playersStatus === 'failed') return <Failed message={data.playersError} onRetry={data.retryPlayers} />
  if (!data.players.length) return <Empty text={t('vote.noCandidates')} />
  if (!data.candidates.length) return <Empty text={t('vote.search.none', { search: data.search.trim() })} />
  return (
    <View className={`fu-vote__candidates fu-vote__candidates--${variant}`} {...srRole('list')}>
      {data.candidates.map(player => <CandidateCard key={player._id} data={data} player={player} />)}
    </View>
  )
})

const CandidateCard = observer(function CandidateCard({ data, player }: { data: ActivityVoteData; player: VotePlayer }) {
  const { t } = data
  const name = localize(player.name, data.lang)
  const mine = data.myVotes(player._id)
  return (
    <View className='fu-vote__candidate' {...srRole('listitem')}>
      <Action className='fu-vote__candidate-open' role='link' onPress={() => data.openCandidate(player)}>
        {player.img ? <RemoteImage className='fu-vote__photo' src={player.img} label='' /> : null}
        <Text className='fu-vote__rank'>{t('vote.rank', { rank: data.rankOf(player._id) })}</Text>
        {player.number ? <Text className='fu-vote__number'>{t('vote.number', { number: player.number })}</Text> : null}
        <Text className='fu-vote__name' {...heading(3)}>{name}</Text>
      </Action>
      <Text className='fu-vote__count'>{t('vote.votes', { count: player.count })}</Text>
      {mine > 0 ? <Text className='fu-vote__mine'>{t('vote.mine', { count: mine })}</Text> : null}
      <VoteActions data={data} player={player} name={name} mine={mine} />
    </View>
  )
})

/** "Vote" (a guest is sent to sign in) and, when I gave this candidate a vote, "take back a vote". */
export const VoteActions = observer(function VoteActions({ data, player, name, mine }: {
  data: Pick<ActivityVoteData, 't' | 'phase' | 'busy' | 'cast' | 'withdraw'>
  player: VotePlayer
  name: string
  mine: number
}) {
  const { t } = data
  const open = data.phase === 'open'
  return (
    <View className='fu-vote__actions'>
      <Action className='fu-button fu-vote__cast' disabled={!open || data.busy !== null} onPress={() => { void data.cast(player) }} aria={{ 'aria-label': t('vote.castFor', { name }) }}>
        {t('vote.cast')}
      </Action>
      {mine > 0 && open ? (
        <Action className='fu-vote__withdraw' disabled={data.busy !== null} onPress={() => { void data.withdraw(player) }} aria={{ 'aria-label': t('vote.withdrawFor', { name }) }}>
          {t('vote.withdraw')}
        </Action>
      ) : null}
    </View>
  )
})
