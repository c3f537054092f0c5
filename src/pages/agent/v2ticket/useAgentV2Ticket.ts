import { useCallback, useEffect, useRef, useState } from 'react'
import type { Activity, ObjectId } from '@fu-types/entities'
import { createOrder, fetchActivity } from '@/api/activities'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { formatYuan, localize, stockLeft, ticketStock, validateTicketChoice } from '@/core'
import type { MessageKey } from '@/i18n'
import { submitFailure } from '@/components/registration/registrationErrors'
import type { PriceView } from '@/components/registration/TicketTypes'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { useGroupInfo } from '../group/useGroupInfo'

type LoadState = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'notFound' } | { status: 'ready'; activity: Activity }
export type Notice = { kind: 'error' | 'status'; key: MessageKey; params?: Record<string, string | number> }

/** The server makes one order a group only from two tickets up (one ticket is a personal order). */
const MIN_GROUP_TICKETS = 2

/**
 * Data and actions shared by the mobile and desktop v2 group ticket page
 * (/meeting/{meetingId}/activity/{activityId}/agent/v2/ticket): ticket types with stock, how many people, the group's
 * information, then one order for all of them paid at the cashier (/cashier); the members are filled in afterwards.
 */
export function useAgentV2Ticket(params: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language } = useStores()
  const t = language.t
  const meetingId = params.meetingId || ''
  const activityId = params.activityId || ''
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  const [priceId, setPriceId] = useState<ObjectId | null>(null)
  const [quantity, setQuantity] = useState(MIN_GROUP_TICKETS)
  const [errors, setErrors] = useState<{ ticket?: MessageKey; quantity?: MessageKey }>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const [phase, setPhase] = useState<'idle' | 'submitting'>('idle')
  const groupInfo = useGroupInfo()
  const [generation] = useState(() => ({ value: 0 }))
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  const load = useCallback(async () => {
    const mine = ++generation.value
    setState({ status: 'loading' })
    try {
      const activity = activityId ? await fetchActivity(activityId) : undefined
      if (mine !== generation.value) return
      setState(activity ? { status: 'ready', activity } : { status: 'notFound' })
    } catch (error) {
      if (mine === generation.value) setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }, [activityId, generation])
  useEffect(() => {
    void load()
    return () => { generation.value++ }
  }, [load, generation])

  const activity = state.status === 'ready' ? state.activity : null
  // The activity's time is told in its meeting's zone (the screen declares that meeting to the frame).
  const { timezone } = meeting
  const available = (activity?.prices ?? []).filter(p => !p.deleted)
  const prices: PriceView[] = available.map(p => {
    const stock = ticketStock(p.total, p.sold_total)
    return { id: p._id, title: localize(p.title, language.language), amount: p.amount, stock, soldOut: stock.kind === 'soldOut' }
  })
  const chosen = available.find(p => p._id === priceId) ?? null
  // The most one order may hold: the group size, the type's per-order limit and what is left of it.
  const groupMax = (activity as (Activity & { group_max?: number }) | null)?.group_max ?? 0
  const limits = [groupMax, chosen?.limit ?? 0, chosen && chosen.total ? stockLeft(chosen.total, chosen.sold_total) : 0].filter(n => n > 0)
  const maxQuantity = limits.length ? Math.min(...limits) : 0
  const total = (chosen?.amount ?? 0) * quantity

  const changeQuantity = (next: number) => {
    if (!Number.isFinite(next)) return
    setQuantity(Math.max(1, Math.round(next)))
    setErrors(e => ({ ...e, quantity: undefined }))
  }

  const submit = async () => {
    if (!activity || phase !== 'idle') return
    setNotice(null)
    const choice = validateTicketChoice(priceId, quantity, maxQuantity)
    const found = {
      ticket: choice.ticket,
      quantity: choice.amount || quantity < MIN_GROUP_TICKETS ? 'agent.v2.quantityRange' as const : undefined,
    }
    const infoOk = groupInfo.checkInfo()
    setErrors(found)
    if (found.ticket || found.quantity || !infoOk) { setNotice({ kind: 'error', key: 'agent.v2.fixErrors' }); return }
    setPhase('submitting')
    try {
      const order = await createOrder({ activity_id: activityId, price_id: chosen!._id, quantity, amount: chosen!.amount, group: groupInfo.groupBody() })
      const overview = { meetingId, activityId }
      if (order.status === 'done') { await navigateTo('agentV2', overview, { replace: true }); return }
      // The cashier pays it, then opens the group overview; it takes this page's place, so back does not order twice.
      await navigateTo('cashier', { order_id: order._id, meeting_id: meetingId || undefined }, { replace: true })
    } catch (error) {
      const failure = submitFailure(error)
      if (!mounted.current) return
      if (failure.field === 'ticket') setErrors(e => ({ ...e, ticket: failure.key }))
      setNotice({ kind: 'error', key: failure.key })
      // 4340 and friends: the ticket types changed, show them again and let the leader choose.
      if (failure.reloadPrices) { setPriceId(null); void load() }
    } finally {
      if (mounted.current) setPhase('idle')
    }
  }

  return {
    t,
    status: state.status,
    error: state.status === 'failed' ? state.error : '',
    retry: load,
    activity,
    title: activity ? localize(activity.title, language.language) : '',
    timezone,
    prices,
    priceId,
    choosePrice: (id: ObjectId) => { setPriceId(id); setErrors(e => ({ ...e, ticket: undefined })) },
    mode: 'new' as const,
    errors,
    quantity,
    minQuantity: MIN_GROUP_TICKETS,
    maxQuantity,
    changeQuantity,
    totalText: formatYuan(total),
    submitLabel: phase === 'submitting' ? t('agent.submitting') : total ? t('agent.v2.pay', { amount: formatYuan(total) }) : t('agent.v2.order'),
    busy: phase !== 'idle',
    notice,
    submit,
    ...groupInfo,
    errorText: (key: MessageKey | undefined) => (key ? t(key) : ''),
  }
}

export type AgentV2TicketData = ReturnType<typeof useAgentV2Ticket>
