import { View } from '@tarojs/components'
import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { OrderActions, OrderAmounts, OrderFound, OrderHeader, OrderTickets } from './OrderSections'
import type { OrderDetailData } from './useOrderDetail'
import '../../tickets/tickets.scss'
import '../order.scss'

/** A phone: the order, its amounts and actions, then its tickets, one under the other. */
export const OrderDetailMobile = observer(function OrderDetailMobile({ data }: { data: OrderDetailData }) {
  return (
    <View className='fu-order fu-order--mobile'>
      <OrderFound data={data}>
        <OrderHeader data={data} />
        <OrderAmounts data={data} />
        <OrderActions data={data} />
        <OrderTickets data={data} />
        <Action className='fu-order__back' onPress={() => void data.backToList()}>{data.t('order.backToList')}</Action>
      </OrderFound>
    </View>
  )
})
