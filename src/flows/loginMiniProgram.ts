/**
 * "Sign in with WeChat" inside the mini-program's web-view. H5 there cannot call wx.login, so:
 * 1. H5 opens the native bridge page (`action=login`, `back` = the route on screen, the login screen with its
 *    redirect) through `wx.miniProgram.navigateTo`;
 * 2. the bridge signs in natively (wx.login → POST /tokens/wechat, binding a phone first if needed), asks the server
 *    for a one-time sign-in ticket (POST /signin/tickets: single use, ≤ 60 s, stored hashed) and reopens the web-view
 *    at `back` with `signin_ticket=<ticket>`;
 * 3. H5 takes the ticket out of its address (platform.takePageQuery: history.replaceState) and exchanges it, in a
 *    POST body, for its own session (POST /tokens/signin-ticket).
 * No token ever travels in a URL; a used or expired ticket is refused (4263) and the login screen says so.
 */
import { loginWithSigninTicket } from '@/api/auth'
import { LoginProviderError, type SocialLoginResult } from './loginProviders'
import { PAY_BRIDGE_PAGE, type MiniProgramBridge } from './payment'

/** The query parameter the bridge hands the web-view its ticket in. */
export const SIGNIN_TICKET_PARAM = 'signin_ticket'

/** The bridge page's address for a sign-in that comes back to `back` (an in-app route). */
export function loginBridgeUrl(back: string): string {
  return `${PAY_BRIDGE_PAGE}?action=login&back=${encodeURIComponent(back)}`
}

/** The route the bridge reopens the web-view at: `back` with the ticket added to its query. */
export function routeWithTicket(back: string, ticket: string): string {
  const [path, search = ''] = back.split('?')
  const query = new URLSearchParams(search)
  query.delete(SIGNIN_TICKET_PARAM)
  query.set(SIGNIN_TICKET_PARAM, ticket)
  return `${path}?${query.toString()}`
}

/** Step 1: opens the native bridge page; the answer comes back in a new web-view at `back`. */
export function startMiniProgramSignIn(back: string, miniProgram: () => Promise<MiniProgramBridge>): Promise<SocialLoginResult> {
  return miniProgram().then(
    mp => new Promise<SocialLoginResult>((resolve, reject) => {
      mp.navigateTo({
        url: loginBridgeUrl(back),
        success: () => resolve({ status: 'redirected' }),
        fail: error => reject(new LoginProviderError('the bridge page did not open', error)),
      })
    }),
    error => { throw new LoginProviderError('wx.miniProgram is not available', error) },
  )
}

/**
 * Step 3, at the app's start in the web-view: the ticket in the address, if any, leaves the address first and is
 * exchanged for a session. Undefined when the address has none. Rejects with the server's ApiError (4263 for a used,
 * expired or unknown ticket).
 */
export async function finishMiniProgramSignIn(takeTicket: () => string | undefined): Promise<SocialLoginResult | undefined> {
  const ticket = takeTicket()
  if (!ticket) return undefined
  return { status: 'token', token: await loginWithSigninTicket(ticket) }
}
