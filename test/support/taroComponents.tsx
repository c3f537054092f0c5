/**
 * Light stand-ins for @tarojs/components in component tests: each renders the DOM element the
 * H5 build renders, keeping aria props, so Testing Library queries behave as on the site.
 */
import { createElement, forwardRef, type ReactNode } from 'react'

type Props = Record<string, unknown> & { children?: ReactNode; className?: string; onClick?: () => void }

function domProps(props: Props): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    // A `style` string goes through as it is: React DOM refuses it (error #62), as Taro's React HTML components do on H5
    // (h5.useHtmlComponents), where it blanked the home.
    if (key === 'ariaLabel') out['aria-label'] = value
    else if (key === 'onInput') out.onChange = value
    else if (/^(className|id|role|style|children|onClick|onChange|onFocus|onBlur|onKeyDown|dangerouslySetInnerHTML|disabled|placeholder|value|type|src|alt|href|tabIndex)$/.test(key) || key.startsWith('aria-') || key.startsWith('data-')) out[key] = value
  }
  return out
}

function make(tag: string, extra?: (p: Props) => Record<string, unknown>) {
  return forwardRef<HTMLElement, Props>(function TaroStandIn(props, ref) {
    return createElement(tag, { ...domProps(props), ...(extra ? extra(props) : {}), ref }, props.children as ReactNode)
  })
}

export const View = make('div')
export const Text = make('span')
export const Button = make('button', () => ({ type: 'button' }))
// H5 puts an Image's nativeProps on its inner <img> (an alt text there wins over the element's aria-label).
export const Image = make('img', p => ({ alt: (p.nativeProps as { alt?: string } | undefined)?.alt ?? (p.ariaLabel as string) ?? '' }))
// Taro's H5 Input fires onConfirm on Enter (how a desktop code scanner submits), with the field's text in detail.value.
export const Input = make('input', p => (p.onConfirm ? {
  onKeyDown: (e: { key?: string; target?: unknown }) => {
    if (e.key === 'Enter') (p.onConfirm as (event: { detail: { value: string } }) => void)({ detail: { value: (e.target as HTMLInputElement).value } })
  },
} : {}))
export const Textarea = make('textarea')
export const Label = make('label')
export const Form = make('form')
export const ScrollView = make('div')
export const Swiper = make('div')
export const SwiperItem = make('div')
export const Navigator = make('a')
export const WebView = make('iframe')
export const RichText = make('div')
export const Checkbox = make('input', () => ({ type: 'checkbox' }))
export const Picker = make('div')
// Taro's H5 Video reports the player's time as onTimeUpdate({ detail: { currentTime, duration } }).
export const Video = make('video', p => ({
  poster: p.poster, controls: p.controls, title: p.title,
  ...(p.onTimeUpdate ? { onTimeUpdate: (e: { currentTarget: HTMLVideoElement }) => (p.onTimeUpdate as (e: unknown) => void)({ detail: { currentTime: e.currentTarget.currentTime, duration: e.currentTarget.duration } }) } : {}),
}))
