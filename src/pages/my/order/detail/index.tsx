import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useOrderDetail } from './useOrderDetail'
import { OrderDetailMobile } from './mobile'
import { OrderDetailDesktop } from './desktop'

/** /my/order/{checkoutId}: one order's amounts, payment, refund, tickets and actions. */
export default observer(function OrderDetailScreen({ params }: { params: Record<string, string> }) {
  const data = useOrderDetail(params.checkoutId)
  return useDeviceVariant() === 'desktop' ? <OrderDetailDesktop data={data} /> : <OrderDetailMobile data={data} />
})
