import { Text, View } from '@tarojs/components'
import type { ObjectId } from '@fu-types/entities'
import { Action } from './Action'
import { RemoteImage } from './RemoteImage'
import './SpeakerCard.scss'

/** A speaker on a card: photo (or the name's first letter), name and title. */
export interface SpeakerCardData { id: ObjectId; name: string; title: string; photo?: string }

/** One speaker; the card opens the speaker (its name and title name the link). Used by the speaker list and the conference landing. */
export function SpeakerCard({ card, variant, onOpen }: { card: SpeakerCardData; variant: 'mobile' | 'desktop'; onOpen: (id: ObjectId) => void }) {
  return (
    <Action className={`fu-speaker-card fu-speaker-card--${variant}`} role='link' onPress={() => onOpen(card.id)}>
      {card.photo
        ? <RemoteImage className='fu-speaker-card__photo' src={card.photo} label='' />
        : <View className='fu-speaker-card__photo fu-speaker-card__initial' aria-hidden='true'><Text>{card.name.slice(0, 1)}</Text></View>}
      <Text className='fu-speaker-card__name'>{card.name}</Text>
      {card.title ? <Text className='fu-speaker-card__title'>{card.title}</Text> : null}
    </Action>
  )
}
