import { observer } from 'mobx-react'
import { MyListPage } from '../MyListPage'
import { OrderList } from './OrderList'
import type { MyOrdersData } from './useMyOrders'
import '../tickets/tickets.scss'
import './order.scss'

export const MyOrdersMobile = observer(function MyOrdersMobile({ data }: { data: MyOrdersData }) {
  return (
    <MyListPage variant='mobile' block='fu-orders' title={data.t('route.myOrder')} intro={data.t('orders.intro')}>
      <OrderList data={data} />
    </MyListPage>
  )
})
