import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { ContactCard, MeetingContactData } from './useMeetingContact'
import '../info.scss'

/** One line of a card: its label, the value, and the actions on it. */
function Line({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <View className='fu-contact__line'>
      <Text className='fu-contact__label'>{label}</Text>
      <Text className='fu-contact__value'>{value}</Text>
      {children ? <View className='fu-contact__actions'>{children}</View> : null}
    </View>
  )
}

function Contact({ card, data }: { card: ContactCard; data: MeetingContactData }) {
  const { t } = data
  const name = card.name || card.purpose
  const copyButton = (what: string, value: string) => (
    <Action className='fu-info-button fu-info-button--quiet' onPress={() => data.copy(value)} aria={{ 'aria-label': t('meetingContact.copyLabel', { what, value }) }}>
      {t('meetingContact.copy')}
    </Action>
  )
  return (
    <View className={`fu-contact${card.map ? ' fu-contact--venue' : ''}`}>
      <Text className='fu-contact__purpose' {...heading(2)}>{card.purpose}</Text>
      {card.name ? <Text className='fu-contact__name'>{card.name}</Text> : null}
      {card.phone ? (
        <Line label={t('meetingContact.phone')} value={card.phone}>
          <Action className='fu-info-button' onPress={() => void data.call(card.phone!)} aria={{ 'aria-label': t('meetingContact.callLabel', { name, phone: card.phone }) }}>
            {t('meetingContact.call')}
          </Action>
          {copyButton(t('meetingContact.phone'), card.phone)}
        </Line>
      ) : null}
      {card.email ? (
        <Line label={t('meetingContact.email')} value={card.email}>
          <Action className='fu-info-button' onPress={() => data.mail(card.email!)} aria={{ 'aria-label': t('meetingContact.mailLabel', { name, email: card.email }) }}>
            {t('meetingContact.mail')}
          </Action>
          {copyButton(t('meetingContact.email'), card.email)}
        </Line>
      ) : null}
      {card.address ? <Line label={t('meetingContact.address')} value={card.address}>{copyButton(t('meetingContact.address'), card.address)}</Line> : null}
      {card.directions ? <Line label={t('meetingContact.directions')} value={card.directions} /> : null}
      {card.map ? <RemoteImage className='fu-contact__map' src={card.map} mode='widthFix' label={t('meetingContact.mapAlt', { place: name })} /> : null}
    </View>
  )
}

/** The contacts by purpose (a column on a phone; on a desktop the people beside the venue and its plan). */
export const MeetingContactView = observer(function MeetingContactView({ data, variant }: { data: MeetingContactData; variant: Variant }) {
  if (!data.cards.length) return <Empty text={data.t('meetingContact.empty')} />
  const venues = data.cards.filter(card => card.map || card.address)
  const people = data.cards.filter(card => !venues.includes(card))
  return (
    <View className={`fu-info fu-info--${variant} fu-contacts fu-contacts--${variant}`}>
      <View className='fu-contacts__people' {...srRole('list')}>
        {people.map(card => <View key={card.id} {...srRole('listitem')}><Contact card={card} data={data} /></View>)}
      </View>
      {venues.length ? (
        <View className='fu-contacts__venues'>
          {venues.map(card => <Contact key={card.id} card={card} data={data} />)}
        </View>
      ) : null}
    </View>
  )
})
