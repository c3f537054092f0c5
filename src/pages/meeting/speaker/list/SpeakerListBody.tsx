import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { KeywordFilter } from '@/components/KeywordFilter'
import { PagedListView } from '@/components/PagedListView'
import { SpeakerCard } from '@/components/SpeakerCard'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { Tabs } from '@/components/ui/Tabs'
import type { SpeakerListData } from './useSpeakerList'
import '../speaker.scss'

/** Speaker categories as tabs ("All" first). */
const CategoryTabs = observer(function CategoryTabs({ data }: { data: SpeakerListData }) {
  if (!data.tabs.length) return null
  return (
    <Tabs
      className='fu-speaker-list__tabs'
      label={data.t('speaker.list.categories')}
      current={data.tabs.find(tab => tab.selected)?.id || 'all'}
      onChange={key => data.chooseCategory(key === 'all' ? '' : key)}
      items={data.tabs.map(tab => ({ key: tab.id || 'all', label: tab.label }))}
    />
  )
})

/** The speaker list: category tabs, its states, the cards (a grid; more columns on a desktop) and the paging foot. */
export const SpeakerListView = observer(function SpeakerListView({ data, variant }: { data: SpeakerListData; variant: Variant }) {
  return (
    <View className={`fu-speaker-list fu-speaker-list--${variant}`}>
      <View className='fu-speaker-list__body'>
        <KeywordFilter keyword={data.keyword} onShowAll={data.showAll} />
        <CategoryTabs data={data} />
        <PagedListView
          list={data.list}
          count={data.cards.length}
          empty={<Empty text={data.t('speaker.list.empty')} />}
          className='fu-speaker-list__results'
          listClassName={`fu-speaker-list__cards fu-speaker-list__cards--${variant}`}
          pagingTexts={data.pagingTexts}
        >
          {data.cards.map(card => (
            <View key={card.id} className='fu-speaker-list__item' {...srRole('listitem')}>
              <SpeakerCard card={card} variant={variant} onOpen={data.open} />
            </View>
          ))}
        </PagedListView>
      </View>
    </View>
  )
})
