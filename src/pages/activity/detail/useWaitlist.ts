import { useCallback, useEffect, useState } from 'react'
import type { Activity } from '@fu-types/entities'
import type { WaitlistEntry } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import { ApiError } from '@/api/http'
import { joinWaitlist, leaveWaitlist, myWaitlistEntry, type JoinWaitlist } from '@/api/waitlist'
import { askWaitlistNotice, bridgedWaitlistJoin, startBridgedWaitlistJoin, WAITLIST_JOIN_PARAM, WAITLIST_TEMPLATE } from '@/flows/waitlistNotice'
import { miniProgramBridge } from '@/flows/wechatSdk'
import { holdClock, localize, registrationState, waitlistOffer, waitlistStanding } from '@/core'
import { routeUrl } from '@/router/links'
import { navigateTo } from '@/router/navigate'
import { useStores } from '@/stores'

/** What a refusal carries: the server's `{ code, data }`. */
const refusal = (e: unknown): { code?: number; data?: unknown } => (e instanceof ApiError ? { code: e.code, data: e.body.data } : {})

/**
 * The activity's waitlist for the detail page (issue 16): my entry (position, or the place held for me until a time),
 * what the activity offers to join (the whole activity when full, else its sold-out ticket types), join, leave, and
 * "register now" for a hold. `replacesRegister`: the panel stands where the dead "full" button would.
 */
export function useWaitlist(activity: Activity | undefined, opts: { registered: boolean; timezone?: string; reload: () => void }) {
  const { language, session, platform } = useStores()
  const t = language.t
  const lang = language.language
  const loggedIn = session.loggedIn
  const activityId = activity?._id
  const [entry, setEntry] = useState<WaitlistEntry | null>(null)
  const [busy, setBusy] = useState(false)
  // The activity whose entry has been read (a join back from the bridge page waits for it, so the read cannot undo it).
  const [readFor, setReadFor] = useState<string | undefined>()

  useEffect(() => {
    setEntry(null)
    setReadFor(undefined)
    if (!activityId || !loggedIn) return
    let live = true
    const done = (found: WaitlistEntry | null) => { if (live) { setEntry(found); setReadFor(activityId) } }
    myWaitlistEntry(activityId).then(r => done(r.entry), () => done(null))
    return () => { live = false }
  }, [activityId, loggedIn])

  const now = Date.now()
  const standing = waitlistStanding(entry, now)
  const open = activity ? ['full', 'ongoing'].includes(registrationState(activity, { now }).state) : false
  const offer = activity ? waitlistOffer(activity, { registrationOpen: open, registered: opts.registered }) : { kind: 'none' as const }
  const soldOutTypes = offer.kind === 'prices' && activity
    ? (activity.prices ?? []).filter(p => offer.priceIds.includes(p._id)).map(p => ({ id: p._id, title: localize(p.title, lang) }))
    : []
  const heldType = standing.kind !== 'none' && standing.priceId ? activity?.prices?.find(p => p._id === standing.priceId) : undefined

  /** Sends the join (with the WeChat template when the person allowed the hold's message) and shows where I stand. */
  const send = useCallback(async (body: JoinWaitlist) => {
    if (!activityId) return
    setBusy(true)
    try {
      setEntry(await joinWaitlist(activityId, body))
      platform.toast(t('waitlist.joined'))
    } catch (e) {
      const { code, data } = refusal(e)
      if (code === ErrorCode.WaitlistAlreadyJoined) {
        // Joined meanwhile (another tab, a double tap): where I stand, when the answer says.
        if (data) setEntry(data as WaitlistEntry)
        platform.toast(t('waitlist.alreadyJoined'))
      } else if (code === ErrorCode.WaitlistNotFull) { platform.toast(t('waitlist.notFull')); opts.reload() }
      else platform.toast(t('waitlist.failed'))
    } finally {
      setBusy(false)
    }
  }, [activityId, platform, t, opts])

  const join = useCallback(async (priceId?: string) => {
    if (!activityId) return
    if (!loggedIn) {
      await navigateTo('login', { redirect: routeUrl('activityDetail', { activity_id: activityId }) })
      return
    }
    if (platform.environment === 'miniprogram' && WAITLIST_TEMPLATE) {
      // The web-view cannot ask WeChat: the bridge page does, within this tap, and reopens this route to finish the join.
      await startBridgedWaitlistJoin(platform.currentRoute(), priceId, miniProgramBridge).catch(() => platform.toast(t('waitlist.failed')))
      return
    }
    setBusy(true)
    // Asked first, within the person's tap, as WeChat requires (native pages only: askWaitlistNotice).
    const wechatTemplate = await askWaitlistNotice(platform).catch(() => undefined)
    await send({ ...(priceId ? { price_id: priceId } : {}), ...(wechatTemplate ? { wechat_template: wechatTemplate } : {}) })
  }, [activityId, loggedIn, platform, t, send])

  // Back from the bridge page with WeChat's answer: the join it was asked for is sent once.
  const [bridged] = useState(() => ({ join: bridgedWaitlistJoin(platform.currentRoute()), done: false }))
  useEffect(() => {
    if (!bridged.join || bridged.done || !activityId || !loggedIn || readFor !== activityId) return
    bridged.done = true
    platform.takePageQuery('bridge_result')
    platform.takePageQuery(WAITLIST_JOIN_PARAM)
    void send(bridged.join)
  }, [bridged, activityId, loggedIn, readFor, platform, send])

  const leave = useCallback(async () => {
    if (!activityId) return
    setBusy(true)
    try {
      await leaveWaitlist(activityId)
      setEntry(null)
      platform.toast(t('waitlist.left'))
    } catch (e) {
      // Off it already (the hold lapsed, or left from another tab): what I asked for is so.
      if (refusal(e).code === ErrorCode.WaitlistNotJoined) {
        setEntry(null)
        platform.toast(t('waitlist.notJoined'))
      } else platform.toast(t('waitlist.failed'))
    } finally {
      setBusy(false)
    }
  }, [activityId, platform, t])

  const registerNow = useCallback(async () => {
    if (!activity) return
    await navigateTo('activityForm', { meeting_id: activity.meeting_id, activity_id: activity._id })
  }, [activity])

  return {
    standing,
    /** Shown at all: I am on the list, or the activity (or a ticket type) can be waited for. */
    shown: standing.kind !== 'none' || offer.kind !== 'none',
    replacesRegister: standing.kind === 'held' || (offer.kind === 'activity' && !opts.registered),
    offer: offer.kind,
    soldOutTypes,
    heldTypeTitle: heldType ? localize(heldType.title, lang) : '',
    holdTime: standing.kind === 'held' ? holdClock(standing.until, opts.timezone) : '',
    busy,
    join,
    leave,
    registerNow,
  }
}

