/**
 * @jest-environment jsdom
 */
// WeChat authorisation sign-in in the WeChat browser, faked at the adapter's edge: the address and sessionStorage
// (jsdom's, or a fake edge where the page would leave), and the server's POST /tokens/wechat (src/api/auth).
import * as auth from '@/api/auth'
import { ApiError } from '@/api/http'
import { createH5Platform } from '@/platform/h5'
import type { KeyValueStorage } from '@/platform'
import { createH5Flows } from '@/flows/h5'
import { LoginProviderError, type Flows } from '@/flows'
import { finishWechatAuthorization, OAUTH_UNVERIFIED, startWechatAuthorization, WECHAT_OAUTH_KEY, type OAuthEdge } from '@/flows/loginWechatOAuth'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), loginWithWechat: jest.fn() }))
const api = auth as jest.Mocked<typeof auth>

jest.mock('@tarojs/taro', () => ({
  __esModule: true,
  default: { getStorageSync: () => '', setStorageSync: () => undefined, removeStorageSync: () => undefined, getCurrentPages: () => [] },
}))

Object.assign(globalThis, { API_BASE: '/fu/api', H5_ORIGIN: 'https://h5.example.test' })

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50'
const TOKEN = { token: 't0k3n', user_id: '6610000000000000000000ab' }
const BINDING = { code: 4260 as const, message: 'bind a phone number to this WeChat account first', data: { provider: 'wechat' } }
const DEV_ACCOUNT = { authorizer_appid: 'wx-demo-appid', authorize_url: '/fu/api/dev/wechat/oauth2/authorize' }

/** A browser tab at `href`: records where it is sent and what it keeps; the address follows replaceAddress. */
function fakeEdge(href: string, state = 'S7a1e') {
  const kept = new Map<string, string>()
  const session: KeyValueStorage = { get: k => kept.get(k) ?? null, set: (k, v) => { kept.set(k, v) }, remove: k => { kept.delete(k) } }
  const edge = {
    address: href,
    sentTo: [] as string[],
    kept,
    href: () => edge.address,
    assign: (url: string) => { edge.sentTo.push(url) },
    replaceAddress: (url: string) => { edge.address = url },
    session,
    randomState: () => state,
  }
  return edge satisfies OAuthEdge
}

function wechatBrowser(): Flows {
  Object.defineProperty(window.navigator, 'userAgent', { value: WECHAT_UA, configurable: true })
  const platform = createH5Platform()
  expect(platform.environment).toBe('wechat')
  return createH5Flows(platform)
}

/** The tab's address as WeChat sends it back: its answer before the #. */
const returnTo = (search: string, hash = '#/login?redirect=%2Fmy%2Ftickets') => window.history.replaceState(null, '', `/index.html${search}${hash}`)

beforeEach(() => {
  jest.resetAllMocks()
  window.sessionStorage.clear()
  window.history.replaceState(null, '', '/index.html#/login')
})

describe('leaving for the authorisation page', () => {
  it("sends the tab to the account's page with WeChat's parameters, coming back to the same route; the state waits in session storage", () => {
    const edge = fakeEdge('https://h5.example.test/index.html?code=old&state=old&lang=en#/login?redirect=%2Fmy%2Ftickets&meeting_id=m1')
    expect(startWechatAuthorization(DEV_ACCOUNT, edge)).toEqual({ status: 'redirected' })
    expect(edge.sentTo).toHaveLength(1)
    const sent = new URL(edge.sentTo[0])
    expect(`${sent.origin}${sent.pathname}`).toBe('https://h5.example.test/fu/api/dev/wechat/oauth2/authorize')
    expect([...sent.searchParams.keys()]).toEqual(['appid', 'redirect_uri', 'response_type', 'scope', 'state'])
    expect(sent.searchParams.get('appid')).toBe('wx-demo-appid')
    // The route (and its redirect) is kept; an earlier answer's code and state are not sent back again.
    expect(sent.searchParams.get('redirect_uri')).toBe('https://h5.example.test/index.html?lang=en#/login?redirect=%2Fmy%2Ftickets&meeting_id=m1')
    expect(sent.searchParams.get('response_type')).toBe('code')
    expect(sent.searchParams.get('scope')).toBe('snsapi_userinfo')
    expect(sent.searchParams.get('state')).toBe('S7a1e')
    expect(sent.hash).toBe('#wechat_redirect')
    expect(JSON.parse(edge.kept.get(WECHAT_OAUTH_KEY)!)).toEqual({ state: 'S7a1e', app_id: 'wx-demo-appid' })
  })

  it("goes to WeChat's own page when the server names it (production)", () => {
    const edge = fakeEdge('https://fu.example/#/login')
    startWechatAuthorization({ authorizer_appid: 'wx123', authorize_url: 'https://open.weixin.qq.com/connect/oauth2/authorize' }, edge)
    expect(edge.sentTo[0]).toMatch(/^https:\/\/open\.weixin\.qq\.com\/connect\/oauth2\/authorize\?appid=wx123&redirect_uri=https%3A%2F%2Ffu\.example%2F%23%2Flogin&response_type=code&scope=snsapi_userinfo&state=S7a1e#wechat_redirect$/)
  })

  it('refuses a meeting without an authorised account, going nowhere', () => {
    const edge = fakeEdge('https://fu.example/#/login')
    expect(() => startWechatAuthorization({ authorizer_appid: '', authorize_url: '' }, edge)).toThrow(LoginProviderError)
    expect(edge.sentTo).toEqual([])
    expect(edge.kept.size).toBe(0)
  })

  it('a real state is 32 unpredictable hex digits (the WeChat browser edge)', async () => {
    const flows = wechatBrowser()
    // jsdom cannot leave the page (it reports "navigation not implemented"): the state it keeps is what would travel.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const states = new Set<string>()
    for (let i = 0; i < 3; i++) {
      await expect(flows.socialLogin('wechat', { officialAccount: DEV_ACCOUNT })).resolves.toEqual({ status: 'redirected' })
      states.add(JSON.parse(window.sessionStorage.getItem(WECHAT_OAUTH_KEY)!).state)
    }
    quiet.mockRestore()
    expect(states.size).toBe(3)
    for (const state of states) expect(state).toMatch(/^[0-9a-f]{32}$/)
  })
})

describe('coming back (WeChat browser platform, jsdom address and session storage)', () => {
  const pending = (state = 'S7a1e') => window.sessionStorage.setItem(WECHAT_OAUTH_KEY, JSON.stringify({ state, app_id: 'wx-demo-appid' }))

  it('exchanges the code with the app once the state matches, then cleans the address and keeps the route', async () => {
    api.loginWithWechat.mockResolvedValue(TOKEN)
    pending()
    returnTo('?code=dev-wx-abc&state=S7a1e')
    await expect(wechatBrowser().finishSocialLogin!()).resolves.toEqual({ status: 'token', token: TOKEN })
    expect(api.loginWithWechat).toHaveBeenCalledWith({ code: 'dev-wx-abc', app_id: 'wx-demo-appid' })
    expect(window.location.search).toBe('')
    expect(window.location.hash).toBe('#/login?redirect=%2Fmy%2Ftickets')
    expect(window.sessionStorage.getItem(WECHAT_OAUTH_KEY)).toBeNull()
  })

  it('4260: needs-binding with the code for /bind', async () => {
    api.loginWithWechat.mockResolvedValue(BINDING)
    pending()
    returnTo('?code=dev-wx-new&state=S7a1e')
    await expect(wechatBrowser().finishSocialLogin!()).resolves.toEqual({ status: 'needs-binding', provider: 'wechat', code: 'dev-wx-new', app_id: 'wx-demo-appid' })
  })

  it.each([
    ['a state this tab did not send', '?code=dev-wx-abc&state=forged', true],
    ['no state', '?code=dev-wx-abc', true],
    ['nothing kept in this tab', '?code=dev-wx-abc&state=S7a1e', false],
    ['a declined authorisation (state, no code)', '?state=S7a1e', true],
  ])('refuses %s: no sign-in, the code leaves the address', async (_, search, kept) => {
    if (kept) pending()
    returnTo(search)
    const answer = wechatBrowser().finishSocialLogin!()
    await expect(answer).rejects.toBeInstanceOf(LoginProviderError)
    await expect(answer).rejects.toThrow(OAUTH_UNVERIFIED)
    expect(api.loginWithWechat).not.toHaveBeenCalled()
    expect(window.location.href).not.toMatch(/code=|state=/)
    // A replayed address cannot try again: the pending state is spent.
    expect(window.sessionStorage.getItem(WECHAT_OAUTH_KEY)).toBeNull()
  })

  it('an address without an answer is not a return: nothing happens', async () => {
    pending()
    returnTo('?lang=en')
    await expect(wechatBrowser().finishSocialLogin!()).resolves.toBeUndefined()
    expect(api.loginWithWechat).not.toHaveBeenCalled()
    expect(window.sessionStorage.getItem(WECHAT_OAUTH_KEY)).not.toBeNull()
  })

  it("passes the server's refusal on as its ApiError", async () => {
    const refusal = new ApiError(400, { code: 4010, message: 'WeChat code invalid' })
    api.loginWithWechat.mockRejectedValue(refusal)
    pending()
    returnTo('?code=used&state=S7a1e')
    await expect(wechatBrowser().finishSocialLogin!()).rejects.toBe(refusal)
  })

  it('round trip: the state the page sent is the one it accepts back', async () => {
    api.loginWithWechat.mockResolvedValue(TOKEN)
    const edge = fakeEdge('https://h5.example.test/index.html#/meeting/home?meeting_id=m1', 'f00d')
    startWechatAuthorization(DEV_ACCOUNT, edge)
    const sent = new URL(edge.sentTo[0]).searchParams
    // What the authorisation page does: the answer goes before the #.
    const back = new URL(sent.get('redirect_uri')!)
    back.searchParams.set('code', 'dev-wx-me')
    back.searchParams.set('state', sent.get('state')!)
    edge.address = back.toString()
    await expect(finishWechatAuthorization(edge)).resolves.toEqual({ status: 'token', token: TOKEN })
    expect(edge.address).toBe('https://h5.example.test/index.html#/meeting/home?meeting_id=m1')
  })

  it('a plain browser has no authorisation return', () => {
    Object.defineProperty(window.navigator, 'userAgent', { value: 'Mozilla/5.0 (Macintosh) Safari/605.1.15', configurable: true })
    expect(createH5Flows(createH5Platform()).finishSocialLogin).toBeUndefined()
  })
})
