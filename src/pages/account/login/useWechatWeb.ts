import { useEffect, useRef, useState } from 'react'
import { wechatWebAuthorize } from '@/api/wechatWeb'
import type { LoginData } from './useLogin'

/** What the desktop browser gives this sign-in: its address, rewriting it, and leaving for another site. */
export interface WebSignInEdge {
  href(): string
  replaceAddress(url: string): void
  assign(url: string): void
}

const browserEdge: WebSignInEdge = {
  href: () => window.location.href,
  replaceAddress: url => window.history.replaceState(window.history.state, '', url),
  assign: url => window.location.assign(url),
}

/** WeChat's return: `?code=&state=` before the #route (as WeChat sends every OAuth answer back). */
function returnOf(href: string): { code: string; state: string } | undefined {
  const params = new URL(href).searchParams
  const code = params.get('code')
  const state = params.get('state')
  return code && state ? { code, state } : undefined
}

/**
 * The desktop WeChat sign-in through the server's Open Platform website application: when the server has one
 * (POST /wechat/web/authorize answers), the panel's button leaves for WeChat's QR page (a full-page visit: no frame,
 * so the CSP stays as it is); coming back with `?code=&state=`, the code and state leave the address bar and the
 * login finishes them. Without one (503), `available` stays false and the development QR stand-in shows.
 */
export function useWechatWeb(data: LoginData, edge: WebSignInEdge = browserEdge) {
  const [returned] = useState(() => returnOf(edge.href()))
  const [authorizeUrl, setAuthorizeUrl] = useState<string | null>(null)
  const finished = useRef(false)
  const { finishWechatWeb, redirectTarget } = data

  useEffect(() => {
    if (!returned || finished.current) return
    finished.current = true
    const url = new URL(edge.href())
    url.searchParams.delete('code')
    url.searchParams.delete('state')
    edge.replaceAddress(url.toString())
    void finishWechatWeb(returned)
  }, [returned, edge, finishWechatWeb])

  useEffect(() => {
    if (returned) return
    let current = true
    wechatWebAuthorize(redirectTarget)
      .then(answer => { if (current && answer?.authorize_url) setAuthorizeUrl(answer.authorize_url) })
      .catch(() => { /* no website app on this server: the QR stand-in */ })
    return () => { current = false }
  }, [returned, redirectTarget])

  return {
    /** The server's website app answered (or this page is its return): the panel offers WeChat's own page. */
    available: !!authorizeUrl || !!returned,
    busy: data.socialBusy === 'wechat',
    start: () => { if (authorizeUrl) data.startWechatWeb(() => edge.assign(authorizeUrl)) },
  }
}

export type WechatWebData = ReturnType<typeof useWechatWeb>
