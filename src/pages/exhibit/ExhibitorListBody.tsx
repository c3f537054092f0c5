import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { LoadMore } from '@/components/LoadMore'
import { srRole } from '@/components/a11y'
import { ExhibitorCard } from './parts/ExhibitorCard'
import type { ExhibitorListData } from './useExhibitorList'

/** The search entries and "exhibit with us" both variants show above the list. */
export const ExhibitEntries = observer(function ExhibitEntries({ data }: { data: ExhibitorListData }) {
  return (
    <View className='fu-exhibit__entries'>
      <Action className='fu-exhibit__entry' onPress={data.searchExhibitors}>{data.t('exhibit.list.searchExhibitors')}</Action>
      <Action className='fu-exhibit__entry' onPress={data.searchProducts}>{data.t('exhibit.list.searchProducts')}</Action>
      <Action className='fu-exhibit__entry fu-exhibit__entry--apply' onPress={data.apply}>{data.applyText}</Action>
    </View>
  )
})

/** "All" and the meeting's exhibitor categories; choosing one starts the list over. */
const CategoryTabs = observer(function CategoryTabs({ data }: { data: ExhibitorListData }) {
  if (data.tabs.length < 2) return null
  return (
    <View className='fu-exhibit__tabs' {...srRole('tablist', { 'aria-label': data.t('exhibit.list.categories') })}>
      {data.tabs.map(tab => (
        <Action
          key={tab.id || 'all'}
          className={`fu-exhibit__tab${tab.id === data.categoryId ? ' fu-exhibit__tab--active' : ''}`}
          role='tab'
          aria={{ 'aria-selected': tab.id === data.categoryId }}
          onPress={() => data.chooseCategory(tab.id)}
        >
          {tab.title}
        </Action>
      ))}
    </View>
  )
})

/** The list part both variants share: tabs, its loading, failure (retry), empty state, the cards and the paging foot. */
export const ExhibitorListBody = observer(function ExhibitorListBody({ data, variant }: { data: ExhibitorListData; variant: 'mobile' | 'desktop' }) {
  if (data.hidden) return <Empty text={data.t('exhibit.list.hidden')} />
  const { list } = data
  let content
  if (list.status === 'loading') content = <Loading />
  else if (list.status === 'failed') content = <Failed message={list.error} onRetry={list.retry} />
  else if (!data.cards.length) content = <Empty text={data.t('exhibit.list.empty')} />
  else {
    content = (
      <View className='fu-exhibit__body'>
        <View className={`fu-exhibit__cards fu-exhibit__cards--${variant}`} {...srRole('list')}>
          {data.cards.map(card => (
            <View key={card.id} className='fu-exhibit__item' {...srRole('listitem')}>
              <ExhibitorCard card={card} texts={data.cardTexts(card)} variant={variant} onOpen={data.open} />
            </View>
          ))}
        </View>
        <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
      </View>
    )
  }
  return (
    <View className='fu-exhibit__main'>
      <CategoryTabs data={data} />
      {content}
    </View>
  )
})
