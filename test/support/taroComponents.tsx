/**
 * Light stand-ins for @tarojs/components in component tests: each renders the DOM element the
 * H5 build renders, keeping aria props, so Testing Library queries behave as on the site.
 */
import { createElement, forwardRef, Fragment, useEffect, useRef, type ReactNode } from 'react'

type Props = Record<string, unknown> & { children?: ReactNode; className?: string; onClick?: () => void }

function domProps(props: Props): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(props)) {
    // A `style` string goes through as it is: React DOM refuses it (error #62), as Taro's React HTML components do on H5
    // (h5.useHtmlComponents), where it blanked the home.
    if (key === 'ariaLabel') out['aria-label'] = value
    else if (key === 'onInput') out.onChange = value
    else if (/^(className|id|role|style|children|onClick|onChange|onFocus|onBlur|onKeyDown|onScroll|dangerouslySetInnerHTML|disabled|placeholder|value|type|src|alt|href|tabIndex)$/.test(key) || key.startsWith('aria-') || key.startsWith('data-')) out[key] = value
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
/**
 * As Taro's H5 ScrollView (components-react scroll-view): `scrollIntoView` calls the target's own scrollIntoView,
 * which scrolls every scrolling ancestor, the page too; `scrollTop` sets the list's own scrollTop.
 */
export const ScrollView = forwardRef<HTMLElement, Props>(function ScrollViewStandIn(props, ref) {
  const list = useRef<HTMLElement | null>(null)
  const { scrollIntoView, scrollTop } = props as { scrollIntoView?: string; scrollTop?: number }
  useEffect(() => {
    if (scrollIntoView) document.getElementById(scrollIntoView)?.scrollIntoView?.({ block: 'center' })
    else if (typeof scrollTop === 'number' && list.current) list.current.scrollTop = scrollTop
  }, [scrollIntoView, scrollTop])
  const attach = (element: HTMLElement | null) => {
    list.current = element
    if (typeof ref === 'function') ref(element)
    else if (ref) ref.current = element
  }
  return createElement('div', { ...domProps(props), ref: attach }, props.children as ReactNode)
})
export const Swiper = make('div')
export const SwiperItem = make('div')
export const Navigator = make('a')
export const WebView = make('iframe')
export const RichText = make('div')
export const Checkbox = make('input', () => ({ type: 'checkbox' }))
export const Picker = make('div')
/**
 * Taro's H5 Video: a <video> (never with the browser's controls) and, when `controls`, Taro's own bar, whose time and
 * progress bar (the scrubber) show unless `showProgress` is false. It reports the player's time as
 * onTimeUpdate({ detail: { currentTime, duration } }).
 */
export const Video = forwardRef<HTMLElement, Props>(function VideoStandIn(p, ref) {
  const video = createElement('video', {
    ...domProps(p), ref, poster: p.poster ?? (p.nativeProps as { poster?: string } | undefined)?.poster, title: p.title, muted: p.muted,
    'data-controls': p.controls ? 'taro' : 'none',
    onPlay: p.onPlay, onPause: p.onPause,
    ...(p.onTimeUpdate ? { onTimeUpdate: (e: { currentTarget: HTMLVideoElement }) => (p.onTimeUpdate as (e: unknown) => void)({ detail: { currentTime: e.currentTarget.currentTime, duration: e.currentTarget.duration } }) } : {}),
  })
  const scrubber = p.controls && p.showProgress !== false
    ? createElement('div', { className: 'taro-video-progress-container', 'data-seek': p.enableProgressGesture === false ? 'tap' : 'tap-drag' }, '00:00 / 00:00')
    : null
  return createElement(Fragment, null, video, scrubber)
})
