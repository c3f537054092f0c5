import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { DemandCardList } from '@/components/DemandCardList'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { DemandListData } from './useDemandList'
import './demand.scss'

/** The board in either variant: the ways on (post, search, liked, mine), the category tabs and the cards. */
export const DemandListView = observer(function DemandListView({ data, variant }: { data: DemandListData; variant: Variant }) {
  const { t } = data
  const tab = (id: string | undefined, title: string) => {
    const current = data.category === id
    return (
      <Action key={id ?? 'all'} role='tab' aria={{ 'aria-selected': current }} className={`fu-demand__tab${current ? ' fu-demand__tab--current' : ''}`} onPress={() => data.chooseCategory(id)}>
        {title}
      </Action>
    )
  }
  return (
    <View className={`fu-demand fu-demand--${variant}`}>
      <View className='fu-demand__tools'>
        <Action className='fu-button fu-demand__primary' onPress={data.post}>{t('demand.list.post')}</Action>
        <Action className='fu-demand__link' onPress={data.search}>{t('demand.list.search')}</Action>
        <Action className='fu-demand__link' onPress={data.liked}>{t('demand.list.liked')}</Action>
        <Action className='fu-demand__link' onPress={data.mine}>{t('demand.list.mine')}</Action>
      </View>
      {data.categories.length ? (
        <View className='fu-demand__tabs' {...srRole('tablist', { 'aria-label': t('demand.list.categories') })}>
          {tab(undefined, t('demand.list.all'))}
          {data.categories.map(c => tab(c.id, c.title))}
        </View>
      ) : null}
      <DemandCardList pages={data} variant={variant} emptyText={t('demand.list.empty')} timezone={data.timezone} />
    </View>
  )
})
