import { defineScreen } from '@/components/screen/defineScreen'
import { useMyOrders, type MyOrdersData } from './useMyOrders'
import { MyOrdersView } from './View'

/** /my/order: my orders with their status colours and amounts; each opens /my/order/{checkoutId}. */
export default defineScreen<'myOrder', MyOrdersData>({
  use: ({ meeting }) => useMyOrders(meeting),
  view: MyOrdersView,
})
