import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { ExhibitorCard } from '../parts/ExhibitorCard'
import { ProductCard } from '@/components/exhibit/ProductCard'
import type { ExhibitionLandingData } from './useExhibitionLanding'
import '../../../components/exhibit/exhibit.scss'
import '../../../components/Landing.scss'

/** The exhibition landing: heading and dates, the ways in, halls, zones, featured exhibitors and products, the conference. */
export const ExhibitionLandingView = observer(function ExhibitionLandingView({ data, variant }: { data: ExhibitionLandingData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-landing fu-landing--${variant}`}>
      <View className='fu-landing__hero'>
        <Text className='fu-landing__title' {...heading(1)}>{data.heading}</Text>
        {data.dates ? <Text className='fu-landing__dates'>{data.dates}</Text> : null}
        <Text className='fu-landing__intro'>{t('landing.exhibition.intro')}</Text>
        <View className='fu-landing__actions'>
          <Action className='fu-landing__action' onPress={data.searchExhibitors}>{t('exhibit.list.searchExhibitors')}</Action>
          <Action className='fu-landing__action' onPress={data.searchProducts}>{t('exhibit.list.searchProducts')}</Action>
          <Action className='fu-landing__action fu-landing__action--primary' onPress={data.apply}>{data.applyText}</Action>
        </View>
      </View>

      {data.halls.length ? (
        <View className='fu-landing__section'>
          <Text className='fu-landing__section-title' {...heading(2)}>{t('landing.exhibition.halls')}</Text>
          <View className={`fu-landing__halls fu-landing__halls--${variant}`} {...srRole('list')}>
            {data.halls.map(hall => (
              <View key={hall.key} {...srRole('listitem')}>
                <Action className='fu-landing__hall' role='link' aria={{ 'aria-label': t('landing.exhibition.openHall', { hall: hall.title }) }} onPress={() => data.openHall(hall.key)}>
                  <Text className='fu-landing__hall-name'>{hall.title}</Text>
                  <Text className='fu-landing__hall-count'>{t('landing.exhibition.hallCount', { count: hall.count })}</Text>
                </Action>
              </View>
            ))}
          </View>
        </View>
      ) : null}

      {data.zones.length ? (
        <View className='fu-landing__section'>
          <Text className='fu-landing__section-title' {...heading(2)}>{t('landing.exhibition.zones')}</Text>
          <View className='fu-landing__chips' {...srRole('list')}>
            {data.zones.map(zone => <Text key={zone.id} className='fu-landing__chip' {...srRole('listitem')}>{zone.title}</Text>)}
          </View>
        </View>
      ) : null}

      {data.hidden ? <Text className='fu-landing__note'>{t('exhibit.list.hidden')}</Text> : (
        <>
          <View className='fu-landing__section'>
            <View className='fu-landing__section-head'>
              <Text className='fu-landing__section-title' {...heading(2)}>{t('landing.exhibition.featured')}</Text>
              <Action className='fu-landing__more' onPress={data.allExhibitors}>{t('landing.exhibition.allExhibitors')}</Action>
            </View>
            {data.exhibitors.length ? (
              <View className={`fu-exhibit__cards fu-exhibit__cards--${variant}`} {...srRole('list')}>
                {data.exhibitors.map(card => (
                  <View key={card.id} className='fu-exhibit__item' {...srRole('listitem')}>
                    <ExhibitorCard card={card} texts={data.exhibitorTexts(card)} variant={variant} onOpen={data.openExhibitor} />
                  </View>
                ))}
              </View>
            ) : <Text className='fu-landing__note'>{t('landing.exhibition.noExhibitors')}</Text>}
          </View>
          <View className='fu-landing__section'>
            <Text className='fu-landing__section-title' {...heading(2)}>{t('landing.exhibition.products')}</Text>
            {data.products.length ? (
              <View className={`fu-product-grid fu-product-grid--${variant}`} {...srRole('list')}>
                {data.products.map(card => (
                  <View key={card.id} className='fu-product-grid__item' {...srRole('listitem')}>
                    <ProductCard card={card} openText={t('landing.exhibition.openProduct', { title: card.title })} showCompany onOpen={data.openProduct} />
                  </View>
                ))}
              </View>
            ) : <Text className='fu-landing__note'>{t('landing.exhibition.noProducts')}</Text>}
          </View>
        </>
      )}

      <Action className='fu-landing__crosslink' onPress={data.conference}>{t('landing.exhibition.conference')}</Action>
    </View>
  )
})
