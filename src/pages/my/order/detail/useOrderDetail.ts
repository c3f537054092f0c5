import { useState } from 'react'
import type { Activity, Order, RefundStatus, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { cancelOrder, fetchActivity, listOrders, refundOrder } from '@/api/activities'
import { ApiError, NetworkError } from '@/api/http'
import { listTickets } from '@/api/tickets'
import { useNow } from '@/components/useNow'
import { usePageShownAgain } from '@/components/usePageShownAgain'
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

/** A refund's progress as the order detail words it (the order's refund_status; a refund of old has none). */
const REFUND_PROGRESS: Record<RefundStatus, { key: MessageKey; tone: 'amber' | 'green' | 'red' }> = {
  requested: { key: 'order.refundProgress.requested', tone: 'amber' },
  processing: { key: 'order.refundProgress.processing', tone: 'amber' },
  refunded: { key: 'order.refundProgress.refunded', tone: 'green' },
  failed: { key: 'order.refundProgress.failed', tone: 'red' },
}

function refundStage(order: Order | undefined): RefundStatus | undefined {
  if (!order || order.status !== 'done') return undefined
  if (order.refund === 1) return order.refund_status === 'processing' ? 'processing' : 'refunded'
  return order.refund_status ?? undefined
}

/**
 * /my/order/{checkoutId}: the order's amounts (original, coupon and discount, charged), payment, refund, its
 * tickets, and what the buyer may still do: pay (at the cashier, /cashier) or cancel a pending order, ask for an
 * invoice for a completed one, or a refund while the activity's refund rule allows it (src/core/refund.ts, the
 * server's own), each destructive step after a confirmation; the server's answer is shown at once.
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
  // The order as the last cancel or refund answered it, shown at once (until the order is read again).
  const [answered, setAnswered] = useState<Order | null>(null)
  const current = answered ?? order.data ?? undefined
  const reload = () => { setAnswered(null); order.retry() }
  // Back from the cashier (paid or cancelled there): the order as the server now has it.
  usePageShownAgain(reload)
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
  const [confirmingRefund, setConfirmingRefund] = useState(false)
  const [refunding, setRefunding] = useState(false)
  const [refundError, setRefundError] = useState<string | undefined>(undefined)
  const now = useNow(30_000)

  /** A pending order is paid at the cashier (amount, what it buys, the methods here, the time left), then success. */
  const pay = () => (current ? navigateTo('cashier', { order_id: current._id, meeting_id: current.meeting_id }) : undefined)

  const cancel = async () => {
    if (!current || cancelling) return
    setCancelling(true)
    setCancelError(undefined)
    try {
      const closed = await cancelOrder(current._id)
      setConfirmingCancel(false)
      platform.toast(t('order.cancelled'))
      setAnswered(closed)
    } catch (e) {
      setConfirmingCancel(false)
      setCancelError(t('order.cancelFailed', { message: e instanceof Error ? e.message : String(e) }))
    } finally {
      setCancelling(false)
    }
  }

  /** Why the refund was refused, in the UI's language: after the deadline (4405) it names the deadline. */
  const refundFailure = (e: unknown): string => {
    if (e instanceof ApiError && e.code === ErrorCode.RefundClosed) {
      const deadline = Number(e.body.data?.refund_deadline)
      return t('order.refundClosed', { time: Number.isFinite(deadline) && deadline > 0 ? formatDateTime(deadline, timezone) : '—' })
    }
    if (e instanceof NetworkError) return t('error.network')
    return t('order.refundError', { message: e instanceof Error ? e.message : String(e) })
  }

  const refund = async () => {
    if (!current || refunding) return
    setRefunding(true)
    setRefundError(undefined)
    try {
      const answer = await refundOrder(current._id)
      setConfirmingRefund(false)
      setAnswered(answer)
      tickets.retry()
    } catch (e) {
      setConfirmingRefund(false)
      setRefundError(refundFailure(e))
      // A channel that refused leaves the order paid with refund_status failed: read it again to show so.
      reload()
    } finally {
      setRefunding(false)
    }
  }

  const status = current ? statusText(current) : undefined
  const discount = current ? orderDiscount(current) : 0
  const actions = current ? orderActions(current, { activity: activity.data, now }) : orderActions({ status: '' })
  const stage = refundStage(current)
  const progress = stage ? REFUND_PROGRESS[stage] : undefined
  const channel = current?.pay_channel
  return {
    t,
    status: order.status,
    error: order.error,
    retry: reload,
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
    /** requested / processing / refunded / failed, from the order's refund_status. */
    refundStage: stage,
    refundProgressText: progress ? t(progress.key) : '',
    refundProgressTone: progress?.tone ?? 'grey',
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
    canRefund: actions.refund,
    /** "Refundable until …" in the meeting's zone, while a refund is offered. */
    refundUntil: actions.refund && actions.refundDeadline ? t('order.refundUntil', { time: formatDateTime(actions.refundDeadline, timezone) }) : '',
    refundLabel: t(stage === 'failed' ? 'order.refundRetry' : 'order.refundRequest'),
    refundAskText: current ? t('order.refundAskText', { amount: formatYuan(current.pay_amount) }) : '',
    confirmingRefund,
    askRefund: () => { setRefundError(undefined); setConfirmingRefund(true) },
    keepRegistration: () => setConfirmingRefund(false),
    refund,
    refunding,
    refundError,
    canInvoice: actions.invoice,
    openInvoice: () => (current ? navigateTo('invoiceForm', { checkout: current._id }) : undefined),
    backToList: () => navigateTo('myOrder'),
  }
}

export type OrderDetailData = ReturnType<typeof useOrderDetail>
