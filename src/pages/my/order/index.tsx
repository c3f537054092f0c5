import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useMyOrders } from './useMyOrders'
import { MyOrdersMobile } from './mobile'
import { MyOrdersDesktop } from './desktop'

/** /my/order: my orders with their status colours and amounts; each opens /my/order/{checkoutId}. */
export default observer(function MyOrdersScreen({ query }: { query: Record<string, string> }) {
  const data = useMyOrders({ meetingId: query.meeting_id })
  return useDeviceVariant() === 'desktop' ? <MyOrdersDesktop data={data} /> : <MyOrdersMobile data={data} />
})
