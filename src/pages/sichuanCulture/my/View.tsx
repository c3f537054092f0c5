import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { FestivalSection } from '../shared/FestivalSection'
import type { FestivalMyData } from './useFestivalMy'

/** My festival: my bookings and my collection, one above the other on a phone, side by side on a desktop. */
export const FestivalMyView = observer(function FestivalMyView({ data, variant }: { data: FestivalMyData; variant: Variant }) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scMy' variant={variant}>
      <View className={`fu-festival-my fu-festival-my--${variant}`}>
        <View className='fu-festival-my__part'>
          <Text className='fu-festival-heading' {...heading(2)}>{t('festival.my.bookings')}</Text>
          <PagedListView
            list={data.bookings}
            count={data.bookingRows.length}
            empty={<Empty text={t('festival.my.bookingsEmpty')} action={{ label: t('festival.my.toPlaybill'), onPress: data.toPlaybill }} />}
            className='fu-festival-my__list'
            listClassName='fu-festival-my__rows'
            pagingTexts={data.bookingTexts}
          >
            {data.bookingRows.map(row => (
              <View key={row.id} {...srRole('listitem')}>
                <Action role='link' className='fu-festival-booking' aria={{ 'aria-label': row.name }} onPress={() => data.openTicket(row.id)}>
                  <View className='fu-festival-booking__body'>
                    <Text className='fu-festival-booking__title'>{row.title}</Text>
                    {row.time ? <Text className='fu-festival-booking__meta'>{row.time}</Text> : null}
                    {row.place ? <Text className='fu-festival-booking__meta'>{row.place}</Text> : null}
                  </View>
                  <Badge text={row.statusText} tone={row.tone} />
                </Action>
              </View>
            ))}
          </PagedListView>
        </View>
        <View className='fu-festival-my__part'>
          <Text className='fu-festival-heading' {...heading(2)}>{t('festival.my.collection')}</Text>
          <PagedListView
            list={data.collection}
            count={data.collectionRows.length}
            empty={<Empty text={t('festival.my.collectionEmpty')} action={{ label: t('festival.my.toList'), onPress: data.toList }} />}
            className='fu-festival-my__list'
            listClassName='fu-festival-my__rows'
            pagingTexts={data.collectionTexts}
          >
            {data.collectionRows.map(row => (
              <View key={row.item._id} className='fu-festival-kept' {...srRole('listitem')}>
                {row.cover ? <RemoteImage className='fu-festival-kept__thumb' src={row.cover} label='' /> : null}
                <View className='fu-festival-kept__body'>
                  <Text className='fu-festival-kept__title' {...heading(3)}>{row.title}</Text>
                  <Text className='fu-festival-kept__meta'>{row.meta}</Text>
                </View>
                <Action
                  className='fu-festival-button fu-festival-button--quiet'
                  disabled={data.removing === row.item._id}
                  aria={{ 'aria-label': row.removeName }}
                  onPress={() => data.remove(row.item)}
                >
                  {t('festival.my.remove')}
                </Action>
              </View>
            ))}
          </PagedListView>
        </View>
      </View>
    </FestivalSection>
  )
})
