import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useInvoiceDetail } from './useInvoiceDetail'
import { InvoiceDetailMobile } from './mobile'
import { InvoiceDetailDesktop } from './desktop'

/** /invoice/detail (query checkout): where the order's invoice stands, and re-apply after a rejection. */
export default observer(function InvoiceDetailScreen({ query }: { query: Record<string, string> }) {
  const data = useInvoiceDetail(query.checkout)
  return useDeviceVariant() === 'desktop' ? <InvoiceDetailDesktop data={data} /> : <InvoiceDetailMobile data={data} />
})
