import { RichText as TaroRichText, View } from '@tarojs/components'
import { sanitizeHtml } from '@/core/richText'
import { platform } from '@/platform'
import { cx, prefixed } from './classNames'
import './display.scss'

/**
 * Organiser or user HTML, always through the sanitiser's allow-list: with RichText.h5.tsx (the H5 build's, without
 * Taro's rich-text) the one place that renders raw HTML. Native
 * mini-program pages have no DOM to write HTML into: there WeChat's `rich-text` shows the same sanitised HTML.
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = sanitizeHtml(html)
  if (platform().environment === 'weapp') return <TaroRichText className={cx(prefixed('rich-text'), className)} nodes={clean} />
  return (
    // Raw HTML only here, and only after core's allow-list (sanitizeHtml). react/no-danger checks DOM elements,
    // not Taro's View, so no disable comment is needed: this comment is the reason on record.
    <View className={cx(prefixed('rich-text'), className)} dangerouslySetInnerHTML={{ __html: clean }} />
  )
}
