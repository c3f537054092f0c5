import { View } from '@tarojs/components'
import { AtActivityIndicator } from 'taro-ui'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import './Spinner.scss'

/**
 * A loading state: taro-ui's AtActivityIndicator (its spinning rings, in the meeting's colour) with the text beside it,
 * announced politely (`role="status"`: AtActivityIndicator itself says nothing to a screen reader).
 */
export function Spinner({ text, inline = false, className }: { text: string; inline?: boolean; className?: string }) {
  return (
    <View className={cx('fu-spinner', inline && 'fu-spinner--inline', className)} {...srRole('status', { 'aria-live': 'polite' })}>
      <AtActivityIndicator isOpened content={text} />
    </View>
  )
}
