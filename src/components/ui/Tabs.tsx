import { useId, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { Action } from '../Action'
import { srRole } from '../a11y'
import { block, cx } from '../classNames'
import { CountBadge } from './CountBadge'
import './Tabs.scss'

const tabs = block('ui-tabs')

interface TabItem<K extends string> {
  key: K
  label: string
  /** A count shown beside the label (AtBadge); `countLabel` is what a screen reader hears for it. */
  count?: number
  countLabel?: string
}

/**
 * Tabs or a segmented control — ours, not taro-ui's: AtTabs and AtSegmentedControl render their items as Views with
 * neither a role, a tab stop, nor a way to add them, so a keyboard cannot reach them and a screen reader hears plain
 * text. Here the bar is a `tablist`, each item a `tab` button with `aria-selected`, and the arrow keys, Home and End
 * move between them (selecting as they go, as tabs that only filter a list should). The look follows taro-ui's
 * (underline, or segments in the theme colour). `panelId` links the tabs to the panel they control.
 */
export function Tabs<K extends string>({ items, current, onChange, label, look = 'line', panelId, className, idPrefix }: {
  items: readonly TabItem<K>[]
  current: K
  onChange: (key: K) => void
  label: string
  look?: 'line' | 'segmented'
  panelId?: string
  className?: string
  /** Ids of the tab buttons are `${idPrefix}-${key}` (default: a generated prefix). */
  idPrefix?: string
  children?: ReactNode
}) {
  const generated = useId().replace(/:/g, '')
  const prefix = idPrefix ?? `fu-tabs-${generated}`
  const keys = {
    onKeyDown: (e: { key?: string; preventDefault?: () => void }) => {
      const index = items.findIndex(item => item.key === current)
      const last = items.length - 1
      const next = e.key === 'ArrowRight' || e.key === 'ArrowDown' ? (index >= last ? 0 : index + 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp' ? (index <= 0 ? last : index - 1)
          : e.key === 'Home' ? 0 : e.key === 'End' ? last : -1
      if (next < 0 || !items[next]) return
      e.preventDefault?.()
      onChange(items[next].key)
      if (typeof document !== 'undefined') document.getElementById(`${prefix}-${items[next].key}`)?.focus()
    },
  }
  return (
    <View className={cx(tabs({ [look]: true }), className)} {...srRole('tablist', { 'aria-label': label })} {...keys}>
      {items.map(item => {
        const selected = item.key === current
        return (
          <Action
            key={item.key}
            id={`${prefix}-${item.key}`}
            className={tabs('tab', { current: selected })}
            role='tab'
            aria={{ 'aria-selected': selected, ...(panelId ? { 'aria-controls': panelId } : {}) }}
            onPress={() => { if (!selected) onChange(item.key) }}
          >
            {item.count ? (
              <CountBadge count={item.count} label={item.countLabel ?? String(item.count)}><Text>{item.label}</Text></CountBadge>
            ) : item.label}
          </Action>
        )
      })}
    </View>
  )
}
