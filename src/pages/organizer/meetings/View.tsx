import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FieldError } from '@/components/FormField'
import { heading, srRole } from '@/components/a11y'
import { NoPermission } from '../NoPermission'
import { NewMeetingPanel } from './NewMeetingForm'
import type { OrganizerMeetingsData } from './useOrganizerMeetings'
import '../organizer.scss'

/**
 * My meetings as cards (one column on a phone, three on a desktop): title, dates, published or not, my roles, manage,
 * duplicate; with the organiser role "new meeting" and the templates to start from.
 */
export const OrganizerMeetingsView = observer(function OrganizerMeetingsView({ data, variant }: { data: OrganizerMeetingsData; variant: 'mobile' | 'desktop' }) {
  const { t } = data
  if (data.cards.length === 0 && !data.canCreate) {
    return (
      <View className={`fu-organizer fu-organizer--${variant}`}>
        <NoPermission text={t('organizer.noPermission.list')} back={{ label: t('organizer.back'), onPress: data.back }} />
      </View>
    )
  }
  const duplicateButton = (id: string, title: string) => (
    <Action className='fu-organizer__choice' disabled={Boolean(data.duplicating)} onPress={() => void data.duplicate(id)} aria={{ 'aria-label': t('organizer.list.duplicateLabel', { title }) }}>
      {data.duplicating === id ? t('organizer.list.duplicating') : t('organizer.list.duplicate')}
    </Action>
  )
  return (
    <View className={`fu-organizer fu-organizer--${variant}`}>
      {data.canCreate ? (
        data.newMeeting.open ? <NewMeetingPanel form={data.newMeeting} t={t} /> : (
          <Action className='fu-button fu-organizer__primary' onPress={data.newMeeting.show}>{t('organizer.new.open')}</Action>
        )
      ) : null}
      <FieldError id='fu-organizer-duplicate' text={data.duplicateError} />
      <Text className='fu-organizer__meta'>{data.cards.length ? t('organizer.list.count', { count: data.total }) : t('organizer.list.none')}</Text>
      {data.cards.length ? (
        <View className='fu-organizer__list' {...srRole('list', { 'aria-label': t('organizer.list.heading') })}>
          {data.cards.map(card => (
            <View key={card.id} className='fu-organizer__card' role='listitem'>
              <Text className='fu-organizer__card-title' {...heading(2)}>{card.title}</Text>
              <Text className='fu-organizer__meta'>{card.dates}</Text>
              <Text className={`fu-organizer__badge${card.published ? ' fu-organizer__badge--on' : ''}`}>
                {t(card.published ? 'organizer.list.published' : 'organizer.list.unpublished')}
              </Text>
              <Text className='fu-organizer__meta'>{t('organizer.list.myRoles', { roles: card.roles })}</Text>
              <View className='fu-organizer__choices'>
                <Action className='fu-button fu-organizer__primary' onPress={() => data.open(card.id)} aria={{ 'aria-label': t('organizer.list.openLabel', { title: card.title }) }}>
                  {t('organizer.list.open')}
                </Action>
                {card.duplicable ? duplicateButton(card.id, card.title) : null}
              </View>
            </View>
          ))}
        </View>
      ) : null}
      {data.templates.length ? (
        <>
          <Text className='fu-organizer__section-title' {...heading(2)}>{t('organizer.templates.heading')}</Text>
          <Text className='fu-organizer__meta'>{t('organizer.templates.hint')}</Text>
          <View className='fu-organizer__list' {...srRole('list', { 'aria-label': t('organizer.templates.heading') })}>
            {data.templates.map(card => (
              <View key={card.id} className='fu-organizer__card' role='listitem'>
                <Text className='fu-organizer__card-title' {...heading(3)}>{card.title}</Text>
                <Text className='fu-organizer__meta'>{card.dates}</Text>
                {duplicateButton(card.id, card.title)}
              </View>
            ))}
          </View>
        </>
      ) : null}
    </View>
  )
})
