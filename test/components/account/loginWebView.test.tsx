/**
 * @jest-environment jsdom
 */
// The login screen inside the mini-program's web-view, with the real H5 flows over a platform faked at its edge
// (environment, address) and the api faked at its edge: "Sign in with WeChat" is offered only there and opens the
// native bridge page through wx.miniProgram; back from the bridge, the one-time ticket leaves the address, is
// exchanged once, and signs in; a used or expired ticket is refused with a clear message.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as auth from '@/api/auth'
import * as categoriesApi from '@/api/categories'
import * as meetingsApi from '@/api/meetings'
import * as wechat from '@/api/wechat'
import { ApiError } from '@/api/http'
import { createH5Flows } from '@/flows/h5'
import { loginBridgeUrl, routeWithTicket } from '@/flows/loginMiniProgram'
import loginScreen from '@/pages/account/login'
import type { ClientEnvironment } from '@/platform'
import { ErrorCode } from '@fu-types/errors'
import { fakePlatform } from '../../support/fakePlatform'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? require('node:util').TextEncoder })

jest.mock('@/api/auth')
const api = auth as jest.Mocked<typeof auth>
jest.mock('@/api/wechat')
const wechatApi = wechat as jest.Mocked<typeof wechat>
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const token = { token: 't'.repeat(32), user_id: 'u'.repeat(24) }
const QUERY = { redirect: '/my/tickets' }
const LOGIN_ROUTE = '/login?redirect=%2Fmy%2Ftickets'
const TICKET = 'tkt_0123456789abcdefghijklmnopqrstuvwxyz'

/** /login in `environment`, the address at `route`, with the real H5 flows of that runtime. */
async function renderIn(environment: Exclude<ClientEnvironment, 'weapp'>, variant: 'mobile' | 'desktop', route = LOGIN_ROUTE) {
  const platform = Object.assign(fakePlatform({ deviceVariant: () => variant }), { environment })
  platform.route = route
  const flows = createH5Flows(platform)
  const rendered = renderScreen(loginScreen, { route: 'login', variant, query: QUERY, language: 'en', platform, flows })
  const login = jest.spyOn(rendered.store.session, 'login').mockResolvedValue(undefined)
  await act(async () => { await Promise.resolve() })
  return { ...rendered, login, web: platform }
}

const wechatButton = () => screen.queryByRole('button', { name: 'Sign in with WeChat' })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  delete window.wx
  categories.listCategories.mockResolvedValue([])
  meetings.fetchMeeting.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
  wechatApi.serviceQrCode.mockResolvedValue({ url: 'https://weixin.qq.com/q/dev-qr-1', ticket: 'dev-qr-1', expire_seconds: 600, expires_at: 4102444800 } as never)
})

describe.each(['mobile', 'desktop'] as const)('login in the mini-program web-view (%s)', variant => {
  it('offers "Sign in with WeChat", which opens the native bridge page coming back to this screen', async () => {
    const navigateTo = jest.fn((options: { url: string; success?: () => void }) => options.success?.())
    window.wx = { miniProgram: { navigateTo } }
    await renderIn('miniprogram', variant)
    expect(wechatButton()).not.toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
    fireEvent.click(wechatButton()!)
    await waitFor(() => expect(navigateTo).toHaveBeenCalledTimes(1))
    expect(navigateTo.mock.calls[0][0].url).toBe(loginBridgeUrl(LOGIN_ROUTE))
    expect(api.loginWithWechat).not.toHaveBeenCalled()
  })

  it('offers no WeChat button in a plain browser', async () => {
    await renderIn('browser', variant)
    expect(screen.getByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument()
    expect(wechatButton()).toBeNull()
  })

  it("back from the bridge: the ticket leaves the address, is exchanged once, and signs in to the redirect", async () => {
    api.loginWithSigninTicket.mockResolvedValue(token)
    const { login, web } = await renderIn('miniprogram', variant, routeWithTicket(LOGIN_ROUTE, TICKET))
    await waitFor(() => expect(login).toHaveBeenCalledWith(token))
    expect(api.loginWithSigninTicket).toHaveBeenCalledTimes(1)
    expect(api.loginWithSigninTicket).toHaveBeenCalledWith(TICKET)
    expect(web.route).not.toContain('signin_ticket')
    expect(web.opened.concat(navigations.map(n => ({ route: n.url, replace: true }))).some(o => o.route.includes(TICKET))).toBe(false)
    await waitFor(() => expect(navigations.some(n => n.url === '/my/tickets')).toBe(true))
  })

  it('a used or expired ticket is refused with a clear message, and the screen stays usable', async () => {
    api.loginWithSigninTicket.mockRejectedValue(new ApiError(400, { code: ErrorCode.SigninTicketInvalid, message: 'sign-in ticket already used: sign in again', data: { reason: 'used' } }))
    const { login } = await renderIn('miniprogram', variant, routeWithTicket(LOGIN_ROUTE, TICKET))
    expect(await screen.findByText('This WeChat sign-in has expired or was already used. Please sign in again')).toBeInTheDocument()
    expect(login).not.toHaveBeenCalled()
    expect(wechatButton()).not.toBeNull()
  })
})
