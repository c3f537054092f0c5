import { View } from '@tarojs/components'
import { sanitizeHtml } from '@/core/richText'
import { cx, prefixed } from './classNames'
import './display.scss'

/**
 * The H5 build's RichText (RichText.tsx is the mini-program's): the same sanitised HTML written into the DOM. A file of
 * its own because importing Taro's `rich-text` there, even unused, put Stencil's runtime (33 KB) into every H5 page
 * that shows organiser HTML, the home's text block among them (issue 15's TBT).
 */
export function RichText({ html, className }: { html: string | null | undefined; className?: string }) {
  // Raw HTML only here and in RichText.tsx, and only after core's allow-list (sanitizeHtml).
  return <View className={cx(prefixed('rich-text'), className)} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
}
