import { defineScreen } from '@/components/screen/defineScreen'
import { useInvoiceDetail, type InvoiceDetailData } from './useInvoiceDetail'
import { InvoiceDetailMobile } from './mobile'
import { InvoiceDetailDesktop } from './desktop'

/**
 * /invoice/detail (query checkout): where the order's invoice stands, and re-apply after a rejection. The layouts
 * differ: a phone stacks status, next step and details; a desktop puts status and next step in a side panel.
 */
export default defineScreen<'invoiceDetail', InvoiceDetailData>({
  use: ({ query }) => useInvoiceDetail(query.checkout),
  mobile: InvoiceDetailMobile,
  desktop: InvoiceDetailDesktop,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
})
