import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { ActivityCard } from './ActivityCard'
import type { ActivityListData } from './useActivityList'
import './list.scss'

/** The list's states and cards with their "load more" foot; the variants choose the frame around it. */
export const ActivityListBody = observer(function ActivityListBody({ data, variant }: { data: ActivityListData; variant: 'mobile' | 'desktop' }) {
  if (data.status === 'failed') return <Failed message={data.error} onRetry={data.retry} />
  if (data.status === 'loading') return <Loading />
  if (!data.cards.length) return <Empty text={data.t('activity.list.empty')} />
  return (
    <View className='fu-activity-list__content'>
      <View className={`fu-activity-list__cards fu-activity-list__cards--${variant}`} {...{ role: 'list', ariaRole: 'list' }}>
        {data.cards.map(card => (
          <View key={card.id} className='fu-activity-list__item' {...{ role: 'listitem', ariaRole: 'listitem' }}>
            <ActivityCard card={card} data={data} variant={variant} />
          </View>
        ))}
      </View>
      <LoadMore
        hasMore={data.hasMore}
        loadingMore={data.loadingMore}
        moreFailed={data.moreFailed}
        onLoadMore={data.loadMore}
        texts={{
          total: data.t('activity.list.total', { total: data.total }),
          loadMore: data.t('activity.list.loadMore'),
          loadingMore: data.t('activity.list.loadingMore'),
          failed: data.t('activity.list.loadMoreFailed'),
          allLoaded: data.t('activity.list.allLoaded'),
        }}
      />
    </View>
  )
})
