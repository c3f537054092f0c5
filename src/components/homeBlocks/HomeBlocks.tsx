import { startTransition, useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import { whenIdle } from '@/platform'
import type { MeetingBlock } from '@fu-types/entities'
import { Banner } from './Banner'
import { NavigationGrid } from './NavigationGrid'
import { LaterBlock } from './LaterBlock'
import './blocks.scss'

/** The blocks drawn with the page: with the hero they fill a phone's first screen (the banner and the navigation). */
export const FIRST_BLOCKS = 2

/**
 * How many blocks are drawn: the first ones at once, then one more each time the main thread is idle, each as a
 * transition (issue 15: drawing every block in the page's first render was one long task of a phone's CPU). The later
 * blocks come below the first screen, after the ones already drawn: nothing on screen moves.
 */
function useBlocksDrawn(total: number): number {
  const [drawn, setDrawn] = useState(FIRST_BLOCKS)
  useEffect(() => {
    if (drawn >= total) return undefined
    return whenIdle(() => startTransition(() => setDrawn(count => count + 1)), 300)
  }, [drawn, total])
  return drawn
}

/** The meeting's layout blocks in their order (SPEC §7 /meeting/blocks, weight desc); unknown types are skipped. */
export const HomeBlocks = observer(function HomeBlocks({ blocks, variant }: { blocks: MeetingBlock[]; variant: 'mobile' | 'desktop' }) {
  const drawn = useBlocksDrawn(blocks.length)
  return (
    <>
      {blocks.slice(0, drawn).map(block => {
        switch (block.type) {
          case 'banner': return <Banner key={block._id} block={block} variant={variant} />
          case 'navigation': return <NavigationGrid key={block._id} block={block} variant={variant} />
          default: return <LaterBlock key={block._id} block={block} variant={variant} />
        }
      })}
    </>
  )
})
