import { ActivitiesBlock, AgendasBlock, ExhibitorsBlock, LivesBlock, NewsBlock, type BlockProps } from './ContentBlocks'
import { RichTextBlock, SpeakersBlock } from './SpeakerAndTextBlocks'
import { ForYouBlock } from './forYou/ForYouBlock'

/** A block that lists the meeting's content (news, lives, agendas, activities, exhibitors, speakers), its text, or what is for me. */
export default function ContentBlock(props: BlockProps) {
  switch (props.block.type) {
    case 'news': return <NewsBlock {...props} />
    case 'lives': return <LivesBlock {...props} />
    case 'agendas': return <AgendasBlock {...props} />
    case 'activities': return <ActivitiesBlock {...props} />
    case 'exhibitors': return <ExhibitorsBlock {...props} />
    case 'speakers': return <SpeakersBlock {...props} />
    case 'rich_text': return <RichTextBlock {...props} />
    case 'for_you': return <ForYouBlock {...props} />
    default: return null
  }
}
