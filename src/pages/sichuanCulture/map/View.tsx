import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FestivalSection } from '../shared/FestivalSection'
import type { FestivalMapData } from './useFestivalMap'
import { VenuePlan } from './VenuePlan'

/** The venue map: the plan with its markers, the chosen place's details, and every place as a list (beside the plan on a desktop). */
export const FestivalMapView = observer(function FestivalMapView({ data, variant }: { data: FestivalMapData; variant: Variant }) {
  const t = data.festival.t
  const selected = data.selected
  if (data.markers.length === 0) {
    return <FestivalSection festival={data.festival} current='scMap' variant={variant}><Empty text={t('festival.map.empty')} /></FestivalSection>
  }
  return (
    <FestivalSection festival={data.festival} current='scMap' variant={variant}>
      <Text className='fu-festival-intro'>{t('festival.map.hint')}</Text>
      <View className={`fu-festival-map fu-festival-map--${variant}`}>
        <View className='fu-festival-map__stage'>
          <VenuePlan data={data} />
          <View className='fu-festival-map__detail' {...srRole('region', { 'aria-live': 'polite', 'aria-label': selected ? selected.title : t('festival.map.pick') })}>
            {selected ? (
              <>
                <Text className='fu-festival-map__detail-type'>{`${selected.n} · ${selected.typeText}`}</Text>
                <Text className='fu-festival-map__detail-title' {...heading(2)}>{selected.title}</Text>
                {selected.description ? <Text className='fu-festival-map__detail-text'>{selected.description}</Text> : null}
                <View className='fu-festival-map__detail-actions'>
                  {selected.hall ? <Action className='fu-festival-button' onPress={() => data.openHall(selected)}>{t('festival.map.openHall')}</Action> : null}
                  <Action className='fu-festival-button fu-festival-button--quiet' onPress={data.close}>{t('festival.map.close')}</Action>
                </View>
              </>
            ) : <Text className='fu-festival-map__detail-text'>{t('festival.map.pick')}</Text>}
          </View>
        </View>
        <View className='fu-festival-map__legend'>
          <Text className='fu-festival-heading' {...heading(2)}>{t('festival.map.places')}</Text>
          <View {...srRole('list')}>
            {data.markers.map(marker => (
              <View key={marker.id} {...srRole('listitem')}>
                <Action
                  className={selected?.id === marker.id ? 'fu-festival-map__place fu-festival-map__place--on' : 'fu-festival-map__place'}
                  aria={{ 'aria-pressed': selected?.id === marker.id }}
                  onPress={() => data.choose(marker.id)}
                >
                  {`${marker.n}. ${marker.title} · ${marker.typeText}`}
                </Action>
              </View>
            ))}
          </View>
        </View>
      </View>
    </FestivalSection>
  )
})
