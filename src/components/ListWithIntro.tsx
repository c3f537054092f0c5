import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import type { Variant } from './screen/defineScreen'
import './ListWithIntro.scss'

/**
 * A list screen's content under the frame's heading: a line on what the list holds, then the list (my tickets,
 * registrations, orders, schedules, appointments). `block` is the screen's class (`fu-tickets`, `fu-orders`), set
 * with its variant modifier so each screen lays its items out its own way on desktop.
 */
export function ListWithIntro({ variant, block, intro, children }: {
  variant: Variant
  block: string
  intro: string
  children: ReactNode
}) {
  return (
    <View className={`fu-my-list fu-my-list--${variant} ${block} ${block}--${variant}`}>
      <View className='fu-my-list__header'>
        <Text className='fu-my-list__intro'>{intro}</Text>
      </View>
      {children}
    </View>
  )
}
