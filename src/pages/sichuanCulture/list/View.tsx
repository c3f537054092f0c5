import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Empty } from '@/components/StateViews'
import { PagedListView } from '@/components/PagedListView'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { CategoryChips } from '../shared/CategoryChips'
import { FestivalSection } from '../shared/FestivalSection'
import { HeritageCard } from '../shared/HeritageCard'
import type { HeritageListData } from './useHeritageList'

/** The heritage items: category chips, then a card grid (one column on a phone, three on a desktop) with paging. */
export const HeritageListView = observer(function HeritageListView({ data, variant }: { data: HeritageListData; variant: Variant }) {
  const t = data.festival.t
  return (
    <FestivalSection festival={data.festival} current='scList' variant={variant}>
      <CategoryChips label={t('festival.list.filter')} chips={data.chips} chosen={data.category} onChoose={data.choose} />
      <PagedListView
        list={data.list}
        count={data.list.items.length}
        empty={<Empty text={t('festival.list.empty')} />}
        className='fu-festival-list'
        listClassName={`fu-festival-grid fu-festival-grid--${variant}`}
        pagingTexts={data.pagingTexts}
      >
        {data.list.items.map(item => (
          <View key={item._id} className='fu-festival-grid__item' {...srRole('listitem')}>
            <HeritageCard item={item} variant={variant} />
          </View>
        ))}
      </PagedListView>
    </FestivalSection>
  )
})
