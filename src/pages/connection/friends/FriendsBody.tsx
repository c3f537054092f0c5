import { View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { Action } from '@/components/Action'
import { LoadMore } from '@/components/LoadMore'
import { Empty, Failed, Loading } from '@/components/StateViews'
import { srRole } from '@/components/a11y'
import type { Variant } from '@/components/screen/defineScreen'
import { PersonCard } from '../PersonCard'
import type { MyConnectionsData } from './useMyConnections'

/** The entry to card requests (new ones counted), then my connections with their contact details. */
export const FriendsBody = observer(function FriendsBody({ data, variant }: { data: MyConnectionsData; variant: Variant }) {
  const { t, list } = data
  return (
    <View className={`fu-connection-page fu-connection fu-connection--${variant}`}>
      <View className='fu-connection__bar'>
        <Action className='fu-button fu-button--plain' onPress={data.openApplications}>{data.applicationsLabel}</Action>
      </View>
      {list.status === 'loading' ? <Loading />
        : list.status === 'failed' ? <Failed message={list.error} onRetry={list.retry} />
          : !data.people.length ? <Empty text={t('connection.friends.empty')} action={{ label: t('connection.friends.find'), onPress: data.findPeople }} />
            : (
              <View>
                <View className='fu-connection__people' {...srRole('list')}>
                  {data.people.map(person => (
                    <View key={person.id} className='fu-connection__item' {...srRole('listitem')}>
                      <PersonCard person={person} showContacts openLabel={t('connection.open', { name: person.name })} onOpen={() => data.open(person.id)} />
                    </View>
                  ))}
                </View>
                <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
              </View>
            )}
    </View>
  )
})
