/**
 * The H5 components that differ from Taro's HTML ones (h5.useHtmlComponents), re-exported by htmlComponents.ts: Input
 * and Image take `nativeProps` (components/a11y.ts: the id, aria and autofill of an input, the alt of an image), a prop
 * only the Stencil components knew: Input renders the <input> itself, Image hands it to its <img>. Button keeps
 * Stencil's look.
 */
import { createElement, forwardRef, type ComponentProps, type ForwardedRef } from 'react'
import HtmlInput from '@tarojs/components-react/dist/components/input/index.js'
import type { View } from './htmlView'
import './htmlControls.scss'

type NativeProps = { nativeProps?: Record<string, unknown> }
type InputProps = ComponentProps<typeof HtmlInput> & NativeProps

export const Input = forwardRef(function Input({ nativeProps, ...props }: InputProps, ref: ForwardedRef<unknown>) {
  // The HTML Input sets `type` and its key handler after the rest: an input type or a key handler of the native
  // element becomes the component's own (it calls the handler with the same key event).
  const { type, onKeyDown, ...native } = nativeProps ?? {}
  const own = { ...props, ...(type ? { type } : {}), ...(onKeyDown ? { onKeyDown } : {}) } as InputProps
  return <HtmlInput ref={ref as never} {...native} {...own} />
})

// Image: Taro's markup without its forced layout on every load (htmlControlsImage.tsx).
export { Image } from './htmlControlsImage'

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
