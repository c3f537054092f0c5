import { Text, View } from '@tarojs/components'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import './Icon.scss'

/** The taro-ui glyphs this app uses (taro-ui 3.3's icon font has these and more: see its icon.scss). */
export type IconName =
  | 'home' | 'calendar' | 'clock' | 'map-pin' | 'user' | 'message' | 'bell' | 'search' | 'heart' | 'heart-2'
  | 'star' | 'share' | 'check' | 'check-circle' | 'close' | 'close-circle' | 'alert-circle' | 'chevron-right'
  | 'chevron-left' | 'chevron-down' | 'chevron-up' | 'menu' | 'list' | 'bullet-list' | 'video' | 'streaming' | 'play'
  | 'pause' | 'volume-off' | 'file-generic' | 'shopping-bag' | 'shopping-cart' | 'tags' | 'tag' | 'credit-card' | 'money'
  | 'phone' | 'mail'
  | 'image' | 'link' | 'external-link' | 'lightning-bolt' | 'analytics' | 'help' | 'settings' | 'edit' | 'reload'
  | 'sound' | 'bookmark' | 'numbered-list' | 'iphone' | 'filter' | 'loading-3'

/**
 * An icon from taro-ui's icon font, sized in our px (AtIcon's own `size` goes through Taro.pxTransform, which this
 * app's px-based H5 sheets do not use). The glyph is AtIcon's element (`at-icon at-icon-<name>`, its sheet in
 * Icon.scss), drawn here: AtIcon, a class component with prop-types, brought ≈ 1 KB brotli to every first screen for
 * one span (issue 15). Decorative (`aria-hidden`) unless it has a `label`: then it is an image with that name — for
 * an icon that stands alone, never beside a text that says the same.
 */
export function Icon({ name, size = 20, label, tone, className }: {
  name: IconName
  size?: number
  label?: string
  tone?: 'theme' | 'muted'
  className?: string
}) {
  const a11y = label ? srRole('img', { 'aria-label': label }) : { 'aria-hidden': true }
  return (
    <View className={cx('fu-icon', tone && `fu-icon--${tone}`, className)} {...a11y}>
      <Text className={`at-icon at-icon-${name}`} style={{ fontSize: `${size}px` }} />
    </View>
  )
}
