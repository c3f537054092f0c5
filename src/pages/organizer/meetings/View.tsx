import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading } from '@/components/a11y'
import { NoPermission } from '../NoPermission'
import type { OrganizerMeetingsData } from './useOrganizerMeetings'
import '../organizer.scss'

/** My meetings as cards (one column on a phone, three on a desktop): title, dates, published or not, my roles, manage. */
export const OrganizerMeetingsView = observer(function OrganizerMeetingsView({ data, variant }: { data: OrganizerMeetingsData; variant: 'mobile' | 'desktop' }) {
  const { t } = data
  return (
    <View className={`fu-organizer fu-organizer--${variant}`}>
      {data.cards.length === 0 ? (
        <NoPermission text={t('organizer.noPermission.list')} back={{ label: t('organizer.back'), onPress: data.back }} />
      ) : (
        <>
          <Text className='fu-organizer__meta'>{t('organizer.list.count', { count: data.total })}</Text>
          <View className='fu-organizer__list' role='list'>
            {data.cards.map(card => (
              <View key={card.id} className='fu-organizer__card' role='listitem'>
                <Text className='fu-organizer__card-title' {...heading(2)}>{card.title}</Text>
                <Text className='fu-organizer__meta'>{card.dates}</Text>
                <Text className={`fu-organizer__badge${card.published ? ' fu-organizer__badge--on' : ''}`}>
                  {t(card.published ? 'organizer.list.published' : 'organizer.list.unpublished')}
                </Text>
                <Text className='fu-organizer__meta'>{t('organizer.list.myRoles', { roles: card.roles })}</Text>
                <Action className='fu-button fu-organizer__primary' onPress={() => data.open(card.id)} aria={{ 'aria-label': t('organizer.list.openLabel', { title: card.title }) }}>
                  {t('organizer.list.open')}
                </Action>
              </View>
            ))}
          </View>
        </>
      )}
    </View>
  )
})
