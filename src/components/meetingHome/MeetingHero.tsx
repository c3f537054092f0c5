import { Text, View } from '@tarojs/components'
import { heading, srRole } from '@/components/a11y'
import type { MeetingHomeData } from './useMeetingHome'
import './home.scss'
import { RemoteImage } from '@/components/RemoteImage'
import { Action } from '@/components/Action'

/**
 * Title, cover and dates of the meeting: the part every home variant shows. Until the meeting arrives, a skeleton of
 * the same boxes (cover, title line, dates line) holds the place, so nothing below it moves when the text comes (CLS).
 */
export function MeetingHero({ data, variant }: { data: MeetingHomeData; variant: 'mobile' | 'desktop' }) {
  if (!data.meeting) {
    return (
      <View className={`fu-hero fu-hero--${variant} fu-hero--skeleton`} {...srRole('status', { 'aria-live': 'polite' })}>
        <View className='fu-hero__cover' />
        <View className='fu-hero__body'>
          <Text className='fu-hero__title'>{data.t('common.loading')}</Text>
          <View className='fu-hero__meta'><Text className='fu-hero__dates'>&nbsp;</Text></View>
        </View>
      </View>
    )
  }
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
        {variant === 'desktop' ? (
          <View className='fu-hero__actions'>
            <Action className='fu-hero__action fu-hero__action--primary' onPress={data.openEvents}>{data.t('home.hero.events')}</Action>
            <Action className='fu-hero__action' onPress={data.openAgenda}>{data.t('home.hero.agenda')}</Action>
          </View>
        ) : null}
      </View>
    </View>
  )
}
