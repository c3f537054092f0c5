import { Text } from '@tarojs/components'
import { observer } from 'mobx-react'
import { priceLabel } from '@/core/money'
import { useStores } from '@/stores'
import { block, cx } from './classNames'
import './display.scss'

const price = block('price')
const priceSpan = block('price-span')
const tones = block('tone')

/** A price in cents as SPEC §9 shows it: 0 is "free" in green, anything else ¥ amount/100 in red. */
export const Price = observer(function Price({ cents, className }: { cents: number | null | undefined; className?: string }) {
  const { language } = useStores()
  const label = priceLabel(cents)
  const text = label.kind === 'free' ? language.t(label.key) : label.text
  return <Text className={cx(price(), tones.modifier(label.tone), className)} data-tone={label.tone}>{text}</Text>
})

/** A price span in cents: one Price when both ends agree, else "low – high" (each end in its own tone). */
export function PriceSpan({ min, max, className }: { min: number; max: number; className?: string }) {
  if (max <= min) return <Price cents={min} className={className} />
  return (
    <Text className={cx(priceSpan(), className)}>
      <Price cents={min} />
      <Text className={priceSpan('dash')}> – </Text>
      <Price cents={max} />
    </Text>
  )
}
