import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { DemandFrame } from './DemandFrame'
import { DemandListBody } from './DemandCard'
import type { DemandPages } from './useDemandPages'

export interface PersonalDemandsData extends DemandPages {
  title: string
  emptyText: string
  timezone?: string
  /** The way on from an empty list (e.g. to the board). */
  browse: { label: string; onPress: () => void }
}

/** A person's own demand list (liked, posted) in either variant; an empty one offers the board. */
export const PersonalDemandsView = observer(function PersonalDemandsView({ data, variant }: { data: PersonalDemandsData; variant: 'mobile' | 'desktop' }) {
  const empty = data.list.status === 'ready' && !data.cards.length
  return (
    <DemandFrame variant={variant} title={data.title}>
      {empty
        ? <Empty text={data.emptyText} action={data.browse} />
        : <DemandListBody pages={data} variant={variant} emptyText={data.emptyText} timezone={data.timezone} />}
    </DemandFrame>
  )
})
