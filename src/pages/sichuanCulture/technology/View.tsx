import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FestivalSection } from '../shared/FestivalSection'
import { HallCard } from '../shared/HallCard'
import type { FestivalTechnologyData } from './useFestivalTechnology'

/** The technology halls, one large card each (artwork beside the text on a desktop). */
export const FestivalTechnologyView = observer(function FestivalTechnologyView({ data, variant }: { data: FestivalTechnologyData; variant: Variant }) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scTechnology' variant={variant}>
      <Text className='fu-festival-intro'>{t('festival.technology.intro')}</Text>
      {data.halls.length === 0 ? <Empty text={t('festival.technology.empty')} /> : (
        <View className='fu-festival-halls' {...srRole('list')}>
          {data.halls.map(hall => (
            <View key={hall._id} {...srRole('listitem')}><HallCard hall={hall} festival={data.festival} variant={variant} /></View>
          ))}
        </View>
      )}
    </FestivalSection>
  )
})
