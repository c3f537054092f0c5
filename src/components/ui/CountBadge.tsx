import type { ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AtBadge } from 'taro-ui'
import { cx } from '../classNames'
import './CountBadge.scss'

/**
 * A count beside what it counts (pending requests, unread items): taro-ui's AtBadge, `max+` above `max` and nothing
 * at zero. AtBadge's number is a bare View; it is hidden from screen readers, which read `label` ("3 waiting")
 * instead. (Our `Badge` is the status word; this one is for counts.)
 */
export function CountBadge({ count, label, max = 99, className, children }: {
  count: number
  label: string
  max?: number
  className?: string
  /** What is counted (a tab's title): stays readable, the badge follows it. */
  children?: ReactNode
}) {
  return (
    <View className={cx('fu-count-badge', className)}>
      {children}
      {count > 0 ? (
        <>
          <View className='fu-count-badge__drawn' aria-hidden>
            <AtBadge value={count} maxValue={max} />
          </View>
          <Text className='fu-count-badge__sr'>{label}</Text>
        </>
      ) : null}
    </View>
  )
}
