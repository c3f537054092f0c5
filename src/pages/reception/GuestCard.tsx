import { Text, View } from '@tarojs/components'
import type { ReceptionGuestView } from '@/api/reception'
import { RemoteImage } from '@/components/RemoteImage'
import { heading } from '@/components/a11y'
import type { MessageKey } from '@/i18n'

/** A guest's head: avatar, name (the screen's second heading), title, description and, for staff, contacts. */
export function GuestCard({ guest, t }: { guest: ReceptionGuestView; t: (key: MessageKey) => string }) {
  const contacts: [MessageKey, string | undefined][] = [['reception.guest.phone', guest.phone], ['reception.guest.email', guest.email], ['reception.guest.code', guest.query_code]]
  return (
    <View className='fu-reception__panel'>
      <View className='fu-reception-card'>
        {guest.avatar ? <RemoteImage className='fu-reception-card__avatar' src={guest.avatar} label={guest.name} lazy={false} /> : null}
        <View>
          <Text className='fu-reception-card__name' {...heading(2)}>{guest.name}</Text>
          {guest.title ? <Text className='fu-reception-card__meta'>{guest.title}</Text> : null}
        </View>
      </View>
      {guest.description ? <Text className='fu-reception__note'>{guest.description}</Text> : null}
      {contacts.filter(([, value]) => value).map(([key, value]) => (
        <Text key={key} className='fu-reception-card__meta'>{t(key)}: {value}</Text>
      ))}
    </View>
  )
}
