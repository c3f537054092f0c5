import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { routeUrl } from '@/router/links'
import { useStores } from '@/stores'
import { FestivalSection } from '../shared/FestivalSection'
import { CollectButton, heritageTexts } from '../shared/HeritageCard'
import type { HeritageByCategoryData } from './useHeritageByCategory'

/** Heritage by category: a section per category, each a timeline of its items by the year they were listed. */
export const HeritageByCategoryView = observer(function HeritageByCategoryView({ data, variant }: { data: HeritageByCategoryData; variant: Variant }) {
  const { language } = useStores()
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scList2' variant={variant}>
      <Text className='fu-festival-intro'>{t('festival.list2.intro')}</Text>
      {data.sections.length === 0 ? <Empty text={t('festival.list2.empty')} /> : null}
      <View className={`fu-festival-sections fu-festival-sections--${variant}`}>
        {data.sections.map(section => (
          <View key={section.id} className='fu-festival-sections__section'>
            <View className='fu-festival-sections__head'>
              <Text className='fu-festival-heading' {...heading(2)}>{section.title}</Text>
              <Text className='fu-festival-sections__count'>{section.count}</Text>
            </View>
            <View className='fu-festival-timeline' {...srRole('list', { 'aria-label': section.title })}>
              {section.items.map(item => {
                const text = heritageTexts(item, language.language, t)
                return (
                  <View key={item._id} className='fu-festival-timeline__row' {...srRole('listitem')}>
                    <Text className='fu-festival-timeline__year'>{item.listed ?? ''}</Text>
                    <View className='fu-festival-timeline__dot' />
                    {item.cover ? <RemoteImage className='fu-festival-timeline__thumb' src={item.cover} label='' /> : null}
                    <View className='fu-festival-timeline__body'>
                      <Text className='fu-festival-timeline__title' {...heading(3)}>{text.title}</Text>
                      <Text className='fu-festival-timeline__meta'>{[text.level, text.meta].filter(Boolean).join(' · ')}</Text>
                      {text.inheritor ? <Text className='fu-festival-timeline__meta'>{text.inheritor}</Text> : null}
                      <CollectButton item={item} title={text.title} here={routeUrl('scList2', { meeting_id: item.meeting_id })} />
                    </View>
                  </View>
                )
              })}
            </View>
          </View>
        ))}
      </View>
    </FestivalSection>
  )
})
