import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { RemoteImage } from '@/components/RemoteImage'
import { heading, srRole } from '@/components/a11y'
import { SearchBox } from '@/components/SearchBox'
import type { Variant } from '@/components/screen/defineScreen'
import type { GroupView, MeetingSearchData } from './useMeetingSearch'
import './search.scss'

/** Before a search: what the box searches, this device's recent searches, the popular ones, and the meeting's areas. */
const Start = observer(function Start({ data, variant }: { data: MeetingSearchData; variant: Variant }) {
  const { t } = data
  return (
    <View className={`fu-meeting-search__start fu-meeting-search__start--${variant}`}>
      <Text className='fu-meeting-search__prompt'>{t('search.prompt')}</Text>
      {data.recent.length ? (
        <View className='fu-meeting-search__section'>
          <View className='fu-meeting-search__section-head'>
            <Text id='fu-meeting-search-recent' className='fu-meeting-search__section-title' {...heading(2)}>{t('search.recent')}</Text>
            <Action className='fu-meeting-search__clear-all' aria={{ 'aria-label': t('search.recent.clear') }} onPress={data.clearRecent}>{t('search.recent.clearAll')}</Action>
          </View>
          <View className='fu-meeting-search__chips' {...srRole('list', { 'aria-labelledby': 'fu-meeting-search-recent' })}>
            {data.recent.map(k => (
              <View key={k} className='fu-meeting-search__recent' {...srRole('listitem')}>
                <Action className='fu-meeting-search__chip fu-meeting-search__chip--recent' onPress={() => data.searchKeyword(k)}>{k}</Action>
                <Action className='fu-meeting-search__remove' aria={{ 'aria-label': t('search.recent.remove', { keyword: k }) }} onPress={() => data.removeRecent(k)}>
                  <Text aria-hidden>×</Text>
                </Action>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      {data.popular.length ? (
        <View className='fu-meeting-search__section'>
          <Text id='fu-meeting-search-popular' className='fu-meeting-search__section-title' {...heading(2)}>{t('search.popular')}</Text>
          <View className='fu-meeting-search__chips' {...srRole('list', { 'aria-labelledby': 'fu-meeting-search-popular' })}>
            {data.popular.map((k, i) => (
              <View key={k} {...srRole('listitem')}>
                <Action className={`fu-meeting-search__chip fu-meeting-search__chip--popular${i < 3 ? ' fu-meeting-search__chip--top' : ''}`} onPress={() => data.searchKeyword(k)}>{k}</Action>
              </View>
            ))}
          </View>
        </View>
      ) : null}
      <View className='fu-meeting-search__section'>
        <Text id='fu-meeting-search-areas' className='fu-meeting-search__section-title' {...heading(2)}>{t('search.shortcuts')}</Text>
        <View className={`fu-meeting-search__areas fu-meeting-search__areas--${variant}`} {...srRole('list', { 'aria-labelledby': 'fu-meeting-search-areas' })}>
          {data.areas.map(area => (
            <View key={area.kind} className='fu-meeting-search__area-item' {...srRole('listitem')}>
              <Action role='link' className={`fu-meeting-search__area fu-meeting-search__area--${area.kind}`} onPress={area.open}>
                <Text className='fu-meeting-search__area-mark' aria-hidden>{area.label.slice(0, 1)}</Text>
                <Text className='fu-meeting-search__area-label'>{area.label}</Text>
              </Action>
            </View>
          ))}
        </View>
      </View>
    </View>
  )
})

/** One kind of result: its name and count, a few items (each opens its screen), and "more" to the full list. */
const Group = observer(function Group({ data, group, variant }: { data: MeetingSearchData; group: GroupView; variant: Variant }) {
  const { t } = data
  const headingId = `fu-meeting-search-${group.kind}`
  return (
    <View className={`fu-meeting-search__group fu-meeting-search__group--${variant}`} {...srRole('region', { 'aria-labelledby': headingId })}>
      <View className='fu-meeting-search__group-head'>
        <Text id={headingId} className='fu-meeting-search__group-title' {...heading(2)}>{group.label}</Text>
        {group.failed ? null : <Text className='fu-meeting-search__count'>{group.count}</Text>}
      </View>
      {group.failed ? <Text className='fu-meeting-search__group-failed'>{t('search.group.failed')}</Text> : null}
      <View className='fu-meeting-search__hits' {...srRole('list')}>
        {group.hits.map(hit => (
          <View key={hit.id} {...srRole('listitem')}>
            <Action role='link' className='fu-meeting-search__hit' onPress={hit.open}>
              <View className='fu-meeting-search__hit-image-box'>
                {hit.image ? <RemoteImage className='fu-meeting-search__hit-image' src={hit.image} label='' /> : null}
              </View>
              <View className='fu-meeting-search__hit-body'>
                <Text className='fu-meeting-search__hit-title'>{hit.title}</Text>
                {hit.subtitle ? <Text className='fu-meeting-search__hit-subtitle'>{hit.subtitle}</Text> : null}
              </View>
            </Action>
          </View>
        ))}
      </View>
      {group.more ? <Action role='link' className='fu-meeting-search__more' onPress={group.more}>{t('search.more', { group: group.label })}</Action> : null}
    </View>
  )
})

/** The box and what is under it: recent and popular searches with the areas, states, or the grouped results (two columns on a desktop). */
export const MeetingSearchView = observer(function MeetingSearchView({ data, variant }: { data: MeetingSearchData; variant: Variant }) {
  const { t } = data
  let below
  if (!data.keyword) below = <Start data={data} variant={variant} />
  else if (data.status === 'loading') below = <Loading />
  else if (data.status === 'failed') below = <Failed message={data.error} onRetry={data.retry} />
  else if (!data.groups.length) below = <Empty text={t('search.empty', { keyword: data.keyword })} />
  else below = (
    <View className={`fu-meeting-search__groups fu-meeting-search__groups--${variant}`}>
      {data.groups.map(group => <Group key={group.kind} data={data} group={group} variant={variant} />)}
    </View>
  )
  return (
    <View className={`fu-meeting-search fu-meeting-search--${variant}`}>
      <View className='fu-meeting-search__body'>
        <SearchBox
          id='fu-meeting-search-keyword'
          value={data.draft}
          texts={{ label: t('search.label'), placeholder: t('search.placeholder'), submit: t('search.submit'), clear: t('search.clear') }}
          onInput={data.setDraft}
          onSubmit={data.submit}
          onClear={data.clear}
        />
        {below}
      </View>
    </View>
  )
})
