import { defineScreen } from '@/components/screen/defineScreen'
import { useInvoiceForm, type InvoiceFormData } from './useInvoiceForm'
import { InvoiceFormMobile } from './mobile'
import { InvoiceFormDesktop } from './desktop'

/**
 * /invoice/form (query checkout): apply for an invoice of a paid order. The layouts differ: a phone stacks the
 * amount, the sections and the submit; a desktop sets the sections side by side with amount and submit in a panel.
 */
export default defineScreen<'invoiceForm', InvoiceFormData>({
  use: ({ query }) => useInvoiceForm(query.checkout),
  mobile: InvoiceFormMobile,
  desktop: InvoiceFormDesktop,
  state: data => ({ status: data.status, retry: data.retry, message: data.error }),
})
