import { Text, View } from '@tarojs/components'
import { heading } from '@/components/a11y'
import type { MeetingHomeData } from './useMeetingHome'
import './home.scss'
import { RemoteImage } from '@/components/RemoteImage'

/** Title, cover and dates of the meeting: the part every home variant shows. */
export function MeetingHero({ data, variant }: { data: MeetingHomeData; variant: 'mobile' | 'desktop' }) {
  return (
    <View className={`fu-hero fu-hero--${variant}`}>
      {data.cover ? <RemoteImage className='fu-hero__cover' src={data.cover} mode='aspectFill' lazy={false} label={data.title} /> : null}
      <View className='fu-hero__body'>
        <Text className='fu-hero__title' {...heading(1)}>{data.title}</Text>
        <View className='fu-hero__meta'>
          <Text className='fu-hero__label'>{data.t('meeting.dates')}</Text>
          <Text className='fu-hero__dates'>{data.dates}</Text>
        </View>
        {data.place ? <Text className='fu-hero__place'>{data.place}</Text> : null}
      </View>
    </View>
  )
}
