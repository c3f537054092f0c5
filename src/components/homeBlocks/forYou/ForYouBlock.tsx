import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { heading, srRole } from '@/components/a11y'
import type { BlockProps } from '../ContentBlocks'
import { useBlockTitle } from '../ContentBlocks'
import { useForYou, type ForYouData } from './useForYou'
import './messages'
import './forYou.scss'

/** What is next on my plan: its countdown, title, time and place, and the one thing to do about it. */
const NextForYou = observer(function NextForYou({ data }: { data: ForYouData }) {
  const { t, next } = data
  let body
  if (!data.signedIn) {
    body = (
      <View className='fu-for-you__prompt'>
        <Text className='fu-for-you__text'>{t('forYou.signIn.text')}</Text>
        <Action className='fu-for-you__button fu-for-you__button--primary' onPress={data.signIn}>{t('forYou.signIn.action')}</Action>
      </View>
    )
  } else if (data.planStatus === 'loading') {
    body = <Text className='fu-for-you__text fu-for-you__text--muted'>{t('common.loading')}</Text>
  } else if (data.planStatus === 'failed') {
    body = (
      <View className='fu-for-you__prompt' {...srRole('alert')}>
        <Text className='fu-for-you__text'>{t('forYou.failed')}</Text>
        <Action className='fu-for-you__button' onPress={data.retryPlan}>{t('common.retry')}</Action>
      </View>
    )
  } else if (next) {
    body = (
      <View className='fu-for-you__next'>
        <View className='fu-for-you__line'>
          <Text className='fu-for-you__kind'>{next.kindText}</Text>
          <Badge className='fu-for-you__countdown' text={next.countdown} tone={next.now ? 'red' : 'blue'} />
        </View>
        <Text className='fu-for-you__title' {...heading(3)}>{next.title}</Text>
        <Text className='fu-for-you__when'>{next.place ? `${next.when} · ${next.place}` : next.when}</Text>
        <View className='fu-for-you__actions'>
          <Action className='fu-for-you__button fu-for-you__button--primary' onPress={next.open}>{next.action}</Action>
          <Action className='fu-for-you__button' role='link' onPress={data.openMyAgenda}>{t('forYou.myAgenda')}</Action>
        </View>
      </View>
    )
  } else {
    body = (
      <View className='fu-for-you__prompt'>
        <Text className='fu-for-you__text'>{t('forYou.empty')}</Text>
        <Action className='fu-for-you__button' onPress={data.browse}>{t('forYou.browse')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-for-you__card fu-for-you__card--next'>
      <Text className='fu-for-you__heading' {...heading(2)}>{t('forYou.next.title')}</Text>
      {body}
    </View>
  )
})

const LiveNow = observer(function LiveNow({ data }: { data: ForYouData }) {
  return (
    <View className='fu-for-you__card fu-for-you__card--live'>
      <Text className='fu-for-you__heading' {...heading(2)}>{data.t('forYou.live.title')}</Text>
      <View {...srRole('list')}>
        {data.live.map(live => (
          <View key={live.id} className='fu-for-you__live' {...srRole('listitem')}>
            <Badge text={live.badge} tone={live.paused ? 'amber' : 'red'} />
            <Text className='fu-for-you__live-title'>{live.title}</Text>
            <Action className='fu-for-you__button fu-for-you__button--primary' onPress={live.watch} aria={{ 'aria-label': live.watchLabel }}>{data.t('forYou.live.watch')}</Action>
          </View>
        ))}
      </View>
    </View>
  )
})

const Programme = observer(function Programme({ data, programme }: { data: ForYouData; programme: NonNullable<ForYouData['programme']> }) {
  return (
    <View className='fu-for-you__card fu-for-you__card--programme'>
      <View className='fu-for-you__head'>
        <Text className='fu-for-you__heading' {...heading(2)}>{programme.title}</Text>
        <Action className='fu-for-you__more' role='link' onPress={data.browse}>{data.t('forYou.programme.all')}</Action>
      </View>
      <View {...srRole('list')}>
        {programme.rows.map(row => (
          <View key={row.id} className='fu-for-you__session' {...srRole('listitem')}>
            <Text className='fu-for-you__time'>{row.time}</Text>
            <View className='fu-for-you__session-body'>
              <Action className='fu-for-you__session-title' role='link' onPress={row.open} aria={{ 'aria-label': row.openLabel }}>{row.title}</Action>
              {row.place ? <Text className='fu-for-you__place'>{row.place}</Text> : null}
            </View>
            {row.onAir ? <Badge className='fu-for-you__on-air' text={data.t('forYou.live.badge')} tone='red' /> : null}
          </View>
        ))}
      </View>
      {programme.more ? <Text className='fu-for-you__count'>{programme.more}</Text> : null}
    </View>
  )
})

/**
 * The home's "for you" block (block type for_you, issue 25: a home that leads): on a phone my next item, what is live
 * now and the day's programme one under the other; on a desktop my next item and the lives beside the programme.
 * It draws once its lists are here, whole, and keeps its room meanwhile.
 */
export const ForYouBlock = observer(function ForYouBlock({ block, variant }: BlockProps) {
  const data = useForYou(block.meeting_id)
  const title = useBlockTitle(block) || data.t('forYou.region')
  const region = srRole('region', { 'aria-label': title })
  if (data.status === 'loading') return <View className={`fu-for-you fu-for-you--${variant} fu-for-you--loading`} {...region} />
  return (
    <View className={`fu-for-you fu-for-you--${variant}${data.programme ? '' : ' fu-for-you--single'}`} {...region}>
      <View className='fu-for-you__column'>
        <NextForYou data={data} />
        {data.live.length ? <LiveNow data={data} /> : null}
      </View>
      {data.programme ? <Programme data={data} programme={data.programme} /> : null}
    </View>
  )
})
