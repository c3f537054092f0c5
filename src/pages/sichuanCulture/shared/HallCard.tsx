import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { FestivalHall } from '@/api/festival'
import { localize } from '@/core'
import { Action } from '@/components/Action'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { navigateTo } from '@/router/navigate'
import type { FestivalContext } from './useFestival'

/** A hall of the festival: its artwork, name, what it shows, opening hours, highlights, a way onto the map, and more below. */
export function HallCard({ hall, festival, variant, children }: { hall: FestivalHall; festival: FestivalContext; variant: Variant; children?: ReactNode }) {
  const t = festival.t
  const lang = festival.lang
  const title = localize(hall.title, lang)
  return (
    <View className={`fu-festival-hall fu-festival-hall--${variant}`}>
      {hall.cover ? <RemoteImage className='fu-festival-hall__art' src={hall.cover} label={title} /> : null}
      <View className='fu-festival-hall__body'>
        <Text className='fu-festival-hall__title' {...heading(2)}>{title}</Text>
        {hall.summary ? <Text className='fu-festival-hall__summary'>{localize(hall.summary, lang)}</Text> : null}
        {hall.hours ? <Text className='fu-festival-hall__hours'>{t('festival.halls.hours', { hours: localize(hall.hours, lang) })}</Text> : null}
        {hall.highlights?.length ? (
          <View className='fu-festival-hall__highlights'>
            <Text className='fu-festival-hall__label' {...heading(3)}>{t('festival.halls.highlights')}</Text>
            <View {...srRole('list')}>
              {hall.highlights.map((h, i) => <Text key={i} className='fu-festival-hall__highlight' {...srRole('listitem')}>{localize(h, lang)}</Text>)}
            </View>
          </View>
        ) : null}
        {children}
        {hall.point_id ? (
          <Action role='link' className='fu-festival-button fu-festival-button--quiet' aria={{ 'aria-label': `${t('festival.map.showOnMap')}: ${title}` }} onPress={() => { void navigateTo('scMap', { point_id: hall.point_id, meeting_id: hall.meeting_id }) }}>
            {t('festival.map.showOnMap')}
          </Action>
        ) : null}
      </View>
    </View>
  )
}
