import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { DesktopPage, MobilePage } from '@/components/PageFrame'
import { heading } from '@/components/a11y'
import '../../components/ListWithIntro.scss'

/**
 * @deprecated Only for the appointment hub and list until they are declared with defineScreen; a defineScreen view
 * uses components/ListWithIntro (the frame gives the heading and the page). Delete this file then.
 *
 * The frame of the signed-in user's lists (tickets, registrations, orders) in either variant: the heading and a
 * line on what the list holds, then the list. `block` is the screen's class (`fu-tickets`, `fu-orders`).
 */
export function MyListPage({ variant, block, title, intro, children }: {
  variant: 'mobile' | 'desktop'
  block: string
  title: string
  intro: string
  children: ReactNode
}) {
  const className = `fu-my-list fu-my-list--${variant} ${block} ${block}--${variant}`
  const header = (
    <View className='fu-my-list__header'>
      <Text className='fu-my-list__title' {...heading(1)}>{title}</Text>
      <Text className='fu-my-list__intro'>{intro}</Text>
    </View>
  )
  if (variant === 'mobile') return <MobilePage className={className}>{header}{children}</MobilePage>
  return <DesktopPage className={className} columnClassName='fu-my-list__page'>{header}{children}</DesktopPage>
}
