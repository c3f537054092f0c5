import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtNoticebar } from 'taro-ui'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import './NoticeBar.scss'

/**
 * An announcement line: taro-ui's AtNoticebar with its icon, in our warning (or info) colours. Without its marquee
 * (moving text cannot be paused by the reader) and without its close "button", a View no keyboard reaches; the bar is
 * a labelled note for screen readers.
 */
export function NoticeBar({ label, tone = 'warning', live = false, className, children }: {
  /** What the bar is, for screen readers ("Announcement"). */
  label: string
  tone?: 'warning' | 'danger' | 'info'
  /** It appeared because of something the visitor did or that changed: announced politely (`status`), not a `note`. */
  live?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <View className={cx('fu-noticebar', `fu-noticebar--${tone}`, className)} {...srRole(live ? 'status' : 'note', { 'aria-label': label })}>
      <AtNoticebar icon='volume-plus'>{children}</AtNoticebar>
    </View>
  )
}
