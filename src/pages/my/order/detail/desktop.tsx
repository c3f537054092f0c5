import { View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { OrderActions, OrderAmounts, OrderFound, OrderHeader, OrderTickets } from './OrderSections'
import type { OrderDetailData } from './useOrderDetail'
import '../../tickets/tickets.scss'
import '../order.scss'

/** ≥1200 px: the order and its tickets on the left, the amount summary and the actions in a side panel. */
export const OrderDetailDesktop = observer(function OrderDetailDesktop({ data }: { data: OrderDetailData }) {
  return (
    <View className='fu-order fu-order--desktop'>
      <View className='fu-order__page'>
        <OrderFound data={data}>
          <View className='fu-order__main'>
            <OrderHeader data={data} />
            <OrderTickets data={data} />
            <Action className='fu-order__back' onPress={() => void data.backToList()}>{data.t('order.backToList')}</Action>
          </View>
          <View className='fu-order__side'>
            <OrderAmounts data={data} />
            <OrderActions data={data} />
          </View>
        </OrderFound>
      </View>
    </View>
  )
})
