import { useCallback, useEffect, useState } from 'react'
import type { Live } from '@fu-types/entities'
import { buyLive, listLives, livePermission, type LivePermission } from '@/api/content'
import { finishBridgedLiveReminder, LIVE_REMIND_TEMPLATE, startBridgedReminder, subscribeLiveReminder } from '@/flows/liveReminder'
import { miniProgramBridge } from '@/flows/wechatSdk'
import { formatYuan, liveAccess, liveViewer, localize } from '@/core'
import type { ScreenMeeting } from '@/components/screen/defineScreen'
import { useNow } from '@/components/useNow'
import { useRemote } from '@/components/useRemote'
import type { ShareRequest } from '@/flows'
import { loginUrl, routeUrl } from '@/router/links'
import { navigateTo, openUrl } from '@/router/navigate'
import { useStores } from '@/stores'
import { liveStatus } from '../useLiveList'
import { useLiveSubtitles } from './useLiveSubtitles'
import { useMinutesEmail } from './useMinutesEmail'

/** Who may watch: everyone, or what is missing (sign in, registration for a linked activity, payment). */
type AccessGate = { kind: 'open' } | { kind: 'login' } | { kind: 'registration'; activityId?: string } | { kind: 'payment'; price: number }

/**
 * The live detail's data and actions: the live (a deleted one goes to /204 in the
 * http layer), the viewer's permission, the player area by state on a ticking clock, access (sign in, register
 * for the linked activity, buy), the reminder, the subtitles on the player's clock and the minutes (useLiveSubtitles).
 */
export function useLiveDetail(query: Record<string, string | undefined>, meeting: ScreenMeeting) {
  const { language, session, platform, flows, meeting: meetingStore } = useStores()
  const t = language.t
  const lang = language.language
  const liveId = query.live_id || ''
  const loggedIn = session.loggedIn
  const now = useNow()
  const [paidRound, setPaidRound] = useState(0)
  const [paying, setPaying] = useState(false)
  const [reminded, setReminded] = useState(false)

  const item = useRemote<Live | null>(
    () => (liveId ? listLives({ _id: liveId }).then(envelope => envelope.results?.[0] ?? null) : Promise.resolve(null)),
    [liveId],
  )
  const permission = useRemote<LivePermission | null>(
    () => (liveId ? livePermission(liveId) : Promise.resolve(null)),
    [liveId, loggedIn, paidRound],
  )
  const allowed = permission.data?.permission === 1 || permission.data?.allowed === 1

  const found = item.data ?? undefined
  const { id: meetingId, timezone } = meeting
  // Stream addresses of private / paid lives come only with the permission.
  const live: Live | undefined = found && {
    ...found,
    hls_url: found.hls_url ?? permission.data?.hls_url,
    replay_url: found.replay_url ?? permission.data?.replay_url,
  }
  const status = live ? liveStatus(live, now, t) : null
  const subtitles = useLiveSubtitles({
    liveId, allowed, running: status?.state === 'live', ended: status?.state === 'over' || status?.state === 'replay',
    uiLanguage: lang, meetingLanguages: meetingStore.enabledLanguages,
  })

  const answer = permission.data
  let gate: AccessGate = { kind: 'open' }
  if (live && answer) {
    if (answer.reason === 'login') gate = { kind: 'login' }
    else {
      const access = liveAccess(live, liveViewer(answer))
      if (!access.allowed) {
        gate = access.needs === 'permission'
          ? { kind: 'registration', activityId: answer.activities?.[0] ?? live.activities?.[0] }
          : { kind: 'payment', price: answer.price ?? live.price ?? 0 }
      }
    }
  }

  const streamUrl = status?.state === 'live' ? live?.hls_url : status?.state === 'replay' ? live?.replay_url : undefined
  const here = routeUrl('meetingLiveDetail', { live_id: liveId, meeting_id: meetingId })

  const login = useCallback(() => { void openUrl(loginUrl(here, meetingId)) }, [here, meetingId])

  const linkedActivityId = gate.kind === 'registration' ? gate.activityId : undefined
  const openActivity = useCallback(() => {
    if (linkedActivityId) void navigateTo('activityDetail', { activity_id: linkedActivityId, meeting_id: meetingId })
  }, [linkedActivityId, meetingId])

  /** Buys access: an order through buyLive, then the runtime's payment; the permission is asked again after. */
  const buy = useCallback(async () => {
    if (!liveId || paying) return
    setPaying(true)
    try {
      const order = await buyLive(liveId)
      const result = await flows.pay({ order: { _id: order._id, number: order.number, pay_amount: order.amount }, kind: 'live', back: here })
      if (result.status === 'paid') {
        platform.toast(t('live.detail.paidOk'))
        setPaidRound(n => n + 1)
      } else if (result.status === 'cancelled') platform.toast(t('live.detail.payCancelled'))
      else if (result.status === 'pending') {
        // WeChat's sheet closed with success but WeChat Pay has not confirmed yet: the permission is asked again.
        platform.toast(t('live.detail.payPending'))
        setPaidRound(n => n + 1)
      }
    } catch {
      platform.toast(t('live.detail.payFailed'))
      // Already paid elsewhere (409) or a half-finished payment: the permission tells the truth.
      setPaidRound(n => n + 1)
    } finally {
      setPaying(false)
    }
  }, [liveId, paying, platform, flows, here, t])

  /** "Remind me": the server texts and e-mails 10 minutes before the start (PUT /lives/{id}/users/{uid}). */
  const remind = useCallback(async () => {
    if (!loggedIn || !session.userId) { login(); return }
    // Inside the mini-program's web-view the native bridge page asks WeChat; the answer comes back in the address.
    if (platform.environment === 'miniprogram' && LIVE_REMIND_TEMPLATE) {
      try {
        await startBridgedReminder(platform.currentRoute(), miniProgramBridge, LIVE_REMIND_TEMPLATE)
      } catch {
        platform.toast(t('live.detail.remindFailed'))
      }
      return
    }
    try {
      // Natively WeChat asks first for its subscribe message (flows/liveReminder); elsewhere SMS and e-mail only.
      const { wechat } = await subscribeLiveReminder(platform, liveId, session.userId)
      setReminded(true)
      platform.toast(t(wechat ? 'native.remindDone' : 'live.detail.reminded'))
    } catch {
      platform.toast(t('live.detail.remindFailed'))
    }
  }, [loggedIn, session, liveId, platform, t, login])

  // Back from the bridge page's subscribe-message request: keep the subscription once, then say how we will remind.
  const [bridged] = useState(() => ({ result: platform.takePageQuery('bridge_result'), done: false }))
  const userId = session.userId
  useEffect(() => {
    const bridgeResult = bridged.result
    if (!bridgeResult || bridged.done || !liveId || !userId) return
    bridged.done = true
    finishBridgedLiveReminder(bridgeResult, liveId, userId).then(
      done => { if (done) { setReminded(true); platform.toast(t(done.wechat ? 'native.remindDone' : 'live.detail.reminded')) } },
      () => platform.toast(t('live.detail.remindFailed')),
    )
  }, [bridged, liveId, userId, platform, t])

  const minutesEmail = useMinutesEmail({ liveId, end: live?.end, now, login })

  const title = live ? localize(live.title, lang) : ''
  const shareRequest = (): ShareRequest => ({
    title,
    cover: live?.cover,
    route: here,
    wechatAppId: meetingStore.meeting?.wechat_authorize?.authorizer_appid,
  })

  return {
    t,
    status: item.status === 'ready' && !found ? ('missing' as const) : item.status,
    error: item.error,
    retry: item.retry,
    live,
    /** The meeting of the live (else the address's, else the meeting on screen). */
    meetingId,
    title,
    timezone,
    state: status?.state,
    stateText: status?.stateText ?? '',
    tone: status?.tone ?? 'grey',
    countdown: status?.countdown ?? '',
    /** The permission answer: loading, failed (with retry) or known. */
    permissionStatus: permission.status,
    retryPermission: permission.retry,
    gate,
    priceText: gate.kind === 'payment' ? formatYuan(gate.price) : '',
    streamUrl,
    ...subtitles,
    /** The e-mailed link (`minutes=1`) opens the live with its minutes first. */
    minutesFirst: query.minutes === '1',
    /** Asking for the minutes by e-mail. */
    minutesEmail,
    paying,
    reminded,
    login,
    openActivity,
    buy,
    remind,
    shareRequest,
    back: () => { void navigateTo('meetingLive', { meeting_id: meetingId }) },
  }
}

export type LiveDetailData = ReturnType<typeof useLiveDetail>
