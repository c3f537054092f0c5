import { useCallback, useEffect, useState } from 'react'
import type { Activity, ActivitySource, ObjectId, Ticket } from '@fu-types/entities'
import { activitySources, cancelActivityReminder, fetchActivity, fetchActivityReminder, recordActivityView } from '@/api/activities'
import { listTickets } from '@/api/tickets'
import {
  isSourceFull, localize, priceSpan, registrationState, registrationStateDisplay, ticketStock,
  type RegistrationResult, type TicketStock,
} from '@/core'
import type { MessageKey } from '@/i18n'
import type { ShareOutcome } from '@/flows'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { usePageShownAgain } from '@/components/usePageShownAgain'
import {
  ACTIVITY_REMIND_TEMPLATE, finishBridgedActivityReminder, startBridgedReminder, subscribeActivityReminder, subscribeBridgeResult,
} from '@/flows/liveReminder'
import { bridgedWaitlistJoin } from '@/flows/waitlistNotice'
import { miniProgramBridge } from '@/flows/wechatSdk'
import { agentSignupUrl, loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { useWaitlist } from './useWaitlist'

/** The channel of ?source_id=: none given, a valid one (open or full), or one the activity does not have. */
type SourceState = 'none' | 'open' | 'full' | 'invalid'

interface TicketTypeData { id: ObjectId; title: string; price: number; stock: TicketStock }

interface Loaded {
  activity: Activity
  source: ActivitySource | null
  sourceState: SourceState
  myTicket: Pick<Ticket, 'status'> | null
}

type LoadState =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'notFound' }
  | ({ status: 'ready' } & Loaded)

/** What the visitor is told after sharing (a mini-program card hand-over says nothing). */
const SHARE_TOASTS: Record<ShareOutcome, MessageKey | undefined> = {
  copied: 'copy.success',
  'copy-failed': 'copy.fail',
  menu: 'share.useMenu',
  bridged: undefined,
}

function findSource(sources: ActivitySource[], sourceId: string): ActivitySource | null {
  return sources.find(s => s.source_id === sourceId || s._id === sourceId) ?? null
}

/**
 * Data and actions shared by the mobile and desktop activity detail: the activity, the visitor's own ticket,
 * the channel of ?source_id=, the registration state with its button or dialog (SPEC §4, §8), and share.
 */
export function useActivityDetail(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { meeting: meetingStore, language, session, platform, flows } = useStores()
  const activityId = query.activity_id || ''
  const sourceId = query.source_id || undefined
  const loggedIn = session.loggedIn
  const [state, setState] = useState<LoadState>({ status: 'loading' })
  // A plain counter object (not a DOM ref): bumping it drops answers still in flight.
  const [generation] = useState(() => ({ value: 0 }))

  // The channel rides along on views and tickets (http.ts reads it from the session).
  useEffect(() => {
    if (sourceId) session.setSourceId(sourceId)
  }, [sourceId, session])

  // One view per open; a failed view is no reason to bother the visitor.
  useEffect(() => {
    if (!activityId) return
    recordActivityView(activityId).catch(() => undefined)
  }, [activityId])

  /** `quiet`: read again with the page as it is on screen (no loading state in between). */
  const load = useCallback((quiet = false) => {
    const mine = ++generation.value
    if (!activityId) { setState({ status: 'notFound' }); return }
    if (!quiet) setState({ status: 'loading' })
    Promise.all([
      fetchActivity(activityId),
      sourceId ? activitySources(activityId) : Promise.resolve(null),
      loggedIn ? listTickets({ activity_id: activityId, limit: 1 }).then(e => e.results?.[0] ?? null) : Promise.resolve(null),
    ]).then(
      ([activity, sources, myTicket]) => {
        if (mine !== generation.value) return
        if (!activity) { setState({ status: 'notFound' }); return }
        const source = sources && sourceId ? findSource(sources, sourceId) : null
        const sourceState: SourceState = !sourceId ? 'none' : !source ? 'invalid' : isSourceFull(source) ? 'full' : 'open'
        // A channel the activity does not have is dropped, so registration goes through normally.
        if (sourceState === 'invalid') session.setSourceId(undefined)
        setState({ status: 'ready', activity, source, sourceState, myTicket })
      },
      (e: unknown) => {
        // A quiet read that fails keeps what is on screen.
        if (mine === generation.value && !quiet) setState({ status: 'failed', error: e instanceof Error ? e.message : String(e) })
      },
    )
  }, [activityId, sourceId, loggedIn, session, generation])

  useEffect(() => {
    load()
    return () => { generation.value++ }
  }, [load, generation])

  // Back from the form, the cashier or the success page (issue 25): my ticket and the stock as they now are, so a
  // registration just paid reads as registered, not "register now" with the old stock.
  usePageShownAgain(() => load(true))

  const lang = language.language
  const t = language.t
  const ready = state.status === 'ready' ? state : null
  const activity = ready?.activity
  // The meeting (time zone, top bar) is the activity's (the screen declares it to the frame too).
  const { timezone } = meeting

  const evaluate = useCallback((): RegistrationResult | null => {
    if (!ready) return null
    return registrationState(ready.activity, { now: Date.now(), source: ready.sourceState === 'invalid' ? null : ready.source, myTicket: ready.myTicket })
  }, [ready])
  const registration = evaluate()
  // The waitlist (issue 16): a full activity offers it instead of the dead "full" dialog.
  const waitlist = useWaitlist(activity, {
    registered: registration?.state === 'registered' || registration?.state === 'under_review', timezone, reload: () => load(),
  })

  /** "Register": the form when registration is open (the route guard asks a guest to log in first), else the §8 dialog. */
  const register = useCallback(async () => {
    const result = evaluate()
    if (!result || !ready) return
    if (result.dialogKey) {
      await platform.alert({ title: t(result.dialogKey), confirmText: t('common.know') })
      return
    }
    if (result.state !== 'ongoing') return
    const source = ready.sourceState === 'open' || ready.sourceState === 'full' ? sourceId : undefined
    await navigateTo('activityForm', { meeting_id: ready.activity.meeting_id, activity_id: ready.activity._id, source_id: source })
  }, [evaluate, ready, platform, t, sourceId])

  const openMyTickets = useCallback(() => { void navigateTo('myTickets') }, [])

  /**
   * "Group registration" (activities that take groups): the v2 ticket page or the older agent page by the activity's
   * agent_checkout_version (SPEC §2); a leader's own ticket does not matter, the activity's window does (§8 dialogs).
   */
  const groupSignup = useCallback(async () => {
    if (!ready?.activity.agent_checkout_version) return
    const { dialogKey } = registrationState(ready.activity, { now: Date.now(), source: null, myTicket: null })
    if (dialogKey) {
      await platform.alert({ title: t(dialogKey), confirmText: t('common.know') })
      return
    }
    await openUrl(agentSignupUrl(ready.activity))
  }, [ready, platform, t])

  /** Shares the page (with the channel, if any) the way the runtime can: in a browser the link is copied. */
  const share = useCallback(async () => {
    const route = routeUrl('activityDetail', {
      activity_id: activityId,
      source_id: ready && ready.sourceState !== 'invalid' ? sourceId : undefined,
      meeting_id: activity?.meeting_id,
    })
    try {
      const outcome = await flows.share({
        title: activity ? localize(activity.title, lang) : '',
        cover: activity?.covers?.[0],
        route,
        wechatAppId: meetingStore.meeting?.wechat_authorize?.authorizer_appid,
      })
      const key = SHARE_TOASTS[outcome]
      if (key) platform.toast(t(key))
    } catch {
      platform.toast(t('share.failed'))
    }
  }, [activityId, sourceId, ready, activity, platform, flows, t, lang, meetingStore])

  // "Remind me" (before the start): one's reminder as the server keeps it; null while unknown or for a guest.
  const [reminder, setReminder] = useState<{ remind: boolean; wechat: boolean } | null>(null)
  const [reminding, setReminding] = useState(false)
  const upcoming = !!activity && activity.start * 1000 > Date.now()
  useEffect(() => {
    if (!loggedIn || !activityId || !upcoming) { setReminder(null); return }
    let live = true
    fetchActivityReminder(activityId).then(
      r => { if (live) setReminder(current => current ?? { remind: r.remind === 1, wechat: r.wechat === 1 }) },
      () => undefined,
    )
    return () => { live = false }
  }, [loggedIn, activityId, upcoming])

  const remindToast = useCallback((wechat: boolean) => platform.toast(t(wechat ? 'activity.remindedWechat' : 'activity.reminded')), [platform, t])

  /** Sets the reminder (natively or through the web-view's bridge WeChat asks for its subscribe message first) or cancels it. */
  const toggleReminder = useCallback(async () => {
    if (!activityId || reminding) return
    if (!loggedIn) { void openUrl(loginUrl(platform.currentRoute(), activity?.meeting_id)); return }
    setReminding(true)
    try {
      if (reminder?.remind) {
        await cancelActivityReminder(activityId)
        setReminder({ remind: false, wechat: false })
        platform.toast(t('activity.remindCancelled'))
      } else if (platform.environment === 'miniprogram' && ACTIVITY_REMIND_TEMPLATE) {
        // The web-view cannot ask WeChat: the bridge page does and reopens this route with its answer.
        await startBridgedReminder(platform.currentRoute(), miniProgramBridge, ACTIVITY_REMIND_TEMPLATE)
      } else {
        const { wechat } = await subscribeActivityReminder(platform, activityId)
        setReminder({ remind: true, wechat })
        remindToast(wechat)
      }
    } catch {
      platform.toast(t('activity.remindFailed'))
    } finally {
      setReminding(false)
    }
  }, [activityId, reminding, loggedIn, platform, activity, reminder, t, remindToast])

  // Back from the bridge page's subscribe request (only a subscribe answer is taken out of the address): keep it once.
  // (A waitlist join's answer is the waitlist's: useWaitlist finishes it.)
  const [bridged] = useState(() => ({
    result: bridgedWaitlistJoin(platform.currentRoute()) ? undefined : subscribeBridgeResult(platform.currentRoute()), done: false,
  }))
  useEffect(() => {
    if (!bridged.result || bridged.done || !activityId || !loggedIn) return
    bridged.done = true
    platform.takePageQuery('bridge_result')
    finishBridgedActivityReminder(bridged.result, activityId).then(
      done => { if (done) { setReminder({ remind: true, wechat: done.wechat }); remindToast(done.wechat) } },
      () => platform.toast(t('activity.remindFailed')),
    )
  }, [bridged, activityId, loggedIn, platform, t, remindToast])

  const ticketTypes: TicketTypeData[] = (activity?.prices ?? [])
    .filter(price => price.deleted !== 1)
    .map(price => ({ id: price._id, title: localize(price.title, lang), price: price.amount, stock: ticketStock(price.total, price.sold_total) }))

  return {
    t,
    status: state.status,
    error: state.status === 'failed' ? state.error : undefined,
    retry: () => load(),
    meetingTitle: meetingStore.meeting ? localize(meetingStore.meeting.title, lang) : '',
    activity,
    title: activity ? localize(activity.title, lang) : '',
    covers: activity?.covers ?? [],
    place: activity ? localize(activity.place, lang) : '',
    description: activity ? localize(activity.description, lang) : '',
    timezone,
    /** The paid range of the ticket types in cents (0 – 0 = free) and whether a free type is on offer too. */
    price: priceSpan(activity?.prices, activity?.price ?? 0),
    ticketTypes,
    sourceState: ready?.sourceState ?? 'none',
    registration,
    stateDisplay: registration ? registrationStateDisplay(registration.state) : null,
    register,
    openMyTickets,
    /** Whether the activity takes group registrations (it names an agent checkout version). */
    takesGroups: !!activity?.agent_checkout_version,
    groupSignup,
    share,
    /** "Remind me" is offered until the activity starts; `reminded`: the server keeps one's reminder. */
    canRemind: upcoming,
    reminded: !!reminder?.remind,
    reminding,
    toggleReminder,
    waitlist,
  }
}

export type ActivityDetailData = ReturnType<typeof useActivityDetail>
