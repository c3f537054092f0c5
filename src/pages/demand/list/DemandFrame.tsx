import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import './demand.scss'

/**
 * The page around every demand screen: on mobile a bar with the heading and the languages, on desktop the top bar
 * and a content column; `tools` sit beside the heading (post, search, …).
 */
export function DemandFrame({ variant, title, tools, children }: { variant: 'mobile' | 'desktop'; title: string; tools?: ReactNode; children: ReactNode }) {
  if (variant === 'desktop') {
    return (
      <View className='fu-demand fu-demand--desktop'>
        <DesktopTopBar />
        <View className='fu-desktop-column fu-demand__column'>
          <View className='fu-demand__head'>
            <Text className='fu-demand__heading' {...heading(1)}>{title}</Text>
            {tools ? <View className='fu-demand__tools'>{tools}</View> : null}
          </View>
          {children}
        </View>
        <MeetingFooter />
      </View>
    )
  }
  return (
    <View className='fu-demand fu-demand--mobile'>
      <View className='fu-mobile-bar fu-demand__bar'>
        <Text className='fu-demand__heading' {...heading(1)}>{title}</Text>
        <LanguageSwitcher />
      </View>
      {tools ? <View className='fu-demand__tools'>{tools}</View> : null}
      {children}
      <MeetingFooter />
    </View>
  )
}
