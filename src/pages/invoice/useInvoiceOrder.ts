import type { Activity, Invoice, Order, Ticket } from '@fu-types/entities'
import { fetchActivity, listInvoices, listOrders } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { useRemote } from '@/components/useRemote'
import { invoiceBlocker, orderTicketsReadiness } from '@/core/states/invoices'
import { navigateTo } from '@/router/navigate'

interface InvoiceOrder {
  order: Order | null
  activity?: Activity
  /** The order's applications, newest first (the server's order). */
  invoices: Invoice[]
  tickets: Ticket[]
}

/**
 * What both invoice screens need about one order (query `checkout`): the order, its activity (enable_invoice),
 * its invoice applications and its tickets; and core invoiceBlocker's reason why a new application is not possible.
 */
export function useInvoiceOrder(checkoutId: string | undefined) {
  const remote = useRemote<InvoiceOrder>(async () => {
    if (!checkoutId) return { order: null, invoices: [], tickets: [] }
    const order = (await listOrders({ _id: checkoutId })).results[0] ?? null
    if (!order) return { order: null, invoices: [], tickets: [] }
    const [activity, invoices, tickets] = await Promise.all([
      order.activity_id ? fetchActivity(order.activity_id) : Promise.resolve(undefined),
      listInvoices({ checkout_id: order._id }),
      order.activity_id ? listTickets({ activity_id: order.activity_id, limit: 999 }).then(e => e.results) : Promise.resolve([] as Ticket[]),
    ])
    return { order, activity, invoices, tickets: tickets.filter(ticket => ticket.checkout_id === order._id) }
  }, [checkoutId])

  const data = remote.data
  const order = data?.order ?? undefined
  const invoice = data?.invoices[0]
  const blocker = order
    ? (invoiceBlocker({
        enableInvoice: data?.activity?.enable_invoice,
        order,
        invoice: invoice ?? null,
        ...orderTicketsReadiness(data?.tickets ?? []),
      }))
    : null
  return {
    status: remote.status,
    error: remote.error,
    retry: remote.retry,
    notFound: remote.status === 'ready' && !order,
    order,
    orderNumber: order?.number ?? '',
    /** The newest application, if any. */
    invoice,
    blocker,
    /** Back to the order the invoice is for (to my orders without one). */
    backToOrder: () => (checkoutId ? navigateTo('myOrderDetail', { checkoutId }) : navigateTo('myOrder')),
  }
}

export type InvoiceOrderSource = ReturnType<typeof useInvoiceOrder>
