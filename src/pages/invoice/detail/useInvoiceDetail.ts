import { invoiceDisplay, invoiceStep, type InvoiceStep } from '@/core/states/invoices'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useInvoiceOrder } from '../useInvoiceOrder'

const INVOICE_STEPS: readonly InvoiceStep[] = ['fill', 'processing', 'completed']

/**
 * /invoice/detail (query checkout): where the order's invoice stands (core invoiceStep / invoiceDisplay): none yet
 * (apply, or core invoiceBlocker's reason why not yet), organiser processing, completed, or rejected with the
 * reason and a re-apply action.
 */
export function useInvoiceDetail(checkoutId: string | undefined) {
  const { language } = useStores()
  const t = language.t
  const source = useInvoiceOrder(checkoutId)
  const invoice = source.invoice
  const step = invoiceStep(invoice)
  const display = invoiceDisplay(invoice)
  const order = source.order
  const goToForm = () => (order ? navigateTo('invoiceForm', { checkout: order._id }) : undefined)
  return {
    t,
    status: source.status,
    error: source.error,
    retry: source.retry,
    notFound: source.notFound,
    orderNumber: source.orderNumber,
    invoice,
    step,
    /** The steps in order, the rejected one standing in for "completed" when it is the case. */
    steps: INVOICE_STEPS.map(s => (s === 'completed' && step === 'rejected' ? 'rejected' : s)) as InvoiceStep[],
    stepText: (s: InvoiceStep) => t(invoiceDisplay(s === 'fill' ? null : { status: s }).key),
    statusText: t(display.key),
    statusTone: display.tone,
    /** Cents: the application's amount, else the order's. */
    amount: invoice?.amount ?? order?.pay_amount ?? 0,
    rejectReason: step === 'rejected' ? (invoice?.reject_reason?.trim() || t('invoice.noReason')) : '',
    /** No application yet: the reason one cannot be made now (core invoiceBlocker), or null when it can. */
    blocker: step === 'fill' ? source.blocker : null,
    canApply: step === 'fill' && !source.blocker && !!order,
    canReapply: step === 'rejected' && !!order && !source.blocker,
    apply: goToForm,
    reapply: goToForm,
    backToOrder: source.backToOrder,
  }
}

export type InvoiceDetailData = ReturnType<typeof useInvoiceDetail>
