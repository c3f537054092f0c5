import { Text, View } from '@tarojs/components'
import { AtSteps } from 'taro-ui'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import './Steps.scss'

// taro-ui's default customStyle is '', a string style that React's own H5 components (h5.useHtmlComponents) refuse.
const NO_STYLE = {}

export interface StepItem {
  /** Unique among the steps (AtSteps keys its items by title, so titles must differ too). */
  key: string
  title: string
  desc?: string
  /** A finished step's mark instead of its number: a tick, or a cross for a step that failed. */
  status?: 'success' | 'error'
}

const noop = () => undefined

/**
 * Progress through a few steps (an order, an invoice): taro-ui's AtSteps draws them, steps before `current` marked
 * done. AtSteps gives its items no roles and makes them clickable Views, so it is hidden from screen readers and
 * a list says the same (`aria-current="step"` on the current one).
 */
export function Steps({ items, current, label, className }: { items: StepItem[]; current: number; label: string; className?: string }) {
  return (
    <View className={cx('fu-steps', className)}>
      <View aria-hidden>
        <AtSteps customStyle={NO_STYLE} items={items.map(({ title, desc, status }) => ({ title, desc, status }))} current={current} onChange={noop} />
      </View>
      <View className='fu-sr-only' {...srRole('list', { 'aria-label': label })}>
        {items.map((item, i) => (
          <Text key={item.key} {...srRole('listitem', i === current ? { 'aria-current': 'step' } : {})}>
            {item.desc ? `${item.title}, ${item.desc}` : item.title}
          </Text>
        ))}
      </View>
    </View>
  )
}
