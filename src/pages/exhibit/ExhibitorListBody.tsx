import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { Tabs } from '@/components/ui/Tabs'
import { ExhibitorCard } from './parts/ExhibitorCard'
import type { ExhibitorListData } from './useExhibitorList'
import '../../components/exhibit/exhibit.scss'

/** The search entries and "exhibit with us" above the list. */
const ExhibitEntries = observer(function ExhibitEntries({ data }: { data: ExhibitorListData }) {
  return (
    <View className='fu-exhibit__entries'>
      <Action className='fu-exhibit__entry' onPress={data.searchExhibitors}>{data.t('exhibit.list.searchExhibitors')}</Action>
      <Action className='fu-exhibit__entry' onPress={data.searchProducts}>{data.t('exhibit.list.searchProducts')}</Action>
      <Action className='fu-exhibit__entry' onPress={data.filterExhibitors}>{data.t('mine.filter.entry')}</Action>
      <Action className='fu-exhibit__entry fu-exhibit__entry--apply' onPress={data.apply}>{data.applyText}</Action>
    </View>
  )
})

/** "All" and the meeting's exhibitor categories; choosing one starts the list over. */
const CategoryTabs = observer(function CategoryTabs({ data }: { data: ExhibitorListData }) {
  if (data.tabs.length < 2) return null
  return (
    <Tabs
      className='fu-exhibit__tabs'
      label={data.t('exhibit.list.categories')}
      current={data.categoryId || 'all'}
      onChange={key => data.chooseCategory(key === 'all' ? '' : key)}
      items={data.tabs.map(tab => ({ key: tab.id || 'all', label: tab.title }))}
    />
  )
})

/** The list part: tabs, its loading, failure (retry), empty state, the cards and the paging foot. */
export const ExhibitorListBody = observer(function ExhibitorListBody({ data, variant }: { data: ExhibitorListData; variant: Variant }) {
  if (data.hidden) return <Empty text={data.t('exhibit.list.hidden')} />
  return (
    <View className='fu-exhibit__main'>
      <CategoryTabs data={data} />
      <PagedListView
        list={data.list}
        count={data.cards.length}
        empty={<Empty text={data.t('exhibit.list.empty')} />}
        className='fu-exhibit__body'
        listClassName={`fu-exhibit__cards fu-exhibit__cards--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.cards.map(card => (
          <View key={card.id} className='fu-exhibit__item' {...srRole('listitem')}>
            <ExhibitorCard card={card} texts={data.cardTexts(card)} variant={variant} onOpen={data.open} />
          </View>
        ))}
      </PagedListView>
    </View>
  )
})

/** The exhibitor list: the search entries and "exhibit with us" above the list (a column on a phone, a grid on a desktop). */
export const ExhibitorListView = observer(function ExhibitorListView({ data, variant }: { data: ExhibitorListData; variant: Variant }) {
  return (
    <View className={`fu-exhibit fu-exhibit--${variant}`}>
      <ExhibitEntries data={data} />
      <ExhibitorListBody data={data} variant={variant} />
    </View>
  )
})
