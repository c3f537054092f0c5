import { Action } from '@/components/Action'
import { observer } from 'mobx-react'
import { MobilePage } from '@/components/PageFrame'
import { OrderActions, OrderAmounts, OrderHeader, OrderStates, OrderTickets } from './OrderSections'
import type { OrderDetailData } from './useOrderDetail'
import '../../tickets/tickets.scss'
import '../order.scss'

export const OrderDetailMobile = observer(function OrderDetailMobile({ data }: { data: OrderDetailData }) {
  return (
    <MobilePage className='fu-order fu-order--mobile'>
      <OrderStates data={data}>
        <OrderHeader data={data} />
        <OrderAmounts data={data} />
        <OrderActions data={data} />
        <OrderTickets data={data} />
        <Action className='fu-order__back' onPress={() => void data.backToList()}>{data.t('order.backToList')}</Action>
      </OrderStates>
    </MobilePage>
  )
})
