import type { ReactNode } from 'react'
import { Button } from '@tarojs/components'
import { srRole } from './a11y'

/**
 * A Taro Button that behaves as a button for the keyboard and screen readers in the H5 build too:
 * there Taro renders a custom element, so it gets the role, a tab stop, and Enter / Space.
 * `role` may be `tab`, `checkbox`, a menu's item and the like (with their aria state in `aria`).
 */
export function Action({ id, className, onPress, disabled = false, role = 'button', aria = {}, children }: {
  id?: string
  className?: string
  onPress: () => void
  disabled?: boolean
  role?: 'button' | 'tab' | 'checkbox' | 'radio' | 'link' | 'menuitem' | 'menuitemradio'
  aria?: Record<`aria-${string}`, string | number | boolean>
  children: ReactNode
}) {
  const press = () => { if (!disabled) onPress() }
  const keyboard: Record<string, unknown> = {
    ...srRole(role, { 'aria-disabled': disabled, ...aria }),
    tabIndex: disabled ? -1 : 0,
    onKeyDown: (e: { key?: string; preventDefault?: () => void; target?: unknown; currentTarget?: unknown }) => {
      // A native <button> (tests, future HTML components) clicks on Enter / Space by itself.
      if ((e.currentTarget as Element | undefined)?.tagName === 'BUTTON') return
      if (e.key === 'Enter' || e.key === ' ') {
        e.preventDefault?.()
        press()
      }
    },
  }
  // Only a disabled button carries the attribute: the H5 custom element would style disabled="false" as disabled.
  if (disabled) keyboard.disabled = true
  // Taro's H5 Button writes every prop it is given onto its element: an id it is not given would read "undefined".
  if (id !== undefined) keyboard.id = id
  return (
    <Button className={className} onClick={press} {...keyboard}>
      {children}
    </Button>
  )
}
