import { lazy, Suspense } from 'react'
import type { BlockProps } from './ContentBlocks'

// The blocks below the banner and the navigation (their lists, dates, live states, the calls that fill them) are not
// part of the home's first scripts: they load while the first screen is already drawn, with the first block that needs
// them (HomeBlocks draws the later blocks one by one when the page is idle; issue 15).
const ContentBlock = lazy(() => import(/* webpackChunkName: "home-content-blocks" */ './ContentBlock'))

/** A content or text block, its code loaded on first use. */
export function LaterBlock(props: BlockProps) {
  return (
    <Suspense fallback={null}>
      <ContentBlock {...props} />
    </Suspense>
  )
}
