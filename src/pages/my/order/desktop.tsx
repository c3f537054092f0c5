import { observer } from 'mobx-react'
import { MyListPage } from '../MyListPage'
import { OrderList } from './OrderList'
import type { MyOrdersData } from './useMyOrders'
import '../tickets/tickets.scss'
import './order.scss'

/** ≥1200 px: top bar, then the orders as wide rows (number and activity left, time, amount and status right). */
export const MyOrdersDesktop = observer(function MyOrdersDesktop({ data }: { data: MyOrdersData }) {
  return (
    <MyListPage variant='desktop' block='fu-orders' title={data.t('route.myOrder')} intro={data.t('orders.intro')}>
      <OrderList data={data} />
    </MyListPage>
  )
})
