import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { DemandCardList } from '@/components/DemandCardList'
import type { Variant } from '@/components/screen/defineScreen'
import { Tabs } from '@/components/ui/Tabs'
import type { DemandListData } from './useDemandList'
import './demand.scss'

/** The "all categories" tab (category ids are ObjectIds, never this). */
const ALL = 'all'

/** The board in either variant: the ways on (post, search, liked, mine), the category tabs and the cards. */
export const DemandListView = observer(function DemandListView({ data, variant }: { data: DemandListData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-demand fu-demand--${variant}`}>
      <View className='fu-demand__tools'>
        <Action className='fu-button fu-demand__primary' onPress={data.post}>{t('demand.list.post')}</Action>
        <Action className='fu-demand__link' onPress={data.search}>{t('demand.list.search')}</Action>
        <Action className='fu-demand__link' onPress={data.liked}>{t('demand.list.liked')}</Action>
        <Action className='fu-demand__link' onPress={data.mine}>{t('demand.list.mine')}</Action>
      </View>
      {data.categories.length ? (
        <Tabs
          className='fu-demand__tabs'
          label={t('demand.list.categories')}
          current={data.category ?? ALL}
          onChange={key => data.chooseCategory(key === ALL ? undefined : key)}
          items={[{ key: ALL, label: t('demand.list.all') }, ...data.categories.map(c => ({ key: c.id, label: c.title }))]}
        />
      ) : null}
      <DemandCardList pages={data} variant={variant} emptyText={t('demand.list.empty')} timezone={data.timezone} />
    </View>
  )
})
