import type { ReactNode } from 'react'
import { View } from '@tarojs/components'
import { AtTimeline } from 'taro-ui'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import './Timeline.scss'

export interface TimelineEntry {
  key: string
  /** The entry's content (our markup: a title, times, actions). */
  content: ReactNode
  /** The dot's colour: the theme (default), or a state. */
  tone?: 'green' | 'red' | 'yellow'
}

/**
 * A history (tickets used, appointments held): taro-ui's AtTimeline draws the line and the dots. It renders its
 * items as plain Views, so the wrapper makes it a list: each entry's content is a list item inside the list (or
 * inside the list around it, when it has no `label`).
 */
export function Timeline({ entries, label, className }: {
  entries: TimelineEntry[]
  /** The list's name; without one the timeline is no list of its own (it sits in one, e.g. PagedListView's). */
  label?: string
  className?: string
}) {
  const items = entries.map(entry => ({
    title: <View key={entry.key} className='fu-timeline__entry' {...srRole('listitem')}>{entry.content}</View>,
    color: entry.tone,
  }))
  return (
    <View className={cx('fu-timeline', className)} {...(label ? srRole('list', { 'aria-label': label }) : {})}>
      <AtTimeline items={items} />
    </View>
  )
}
