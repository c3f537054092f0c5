import { Text, View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { Badge } from '@/components/Badge'
import { PagedListView } from '@/components/PagedListView'
import type { ListPlace } from '@/components/WindowedRows'
import { Price } from '@/components/Price'
import { Empty } from '@/components/StateViews'
import { heading } from '@/components/a11y'
import type { MyOrdersData, OrderRow } from './useMyOrders'

/** One order: number, activity, created time, amount charged and status in its colour; details, and pay when pending. */
function OrderCard({ row, data, ...place }: { row: OrderRow; data: MyOrdersData } & ListPlace) {
  const { t } = data
  return (
    <View className='fu-order-card' role='listitem' {...place}>
      <View className='fu-order-card__head'>
        <Text className='fu-order-card__number' {...heading(2)}>{t('orders.number')}: {row.order.number}</Text>
        <Badge text={row.statusText} tone={row.statusTone} className='fu-order-card__status' />
      </View>
      {row.activityTitle ? <Text className='fu-order-card__activity'>{row.activityTitle}</Text> : null}
      <View className='fu-order-card__foot'>
        <Text className='fu-order-card__created'>{t('orders.created')}: {row.created}</Text>
        <Text className='fu-order-card__amount'>{t('orders.amount')}: <Price cents={row.order.pay_amount} /></Text>
      </View>
      <View className='fu-order-card__actions'>
        {row.canPay ? (
          <Action className='fu-order-card__pay' aria={{ 'aria-label': t('cashier.payNowLabel', { number: row.order.number }) }} onPress={() => void data.payOrder(row.order)}>
            {t('cashier.payNow')}
          </Action>
        ) : null}
        <Action className='fu-order-card__open' aria={{ 'aria-label': t('orders.openLabel', { number: row.order.number }) }} onPress={() => void data.openOrder(row.order)}>
          {t('orders.open')}
        </Action>
      </View>
    </View>
  )
}

/** The list with its states: loading, failed with retry, empty with a way to the activities, the cards and paging. */
export const OrderList = observer(function OrderList({ data }: { data: MyOrdersData }) {
  return (
    <PagedListView
      list={data.list}
      count={data.rows.length}
      empty={<Empty icon='shopping-bag' text={data.t('orders.empty')} action={{ label: data.t('tickets.browseActivities'), onPress: () => void data.browseActivities() }} />}
      className='fu-orders__body'
      listClassName='fu-my-list__items fu-orders__list'
      pagingTexts={data.pagingTexts}
    >
      {data.rows.map(row => <OrderCard key={row.order._id} row={row} data={data} />)}
    </PagedListView>
  )
})
