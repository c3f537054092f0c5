import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { Badge } from '@/components/Badge'
import { RemoteImage } from '@/components/RemoteImage'
import { heading } from '@/components/a11y'
import type { ExhibitorCardData } from '@/components/exhibit/cards'

interface ExhibitorCardTexts { booth: string; recommended: string }

/**
 * One exhibitor: logo, name, booth and the recommended mark; the whole card opens the company page. The link's name
 * is its content (the name first): a label would not hold the summary and booth on it.
 */
export function ExhibitorCard({ card, texts, variant, onOpen }: {
  card: ExhibitorCardData
  texts: ExhibitorCardTexts
  variant: 'mobile' | 'desktop'
  onOpen: (id: string) => void
}) {
  return (
    <Action className={`fu-exhibitor-card fu-exhibitor-card--${variant}`} role='link' onPress={() => onOpen(card.id)}>
      <View className='fu-exhibitor-card__logo-box'>
        {card.logo ? <RemoteImage className='fu-exhibitor-card__logo' src={card.logo} mode='aspectFit' label='' /> : null}
      </View>
      <View className='fu-exhibitor-card__body'>
        <Text className='fu-exhibitor-card__name' {...heading(2)}>{card.name}</Text>
        {card.summary ? <Text className='fu-exhibitor-card__summary'>{card.summary}</Text> : null}
        <View className='fu-exhibitor-card__meta'>
          {card.recommended ? <Badge className='fu-exhibitor-card__badge' text={texts.recommended} tone='amber' /> : null}
          {card.booth ? <Text className='fu-exhibitor-card__booth'>{texts.booth}</Text> : null}
        </View>
      </View>
    </Action>
  )
}
