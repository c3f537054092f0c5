import { defineScreen } from '@/components/screen/defineScreen'
import { useOrderDetail, type OrderDetailData } from './useOrderDetail'
import { OrderDetailMobile } from './mobile'
import { OrderDetailDesktop } from './desktop'

/**
 * /my/order/{checkoutId}: one order's amounts, payment, refund, tickets and actions. The order number is the
 * page's heading. The layouts differ: a phone stacks the sections, a desktop puts amounts and actions in a side panel.
 */
export default defineScreen<'myOrderDetail', OrderDetailData>({
  use: ({ params }) => useOrderDetail(params.checkoutId),
  mobile: OrderDetailMobile,
  desktop: OrderDetailDesktop,
  // A reload after paying or cancelling keeps the order on screen.
  state: data => ({
    status: data.status === 'failed' ? 'failed' : data.status === 'loading' && !data.order ? 'loading' : 'ready',
    retry: data.retry,
    message: data.error,
  }),
  frame: { ownHeading: true },
})
