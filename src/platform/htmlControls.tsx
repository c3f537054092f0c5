/**
 * The H5 components that differ from Taro's HTML ones (h5.useHtmlComponents), re-exported by htmlComponentList.ts, each
 * from a module of its own so a chunk carries only those it draws (issue 15): Input (htmlControlsInput.tsx) and Image
 * (htmlControlsImage.tsx) take `nativeProps` (components/a11y.ts), a prop only the Stencil components knew; Button,
 * here, keeps Stencil's look.
 */
import { createElement, forwardRef, type ComponentProps, type ForwardedRef } from 'react'
import type { View } from './htmlView'
import './htmlControls.scss'

type ButtonProps = ComponentProps<typeof View> & { disabled?: boolean; openType?: string; formType?: string; hoverClass?: string }

/**
 * The HTML Button differs from Stencil's in look (its `taro-btn-default` rules, two classes, paint our themed buttons
 * grey and black; it is a flex box with a real border). This one is the element our styles were written against,
 * <taro-button-core> (never defined as a custom element: no Stencil), with Stencil's own styles for it
 * (htmlControls.scss); what it does stays with Action (components/Action.tsx): role, tab stop, keys, disabled.
 */
export const Button = forwardRef(function Button({ className, openType: _openType, formType: _formType, hoverClass: _hoverClass, ...props }: ButtonProps, ref: ForwardedRef<unknown>) {
  // React writes a custom element's props as attributes by their own names: `class`, not `className`.
  return createElement('taro-button-core', { ...props, class: className, ref })
})
