import { useEffect, useState } from 'react'
import { observer } from 'mobx-react'
import type { MeetingBlock } from '@fu-types/entities'
import { Banner } from './Banner'
import { NavigationGrid } from './NavigationGrid'
import { ActivitiesBlock, AgendasBlock, ExhibitorsBlock, LivesBlock, NewsBlock } from './ContentBlocks'
import './blocks.scss'

const CLOCK_TICK_MS = 1000

/** The meeting's layout blocks in their order (SPEC §7 /meeting/blocks, weight desc); unknown types are skipped. */
export const HomeBlocks = observer(function HomeBlocks({ blocks, variant }: { blocks: MeetingBlock[]; variant: 'mobile' | 'desktop' }) {
  // Live badges follow the clock (SPEC §9: the clock ticks every second).
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), CLOCK_TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return (
    <>
      {blocks.map(block => {
        const props = { block, variant, now }
        switch (block.type) {
          case 'banner': return <Banner key={block._id} block={block} variant={variant} />
          case 'navigation': return <NavigationGrid key={block._id} block={block} variant={variant} />
          case 'news': return <NewsBlock key={block._id} {...props} />
          case 'lives': return <LivesBlock key={block._id} {...props} />
          case 'agendas': return <AgendasBlock key={block._id} {...props} />
          case 'activities': return <ActivitiesBlock key={block._id} {...props} />
          case 'exhibitors': return <ExhibitorsBlock key={block._id} {...props} />
          default: return null
        }
      })}
    </>
  )
})
