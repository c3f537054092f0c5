import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { Activity, Coupon, FormAnswer, FormOption, FormQuestion, ObjectId, Order, Ticket, TicketPrice } from '@fu-types/entities'
import type { TicketRequest, WaitlistEntry } from '@fu-types/api'
import { cancelOrder, createOrder, fetchActivity, fetchOrderPayment, listActivities, listOrders } from '@/api/activities'
import { formAnswers, formQuestions } from '@/api/forms'
import { meetingCoupons } from '@/api/meetings'
import { listTickets, register, updateTicket } from '@/api/tickets'
import { myWaitlistEntry } from '@/api/waitlist'
import {
  holdLetsMeRegister, waitlistStanding,
  applyDiscount, canResubmitAnswers, DEFAULT_REGISTRATION_FIELDS, dropUnmetAnswers, formatYuan, isLinkedOptionDisabled, offeredOptions,
  isRegistrationField, localize, registrationState, resubmitDialogKey, ticketStock, validateRegistration,
  visibleQuestions, type RegistrationField,
} from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePageShownAgain } from '@/components/usePageShownAgain'
import type { MessageKey } from '@/i18n'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'
import { submitFailure } from '@/components/registration/registrationErrors'
import type { PriceView } from '@/components/registration/TicketTypes'

/** A question as the form shows it: its localized title and, for choices, whether each option can be chosen. */
export interface QuestionView {
  id: ObjectId
  type: FormQuestion['type']
  title: string
  required: boolean
  options: { id: ObjectId; title: string; other: boolean; disabled: boolean }[]
}

/**
 * Why the form is not offered: already registered (and no changes allowed), registration is closed, or the order
 * this form sent to the cashier was paid there (`paid`: back after paying shows the success, not the form).
 */
interface Blocked { key: MessageKey; registered: boolean; paid?: Order }

interface Loaded {
  activity: Activity
  questions: FormQuestion[]
  /** Activities that options register for too, by id (missing = could not be loaded: the option is disabled). */
  linked: Map<ObjectId, Activity>
  ticket: Ticket | null
}

type LoadState = { status: 'loading' } | { status: 'failed'; error: string } | { status: 'notFound' } | ({ status: 'ready' } & Loaded)

export type Notice = { kind: 'error' | 'status'; key: MessageKey; params?: Record<string, string | number> }
type Phase = 'idle' | 'submitting'

const RESUBMIT_TEXT: Record<string, MessageKey> = {
  activity_disable_resubmit: 'registration.resubmit.disabled',
  activity_deadline: 'registration.resubmit.deadline',
}
const CLOSED_TEXT: Record<string, MessageKey> = {
  not_started: 'registration.error.notStarted',
  ended: 'registration.error.ended',
  full: 'registration.error.full',
}

type OrderWithChoice = Order & { price_id?: ObjectId }
type Fields = Record<RegistrationField, string>
const EMPTY_FIELDS: Fields = { name: '', phone: '', email: '', job: '', id_number: '' }

/** The person's own ticket for this activity (not one they hold as a group's agent), unless it was rejected. */
function ownTicket(tickets: Ticket[]): Ticket | null {
  return tickets.find(t => !t.agent_id && t.status !== 2) ?? null
}

function answersFrom(ticket: Ticket | null, saved: FormAnswer[] | undefined): Record<ObjectId, FormAnswer> {
  const list = (ticket?.form?.answers as FormAnswer[] | undefined) ?? saved ?? []
  return Object.fromEntries(list.map(a => [a.question_id, a]))
}

/** Questions to render: the form's, or name / phone / e-mail when the form names none of the fields. */
function withDefaultFields(questions: FormQuestion[]): FormQuestion[] {
  if (questions.some(q => isRegistrationField(q.type))) return questions
  const defaults = DEFAULT_REGISTRATION_FIELDS.map(f => ({ _id: `field-${f.type}`, type: f.type, title: '', required: f.required }))
  return [...defaults, ...questions]
}

const nonBlank = (value: string) => (value.trim() ? value.trim() : undefined)

/**
 * Data and actions shared by the mobile and desktop registration form (/activity/form: meeting_id, activity_id,
 * source_id): the activity, its ticket types with stock, the form's questions with their conditions and linked
 * options, the person's own ticket when they come back to change it, a coupon with the discounted price, and the
 * submission: free → POST /tickets; paid → an order, then the cashier (/cashier), which pays and opens /activity/success.
 */
export function useActivityForm(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session, platform } = useStores()
  const t = language.t
  const lang = language.language
  const activityId = query.activity_id || ''
  const sourceId = query.source_id || undefined
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  const [fields, setFields] = useState<Fields>(EMPTY_FIELDS)
  const [answers, setAnswers] = useState<Record<ObjectId, FormAnswer>>({})
  const [priceId, setPriceId] = useState<ObjectId | null>(null)
  const [couponCode, setCouponCode] = useState('')
  const [coupon, setCoupon] = useState<Coupon | null>(null)
  const [checkingCoupon, setCheckingCoupon] = useState(false)
  /** The coupon refusal's placeholders (its minimum spend, the activity it is for). */
  const [couponParams, setCouponParams] = useState<Record<string, string> | undefined>(undefined)
  const [errors, setErrors] = useState<Partial<Record<string, MessageKey>>>({})
  const [notice, setNotice] = useState<Notice | null>(null)
  const [phase, setPhase] = useState<Phase>('idle')
  const [pendingOrder, setPendingOrder] = useState<OrderWithChoice | null>(null)
  /** The order this form sent to the cashier, paid there: the page shows the success state. */
  const [paidOrder, setPaidOrder] = useState<Order | null>(null)
  // A plain counter object (not a DOM ref): bumping it drops answers of loads that are no longer current.
  const [generation] = useState(() => ({ value: 0 }))
  const mounted = useRef(true)
  useEffect(() => () => { mounted.current = false }, [])

  useEffect(() => {
    if (sourceId) session.setSourceId(sourceId)
  }, [sourceId, session])

  const load = useCallback(async () => {
    const mine = ++generation.value
    if (!activityId) { setState({ status: 'notFound' }); return }
    setState({ status: 'loading' })
    try {
      const activity = await fetchActivity(activityId)
      if (mine !== generation.value) return
      if (!activity) { setState({ status: 'notFound' }); return }
      const [questions, tickets, saved, pending] = await Promise.all([
        activity.form_id ? formQuestions(activity.form_id) : Promise.resolve([] as FormQuestion[]),
        listTickets({ activity_id: activityId }).then(e => e.results ?? []),
        // Earlier answers only fill the form in: without them it simply starts empty.
        activity.form_id ? formAnswers(activity.form_id).then(rows => rows[0]?.answers).catch(() => undefined) : Promise.resolve(undefined),
        listOrders({ activity_id: activityId, status: 'pending' }).then(e => (e.results?.[0] as OrderWithChoice | undefined) ?? null).catch(() => null),
      ])
      const linkedIds = new Set(questions.flatMap(q => q.options ?? []).map(o => o.auto_logon_activity_id).filter((id): id is string => !!id))
      // SPEC §9: linked activities are read with limit 999; private ones are not listed, so their options stay disabled.
      const linkedList = linkedIds.size
        ? await listActivities({ meeting_id: activity.meeting_id, limit: 999 }).then(e => e.results ?? []).catch(() => [] as Activity[])
        : []
      if (mine !== generation.value) return
      const ticket = ownTicket(tickets)
      const known = session.user
      setFields(ticket
        ? { name: ticket.name ?? '', phone: ticket.phone ?? '', email: ticket.email ?? '', job: String(ticket.form?.job ?? ''), id_number: String((ticket as Ticket & { id_number?: string }).id_number ?? '') }
        : { ...EMPTY_FIELDS, phone: known?.phone ?? '', email: known?.contact?.email ?? '', job: known?.work?.title ?? '' })
      setAnswers(answersFrom(ticket, saved))
      const available = (activity.prices ?? []).filter(p => !p.deleted)
      const open = available.filter(p => ticketStock(p.total, p.sold_total).kind !== 'soldOut')
      setPriceId(ticket?.price_id ?? pending?.price_id ?? (available.length === 1 && open.length === 1 ? open[0]._id : null))
      setPendingOrder(pending)
      if (pending?.coupon_code) setCouponCode(pending.coupon_code)
      setState({ status: 'ready', activity, questions, linked: new Map(linkedList.map(a => [a._id, a])), ticket })
      // SPEC §8: a registration that can no longer be changed says so in a dialog with one "know" button.
      if (ticket) {
        const dialog = resubmitDialogKey(activity, Date.now())
        if (dialog) void platform.alert({ title: t(RESUBMIT_TEXT[dialog]), confirmText: t('common.know') })
      }
    } catch (error) {
      if (mine === generation.value) setState({ status: 'failed', error: error instanceof Error ? error.message : String(error) })
    }
  }, [activityId, session, platform, t, generation])

  useEffect(() => {
    void load()
    return () => { generation.value++ }
  }, [load, generation])

  /**
   * Back from the cashier or the success page (issue 25): the order it took may be paid or closed there, and the stock
   * has moved. What the person typed stays; the order, their ticket and the ticket types are read again.
   */
  const refreshShown = async () => {
    const waiting = pendingOrder
    try {
      const [fresh, tickets, listed] = await Promise.all([
        fetchActivity(activityId),
        listTickets({ activity_id: activityId }).then(e => e.results ?? []),
        waiting ? listOrders({ _id: waiting._id }).then(e => e.results?.[0]) : Promise.resolve(undefined),
      ])
      // Paid in WeChat before its notification arrived: the server asks WeChat Pay where the order stands.
      const order = listed?.status === 'pending' ? ((await fetchOrderPayment(listed._id).catch(() => undefined))?.order ?? listed) : listed
      if (!mounted.current) return
      if (order && order.status !== 'pending') setPendingOrder(null)
      if (order?.status === 'done') setPaidOrder(order)
      setState(s => (s.status === 'ready' ? { ...s, activity: fresh ?? s.activity, ticket: ownTicket(tickets) ?? s.ticket } : s))
    } catch {
      // Nothing new to show: submitting checks the order again anyway.
    }
  }
  usePageShownAgain(() => { void refreshShown() })

  // My place on the waitlist (issue 16), read beside the form (never delaying it): a hold lets me past "full" and
  // chooses the ticket type it holds.
  const [waitlist, setWaitlist] = useState<WaitlistEntry | null>(null)
  useEffect(() => {
    let live = true
    if (!activityId) return
    Promise.resolve(myWaitlistEntry(activityId)).then(r => { if (live && r?.entry) setWaitlist(r.entry) }, () => undefined)
    return () => { live = false }
  }, [activityId])
  const formReady = state.status === 'ready'
  const heldPriceId = waitlist?.status === 'held' ? waitlist.price_id : null
  const [heldPriceChosen] = useState(() => ({ done: false }))
  useEffect(() => {
    if (!formReady || !heldPriceId || heldPriceChosen.done) return
    heldPriceChosen.done = true
    setPriceId(chosen => chosen ?? heldPriceId)
  }, [formReady, heldPriceId, heldPriceChosen])

  // The signed-in user may arrive after the form: their phone, e-mail and job fill what is still empty (not the name:
  // a username is often a generated handle, not the person's name).
  const user = session.user
  const hasTicket = state.status === 'ready' && !!state.ticket
  useEffect(() => {
    // Nothing else fetches the user after a reload: ask once, it only fills the form in.
    if (!user && session.loggedIn) session.refreshUser().catch(() => undefined)
  }, [user, session])
  useEffect(() => {
    if (!user || hasTicket) return
    setFields(f => ({
      ...f,
      phone: f.phone || user.phone || '',
      email: f.email || user.contact?.email || '', job: f.job || user.work?.title || '',
    }))
  }, [user, hasTicket])

  const ready = state.status === 'ready' ? state : null
  const activity = ready?.activity ?? null
  // The activity's time is told in its meeting's zone (the screen declares that meeting to the frame).
  const { timezone } = meeting
  const ticket = ready?.ticket ?? null
  const now = Date.now()
  const hold = waitlistStanding(waitlist, now)
  const mode: 'new' | 'resubmit' = ticket ? 'resubmit' : 'new'

  const blocked: Blocked | null = useMemo(() => {
    if (!activity) return null
    if (paidOrder) return { key: 'registration.paidDone', registered: true, paid: paidOrder }
    if (ticket) {
      return canResubmitAnswers(activity, now) ? null : { key: RESUBMIT_TEXT[resubmitDialogKey(activity, now) ?? 'activity_disable_resubmit'], registered: true }
    }
    const state = registrationState(activity, { now }).state
    // A place the waitlist holds for me is counted in "full": it is mine to register with.
    if (state === 'full' && holdLetsMeRegister(hold)) return null
    const closed = CLOSED_TEXT[state]
    return closed ? { key: closed, registered: false } : null
  }, [activity, ticket, now, hold, paidOrder])

  const allQuestions = useMemo(() => (ready ? withDefaultFields(ready.questions) : []), [ready])
  const answerList = useMemo(() => Object.values(answers), [answers])
  const shown = useMemo(() => visibleQuestions(allQuestions, { answers: answerList, priceId }), [allQuestions, answerList, priceId])

  const questions: QuestionView[] = shown
    .filter(q => q.type !== 'ticket' && q.type !== 'coupon')
    // A question whose only options link to this activity itself has nothing to offer here.
    .filter(q => !q.options?.length || offeredOptions(q.options, activityId).length > 0)
    .map(q => ({
      id: q._id,
      type: q.type,
      title: localize(q.title, lang) || (isRegistrationField(q.type) ? t(`registration.field.${q.type}`) : ''),
      required: q.required === 1,
      options: offeredOptions(q.options ?? [], activityId).map((o: FormOption) => ({
        id: o._id,
        title: localize(o.title, lang),
        other: o.other === 1,
        disabled: isLinkedOptionDisabled(o, o.auto_logon_activity_id ? ready?.linked.get(o.auto_logon_activity_id) : null, now),
      })),
    }))

  const prices: PriceView[] = (activity?.prices ?? []).filter((p: TicketPrice) => !p.deleted).map(p => {
    const stock = ticketStock(p.total, p.sold_total)
    // The ticket type a hold is for reads sold out (the held place is counted in), but not for me.
    const mine = hold.kind === 'held' && hold.priceId === p._id
    return { id: p._id, title: localize(p.title, lang), amount: p.amount, stock, soldOut: stock.kind === 'soldOut' && !mine }
  })
  const chosenPrice = prices.find(p => p.id === priceId) ?? null
  const amount = chosenPrice?.amount ?? 0
  const payAmount = applyDiscount(amount, coupon)
  /** A paid ticket type goes through an order, even when a coupon brings it to 0. */
  const paid = amount > 0

  const clearError = (key: string) => setErrors(e => (e[key] ? { ...e, [key]: undefined } : e))

  const setField = (field: RegistrationField, value: string) => {
    setFields(f => ({ ...f, [field]: value }))
    clearError(field)
  }
  const setAnswerText = (questionId: ObjectId, value: string) => {
    setAnswers(a => ({ ...a, [questionId]: { ...a[questionId], question_id: questionId, value } }))
    clearError(questionId)
  }
  const setOtherText = (questionId: ObjectId, other: string) => {
    setAnswers(a => ({ ...a, [questionId]: { ...a[questionId], question_id: questionId, other } }))
  }
  const chooseOption = (question: QuestionView, optionId: ObjectId) => {
    const option = question.options.find(o => o.id === optionId)
    if (!option || option.disabled) return
    setAnswers(a => {
      const current = a[question.id]?.options ?? []
      const options = question.type === 'checkbox'
        ? (current.includes(optionId) ? current.filter(id => id !== optionId) : [...current, optionId])
        : [optionId]
      return { ...a, [question.id]: { ...a[question.id], question_id: question.id, options } }
    })
    clearError(question.id)
  }
  const choosePrice = (id: ObjectId) => {
    if (mode === 'resubmit' || prices.find(p => p.id === id)?.soldOut) return
    setPriceId(id)
    clearError('ticket')
    clearError('coupon')
  }

  const applyCoupon = async () => {
    const code = couponCode.trim()
    if (!activity || checkingCoupon) return
    if (!code) { setErrors(e => ({ ...e, coupon: 'validation.required' })); return }
    if (!chosenPrice) { setErrors(e => ({ ...e, coupon: 'registration.coupon.needTicket' })); return }
    setCheckingCoupon(true)
    try {
      // A refused code answers 4115 with its reason (another activity, expired, used up, under its minimum spend).
      const found = await meetingCoupons({ meeting_id: activity.meeting_id, activity_id: activity._id, code, amount: chosenPrice.amount })
      if (!mounted.current) return
      if (found?.[0]) {
        setCoupon(found[0])
        clearError('coupon')
      } else {
        setCoupon(null)
        setErrors(e => ({ ...e, coupon: 'registration.error.couponInvalid' }))
      }
    } catch (error) {
      if (!mounted.current) return
      const failure = submitFailure(error, lang)
      setCouponParams(failure.params)
      setErrors(e => ({ ...e, coupon: failure.key }))
    } finally {
      if (mounted.current) setCheckingCoupon(false)
    }
  }
  const removeCoupon = () => {
    setCoupon(null)
    setCouponCode('')
    clearError('coupon')
  }

  /** After 4340 and friends: the activity's ticket types again, the choice kept only if it is still on offer. */
  const reloadPrices = async () => {
    try {
      const fresh = await fetchActivity(activityId)
      if (!fresh || !mounted.current) return
      setState(s => (s.status === 'ready' ? { ...s, activity: { ...s.activity, prices: fresh.prices } } : s))
      setPriceId(null)
    } catch {
      // The message beside the ticket types already asks to choose again; a retry of submit reloads too.
    }
  }

  const successParams = (extra: Record<string, string>) => ({ meeting_id: activity?.meeting_id, activity_id: activityId, ...extra })

  /** A pending order is paid at the cashier (its amount, what it buys, the methods here, the time left). */
  const openCashier = async (order: OrderWithChoice) => {
    setPendingOrder(order)
    await navigateTo('cashier', { order_id: order._id, meeting_id: activity?.meeting_id })
  }

  const submit = async () => {
    if (!activity || phase !== 'idle' || blocked) return
    const kept = dropUnmetAnswers(allQuestions, { answers: answerList, priceId })
    const found = validateRegistration({
      questions: shown, fields, answers: kept, priceId, priceCount: mode === 'new' ? prices.length : 0, now: Date.now(),
    })
    setErrors(found as Record<string, MessageKey>)
    setNotice(null)
    if (Object.keys(found).length) { setNotice({ kind: 'error', key: 'registration.fixErrors' }); return }

    // Field questions are answered by the fields themselves; custom answers go as answers.
    const fieldQuestionIds = new Set(allQuestions.filter(q => isRegistrationField(q.type)).map(q => q._id))
    const customAnswers = kept.filter(a => !fieldQuestionIds.has(a.question_id) && !a.question_id.startsWith('field-'))
    const person = {
      name: nonBlank(fields.name), phone: nonBlank(fields.phone), email: nonBlank(fields.email),
      job: nonBlank(fields.job), id_number: nonBlank(fields.id_number)?.toUpperCase(), answers: customAnswers,
    }
    setPhase('submitting')
    try {
      if (ticket) {
        await updateTicket(ticket._id, person)
        if (mounted.current) setNotice({ kind: 'status', key: 'registration.saved' })
      } else if (!paid) {
        const body: TicketRequest = { ...person, activity_id: activityId, source_id: sourceId, ...(chosenPrice ? { price_id: chosenPrice.id, amount: chosenPrice.amount } : {}) }
        const created = await register(body)
        await navigateTo('activitySuccess', successParams({ ticket_id: created[0]?._id ?? '' }), { replace: true })
      } else {
        let order = pendingOrder
        // The unpaid order may have closed meanwhile (cancelled at the cashier, expired): only a pending one is reused.
        if (order) {
          const fresh = await listOrders({ _id: order._id }).then(e => e.results?.[0]).catch(() => undefined)
          if (fresh && fresh.status !== 'pending') {
            order = null
            setPendingOrder(null)
          }
        }
        // An unpaid order for another ticket type or coupon is given up first, so its places go back.
        if (order && ((order.price_id && order.price_id !== chosenPrice!.id) || (order.coupon_code ?? '') !== (coupon?.code ?? ''))) {
          await cancelOrder(order._id).catch(() => undefined)
          order = null
          setPendingOrder(null)
        }
        if (!order) {
          order = await createOrder({
            ...person, activity_id: activityId, source_id: sourceId, price_id: chosenPrice!.id, amount: chosenPrice!.amount,
            coupon_code: coupon?.code,
          }) as OrderWithChoice
        }
        if (order.status === 'done') await navigateTo('activitySuccess', successParams({ order_id: order._id }), { replace: true })
        else await openCashier(order)
      }
    } catch (error) {
      if (!mounted.current) return
      const failure = submitFailure(error, lang)
      if (failure.field === 'coupon') setCouponParams(failure.params)
      if (failure.field) setErrors(e => ({ ...e, [failure.field!]: failure.key }))
      setNotice({ kind: 'error', key: failure.field ? 'registration.fixErrors' : failure.key })
      if (failure.field === 'coupon') setCoupon(null)
      if (failure.reloadPrices) await reloadPrices()
    } finally {
      if (mounted.current) setPhase('idle')
    }
  }

  const submitLabel = (): string => {
    if (phase === 'submitting') return t('registration.submitting')
    if (mode === 'resubmit') return t('registration.submit.resubmit')
    return paid && payAmount > 0 ? t('registration.submit.pay', { amount: formatYuan(payAmount) }) : t('registration.submit.free')
  }

  return {
    t,
    status: state.status,
    error: state.status === 'failed' ? state.error : undefined,
    retry: () => { void load() },
    activity,
    title: activity ? localize(activity.title, lang) : '',
    place: activity?.place ? localize(activity.place, lang) : '',
    timezone,
    mode,
    blocked,
    fields,
    setField,
    questions,
    answers,
    setAnswerText,
    setOtherText,
    chooseOption,
    prices,
    priceId,
    choosePrice,
    couponCode,
    setCouponCode: (value: string) => { setCouponCode(value); clearError('coupon') },
    coupon,
    checkingCoupon,
    applyCoupon: () => { void applyCoupon() },
    removeCoupon,
    amount,
    payAmount,
    paid,
    pendingOrder,
    errors,
    errorText: (key: MessageKey | undefined) => (key ? t(key) : ''),
    couponErrorText: errors.coupon ? t(errors.coupon, couponParams) : '',
    notice,
    phase,
    submitLabel: submitLabel(),
    submit: () => { void submit() },
    openMyTickets: () => { void navigateTo('myTickets', { meeting_id: activity?.meeting_id }) },
    /** The ticket the paid order issued (when it has come), else the person's tickets. */
    openTicket: () => {
      void (ticket ? navigateTo('myRegistrationTicket', { ticket_id: ticket._id }) : navigateTo('myTickets', { meeting_id: activity?.meeting_id }))
    },
    openOrder: () => { if (paidOrder) void navigateTo('myOrderDetail', { checkoutId: paidOrder._id }) },
    openActivity: () => { void navigateTo('activityDetail', { activity_id: activityId, meeting_id: activity?.meeting_id, source_id: sourceId }) },
  }
}

export type ActivityFormData = ReturnType<typeof useActivityForm>
