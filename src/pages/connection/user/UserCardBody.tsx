import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { RemoteImage } from '@/components/RemoteImage'
import { Empty } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { MessageKey } from '@/i18n'
import { ContactLines } from '../PersonCard'
import type { MeetingUserData } from './useMeetingUser'

/** Why no contact details show, by where I stand with the person. */
const NO_CONTACT: Record<MeetingUserData['relation'], MessageKey> = {
  self: 'connection.card.noContactSelf',
  friends: 'connection.card.noContactGiven',
  unavailable: 'connection.card.noContactSpecial',
  requested: 'connection.card.noContactPending',
  incoming: 'connection.card.noContactIncoming',
  none: 'connection.card.noContactExchange',
}

const CardActions = observer(function CardActions({ data }: { data: MeetingUserData }) {
  const { t, relation, busy } = data
  switch (relation) {
    case 'self':
      return <Action className='fu-button' onPress={data.openMyCard}>{t('connection.card.myCard')}</Action>
    case 'friends':
      return (
        <View className='fu-user-card__actions'>
          <Text className='fu-person__state fu-tone--green'>{t('connection.state.friends')}</Text>
          <Action className='fu-button fu-button--plain' onPress={data.openConnections}>{t('connection.card.allConnections')}</Action>
        </View>
      )
    case 'requested':
      return (
        <View className='fu-user-card__actions'>
          <Text className='fu-person__state fu-tone--amber'>{t('connection.state.requested')}</Text>
          <Action className='fu-button fu-button--plain' disabled={busy} onPress={data.cancel}>{t('connection.action.cancel')}</Action>
        </View>
      )
    case 'incoming':
      return (
        <View className='fu-user-card__actions'>
          <Text className='fu-person__state fu-tone--amber'>{t('connection.card.theyAsked')}</Text>
          <Action className='fu-button' disabled={busy} onPress={() => data.answer('accepted')}>{t('connection.action.accept')}</Action>
          <Action className='fu-button fu-button--plain' disabled={busy} onPress={() => data.answer('ignored')}>{t('connection.action.ignore')}</Action>
        </View>
      )
    case 'unavailable':
      return <Text className='fu-person__state fu-tone--grey'>{t('connection.state.unavailable')}</Text>
    default:
      return <Action className='fu-button' disabled={busy} onPress={data.exchange}>{t('connection.exchange.action')}</Action>
  }
})

/** The card (its loading and failure are the frame's): face, name, work, industries, contact details or why they are hidden, and the action. */
export const UserCardBody = observer(function UserCardBody({ data, variant }: { data: MeetingUserData; variant: Variant }) {
  const { t, person } = data
  if (!person) return <Empty text={t('connection.card.missing')} />
  return (
    <View className={`fu-connection-page fu-user-card fu-user-card--${variant}`}>
      <View className='fu-user-card__face'>
        <RemoteImage className='fu-user-card__avatar' src={person.avatar} label={t('connection.card.avatar', { name: person.name })} lazy={false} />
        <View className='fu-person__text'>
          <Text className='fu-user-card__name' {...heading(2)}>{person.name}</Text>
          {person.work ? <Text className='fu-person__work'>{person.work}</Text> : null}
          {person.industries.length ? (
            <View className='fu-person__tags'>{person.industries.map(tag => <Text key={tag} className='fu-person__tag'>{tag}</Text>)}</View>
          ) : null}
        </View>
      </View>
      {data.reason ? <Text className='fu-user-card__reason'>{t('connection.card.reason', { reason: data.reason })}</Text> : null}
      <View className='fu-user-card__contact' {...srRole('region', { 'aria-label': t('connection.card.contactTitle') })}>
        <Text className='fu-connection__subheading' {...heading(3)}>{t('connection.card.contactTitle')}</Text>
        {person.contacts.length ? <ContactLines person={person} /> : <Text className='fu-user-card__why'>{t(NO_CONTACT[data.relation])}</Text>}
      </View>
      <CardActions data={data} />
    </View>
  )
})
