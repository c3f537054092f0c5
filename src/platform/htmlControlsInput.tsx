import { forwardRef, type ComponentProps, type ForwardedRef } from 'react'
import HtmlInput from '@tarojs/components-react/dist/components/input/index.js'

type InputProps = ComponentProps<typeof HtmlInput> & { nativeProps?: Record<string, unknown> }

/**
 * Taro's HTML Input with `nativeProps` (components/a11y.ts: the id, aria and autofill of the field), which it renders on
 * the <input> itself.
 */
export const Input = forwardRef(function Input({ nativeProps, ...props }: InputProps, ref: ForwardedRef<unknown>) {
  // The HTML Input sets `type` and its key handler after the rest: an input type or a key handler of the native
  // element becomes the component's own (it calls the handler with the same key event).
  const { type, onKeyDown, ...native } = nativeProps ?? {}
  const own = { ...props, ...(type ? { type } : {}), ...(onKeyDown ? { onKeyDown } : {}) } as InputProps
  return <HtmlInput ref={ref as never} {...native} {...own} />
})

