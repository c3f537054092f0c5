import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { priceLabel } from '@/core/money'
import { useStores } from '@/stores'
import './display.scss'

/** A price in cents as SPEC §9 shows it: 0 is "free" in green, anything else ¥ amount/100 in red. */
export const Price = observer(function Price({ cents, className }: { cents: number | null | undefined; className?: string }) {
  const { language } = useStores()
  const label = priceLabel(cents)
  const text = label.kind === 'free' ? language.t(label.key) : label.text
  return <Text className={`fu-price fu-tone--${label.tone}${className ? ` ${className}` : ''}`} data-tone={label.tone}>{text}</Text>
})

/** A price span in cents: one Price when both ends agree, else "low – high" (each end in its own tone). */
export function PriceSpan({ min, max, className }: { min: number; max: number; className?: string }) {
  if (max <= min) return <Price cents={min} className={className} />
  return (
    <Text className={`fu-price-span${className ? ` ${className}` : ''}`}>
      <Price cents={min} />
      <Text className='fu-price-span__dash'> – </Text>
      <Price cents={max} />
    </Text>
  )
}
