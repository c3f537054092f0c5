import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { TimeRange } from '@/components/TimeRange'
import { heading } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { LiveChat } from './LiveChat'
import { LiveMinutes } from './LiveMinutes'
import { LiveMinutesEmail } from './LiveMinutesEmail'
import { LivePlayer, LiveSubtitles } from './LivePlayer'
import type { LiveDetailData } from './useLiveDetail'
import '../live.scss'

/**
 * The live: the player with the title under it (on a desktop, subtitles and chat beside them); or that it
 * was not found (its loading and failure are the frame's).
 */
export const LiveArticle = observer(function LiveArticle({ data, variant }: { data: LiveDetailData; variant: Variant }) {
  const { live } = data
  const info = live ? (
    <View className='fu-live-detail__info'>
      <Text className='fu-live-detail__title' {...heading(1)}>{data.title}</Text>
      <TimeRange className='fu-live-detail__time' start={live.start} end={live.end} timezone={data.timezone} />
      <Action className='fu-live-detail__back' onPress={data.back}>{data.t('live.detail.back')}</Action>
    </View>
  ) : null
  return (
    <View className={`fu-live-detail fu-live-detail--${variant}`}>
      {data.status === 'missing' || !live ? <Empty text={data.t('live.detail.missing')} /> : (
        <View className={`fu-live-detail__main fu-live-detail__main--${variant}`}>
          <View className='fu-live-detail__stage-column'>
            <LivePlayer data={data} />
            {info}
          </View>
          <View className='fu-live-detail__side'>
            {data.minutesFirst ? <LiveMinutes data={data} /> : null}
            <LiveSubtitles data={data} />
            {data.minutesFirst ? null : <LiveMinutes data={data} />}
            <LiveMinutesEmail data={data} />
            <LiveChat data={data} />
          </View>
        </View>
      )}
    </View>
  )
})
