import { useEffect, useRef, useState } from 'react'
import type { Activity, ObjectId, Order } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { cancelOrder, fetchActivity, listOrders } from '@/api/activities'
import { ApiError, NetworkError } from '@/api/http'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import { formatYuan, isDemoMethod, localize, orderDeadline, orderTimeLeft, payMethods, type PayMethod } from '@/core'
import { PaymentError } from '@/flows'
import type { MessageKey } from '@/i18n'
import { routeUrl } from '@/router/links'
import { goBackOrHome, navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/** An order of POST /checkout/activities as GET /checkout/activities lists it (with its ticket type, count and group). */
type CashierOrder = Order & { price_id?: ObjectId; quantity?: number; attendees?: unknown[]; group?: unknown }

/**
 * What the cashier shows: the pending order to pay, or why there is nothing to pay any more (expired unpaid,
 * closed by a cancellation, already paid), or no such order.
 */
export type CashierView = 'pending' | 'expired' | 'closed' | 'paid' | 'notFound'

interface CashierMethodView { id: PayMethod; label: string; demo: boolean; selected: boolean }

const METHOD_TEXT: Record<PayMethod, MessageKey> = { wechat: 'cashier.method.wechat', demo: 'cashier.method.demo' }

/** Why paying failed, as the cashier words it; `expired` when the server closed the order meanwhile (4404). */
function payFailure(error: unknown): 'expired' | MessageKey {
  const cause = error instanceof PaymentError ? error.cause : error
  if (cause instanceof ApiError && cause.code === ErrorCode.OrderExpired) return 'expired'
  if (cause instanceof NetworkError) return 'error.network'
  // WeChat Pay needs the person's openid in the mini-program: signed in by phone or e-mail, they have none yet (4264).
  if (cause instanceof ApiError && cause.code === ErrorCode.WechatPayNeedsOpenid) return 'cashier.payNeedsWechat'
  return 'cashier.payFailed'
}

/**
 * /cashier?order_id=…: the step between ordering and paying. The amount, the order number, what is bought (activity,
 * ticket type, quantity), the methods this environment offers (src/core payMethods: WeChat Pay inside WeChat, the
 * server's demo channel, labelled as such, in a plain browser), the time left before the unpaid order closes, pay
 * (useStores().flows.pay, then the registration's success screen, or a group's overview) and cancel, after a
 * confirmation (then back; the order list and detail read the order again when they show, usePageShownAgain).
 */
export function useCashier(query: Record<string, string | undefined>) {
  const { language, platform, flows, env } = useStores()
  const t = language.t
  const orderId = query.order_id || ''
  const remote = useRemote<{ order: CashierOrder | null; activity: Activity | null }>(async () => {
    if (!orderId) return { order: null, activity: null }
    const order = ((await listOrders({ _id: orderId })).results?.[0] as CashierOrder | undefined) ?? null
    // The activity only names what is bought: without it the cashier still takes the payment.
    const activity = order?.activity_id ? ((await fetchActivity(order.activity_id).catch(() => undefined)) ?? null) : null
    return { order, activity }
  }, [orderId])
  const order = remote.data?.order ?? null
  const activity = remote.data?.activity ?? null

  const methods = payMethods(platform.environment)
  const [method, setMethod] = useState<PayMethod>(methods[0])
  const [phase, setPhase] = useState<'idle' | 'paying' | 'cancelling'>('idle')
  const [notice, setNotice] = useState<{ kind: 'status' | 'error'; text: string } | null>(null)
  /** The server closed the order while the cashier was open (paying answered 4404). */
  const [expiredHere, setExpiredHere] = useState(false)
  /** Cancel was tapped: the confirmation dialog asks before anything is sent. */
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  const now = useNow(1000)
  const deadline = order ? orderDeadline(order) : NaN
  const left = orderTimeLeft(deadline, now)

  let view: CashierView = 'notFound'
  if (order) {
    if (order.status === 'done') view = 'paid'
    else if (order.status === 'pending') view = expiredHere || left.expired ? 'expired' : 'pending'
    else view = order.close_reason === 'expired' ? 'expired' : 'closed'
  }

  const meetingId = order?.meeting_id ?? activity?.meeting_id ?? query.meeting_id
  const activityId = order?.activity_id ?? ''
  const isGroup = !!order?.group
  const price = activity?.prices?.find(p => p._id === order?.price_id)
  const quantity = order?.quantity ?? order?.attendees?.length ?? 1

  /** Where a paid order goes: a person's registration result, or the group's overview (members are added there). */
  const paidRoute = () => (isGroup
    ? { url: routeUrl('agentV2', { meetingId: meetingId ?? '', activityId }), open: () => navigateTo('agentV2', { meetingId: meetingId ?? '', activityId }, { replace: true }) }
    : {
      url: routeUrl('activitySuccess', { meeting_id: meetingId, activity_id: activityId, order_id: orderId }),
      open: () => navigateTo('activitySuccess', { meeting_id: meetingId, activity_id: activityId, order_id: orderId }, { replace: true }),
    })

  const pay = async () => {
    if (!order || view !== 'pending' || phase !== 'idle') return
    setPhase('paying')
    setNotice(null)
    const next = paidRoute()
    try {
      const result = await flows.pay({ order: { _id: order._id, number: order.number, pay_amount: order.pay_amount }, back: next.url })
      if (!mounted.current) return
      if (result.status === 'paid') await next.open()
      else if (result.status === 'cancelled') setNotice({ kind: 'status', text: t('cashier.payCancelled') })
      else if (result.status === 'pending') {
        // WeChat has not confirmed yet: say so and read the order again (it shows as paid once the server knows).
        setNotice({ kind: 'status', text: t('cashier.payPending') })
        remote.retry()
      }
      // 'redirected': the mini-program's bridge page pays and opens `back` itself.
    } catch (error) {
      if (!mounted.current) return
      const failure = payFailure(error)
      if (failure === 'expired') setExpiredHere(true)
      else setNotice({ kind: 'error', text: t(failure) })
    } finally {
      if (mounted.current) setPhase('idle')
    }
  }

  const cancel = async () => {
    if (!order || view !== 'pending' || phase !== 'idle') return
    setPhase('cancelling')
    setNotice(null)
    try {
      await cancelOrder(order._id)
      if (mounted.current) setConfirmingCancel(false)
      platform.toast(t('cashier.cancelled'))
      await goBackOrHome(env.canGoBack)
    } catch (error) {
      if (mounted.current) setConfirmingCancel(false)
      if (mounted.current) setNotice({ kind: 'error', text: t('cashier.cancelFailed', { message: error instanceof Error ? error.message : String(error) }) })
    } finally {
      if (mounted.current) setPhase('idle')
    }
  }

  /** An expired or closed order: order again, on the page the order came from. */
  const startAgain = () => (isGroup
    ? navigateTo('agentV2Ticket', { meetingId: meetingId ?? '', activityId }, { replace: true })
    : navigateTo('activityForm', { meeting_id: meetingId, activity_id: activityId }, { replace: true }))

  const methodViews: CashierMethodView[] = methods.map(id => ({ id, label: t(METHOD_TEXT[id]), demo: isDemoMethod(id), selected: id === method }))

  return {
    t,
    status: remote.status,
    error: remote.error,
    retry: remote.retry,
    meetingId,
    view,
    order,
    orderNumber: order?.number ?? '',
    amountCents: order?.pay_amount ?? 0,
    activityTitle: activity ? localize(activity.title, language.language) : '',
    ticketType: price ? localize(price.title, language.language) : '',
    quantity,
    quantityText: t('cashier.quantityValue', { count: quantity }),
    methods: methodViews,
    chooseMethod: (id: PayMethod) => setMethod(id),
    /** The chosen method charges no money (the server's demo channel). */
    demo: isDemoMethod(method),
    /** `mm:ss` (or `h:mm:ss`) left to pay; empty when the order carries no time to count from. */
    clock: left.clock,
    /** The same in seconds (for the ticking clock). */
    secondsLeft: left.seconds,
    timeLeftLabel: left.clock ? `${t('cashier.timeLeft')} ${left.clock}` : '',
    payLabel: phase === 'paying' ? t('cashier.paying') : t('cashier.pay', { amount: formatYuan(order?.pay_amount ?? 0) }),
    cancelLabel: phase === 'cancelling' ? t('cashier.cancelling') : t('cashier.cancel'),
    cancelYesLabel: phase === 'cancelling' ? t('cashier.cancelling') : t('cashier.cancelYes'),
    busy: phase !== 'idle',
    notice,
    pay: () => { void pay() },
    /** Cancel asks first; only "yes" sends it. */
    askCancel: () => { if (view === 'pending' && phase === 'idle') setConfirmingCancel(true) },
    confirmingCancel: confirmingCancel && view === 'pending',
    keepOrder: () => setConfirmingCancel(false),
    cancel: () => { void cancel() },
    startAgain: () => { void startAgain() },
    openResult: () => { void paidRoute().open() },
  }
}

export type CashierData = ReturnType<typeof useCashier>
