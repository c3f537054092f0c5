import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { Badge } from '@/components/Badge'
import { LoadMore } from '@/components/LoadMore'
import { Price } from '@/components/Price'
import { Failed, Loading } from '@/components/StateViews'
import { heading } from '@/components/a11y'
import type { MyOrdersData, OrderRow } from './useMyOrders'

/** One order: number, activity, created time, amount charged and status in its colour; the whole row is a button. */
function OrderCard({ row, data }: { row: OrderRow; data: MyOrdersData }) {
  const { t } = data
  return (
    <View className='fu-order-card' role='listitem'>
      <View className='fu-order-card__head'>
        <Text className='fu-order-card__number' {...heading(2)}>{t('orders.number')}: {row.order.number}</Text>
        <Badge text={row.statusText} tone={row.statusTone} className='fu-order-card__status' />
      </View>
      {row.activityTitle ? <Text className='fu-order-card__activity'>{row.activityTitle}</Text> : null}
      <View className='fu-order-card__foot'>
        <Text className='fu-order-card__created'>{t('orders.created')}: {row.created}</Text>
        <Text className='fu-order-card__amount'>{t('orders.amount')}: <Price cents={row.order.pay_amount} /></Text>
      </View>
      <Action className='fu-order-card__open' aria={{ 'aria-label': t('orders.openLabel', { number: row.order.number }) }} onPress={() => void data.openOrder(row.order)}>
        {t('orders.open')}
      </Action>
    </View>
  )
}

/** The list with its states: loading, failed with retry, empty with a way to the activities, the cards and paging. */
export const OrderList = observer(function OrderList({ data }: { data: MyOrdersData }) {
  const { list } = data
  if (list.status === 'loading') return <Loading />
  if (list.status === 'failed') return <Failed message={list.error} onRetry={list.retry} />
  if (!data.rows.length) {
    return (
      <View className='fu-state fu-state--empty fu-tickets__empty'>
        <Text>{data.t('orders.empty')}</Text>
        <Action className='fu-button fu-tickets__browse' onPress={() => void data.browseActivities()}>{data.t('tickets.browseActivities')}</Action>
      </View>
    )
  }
  return (
    <View className='fu-orders__body'>
      <View className='fu-orders__list' role='list'>
        {data.rows.map(row => <OrderCard key={row.order._id} row={row} data={data} />)}
      </View>
      <LoadMore hasMore={list.hasMore} loadingMore={list.loadingMore} moreFailed={list.moreFailed} onLoadMore={list.loadMore} texts={data.pagingTexts} />
    </View>
  )
})
