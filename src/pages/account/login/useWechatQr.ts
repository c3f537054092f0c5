import { useCallback, useEffect, useRef, useState } from 'react'
import { pollServiceQrCode, serviceQrCode } from '@/api/wechat'
import { formatDateTime } from '@/core/time'
import { qrSvgDataUri } from '@/components/TicketQrCode'
import type { SocialLoginResult } from '@/flows'
import { onPageVisibilityChange, pageVisible } from '@/platform/loginPageVisibility'

/** A short life for a sign-in code: the desktop panel refreshes it rather than showing a month-old code. */
const LOGIN_QR_TTL_SECONDS = 600
/** How often the panel asks whether the code was scanned (only while the page is on screen). */
export const QR_POLL_MS = 2000

/** `waiting` for a scan, `scanned` (confirm on the phone), `done` (handed to the login), `expired` (server says so). */
type WechatQrStage = 'waiting' | 'scanned' | 'done' | 'expired'

type WechatQrState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; image: string; ticket: string; pollKey?: string; expiresAt: number; stage: WechatQrStage }

const unixNow = () => Math.floor(Date.now() / 1000)

/**
 * The desktop login's WeChat QR code (GET /wechat/service/qrcodes): its image (from the returned url, else the
 * ticket), when it expires, whether it has, and a refresh. While the code is live and the page visible it polls the
 * sign-in's state; a confirmed scan (a token) or an unbound WeChat account (4260: the code for /bind) goes to
 * `onSignIn`, which the login screen finishes like any other outside sign-in.
 */
export function useWechatQr(meetingId: string | undefined, onSignIn: (result: SocialLoginResult) => Promise<boolean> | void = () => undefined, now: () => number = unixNow) {
  const [state, setState] = useState<WechatQrState>({ status: 'loading' })
  const [clock, setClock] = useState(now)
  const [visible, setVisible] = useState(pageVisible)
  const request = useRef(0)
  // The latest callback, so a new render's function does not restart the poll.
  const signIn = useRef(onSignIn)
  signIn.current = onSignIn

  const load = useCallback(async () => {
    const mine = ++request.current
    setState({ status: 'loading' })
    try {
      const answer = await serviceQrCode({ ttl: LOGIN_QR_TTL_SECONDS, ...(meetingId ? { meeting_id: meetingId } : {}) })
      const content = answer.url || answer.ticket
      if (!content) throw new Error('the QR answer has neither url nor ticket')
      const image = await qrSvgDataUri(content)
      const expiresAt = answer.expires_at ?? now() + (answer.expire_seconds ?? LOGIN_QR_TTL_SECONDS)
      if (mine === request.current) {
        setClock(now())
        setState({ status: 'ready', image, ticket: answer.ticket ?? content, pollKey: answer.poll_key, expiresAt, stage: 'waiting' })
      }
    } catch {
      if (mine === request.current) setState({ status: 'failed' })
    }
  }, [meetingId, now])

  useEffect(() => {
    void load()
    const requests = request
    // A late answer after unmount (or a newer load) is dropped.
    return () => { requests.current++ }
  }, [load])

  useEffect(() => onPageVisibilityChange(setVisible), [])

  const ready = state.status === 'ready'
  const expired = ready && (state.stage === 'expired' || (state.stage !== 'done' && clock >= state.expiresAt))
  // The clock ticks every second (SPEC §9) while a live code is on screen.
  useEffect(() => {
    if (!ready || expired) return
    const timer = setInterval(() => setClock(now()), 1000)
    return () => clearInterval(timer)
  }, [ready, expired, now])

  const ticket = ready ? state.ticket : undefined
  const pollKey = ready ? state.pollKey : undefined
  const settled = ready && state.stage === 'done'
  const polling = !!ticket && !!pollKey && !expired && !settled && visible
  useEffect(() => {
    if (!polling) return
    let stopped = false
    let timer: ReturnType<typeof setTimeout>
    const setStage = (stage: WechatQrStage) => setState(s => (s.status === 'ready' && s.ticket === ticket ? { ...s, stage } : s))
    // The outcome was handed out once: if signing in with it fails, this code is spent and the panel offers a new one.
    const handOver = (result: SocialLoginResult) => {
      setStage('done')
      void Promise.resolve(signIn.current(result)).then(signedIn => { if (signedIn === false) setStage('expired') })
    }
    const tick = async () => {
      try {
        const answer = await pollServiceQrCode(ticket!, pollKey!)
        if (stopped) return
        switch (answer?.status) {
          case 'scanned': setStage('scanned'); break
          // `used`: another window took this sign-in; this code is spent like an expired one.
          case 'expired': case 'used': setStage('expired'); return
          case 'confirmed':
            handOver({ status: 'token', token: { token: answer.token, user_id: answer.user_id } })
            return
          case 'bind_phone':
            handOver({ status: 'needs-binding', provider: 'wechat', code: answer.code })
            return
        }
      } catch {
        // A failed poll (network, a restarting server) is tried again on the next tick.
      }
      if (!stopped) timer = setTimeout(tick, QR_POLL_MS)
    }
    timer = setTimeout(tick, QR_POLL_MS)
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }, [polling, ticket, pollKey])

  return {
    state,
    expired,
    /** The person scanned and has yet to confirm on the phone. */
    scanned: ready && state.stage === 'scanned' && !expired,
    /** The scan is confirmed; the login screen is signing in. */
    signingIn: settled,
    expiresText: ready ? formatDateTime(state.expiresAt) : '',
    refresh: () => { void load() },
  }
}

export type WechatQrData = ReturnType<typeof useWechatQr>
