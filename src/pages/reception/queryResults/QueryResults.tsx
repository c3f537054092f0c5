import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { Empty } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import { GuestProgress } from '../GuestProgress'
import { GuestRow } from '../GuestRow'
import type { QueryResultsData } from './useQueryResults'

/** The lookup's results: the guests found, or one guest's record; look up again when stale. */
export const QueryResults = observer(function QueryResults({ data }: { data: QueryResultsData }) {
  const { t } = data
  if (data.stale) return <Empty text={t('reception.query.notFound')} action={{ label: t('reception.query.again'), onPress: data.again }} />
  return (
    <>
      {data.single && data.guest ? <GuestProgress guest={data.guest} timezone={data.timezone} /> : (
        <View className='fu-reception__panel'>
          <Text className='fu-reception__panel-title' {...srRole('status')}>{t('reception.query.results', { total: data.rows.length })}</Text>
          <View className='fu-reception__list' {...srRole('list')}>
            {data.rows.map(guest => (
              <View key={guest.id} {...srRole('listitem')}>
                <GuestRow guest={guest} openLabel={t('reception.guest.open', { name: guest.name })} onOpen={() => data.open(guest.id)} />
              </View>
            ))}
          </View>
        </View>
      )}
      <View className='fu-reception__row'>
        <Action className='fu-button fu-reception__inline-action' role='link' onPress={data.again}>{t('reception.query.again')}</Action>
      </View>
    </>
  )
})
