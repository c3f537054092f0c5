import type { Activity, Order } from '@fu-types/entities'
import { fetchOrderPayment, listOrders } from '@/api/activities'
import { pagingTexts } from '@/components/LoadMore'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePageShownAgain } from '@/components/usePageShownAgain'
import { usePagedList } from '@/components/usePagedList'
import type { Tone } from '@/core/display'
import { localize } from '@/core/localize'
import { orderActions, orderDisplay } from '@/core/states/orders'
import { formatDateTime } from '@/core/time'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useActivityLookup } from '../tickets/activityLookup'

const ORDERS_PAGE_SIZE = 10

/** The status as worded on screen: a known one translated, any other as the server sent it (SPEC §4). */
export function useOrderStatusText() {
  const { language } = useStores()
  return (order: Pick<Order, 'status' | 'refund'>): { text: string; tone: Tone } => {
    const display = orderDisplay(order)
    return 'key' in display ? { text: language.t(display.key), tone: display.tone } : display
  }
}

export interface OrderRow {
  order: Order
  activityTitle: string
  created: string
  statusText: string
  statusTone: Tone
  /** Still pending: "pay now" opens the cashier. */
  canPay: boolean
}

/**
 * A pending order as the server has it once asked where its payment stands (GET /checkout/activities/{id}/payment,
 * which asks WeChat Pay's order query and settles the order when the money was taken): coming back from the
 * mini-program's bridge page or WeChat's sheet before the notification, My orders shows it paid, not "awaiting
 * payment". Any other order, or no answer, stays as listed.
 */
export async function withPaymentChecked(order: Order): Promise<Order> {
  if (order.status !== 'pending') return order
  try {
    return (await fetchOrderPayment(order._id))?.order ?? order
  } catch {
    return order
  }
}

/** /my/order: the signed-in user's orders, page by page, newest first (GET /checkout/activities). */
export function useMyOrders(meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const { id: meetingId, timezone } = meeting
  const lookup = useActivityLookup()
  const statusText = useOrderStatusText()

  const list = usePagedList<{ order: Order; activity: Activity | undefined }>(async (skip, limit) => {
    const envelope = await listOrders({ meeting_id: meetingId, skip, limit })
    const orders = await Promise.all(envelope.results.map(withPaymentChecked))
    const activities = await lookup(envelope.results.map(order => order.meeting_id ?? meetingId))
    return {
      items: orders.map(order => ({ order, activity: order.activity_id ? activities.get(order.activity_id) : undefined })),
      total: envelope.total ?? skip + envelope.results.length,
    }
  }, [meetingId], ORDERS_PAGE_SIZE)
  // Back from the cashier or an order's detail: an order paid, cancelled or refunded there shows as it now is.
  usePageShownAgain(list.retry)

  const rows: OrderRow[] = list.items.map(({ order, activity }) => {
    const status = statusText(order)
    return {
      order,
      activityTitle: activity ? localize(activity.title, language.language) : '',
      created: formatDateTime(order.created, timezone),
      statusText: status.text,
      statusTone: status.tone,
      canPay: orderActions(order).pay,
    }
  })

  return {
    t,
    list,
    rows,
    openOrder: (order: Order) => navigateTo('myOrderDetail', { checkoutId: order._id }),
    /** A pending order is paid at the cashier. */
    payOrder: (order: Order) => navigateTo('cashier', { order_id: order._id, meeting_id: order.meeting_id ?? meetingId }),
    browseActivities: () => navigateTo('activityList', meetingId ? { meeting_id: meetingId } : {}),
    pagingTexts: pagingTexts(t, t('orders.count', { count: list.total })),
  }
}

export type MyOrdersData = ReturnType<typeof useMyOrders>
