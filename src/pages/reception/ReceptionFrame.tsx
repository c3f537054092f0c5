import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import './reception.scss'

export type Variant = 'mobile' | 'desktop'

/**
 * The frame every reception screen shares: on mobile a bar with the heading and the language switch, on desktop
 * the top bar and the 1200 px column; the screen's body goes inside.
 */
export const ReceptionFrame = observer(function ReceptionFrame({ variant, title, children }: { variant: Variant; title: string; children: ReactNode }) {
  if (variant === 'desktop') {
    return (
      <View className='fu-reception fu-reception--desktop'>
        <DesktopTopBar />
        <View className='fu-desktop-column fu-reception__column'>
          <Text className='fu-reception__heading' {...heading(1)}>{title}</Text>
          {children}
        </View>
        <MeetingFooter />
      </View>
    )
  }
  return (
    <View className='fu-reception fu-reception--mobile'>
      <View className='fu-mobile-bar fu-reception__bar'>
        <Text className='fu-reception__heading' {...heading(1)}>{title}</Text>
        <LanguageSwitcher />
      </View>
      <View className='fu-reception__body'>{children}</View>
      <MeetingFooter />
    </View>
  )
})
