/**
 * WeChat authorisation sign-in in the WeChat browser (the official account's web OAuth): the login screen sends the
 * browser to the authorisation page with a random `state`; WeChat sends it back to our site with `?code=&state=`
 * before the `#`, and the app exchanges the code once at start. The state guards against a forged return (CSRF).
 */
// eslint-disable-next-line no-restricted-imports -- removed by the platform/flows split (the flow moves out of platform)
import { loginWithWechat, needsPhoneBinding } from '@/api/auth'
import { LoginProviderError, type OfficialAccount, type SocialLoginResult } from './loginProviders'
import type { KeyValueStorage } from './types'

/** Session-storage key of the pending authorisation: its state and the official account it asked. */
export const WECHAT_OAUTH_KEY = 'wechat_oauth'
/** The person declined, or the state is not the one this browser sent: no sign-in (the screen says so). */
export const OAUTH_UNVERIFIED = 'wechat-oauth-unverified'

/** What the WeChat browser gives this flow: its address, leaving for another page, and per-tab storage. */
export interface OAuthEdge {
  /** The full address now (`https://host/path?query#/route`). */
  href(): string
  /** Leaves for another page (the authorisation page). */
  assign(url: string): void
  /** Rewrites the address bar without loading anything (history.replaceState). */
  replaceAddress(url: string): void
  /** Kept for this tab only (window.sessionStorage). */
  session: KeyValueStorage
  /** A fresh unguessable state (letters and digits). */
  randomState(): string
}

interface PendingAuthorization { state: string; app_id: string }

/** The address without the `code` and `state` WeChat added, the route (#…) kept. */
function withoutOAuthParams(href: string): string {
  const url = new URL(href)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  return url.toString()
}

/**
 * Sends the browser to the official account's authorisation page (`authorize_url` of GET /wechat/authorizes: WeChat's
 * in production, the server's stand-in in development), coming back to this very address, so the person returns to
 * the route they were on.
 */
export function startWechatAuthorization(account: OfficialAccount, edge: OAuthEdge): SocialLoginResult {
  if (!account.authorizer_appid || !account.authorize_url) throw new LoginProviderError('the meeting has no authorised official account')
  const state = edge.randomState()
  const pending: PendingAuthorization = { state, app_id: account.authorizer_appid }
  edge.session.set(WECHAT_OAUTH_KEY, JSON.stringify(pending))
  const here = withoutOAuthParams(edge.href())
  const page = new URL(account.authorize_url, here)
  // WeChat reads its parameters in this order and wants the #wechat_redirect marker.
  const query = new URLSearchParams({ appid: account.authorizer_appid, redirect_uri: here, response_type: 'code', scope: 'snsapi_userinfo', state })
  edge.assign(`${page.origin}${page.pathname}?${query.toString()}#wechat_redirect`)
  return { status: 'redirected' }
}

function readPending(session: KeyValueStorage): PendingAuthorization | undefined {
  const raw = session.get(WECHAT_OAUTH_KEY)
  session.remove(WECHAT_OAUTH_KEY)
  if (!raw) return undefined
  try {
    const parsed = JSON.parse(raw) as Partial<PendingAuthorization>
    return typeof parsed.state === 'string' && typeof parsed.app_id === 'string' ? { state: parsed.state, app_id: parsed.app_id } : undefined
  } catch {
    return undefined
  }
}

/**
 * The return from the authorisation page, if this address is one: the code and state leave the address bar first,
 * the state must be the one this tab sent, then POST /tokens/wechat (with the app, so the server keeps the openid
 * for WeChat Pay) gives a token, or 4260 (`needs-binding`, the code goes on to /bind). Undefined when the address
 * carries no authorisation answer. Rejects with a LoginProviderError (`OAUTH_UNVERIFIED`) on a wrong or missing
 * state or a declined authorisation, or with the server's ApiError.
 */
export async function finishWechatAuthorization(edge: OAuthEdge): Promise<SocialLoginResult | undefined> {
  const params = new URL(edge.href()).searchParams
  const code = params.get('code')
  const state = params.get('state')
  if (code === null && state === null) return undefined
  edge.replaceAddress(withoutOAuthParams(edge.href()))
  const pending = readPending(edge.session)
  if (!pending || !state || state !== pending.state || !code) throw new LoginProviderError(OAUTH_UNVERIFIED)
  const answer = await loginWithWechat({ code, app_id: pending.app_id })
  if (needsPhoneBinding(answer)) return { status: 'needs-binding', provider: 'wechat', code, app_id: pending.app_id }
  return { status: 'token', token: answer }
}

/** The real WeChat browser's edge: its address bar, history and sessionStorage, and the Web Crypto random source. */
export function browserOAuthEdge(win: Window = window): OAuthEdge {
  const session: KeyValueStorage = {
    get: key => { try { return win.sessionStorage.getItem(key) } catch { return null } },
    set: (key, value) => { try { win.sessionStorage.setItem(key, value) } catch { /* storage denied: the return will be refused */ } },
    remove: key => { try { win.sessionStorage.removeItem(key) } catch { /* nothing kept */ } },
  }
  return {
    href: () => win.location.href,
    assign: url => win.location.assign(url),
    replaceAddress: url => win.history.replaceState(win.history.state, '', url),
    session,
    randomState: () => Array.from(win.crypto.getRandomValues(new Uint8Array(16)), b => b.toString(16).padStart(2, '0')).join(''),
  }
}
