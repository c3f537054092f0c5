import { observer } from 'mobx-react'
import { LiveCardList } from '@/components/LiveCards'
import type { Variant } from '@/components/screen/defineScreen'
import type { LiveListData } from './useLiveList'
import './live.scss'

/** The list: its loading, failure (retry), empty state, the cards (a column on a phone, a grid on a desktop) and the paging foot. */
export const LiveListView = observer(function LiveListView({ data, variant }: { data: LiveListData; variant: Variant }) {
  return (
    <LiveCardList
      list={data.list}
      cards={data.cards}
      variant={variant}
      timezone={data.timezone}
      t={data.t}
      onOpen={data.open}
      empty={data.t('live.list.empty')}
      pagingTexts={data.pagingTexts}
    />
  )
})
