import { observer } from 'mobx-react'
import { ListWithIntro } from '@/components/ListWithIntro'
import type { Variant } from '@/components/screen/defineScreen'
import { OrderList } from './OrderList'
import type { MyOrdersData } from './useMyOrders'
import '../tickets/tickets.scss'
import './order.scss'

/** My orders: a column of cards on a phone, wide rows on a desktop (number and activity left, time, amount and status right). */
export const MyOrdersView = observer(function MyOrdersView({ data, variant }: { data: MyOrdersData; variant: Variant }) {
  return (
    <ListWithIntro variant={variant} block='fu-orders' intro={data.t('orders.intro')}>
      <OrderList data={data} />
    </ListWithIntro>
  )
})
