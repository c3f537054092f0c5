import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { PersonCard } from '../PersonCard'
import { CardQrCode } from './CardQrCode'
import type { MyContactData } from './useMyContact'

/**
 * My card as others see it (its loading and failure are the frame's), who sees the contact details, the QR code of
 * its link, and appearing in the list.
 */
export const ContactBody = observer(function ContactBody({ data, variant }: { data: MyContactData; variant: Variant }) {
  const { t, person } = data
  if (!person) return null
  return (
    <View className={`fu-connection-page fu-connection fu-my-card fu-my-card--${variant}`}>
      <View className='fu-my-card__card'>
        <PersonCard person={person} showContacts openLabel=''>
          <Action className='fu-button fu-button--plain' onPress={data.editProfile}>{t('connection.contact.edit')}</Action>
        </PersonCard>
        <Text className='fu-my-card__note'>{person.contacts.length ? t('connection.contact.whoSees') : t('connection.contact.noContact')}</Text>
      </View>
      <View className='fu-my-card__qr' {...srRole('region', { 'aria-label': t('connection.contact.qrTitle') })}>
        <Text className='fu-connection__subheading' {...heading(2)}>{t('connection.contact.qrTitle')}</Text>
        <Text className='fu-my-card__note'>{t('connection.contact.qrHint')}</Text>
        {data.cardLink ? <CardQrCode link={data.cardLink} label={t('connection.contact.qrLabel', { name: person.name })} failedText={t('connection.contact.qrFailed')} /> : null}
        <Action className='fu-button fu-button--plain' onPress={data.copyLink}>{t('connection.contact.copy')}</Action>
      </View>
      {data.exposureKnown ? (
        <View className='fu-my-card__exposure'>
          <Text className='fu-my-card__note'>{data.appears ? t('connection.contact.appears') : t('connection.contact.hidden')}</Text>
          <Action className={data.appears ? 'fu-button fu-button--plain' : 'fu-button'} disabled={data.saving} onPress={data.toggleAppear}>
            {t(data.appears ? 'connection.contact.leave' : 'connection.contact.appearToggle')}
          </Action>
        </View>
      ) : null}
    </View>
  )
})
