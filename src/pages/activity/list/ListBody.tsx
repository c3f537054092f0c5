import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { srRole } from '@/components/a11y'
import { ActivityCard } from './ActivityCard'
import type { ActivityListData } from './useActivityList'
import './list.scss'

/** The list's states and cards with their "load more" foot; the variants choose the frame around it. */
export const ActivityListBody = observer(function ActivityListBody({ data, variant }: { data: ActivityListData; variant: 'mobile' | 'desktop' }) {
  return (
    <PagedListView
      list={data}
      count={data.cards.length}
      empty={<Empty text={data.t('activity.list.empty')} />}
      className='fu-activity-list__content'
      listClassName={`fu-activity-list__cards fu-activity-list__cards--${variant}`}
      pagingTexts={{
        total: data.t('activity.list.total', { total: data.total }),
        loadMore: data.t('activity.list.loadMore'),
        loadingMore: data.t('activity.list.loadingMore'),
        failed: data.t('activity.list.loadMoreFailed'),
        allLoaded: data.t('activity.list.allLoaded'),
      }}
    >
      {data.cards.map(card => (
        <View key={card.id} className='fu-activity-list__item' {...srRole('listitem')}>
          <ActivityCard card={card} data={data} variant={variant} />
        </View>
      ))}
    </PagedListView>
  )
})
