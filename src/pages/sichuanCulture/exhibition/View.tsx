import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FestivalSection } from '../shared/FestivalSection'
import { HallCard } from '../shared/HallCard'
import type { FestivalExhibitionData } from './useFestivalExhibition'

/** The exhibition halls, each with its highlights and the heritage items it shows (two columns on a desktop). */
export const FestivalExhibitionView = observer(function FestivalExhibitionView({ data, variant }: { data: FestivalExhibitionData; variant: Variant }) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scExhibition' variant={variant}>
      <Text className='fu-festival-intro'>{t('festival.exhibition.intro')}</Text>
      {data.halls.length === 0 ? <Empty text={t('festival.exhibition.empty')} /> : (
        <View className={`fu-festival-halls fu-festival-halls--grid-${variant}`} {...srRole('list')}>
          {data.halls.map(({ hall, items }) => (
            <View key={hall._id} {...srRole('listitem')}>
              <HallCard hall={hall} festival={data.festival} variant={variant}>
                {items.length ? (
                  <View className='fu-festival-hall__items'>
                    <Text className='fu-festival-hall__label' {...heading(3)}>{t('festival.exhibition.items')}</Text>
                    <View className='fu-festival-hall__tags' {...srRole('list')}>
                      {items.map(item => <Text key={item.id} className='fu-festival-hall__tag' {...srRole('listitem')}>{item.title}</Text>)}
                    </View>
                  </View>
                ) : null}
              </HallCard>
            </View>
          ))}
        </View>
      )}
    </FestivalSection>
  )
})
