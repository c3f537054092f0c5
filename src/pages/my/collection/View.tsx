import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { PagedListView } from '@/components/PagedListView'
import { RemoteImage } from '@/components/RemoteImage'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import type { CollectionItem, MyCollectionData } from './useMyCollection'
import './collection.scss'

function CollectionRow({ item, data }: { item: CollectionItem; data: MyCollectionData }) {
  const { t } = data
  const busy = data.removing === item.key
  return (
    <View className='fu-collection__row'>
      <Action className='fu-collection__open' role='link' onPress={() => data.open(item)} aria={{ 'aria-label': t('mine.collection.open', { title: item.title }) }}>
        {item.image ? <RemoteImage className='fu-collection__image' src={item.image} label='' /> : <View className='fu-collection__image fu-collection__image--none' />}
        <View className='fu-collection__text'>
          <Text className='fu-collection__title'>{item.title}</Text>
          {item.subtitle ? <Text className='fu-collection__subtitle'>{item.subtitle}</Text> : null}
        </View>
      </Action>
      <Action className='fu-collection__remove' onPress={() => data.remove(item)} disabled={busy} aria={{ 'aria-label': t('mine.collection.removeLabel', { title: item.title }) }}>
        {busy ? t('mine.collection.removing') : t('mine.collection.remove')}
      </Action>
    </View>
  )
}

/** My collection: the kinds as tabs, then the saved items of the chosen kind, each opening its page or removed. */
export const MyCollectionView = observer(function MyCollectionView({ data, variant }: { data: MyCollectionData; variant: Variant }) {
  return (
    <View className={`fu-collection fu-collection--${variant}`}>
      <View className='fu-collection__tabs' {...srRole('tablist', { 'aria-label': data.t('route.myCollection') })}>
        {data.tabs.map(tab => (
          <Action key={tab.key} role='tab' className={`fu-collection__tab${tab.selected ? ' fu-collection__tab--on' : ''}`} aria={{ 'aria-selected': tab.selected }} onPress={() => data.choose(tab.key)}>
            {tab.label}
          </Action>
        ))}
      </View>
      <View {...srRole('tabpanel')}>
        <PagedListView
          list={data.list}
          count={data.items.length}
          empty={<Empty text={data.emptyText} action={data.browse} />}
          className='fu-collection__content'
          listClassName={`fu-collection__list fu-collection__list--${variant}`}
          pagingTexts={data.pagingTexts}
        >
          {data.items.map(item => (
            <View key={item.key} className='fu-collection__item' {...srRole('listitem')}>
              <CollectionRow item={item} data={data} />
            </View>
          ))}
        </PagedListView>
      </View>
    </View>
  )
})
