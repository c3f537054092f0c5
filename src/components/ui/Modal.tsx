import { useEffect, type ReactNode } from 'react'
import { Text, View } from '@tarojs/components'
import { AtModal, AtModalContent, AtModalHeader } from 'taro-ui'
import { Action } from '../Action'
import { srRole } from '../a11y'
import { cx } from '../classNames'
import { useEscapeToClose } from '../useEscapeToClose'
import './Modal.scss'

/** The dialog itself can take focus (when it has no button to focus); Taro's View types leave tabIndex out. */
const focusable: Record<string, unknown> = { tabIndex: -1 }

interface ModalAction {
  label: string
  onPress: () => void
  /** The confirming action in the theme colour, a destructive one in red. */
  tone?: 'primary' | 'danger'
  disabled?: boolean
}

/**
 * A dialog on taro-ui's AtModal (its overlay, box, header and content). Added around it what it lacks: the dialog role
 * with `aria-modal` and a name (its title), the focus moved into it when it opens, Escape and the overlay closing it,
 * and the actions as our buttons (AtModal's simple mode puts its text through innerHTML on H5 and its buttons are
 * not reachable the same way on both platforms, so only its children mode is used). Rendered only while open.
 */
export function Modal({ id, open, title, onClose, actions, alert = false, className, children }: {
  /** Unique on the page: the dialog's id (its title is `${id}-title`). */
  id: string
  open: boolean
  title: string
  onClose: () => void
  actions: ModalAction[]
  /** An `alertdialog`: a question that must be answered (confirm a destructive step). */
  alert?: boolean
  className?: string
  children?: ReactNode
}) {
  useEscapeToClose(open, onClose)
  useEffect(() => {
    if (!open || typeof document === 'undefined') return
    const dialog = document.getElementById(id)
    const first = dialog?.querySelector<HTMLElement>('[role="button"]:not([aria-disabled="true"]), button:not([disabled])')
    ;(first ?? dialog)?.focus?.()
  }, [open, id])
  if (!open) return null
  return (
    <AtModal isOpened closeOnClickOverlay onClose={onClose} className={cx('fu-modal', className)}>
      <View id={id} className='fu-modal__dialog' {...focusable} {...srRole(alert ? 'alertdialog' : 'dialog', { 'aria-modal': true, 'aria-labelledby': `${id}-title` })}>
        <AtModalHeader><Text id={`${id}-title`}>{title}</Text></AtModalHeader>
        {children ? <AtModalContent>{children}</AtModalContent> : null}
        <View className='fu-modal__actions'>
          {actions.map(action => (
            <Action key={action.label} className={cx('fu-modal__action', action.tone && `fu-modal__action--${action.tone}`)} disabled={action.disabled} onPress={action.onPress}>
              {action.label}
            </Action>
          ))}
        </View>
      </View>
    </AtModal>
  )
}
