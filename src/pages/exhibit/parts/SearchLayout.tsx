import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { DesktopTopBar } from '@/components/DesktopTopBar'
import { LanguageSwitcher } from '@/components/LanguageSwitcher'
import { MeetingFooter } from '@/components/MeetingFooter'
import { heading } from '@/components/a11y'
import './exhibit.scss'

/** The frame of the exhibitor and product searches: the heading bar (mobile) or top bar and column (desktop). */
export function SearchLayout({ variant, title, box, children }: { variant: 'mobile' | 'desktop'; title: string; box: ReactNode; children: ReactNode }) {
  if (variant === 'desktop') {
    return (
      <View className='fu-exhibit-search fu-exhibit-search--desktop'>
        <DesktopTopBar />
        <View className='fu-desktop-column fu-exhibit-search__column'>
          <Text className='fu-exhibit-search__heading' {...heading(1)}>{title}</Text>
          {box}
          {children}
        </View>
        <MeetingFooter />
      </View>
    )
  }
  return (
    <View className='fu-exhibit-search fu-exhibit-search--mobile'>
      <View className='fu-mobile-bar fu-exhibit-search__bar'>
        <Text className='fu-exhibit-search__heading' {...heading(1)}>{title}</Text>
        <LanguageSwitcher />
      </View>
      {box}
      {children}
      <MeetingFooter />
    </View>
  )
}
