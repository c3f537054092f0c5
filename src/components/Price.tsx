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

/**
 * An activity's price range in cents (core's priceSpan): one Price when both ends agree, else "low – high" in red;
 * a free type beside paid ones adds the note "free tier available" instead of a green "free" at the low end.
 */
export const PriceSpan = observer(function PriceSpan({ min, max, freeTier = false, className }: { min: number; max: number; freeTier?: boolean; className?: string }) {
  const { language } = useStores()
  const range = max <= min ? <Price cents={min} /> : (
    <Text className={priceSpan('range')}>
      <Price cents={min} />
      <Text className={priceSpan('dash')}> – </Text>
      <Price cents={max} />
    </Text>
  )
  return (
    <Text className={cx(priceSpan(), className)}>
      {range}
      {freeTier ? <Text className={priceSpan('note')}>{language.t('price.freeTier')}</Text> : null}
    </Text>
  )
})
