import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { LiveCard } from '@/components/LiveCard'
import { PagedListView } from '@/components/PagedListView'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { LiveListData } from './useLiveList'
import './live.scss'

/** The list: its loading, failure (retry), empty state, the cards (a column on a phone, a grid on a desktop) and the paging foot. */
export const LiveListView = observer(function LiveListView({ data, variant }: { data: LiveListData; variant: Variant }) {
  return (
    <View className={`fu-live-list fu-live-list--${variant}`}>
      <PagedListView
        list={data.list}
        count={data.cards.length}
        empty={<Empty text={data.t('live.list.empty')} />}
        className='fu-live-list__body'
        listClassName={`fu-live-list__cards fu-live-list__cards--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.cards.map(card => (
          <View key={card.id} className='fu-live-list__item' {...srRole('listitem')}>
            <LiveCard card={card} variant={variant} timezone={data.timezone} label={data.t('live.list.open', { title: card.title })} onOpen={data.open} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
})
