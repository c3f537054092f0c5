import { useState } from 'react'
import type { Activity, Order, Ticket } from '@fu-types/entities'
import { cancelOrder, fetchActivity, listOrders } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { useRemote } from '@/components/useRemote'
import { localize } from '@/core/localize'
import { formatYuan } from '@/core/money'
import { orderActions, orderDiscount } from '@/core/states/orders'
import { ticketStatusDisplay } from '@/core/states/tickets'
import { formatDateTime } from '@/core/time'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useOrderStatusText, withPaymentChecked } from '../useMyOrders'

const CHANNELS: Record<string, MessageKey> = { sandbox: 'order.channel.sandbox', wechat: 'order.channel.wechat' }

/**
 * /my/order/{checkoutId}: the order's amounts (original, coupon and discount, charged), payment, refund, its
 * tickets, and what the buyer may still do: pay (at the cashier, /cashier)
 * or cancel a pending order, ask for an invoice for a completed one.
 */
export function useOrderDetail(checkoutId: string | undefined) {
  const { language, meeting, platform } = useStores()
  const t = language.t
  const timezone = meeting.meeting?.timezone
  const statusText = useOrderStatusText()

  const order = useRemote<Order | null>(async () => {
    if (!checkoutId) return null
    const envelope = await listOrders({ _id: checkoutId })
    const listed = envelope.results[0]
    // Pending: the server asks WeChat Pay, so a payment made before its notification arrived shows as paid.
    return listed ? withPaymentChecked(listed) : null
  }, [checkoutId])
  const current = order.data ?? undefined
  const activityId = current?.activity_id
  const activity = useRemote<Activity | undefined>(async () => (activityId ? fetchActivity(activityId) : undefined), [activityId])
  const paid = current?.status === 'done'
  // Tickets are issued when the order is paid; they carry the order's id.
  const tickets = useRemote<Ticket[]>(async () => {
    if (!current || !paid || !activityId) return []
    const envelope = await listTickets({ activity_id: activityId, limit: 999 })
    return envelope.results.filter(ticket => ticket.checkout_id === current._id)
  }, [current?._id, paid, activityId])

  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const [cancelling, setCancelling] = useState(false)
  const [cancelError, setCancelError] = useState<string | undefined>(undefined)

  /** A pending order is paid at the cashier (amount, what it buys, the methods here, the time left), then success. */
  const pay = () => (current ? navigateTo('cashier', { order_id: current._id, meeting_id: current.meeting_id }) : undefined)

  const cancel = async () => {
    if (!current || cancelling) return
    setCancelling(true)
    setCancelError(undefined)
    try {
      await cancelOrder(current._id)
      setConfirmingCancel(false)
      platform.toast(t('order.cancelled'))
      order.retry()
    } catch (e) {
      setCancelError(t('order.cancelFailed', { message: e instanceof Error ? e.message : String(e) }))
    } finally {
      setCancelling(false)
    }
  }

  const status = current ? statusText(current) : undefined
  const discount = current ? orderDiscount(current) : 0
  const actions = current ? orderActions(current) : { pay: false, cancel: false, invoice: false }
  const channel = current?.pay_channel
  return {
    t,
    status: order.status,
    error: order.error,
    retry: order.retry,
    notFound: order.status === 'ready' && !current,
    order: current,
    statusText: status?.text ?? '',
    statusTone: status?.tone ?? 'grey',
    activityTitle: activity.data ? localize(activity.data.title, language.language) : '',
    created: current ? formatDateTime(current.created, timezone) : '',
    paidAt: current?.paid ? formatDateTime(current.paid, timezone) : '',
    channelText: channel ? (CHANNELS[channel] ? t(CHANNELS[channel]) : channel) : '',
    /** Cents; 0 when no coupon took anything off. */
    discount,
    discountText: discount > 0 ? `-${formatYuan(discount)}` : '',
    refunded: current?.refund === 1,
    tickets: tickets.status === 'ready' ? (tickets.data ?? []) : [],
    ticketsStatus: tickets.status,
    retryTickets: tickets.retry,
    ticketStatusText: (ticket: Ticket) => {
      const display = ticketStatusDisplay(ticket.status)
      return { text: t(display.key), tone: display.tone }
    },
    openTicket: (ticket: Ticket) => navigateTo('myRegistrationTicket', { ticket_id: ticket._id }),
    canPay: actions.pay,
    pay,
    canCancel: actions.cancel,
    confirmingCancel,
    askCancel: () => { setCancelError(undefined); setConfirmingCancel(true) },
    keepOrder: () => setConfirmingCancel(false),
    cancel,
    cancelling,
    cancelError,
    canInvoice: actions.invoice,
    openInvoice: () => (current ? navigateTo('invoiceForm', { checkout: current._id }) : undefined),
    backToList: () => navigateTo('myOrder'),
  }
}

export type OrderDetailData = ReturnType<typeof useOrderDetail>
