import { Text, View } from '@tarojs/components'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import './Spinner.scss'

/**
 * A loading state: taro-ui's activity indicator (its spinning rings, in the meeting's colour) with the text beside it,
 * announced politely (`role="status"`: the indicator itself says nothing to a screen reader). The elements are
 * AtActivityIndicator's and AtLoading's at their defaults (their sheets in Spinner.scss), drawn here: the two class
 * components with prop-types came with every first screen, which shows this while the screen's chunk loads (issue 15).
 */
export function Spinner({ text, inline = false, className }: { text: string; inline?: boolean; className?: string }) {
  return (
    <View className={cx('fu-spinner', inline && 'fu-spinner--inline', className)} {...srRole('status', { 'aria-live': 'polite' })}>
      <View className='at-activity-indicator at-activity-indicator--isopened'>
        <View className='at-activity-indicator__body'>
          <View className='at-loading'>
            <View className='at-loading__ring' />
            <View className='at-loading__ring' />
            <View className='at-loading__ring' />
          </View>
        </View>
        {text ? <Text className='at-activity-indicator__content'>{text}</Text> : null}
      </View>
    </View>
  )
}
