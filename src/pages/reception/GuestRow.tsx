import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { RemoteImage } from '@/components/RemoteImage'
import type { Tone } from '@/core/display'

export interface GuestRowData {
  id: string
  name: string
  title?: string
  avatar?: string
  /** The guest's state in the phase on screen, when there is one. */
  badge?: { text: string; tone: Tone }
}

/** One guest in a list: avatar, name, title and state; the whole row opens the guest (a link for keyboards too). */
export function GuestRow({ guest, openLabel, onOpen }: { guest: GuestRowData; openLabel: string; onOpen: () => void }) {
  return (
    <Action className='fu-reception-guest' role='link' aria={{ 'aria-label': openLabel }} onPress={onOpen}>
      <View className='fu-reception-guest__avatar'>
        {guest.avatar ? <RemoteImage className='fu-reception-guest__image' src={guest.avatar} label='' /> : <Text aria-hidden>{guest.name.slice(0, 1)}</Text>}
      </View>
      <View className='fu-reception-guest__text'>
        <Text className='fu-reception-guest__name'>{guest.name}</Text>
        {guest.title ? <Text className='fu-reception-guest__title'>{guest.title}</Text> : null}
      </View>
      {guest.badge ? <Badge text={guest.badge.text} tone={guest.badge.tone} /> : null}
    </Action>
  )
}
