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
