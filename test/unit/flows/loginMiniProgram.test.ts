/**
 * @jest-environment jsdom
 */
// "Sign in with WeChat" in the mini-program's web-view (src/flows/loginMiniProgram.ts) through the real H5 platform and
// flows, faked only at their edges: wx.miniProgram (the JS-SDK), the server's token calls (src/api/auth) and Taro's
// storage. The ticket comes back in the route's query and must leave the address before anything else happens.
import * as auth from '@/api/auth'
import { ApiError } from '@/api/http'
import { createH5Platform } from '@/platform/h5'
import { createH5Flows } from '@/flows/h5'
import { LoginProviderError } from '@/flows'
import { loginBridgeUrl, routeWithTicket, SIGNIN_TICKET_PARAM } from '@/flows/loginMiniProgram'
import { ErrorCode } from '@fu-types/errors'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), loginWithSigninTicket: jest.fn(), loginWithWechat: jest.fn() }))
const api = auth as jest.Mocked<typeof auth>

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: {
    getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined,
    navigateTo: async () => undefined, redirectTo: async () => undefined, getCurrentPages: () => [],
  },
}))

Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

const TOKEN = { token: 'session-token-abc', user_id: '6610000000000000000000ab' }
const LOGIN_ROUTE = '/login?redirect=%2Fmy%2Findex&meeting_id=660100000000000000000001'

function webView() {
  window.__wxjs_environment = 'miniprogram'
  const platform = createH5Platform()
  expect(platform.environment).toBe('miniprogram')
  return { platform, flows: createH5Flows(platform) }
}

beforeEach(() => {
  jest.resetAllMocks()
  window.history.replaceState(null, '', `/#${LOGIN_ROUTE}`)
})

describe('the login screen in the web-view opens the native bridge page', () => {
  it('navigates to pages/webview/api/api with action=login and the route on screen to come back to', async () => {
    const navigateTo = jest.fn((options: { url: string; success?: () => void }) => options.success?.())
    window.wx = { miniProgram: { navigateTo } }
    await expect(webView().flows.socialLogin('wechat')).resolves.toEqual({ status: 'redirected' })
    const url: string = navigateTo.mock.calls[0][0].url
    expect(url).toBe(loginBridgeUrl(LOGIN_ROUTE))
    const query = new URLSearchParams(url.split('?')[1])
    expect(query.get('action')).toBe('login')
    expect(query.get('back')).toBe(LOGIN_ROUTE)
    // Nothing was asked of the server: the bridge signs in natively.
    expect(api.loginWithWechat).not.toHaveBeenCalled()
  })

  it('fails clearly when the bridge page cannot open', async () => {
    window.wx = { miniProgram: { navigateTo: (options: { fail?: (e: unknown) => void }) => options.fail?.({ errMsg: 'navigateTo:fail' }) } }
    await expect(webView().flows.socialLogin('wechat')).rejects.toBeInstanceOf(LoginProviderError)
  })
})

describe('back from the bridge with a one-time ticket', () => {
  it('takes the ticket out of the address, then exchanges it in the body for a session', async () => {
    window.history.replaceState(null, '', `/#${routeWithTicket(LOGIN_ROUTE, 'tkt_0123456789abcdefghijklmnop')}`)
    let addressDuringExchange = ''
    api.loginWithSigninTicket.mockImplementation(async () => {
      addressDuringExchange = window.location.href
      return TOKEN
    })
    const { flows } = webView()
    await expect(flows.finishSocialLogin!()).resolves.toEqual({ status: 'token', token: TOKEN })
    expect(api.loginWithSigninTicket).toHaveBeenCalledWith('tkt_0123456789abcdefghijklmnop')
    expect(addressDuringExchange).not.toContain(SIGNIN_TICKET_PARAM)
    expect(window.location.hash).toBe(`#${LOGIN_ROUTE}`)
  })

  it('does nothing without a ticket', async () => {
    await expect(webView().flows.finishSocialLogin!()).resolves.toBeUndefined()
    expect(api.loginWithSigninTicket).not.toHaveBeenCalled()
  })

  it("passes a used or expired ticket's refusal on (the screen says so), with the address cleaned anyway", async () => {
    window.history.replaceState(null, '', `/#${routeWithTicket(LOGIN_ROUTE, 'tkt_used_0123456789abcdefghij')}`)
    const refusal = new ApiError(400, { code: ErrorCode.SigninTicketInvalid, message: 'sign-in ticket already used: sign in again', data: { reason: 'used' } })
    api.loginWithSigninTicket.mockRejectedValue(refusal)
    await expect(webView().flows.finishSocialLogin!()).rejects.toBe(refusal)
    expect(window.location.href).not.toContain(SIGNIN_TICKET_PARAM)
  })
})

it('routeWithTicket replaces an older ticket and keeps the route and its query', () => {
  expect(routeWithTicket('/login?redirect=%2Fa&signin_ticket=old', 'new')).toBe('/login?redirect=%2Fa&signin_ticket=new')
  expect(routeWithTicket('/login', 'x')).toBe('/login?signin_ticket=x')
})
