import { lazy, Suspense } from 'react'
import { View } from '@tarojs/components'

// The sanitiser (xss, ≈ 50 KB of source) is not part of the home's first scripts: it loads when a meeting's home has
// a text block, and the block's title is already shown meanwhile (issue 15).
const RichText = lazy(() => import(/* webpackChunkName: "rich-text" */ '@/components/RichText').then(m => ({ default: m.RichText })))

/** The text block's sanitised HTML (components/RichText), loaded on first use. */
export function BlockRichText(props: { html: string | null | undefined; className?: string }) {
  return (
    <Suspense fallback={<View className='fu-rich-text' aria-busy='true' />}>
      <RichText {...props} />
    </Suspense>
  )
}
