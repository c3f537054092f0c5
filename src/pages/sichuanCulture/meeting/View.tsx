import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FestivalSection, openSection } from '../shared/FestivalSection'
import { PerformanceRow } from '../shared/PerformanceRow'
import type { FestivalMeetingData } from './useFestivalMeeting'

/** The programme: what is on next, then the festival's meeting pages as tiles (a row of four on a desktop). */
export const FestivalMeetingView = observer(function FestivalMeetingView({ data, variant }: { data: FestivalMeetingData; variant: Variant }) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scMeeting' variant={variant}>
      <Text className='fu-festival-heading' {...heading(2)}>{t('festival.meeting.next')}</Text>
      {data.next.length === 0 ? <Empty text={t('festival.meeting.noneNext')} /> : (
        <View {...srRole('list')}>
          {data.next.map(({ row, day }) => (
            <View key={row.id} {...srRole('listitem')}><PerformanceRow row={row} festival={data.festival} onOpen={data.open} withDay={day} /></View>
          ))}
        </View>
      )}
      <Text className='fu-festival-heading' {...heading(2)}>{t('festival.meeting.more')}</Text>
      <View className={`fu-festival-parts fu-festival-parts--${variant}`}>
        {data.parts.map(part => (
          <Action key={part.route} role='link' className='fu-festival-parts__part' onPress={() => openSection(part.route, data.festival.meetingId)}>
            <Text className='fu-festival-parts__title'>{part.title}</Text>
            <Text className='fu-festival-parts__text'>{part.text}</Text>
          </Action>
        ))}
      </View>
    </FestivalSection>
  )
})
