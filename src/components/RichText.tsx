import { View } from '@tarojs/components'
import { sanitizeHtml } from '@/core/richText'
import { cx, prefixed } from './classNames'
import './display.scss'

/** Organiser or user HTML, always through the sanitiser's allow-list: the one place that renders raw HTML. */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = sanitizeHtml(html)
  return (
    // Raw HTML only here, and only after core's allow-list (sanitizeHtml). react/no-danger checks DOM elements,
    // not Taro's View, so no disable comment is needed: this comment is the reason on record.
    <View className={cx(prefixed('rich-text'), className)} dangerouslySetInnerHTML={{ __html: clean }} />
  )
}
