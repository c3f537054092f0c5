import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { cx, prefixed } from './classNames'
import { DesktopTopBar } from './DesktopTopBar'
import { LanguageSwitcher } from './LanguageSwitcher'
import { MeetingFooter } from './MeetingFooter'

/** A phone screen: the bar with the language switcher on top, then the screen's content. */
export function MobilePage({ className, children }: { className: string; children: ReactNode }) {
  return (
    <View className={className}>
      <View className='fu-mobile-bar'><LanguageSwitcher /></View>
      {children}
    </View>
  )
}

/** A ≥1200 px screen: the top bar (with the screen's `actions`), the content in the 1200 px column, the meeting's footer. */
export function DesktopPage({ className, columnClassName, actions, children }: {
  className: string
  /** The screen's own class on the column, for its layout (e.g. content and side panel). */
  columnClassName: string
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <View className={className}>
      <DesktopTopBar actions={actions} />
      <View className={cx(prefixed('desktop-column'), columnClassName)}>{children}</View>
      <MeetingFooter />
    </View>
  )
}
