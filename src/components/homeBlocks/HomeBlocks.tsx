import { observer } from 'mobx-react'
import type { MeetingBlock } from '@fu-types/entities'
import { Banner } from './Banner'
import { NavigationGrid } from './NavigationGrid'
import { ActivitiesBlock, AgendasBlock, ExhibitorsBlock, LivesBlock, NewsBlock } from './ContentBlocks'
import { RichTextBlock, SpeakersBlock } from './SpeakerAndTextBlocks'
import './blocks.scss'

/** The meeting's layout blocks in their order (SPEC §7 /meeting/blocks, weight desc); unknown types are skipped. */
export const HomeBlocks = observer(function HomeBlocks({ blocks, variant }: { blocks: MeetingBlock[]; variant: 'mobile' | 'desktop' }) {
  return (
    <>
      {blocks.map(block => {
        const props = { block, variant }
        switch (block.type) {
          case 'banner': return <Banner key={block._id} block={block} variant={variant} />
          case 'navigation': return <NavigationGrid key={block._id} block={block} variant={variant} />
          case 'news': return <NewsBlock key={block._id} {...props} />
          case 'lives': return <LivesBlock key={block._id} {...props} />
          case 'agendas': return <AgendasBlock key={block._id} {...props} />
          case 'activities': return <ActivitiesBlock key={block._id} {...props} />
          case 'exhibitors': return <ExhibitorsBlock key={block._id} {...props} />
          case 'speakers': return <SpeakersBlock key={block._id} {...props} />
          case 'rich_text': return <RichTextBlock key={block._id} {...props} />
          default: return null
        }
      })}
    </>
  )
})
