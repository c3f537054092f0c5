import { useEffect } from 'react'
import { View } from '@tarojs/components'
import { AtActionSheet } from 'taro-ui'
import { Action } from '../Action'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import { useEscapeToClose } from '../useEscapeToClose'
import './ActionSheet.scss'

interface SheetItem {
  key: string
  label: string
  onPress: () => void
  /** The choice in effect now (marked, `aria-current`). */
  current?: boolean
  tone?: 'danger'
}

/**
 * A choice of a few actions sliding up from the bottom: taro-ui's AtActionSheet (overlay, sheet, title). Its items and
 * its cancel footer are Views that a keyboard cannot reach, so the items and "cancel" here are our buttons inside it;
 * the sheet is a labelled dialog, Escape and the overlay close it, focus moves to its first item. Rendered only while open.
 */
export function ActionSheet({ id, open, title, items, cancelText, onClose, links = false, className }: {
  id: string
  open: boolean
  title: string
  items: SheetItem[]
  cancelText: string
  onClose: () => void
  /** The items open pages (role `link`, the current one `aria-current="page"`) rather than act. */
  links?: boolean
  className?: string
}) {
  useEscapeToClose(open, onClose)
  useEffect(() => {
    if (!open || typeof document === 'undefined') return
    document.getElementById(id)?.querySelector<HTMLElement>('[role="button"], [role="link"], button')?.focus?.()
  }, [open, id])
  if (!open) return null
  return (
    <AtActionSheet isOpened title={title} onClose={onClose} className={cx('fu-action-sheet', className)}>
      <View id={id} {...srRole('dialog', { 'aria-modal': true, 'aria-label': title })}>
        {items.map(item => (
          <Action
            key={item.key}
            className={cx('fu-action-sheet__item', item.current && 'fu-action-sheet__item--current', item.tone && `fu-action-sheet__item--${item.tone}`)}
            role={links ? 'link' : 'button'}
            aria={item.current ? { 'aria-current': links ? 'page' : true } : {}}
            onPress={item.onPress}
          >
            {item.label}
          </Action>
        ))}
        <Action className='fu-action-sheet__cancel' onPress={onClose}>{cancelText}</Action>
      </View>
    </AtActionSheet>
  )
}
