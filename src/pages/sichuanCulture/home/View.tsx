import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FESTIVAL_SECTIONS, FestivalSection, openSection } from '../shared/FestivalSection'
import { HeritageCard } from '../shared/HeritageCard'
import type { FestivalHomeData } from './useFestivalHome'

/** The festival's home: key visual and where it stands, its numbers, the way into each part, featured heritage. */
export const FestivalHomeView = observer(function FestivalHomeView({ data, variant }: { data: FestivalHomeData; variant: Variant }) {
  const { festival } = data
  const t = festival.t
  return (
    <FestivalSection festival={festival} current='scHome' variant={variant}>
      <View className={`fu-festival-hero fu-festival-hero--${variant}`}>
        {data.cover ? <RemoteImage className='fu-festival-hero__art' src={data.cover} label={festival.title} lazy={false} /> : null}
        <View className='fu-festival-hero__text'>
          <Text className='fu-festival-hero__title' {...heading(2)}>{festival.title}</Text>
          <Text className='fu-festival-hero__line'>{[data.dates, data.place].filter(Boolean).join(' · ')}</Text>
          {data.phaseText ? <Text className='fu-festival-hero__phase'>{data.phaseText}</Text> : null}
        </View>
      </View>
      {data.intro ? <Text className='fu-festival-intro'>{data.intro}</Text> : null}
      <View className='fu-festival-stats' {...srRole('list', { 'aria-label': t('festival.home.stats') })}>
        {data.stats.map(stat => <Text key={stat} className='fu-festival-stats__item' {...srRole('listitem')}>{stat}</Text>)}
      </View>
      <Text className='fu-festival-heading' {...heading(2)}>{t('festival.home.explore')}</Text>
      <View className={`fu-festival-tiles fu-festival-tiles--${variant}`}>
        {FESTIVAL_SECTIONS.filter(section => section.route !== 'scHome').map(section => (
          <Action key={section.route} role='link' className='fu-festival-tiles__tile' onPress={() => openSection(section.route, festival.meetingId)}>
            {t(section.label)}
          </Action>
        ))}
      </View>
      <Text className='fu-festival-heading' {...heading(2)}>{t('festival.home.featured')}</Text>
      <View className={`fu-festival-grid fu-festival-grid--${variant}`} {...srRole('list')}>
        {data.featured.map(item => (
          <View key={item._id} className='fu-festival-grid__item' {...srRole('listitem')}>
            <HeritageCard item={item} variant={variant} route='scHome' level={3} />
          </View>
        ))}
      </View>
      <Action role='link' className='fu-festival-more' onPress={() => openSection('scList', festival.meetingId)}>{t('festival.home.seeAll')}</Action>
    </FestivalSection>
  )
})
