import { useState } from 'react'
import type { ObjectId } from '@fu-types/entities'
import type { AppointmentsQuery } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import { personLabel } from '@/core/users'
import { answerAppointment, deleteAppointment, listAppointments, pendingAppointmentCount, type AppointmentView } from '@/api/appointments'
import { ApiError } from '@/api/http'
import { pagingTexts } from '@/components/LoadMore'
import { usePagedList } from '@/components/usePagedList'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useRemote } from '@/components/useRemote'
import { appointmentActions, appointmentDisplay, type AppointmentAction } from '@/core/states/appointments'
import { formatTimeRange } from '@/core/time'
import type { Tone } from '@/core/display'
import type { MessageKey } from '@/i18n'
import type { RouteName } from '@/router/routes'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/** An http or https address, as the server takes an online meeting's link. */
const isMeetingLink = (value: string) => /^https?:\/\/\S+$/i.test(value) && value.length <= 500

export const APPOINTMENTS_PAGE_SIZE = 20

/** Which list a screen shows: my requests (upcoming / past), my company's (upcoming / past / waiting), or all of mine. */
type AppointmentListKind = 'mine' | 'mineHistory' | 'exhibitor' | 'exhibitorHistory' | 'user' | 'enterprise'

interface KindRule {
  query: Pick<AppointmentsQuery, 'role' | 'status' | 'history'>
  /** Lists of my company's requests: only for an exhibitor with a bound company (SPEC §6). */
  seller: boolean
  /** Upcoming only: the server keeps those ending at or after now. */
  upcoming: boolean
  intro: MessageKey
  empty: MessageKey
  /** The other half of the list (upcoming ↔ history), if any. */
  other?: { route: RouteName; label: MessageKey }
}

const KINDS: Record<AppointmentListKind, KindRule> = {
  mine: { query: { role: 'buyer' }, seller: false, upcoming: true, intro: 'appointment.list.intro.mine', empty: 'appointment.list.empty', other: { route: 'myScheduleHistory', label: 'appointment.list.history' } },
  mineHistory: { query: { role: 'buyer', history: 1 }, seller: false, upcoming: false, intro: 'appointment.list.intro.mineHistory', empty: 'appointment.list.empty', other: { route: 'mySchedule', label: 'appointment.list.upcoming' } },
  exhibitor: { query: { role: 'seller' }, seller: true, upcoming: true, intro: 'appointment.list.intro.exhibitor', empty: 'appointment.list.empty', other: { route: 'exhibitorScheduleHistory', label: 'appointment.list.history' } },
  exhibitorHistory: { query: { role: 'seller', history: 1 }, seller: true, upcoming: false, intro: 'appointment.list.intro.exhibitorHistory', empty: 'appointment.list.empty', other: { route: 'exhibitorSchedule', label: 'appointment.list.upcoming' } },
  user: { query: {}, seller: false, upcoming: true, intro: 'appointment.list.intro.user', empty: 'appointment.list.empty', other: { route: 'myScheduleHistory', label: 'appointment.list.history' } },
  enterprise: { query: { role: 'seller', status: 0 }, seller: true, upcoming: true, intro: 'appointment.list.intro.enterprise', empty: 'appointment.list.emptyPending' },
}

const ACTION_LABEL: Record<AppointmentAction, MessageKey> = {
  accept: 'appointment.action.accept', ignore: 'appointment.action.ignore', cancel: 'appointment.action.cancel', delete: 'appointment.action.delete',
}
const CONFIRM: Record<AppointmentAction, MessageKey> = {
  accept: 'appointment.confirm.accept', ignore: 'appointment.confirm.ignore', cancel: 'appointment.confirm.cancel', delete: 'appointment.confirm.delete',
}
const DONE: Record<AppointmentAction, MessageKey> = {
  accept: 'appointment.done.accept', ignore: 'appointment.done.ignore', cancel: 'appointment.done.cancel', delete: 'appointment.done.delete',
}

/** One appointment as both variants show it, already worded. */
export interface AppointmentRow {
  id: ObjectId
  /** "With Sato Hana" (my request) or "From Li Lei" (a request to my company). */
  party: string
  avatar: string
  time: string
  /** "Proposed time" when the visitor proposed it (the exhibitor publishes no slots), else ''. */
  proposed: string
  how: string
  place: string
  /** An online meeting's link to join (the exhibitor's, once accepted): opened outside the app. */
  link: { text: string; open: () => void } | null
  reason: string
  status: { text: string; tone: Tone }
  actions: { action: AppointmentAction; label: string; aria: string }[]
  /** The action waiting for "yes" in the row's in-place confirmation. */
  confirming: { action: AppointmentAction; question: string; needsLink: boolean } | null
  working: boolean
}

/**
 * The appointment lists (/meeting/my/schedule[/history], /meeting/exhibitor/schedule[/history], /user/appointments,
 * /enterprise/appointments): GET /appointments page by page for the kind's side and time, each with its state
 * (core/states) and what I may do (accept / decline as the exhibitor, cancel, remove), every action confirmed in place.
 */
export function useAppointmentList(kind: AppointmentListKind, meeting: ScreenMeeting) {
  const { session, language, platform } = useStores()
  const { id: meetingId, timezone } = meeting
  const rule = KINDS[kind]
  const t = language.t
  const me = session.userId
  const [openedAt] = useState(() => Date.now())

  // The exhibitor's lists need a bound company: the user is read afresh (binding may have happened meanwhile).
  const bound = useRemote<boolean>(async () => {
    if (!rule.seller || !me) return true
    await session.refreshUser()
    return !!session.user?.exhibitor
  }, [rule.seller, me])
  // Other lists start at once (no empty flash while a check they do not need runs).
  const canList = !rule.seller || (bound.status === 'ready' && bound.data === true)

  const pending = useRemote<number | null>(
    () => (rule.seller && canList && me ? pendingAppointmentCount(me, Math.floor(Date.now() / 1000)) : Promise.resolve(null)),
    [rule.seller, canList, me],
  )

  const list = usePagedList<AppointmentView>(async (skip, limit) => {
    if (!me || !canList) return { items: [], total: 0 }
    const envelope = await listAppointments({
      ...rule.query, meeting_id: meetingId, skip, limit, ...(rule.upcoming ? { end: Math.floor(openedAt / 1000) } : {}),
    })
    return { items: envelope.results, total: envelope.total ?? skip + envelope.results.length }
  }, [me, canList, meetingId, kind], APPOINTMENTS_PAGE_SIZE)

  // Answers change rows in place: the saved appointment replaces the listed one; a removed one leaves the list.
  const [saved, setSaved] = useState<ReadonlyMap<ObjectId, AppointmentView | null>>(new Map())
  const [confirming, setConfirming] = useState<{ id: ObjectId; action: AppointmentAction } | null>(null)
  const [working, setWorking] = useState<ObjectId | null>(null)
  /** The link typed in the accept confirmation of an online meeting, and what is wrong with it. */
  const [link, setLink] = useState('')
  const [linkError, setLinkError] = useState('')
  const [copyLink, setCopyLink] = useState('')
  const openLink = (url: string) => { if (platform.openExternal(url, []) === 'needs-copy') setCopyLink(url) }

  const shown = list.items.map(a => (saved.has(a._id) ? saved.get(a._id) : a)).filter((a): a is AppointmentView => !!a)
  const partyName = (a: AppointmentView) => personLabel(a.role === 'seller' ? a.user : a.seller, t('common.visitor'))
  const rows = shown.map((a): AppointmentRow => {
    const other = a.role === 'seller' ? a.user : a.seller
    const name = partyName(a)
    const display = appointmentDisplay(a.status)
    const actions = me ? appointmentActions(a, me, Date.now()) : []
    return {
      id: a._id,
      party: t(a.role === 'seller' ? 'appointment.list.from' : 'appointment.list.with', { name }),
      avatar: other?.avatar ?? '',
      time: formatTimeRange(a.start, a.end, a.timezone ?? timezone),
      proposed: a.proposed === 1 ? t('appointment.list.proposed') : '',
      how: t(a.type === 'online' ? 'appointment.type.online' : 'appointment.type.offline'),
      // An online meeting has no booth: its link instead.
      place: a.type !== 'online' && a.booth ? t('appointment.list.place', { place: a.booth }) : '',
      link: a.type === 'online' && a.link ? { text: t('appointment.list.link', { link: a.link }), open: () => openLink(a.link!) } : null,
      reason: t('appointment.list.reason', { reason: a.reason }),
      status: { text: t(display.key), tone: display.tone },
      actions: actions.map(action => ({ action, label: t(ACTION_LABEL[action]), aria: t('appointment.action.label', { action: t(ACTION_LABEL[action]), name }) })),
      confirming: confirming?.id === a._id
        ? { action: confirming.action, question: t(CONFIRM[confirming.action], { name }), needsLink: confirming.action === 'accept' && a.type === 'online' }
        : null,
      working: working === a._id,
    }
  })
  const removedCount = [...saved.values()].filter(v => v === null).length
  const count = Math.max(0, list.total - removedCount)

  const perform = async (id: ObjectId, action: AppointmentAction) => {
    if (working) return
    const online = shown.find(a => a._id === id)?.type === 'online'
    const given = link.trim()
    if (action === 'accept' && online && !isMeetingLink(given)) { setLinkError(t('appointment.accept.linkRequired')); return }
    setWorking(id)
    try {
      const next = await (action === 'delete' ? deleteAppointment(id).then(() => null) : (action === 'accept' && online ? answerAppointment(id, action, given) : answerAppointment(id, action)))
      setSaved(previous => new Map(previous).set(id, next))
      setConfirming(null)
      platform.toast(t(DONE[action]))
      if (rule.seller) pending.retry()
    } catch (e) {
      platform.toast(t(e instanceof ApiError && e.code === ErrorCode.AppointmentBusy ? 'appointment.apply.busy' : 'appointment.action.failed'))
    } finally {
      setWorking(null)
    }
  }

  const inMeeting = meetingId ? { meeting_id: meetingId } : {}
  return {
    t,
    kind,
    intro: t(rule.intro),
    emptyText: t(rule.empty),
    /** The exhibitor's lists first check the bound company: loading, failed (retry), unbound (bind first) or ok. */
    company: !rule.seller || canList ? 'ok' as const : bound.status === 'ready' ? 'unbound' as const : bound.status,
    companyError: bound.error,
    retryCompany: bound.retry,
    /** "3 waiting for your answer" on the exhibitor's lists, once counted. */
    pendingText: pending.data ? t('appointment.pending', { count: pending.data }) : '',
    list,
    rows,
    count,
    ask: (id: ObjectId, action: AppointmentAction) => { setConfirming({ id, action }); setLink(''); setLinkError('') },
    keep: () => setConfirming(null),
    link,
    linkError,
    setLink: (value: string) => { setLink(value); setLinkError('') },
    copyLink,
    closeCopyLink: () => setCopyLink(''),
    confirm: () => { if (confirming) void perform(confirming.id, confirming.action) },
    other: rule.other ? { label: t(rule.other.label), open: () => { void navigateTo(rule.other!.route, inMeeting) } } : null,
    book: rule.seller ? null : { label: t('appointment.hub.book'), onPress: () => { void navigateTo('exhibit', inMeeting) } },
    bind: () => { void navigateTo('exhibitorBind', inMeeting) },
    pagingTexts: pagingTexts(t, t('appointment.list.count', { count })),
  }
}

export type AppointmentListData = ReturnType<typeof useAppointmentList>
