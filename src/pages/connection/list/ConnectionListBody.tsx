import { Input, Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { FormField, inputValue } from '@/components/FormField'
import { LoadMore } from '@/components/LoadMore'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { heading, srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { PersonCard } from '../PersonCard'
import type { MeetingConnectionData, PersonRow } from './useMeetingConnection'

/** A row's exchange button, or the word for where it stands. */
function RowAction({ row, data }: { row: PersonRow; data: MeetingConnectionData }) {
  const { t } = data
  const { person, state } = row
  if (state === 'friends') return <Text className='fu-person__state fu-tone--green'>{t('connection.state.friends')}</Text>
  if (state === 'requested') return <Text className='fu-person__state fu-tone--amber'>{t('connection.state.requested')}</Text>
  if (state === 'unavailable') return <Text className='fu-person__state fu-tone--grey'>{t('connection.state.unavailable')}</Text>
  return (
    <Action className='fu-button fu-person__exchange' disabled={state === 'sending'} onPress={() => data.exchange(person.id)}
      aria={{ 'aria-label': t('connection.exchange.with', { name: person.name }) }}>
      {state === 'sending' ? t('connection.exchange.sending') : t('connection.exchange.action')}
    </Action>
  )
}

function Rows({ rows, data }: { rows: PersonRow[]; data: MeetingConnectionData }) {
  return (
    <View className='fu-connection__people' {...srRole('list')}>
      {rows.map(row => (
        <View key={row.person.id} className='fu-connection__item' {...srRole('listitem')}>
          <PersonCard person={row.person} openLabel={data.t('connection.open', { name: row.person.name })} onOpen={() => data.open(row.person.id)}>
            <RowAction row={row} data={data} />
          </PersonCard>
        </View>
      ))}
    </View>
  )
}

/** The appear-in-the-list offer, the search and tag filter, recommended people, then everyone page by page. */
export const ConnectionListBody = observer(function ConnectionListBody({ data, variant }: { data: MeetingConnectionData; variant: Variant }) {
  const { t, list } = data
  return (
    <View className={`fu-connection-page fu-connection fu-connection--${variant}`}>
      {data.showAppearOffer ? (
        <View className='fu-connection__offer' {...srRole('region', { 'aria-label': t('connection.appear.title') })}>
          <Text className='fu-connection__offer-text'>{t('connection.appear.text')}</Text>
          <Action className='fu-button' disabled={data.appearing} onPress={data.appear}>{t('connection.appear.action')}</Action>
        </View>
      ) : null}
      <View className='fu-connection__filters'>
        <FormField id={`fu-connection-search-${variant}`} label={t('connection.search.label')} error=''>
          {input => (
            <Input className='fu-field__input' type='text' maxlength={60} value={data.search} placeholder={t('connection.search.placeholder')}
              confirmType='search' onInput={e => data.setSearch(inputValue(e))} onConfirm={data.submitSearch} nativeProps={input.nativeProps} {...input.props} />
          )}
        </FormField>
        <View className='fu-connection__search-actions'>
          <Action className='fu-button' onPress={data.submitSearch}>{t('connection.search.action')}</Action>
          {data.keyword ? <Action className='fu-button fu-button--plain' onPress={data.clearSearch}>{t('connection.search.clear')}</Action> : null}
        </View>
        {data.tags.length ? (
          <View className='fu-connection__tags' {...srRole('group', { 'aria-label': t('connection.tags.label') })}>
            {data.tags.map(tag => (
              <Action key={tag.id} role='checkbox' aria={{ 'aria-checked': tag.selected }} className={`fu-connection__tag${tag.selected ? ' fu-connection__tag--on' : ''}`}
                onPress={() => data.filterBy(tag.id)}>
                {tag.title}
              </Action>
            ))}
          </View>
        ) : null}
      </View>
      {data.recommendedRows.length ? (
        <View className='fu-connection__section'>
          <Text className='fu-connection__subheading' {...heading(2)}>{t('connection.recommended')}</Text>
          <Rows rows={data.recommendedRows} data={data} />
        </View>
      ) : null}
      <View className='fu-connection__section'>
        <Text className='fu-connection__subheading' {...heading(2)}>{t('connection.everyone')}</Text>
        {list.status === 'loading' ? <Loading />
          : list.status === 'failed' ? <Failed message={list.error} onRetry={list.retry} />
            : !data.rows.length && !data.recommendedRows.length ? <Empty text={data.keyword || data.industry ? t('connection.list.noMatch') : t('connection.list.empty')} />
              : (
                <View>
                  <Rows rows={data.rows} data={data} />
                  <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
                </View>
              )}
      </View>
    </View>
  )
})
