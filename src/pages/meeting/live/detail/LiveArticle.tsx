import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { TimeRange } from '@/components/TimeRange'
import { heading } from '@/components/a11y'
import { LiveChat } from './LiveChat'
import { LivePlayer, LiveSubtitles } from './LivePlayer'
import type { LiveDetailData } from './useLiveDetail'

/** The live both variants show, with its loading, failure and not-found states. */
export const LiveArticle = observer(function LiveArticle({ data, variant }: { data: LiveDetailData; variant: 'mobile' | 'desktop' }) {
  if (data.status === 'loading') return <Loading />
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (data.status === 'missing' || !data.live) return <Empty text={data.t('live.detail.missing')} />
  const info = (
    <View className='fu-live-detail__info'>
      <Text className='fu-live-detail__title' {...heading(1)}>{data.title}</Text>
      <TimeRange className='fu-live-detail__time' start={data.live.start} end={data.live.end} timezone={data.timezone} />
      <Action className='fu-live-detail__back' onPress={data.back}>{data.t('live.detail.back')}</Action>
    </View>
  )
  return (
    <View className={`fu-live-detail__main fu-live-detail__main--${variant}`}>
      <View className='fu-live-detail__stage-column'>
        <LivePlayer data={data} />
        {variant === 'mobile' ? info : null}
      </View>
      <View className='fu-live-detail__side'>
        {variant === 'desktop' ? info : null}
        <LiveSubtitles data={data} />
        <LiveChat data={data} />
      </View>
    </View>
  )
})
