import { useCallback, useEffect, useRef, useState } from 'react'
import { serviceQrCode } from '@/api/wechat'
import { formatDateTime } from '@/core/time'
import { qrSvgDataUri } from '@/components/TicketQrCode'

/** A short life for a sign-in code: the desktop panel refreshes it rather than showing a month-old code. */
export const LOGIN_QR_TTL_SECONDS = 600

export type WechatQrState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; image: string; ticket: string; expiresAt: number }

/**
 * The desktop login's WeChat QR code (GET /wechat/service/qrcodes): its image (from the returned url, else the
 * ticket), when it expires, whether it has, and a refresh.
 */
const unixNow = () => Math.floor(Date.now() / 1000)

export function useWechatQr(meetingId: string | undefined, now: () => number = unixNow) {
  const [state, setState] = useState<WechatQrState>({ status: 'loading' })
  const [clock, setClock] = useState(now)
  const request = useRef(0)

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
        setState({ status: 'ready', image, ticket: answer.ticket ?? content, expiresAt })
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

  const ready = state.status === 'ready'
  const expired = ready && clock >= state.expiresAt
  // The clock ticks every second (SPEC §9) while a live code is on screen.
  useEffect(() => {
    if (!ready || expired) return
    const timer = setInterval(() => setClock(now()), 1000)
    return () => clearInterval(timer)
  }, [ready, expired, now])

  return {
    state,
    expired,
    expiresText: ready ? formatDateTime(state.expiresAt) : '',
    refresh: () => { void load() },
  }
}

export type WechatQrData = ReturnType<typeof useWechatQr>
