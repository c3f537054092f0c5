import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { KeywordFilter } from '@/components/KeywordFilter'
import { PagedListView } from '@/components/PagedListView'
import { pagingTexts } from '@/components/LoadMore'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { ActivityCard } from './ActivityCard'
import type { ActivityListData } from './useActivityList'
import './list.scss'

/** The keyword it was opened with (if any), the list's states and cards with their "load more" foot: a column of cards on a phone, a grid of three on a desktop. */
export const ActivityListView = observer(function ActivityListView({ data, variant }: { data: ActivityListData; variant: Variant }) {
  return (
    <View className={`fu-activity-list fu-activity-list--${variant}`}>
    <KeywordFilter keyword={data.keyword} onShowAll={data.showAll} />
    <PagedListView
      list={data}
      count={data.cards.length}
      empty={<Empty text={data.t('activity.list.empty')} />}
      className='fu-activity-list__content'
      listClassName={`fu-activity-list__cards fu-activity-list__cards--${variant}`}
      pagingTexts={pagingTexts(data.t, data.t('activity.list.total', { total: data.total }))}
    >
      {data.cards.map(card => (
        <View key={card.id} className='fu-activity-list__item' {...srRole('listitem')}>
          <ActivityCard card={card} data={data} variant={variant} />
        </View>
      ))}
    </PagedListView>
    </View>
  )
})
