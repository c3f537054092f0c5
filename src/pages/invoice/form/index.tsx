import { observer } from 'mobx-react'
import { useDeviceVariant } from '@/components/useDeviceVariant'
import { useInvoiceForm } from './useInvoiceForm'
import { InvoiceFormMobile } from './mobile'
import { InvoiceFormDesktop } from './desktop'

/** /invoice/form (query checkout): apply for an invoice of a paid order. */
export default observer(function InvoiceFormScreen({ query }: { query: Record<string, string> }) {
  const data = useInvoiceForm(query.checkout)
  return useDeviceVariant() === 'desktop' ? <InvoiceFormDesktop data={data} /> : <InvoiceFormMobile data={data} />
})
