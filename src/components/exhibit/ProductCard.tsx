import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { RemoteImage } from '@/components/RemoteImage'
import { heading } from '@/components/a11y'
import type { ProductCardData } from './cards'

/** One product in a grid: image, title and (where it helps) the company; the card opens the product page. */
export function ProductCard({ card, openText, showCompany, onOpen }: {
  card: ProductCardData
  openText: string
  showCompany: boolean
  onOpen: (id: string) => void
}) {
  return (
    <Action className='fu-product-card' role='link' aria={{ 'aria-label': openText }} onPress={() => onOpen(card.id)}>
      <View className='fu-product-card__image-box'>
        {card.image ? <RemoteImage className='fu-product-card__image' src={card.image} mode='aspectFill' label='' /> : null}
      </View>
      <Text className='fu-product-card__title' {...heading(3)}>{card.title}</Text>
      {showCompany && card.company ? <Text className='fu-product-card__company'>{card.company}</Text> : null}
    </Action>
  )
}
