import { useCallback, useEffect, useState } from 'react'
import type { Activity, Order, Ticket } from '@fu-types/entities'
import { fetchActivity, fetchOrderPayment, listOrders } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import { localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/** registered: approved ticket; review: status 0 waits for the organiser; pending: the order's payment is not confirmed yet. */
type SuccessKind = 'registered' | 'review' | 'pending'

interface Loaded { activity: Activity | null; ticket: Ticket | null; order: Order | null }
type LoadState = { status: 'loading' } | { status: 'failed'; error: string } | ({ status: 'ready' } & Loaded)

const HEADINGS: Record<SuccessKind, { title: MessageKey; text: MessageKey }> = {
  registered: { title: 'registration.success.registered', text: 'registration.success.registered.text' },
  review: { title: 'registration.success.review', text: 'registration.success.review.text' },
  pending: { title: 'registration.success.pending', text: 'registration.success.pending.text' },
}

/**
 * /activity/success (activity_id, meeting_id, and ticket_id for free sign-up or order_id for a paid one): the
 * activity, "registered" or "under review" (ticket status 0), the order number and amount paid, and the way on.
 */
export function useActivitySuccess(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const activityId = query.activity_id || ''
  const ticketId = query.ticket_id || ''
  const orderId = query.order_id || ''
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  // A plain counter object (not a DOM ref): bumping it drops answers of loads that are no longer current.
  const [generation] = useState(() => ({ value: 0 }))

  const load = useCallback(async () => {
    const mine = ++generation.value
    setState({ status: 'loading' })
    try {
      const [activity, listedOrder, listedTickets] = await Promise.all([
        activityId ? fetchActivity(activityId).then(a => a ?? null) : Promise.resolve(null),
        orderId ? listOrders({ _id: orderId }).then(e => e.results?.[0] ?? null) : Promise.resolve(null),
        ticketId ? listTickets({ _id: ticketId }).then(e => e.results ?? [])
          : activityId ? listTickets({ activity_id: activityId }).then(e => e.results ?? []) : Promise.resolve([] as Ticket[]),
      ])
      if (mine !== generation.value) return
      let order = listedOrder
      let tickets = listedTickets
      // A payment not confirmed yet (the WeChat sheet or the mini-program's bridge page came back before WeChat Pay's
      // notification): the server asks WeChat Pay's order query and settles the order when the money was taken.
      if (order?.status === 'pending') {
        const confirmed = await fetchOrderPayment(order._id).catch(() => null)
        if (mine !== generation.value) return
        if (confirmed?.order) order = confirmed.order
        if (confirmed?.tickets?.length) tickets = [...confirmed.tickets, ...tickets]
      }
      const paidOrder = order
      const ticket = (paidOrder ? tickets.find(x => x.checkout_id === paidOrder._id) : null)
        ?? tickets.find(x => (ticketId ? x._id === ticketId : !x.agent_id && x.status !== 2)) ?? null
      setState({ status: 'ready', activity, order, ticket })
    } catch (error) {
      if (mine === generation.value) setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }, [activityId, ticketId, orderId, generation])

  useEffect(() => {
    void load()
    return () => { generation.value++ }
  }, [load, generation])

  const ready = state.status === 'ready' ? state : null
  const kind: SuccessKind = ready?.order && ready.order.status !== 'done' ? 'pending' : ready?.ticket?.status === 0 ? 'review' : 'registered'
  const activityMeetingId = ready?.activity?.meeting_id
  const meetingId = activityMeetingId ?? meeting.id

  return {
    t,
    status: state.status,
    error: state.status === 'failed' ? state.error : undefined,
    retry: () => { void load() },
    /** The activity's meeting (else the one shown). */
    meetingId,
    /** The activity's own meeting, which the frame then shows (the declaration's meetingId). */
    activityMeetingId,
    kind,
    heading: t(HEADINGS[kind].title),
    text: t(HEADINGS[kind].text),
    title: ready?.activity ? localize(ready.activity.title, language.language) : '',
    ticketCode: ready?.ticket?.code ?? '',
    orderNumber: ready?.order?.number ?? '',
    /** What was paid in cents; null for a sign-up without an order. */
    paidCents: ready?.order ? ready.order.pay_amount : null,
    openMyTickets: () => { void navigateTo('myTickets', { meeting_id: meetingId }) },
    openActivity: () => { void navigateTo('activityDetail', { activity_id: activityId, meeting_id: meetingId }) },
  }
}

export type ActivitySuccessData = ReturnType<typeof useActivitySuccess>
