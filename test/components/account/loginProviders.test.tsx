import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import * as wechat from '@/api/wechat'
import { ApiError } from '@/api/http'
import { useLogin } from '@/pages/account/login/useLogin'
import { LoginMobile } from '@/pages/account/login/mobile'
import { LoginDesktop } from '@/pages/account/login/desktop'
import { PENDING_WECHAT_APP_KEY, PENDING_WECHAT_CODE_KEY } from '@/pages/account/bind/useBind'
import { LoginProviderError, OAUTH_UNVERIFIED, type LoginProvider, type SocialLoginResult } from '@/flows'
import { useStores } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

// jsdom has no TextEncoder; the qrcode package needs it for the desktop WeChat QR code.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? require('node:util').TextEncoder })

jest.mock('@/api/auth')
jest.mock('@/api/wechat')
const wechatApi = wechat as jest.Mocked<typeof wechat>

const token = { token: 't'.repeat(32), user_id: 'u'.repeat(24) }
type Variant = typeof LoginMobile | typeof LoginDesktop
type Stores = ReturnType<typeof useStores>

function Harness({ Variant, query, setup }: { Variant: Variant; query: Record<string, string>; setup: (stores: Stores) => void }) {
  const stores = useStores()
  useState(() => setup(stores))
  return <Variant data={useLogin(query)} />
}

/** The login screen on a platform offering `providers`; socialLogin answers `result` (or fails with it). */
function renderLogin(Variant: Variant, options: { providers?: LoginProvider[]; result?: SocialLoginResult | Error; query?: Record<string, string>; setup?: (stores: Stores) => void } = {}) {
  const spies: { login?: jest.SpyInstance; social?: jest.Mock } = {}
  const setup = ({ session, platform, flows }: Stores) => {
    const fake = flows as unknown as { providers: LoginProvider[] }
    if (options.providers) fake.providers = options.providers
    spies.social = jest.fn(async () => {
      if (options.result instanceof Error) throw options.result
      return options.result ?? { status: 'token', token }
    })
    flows.socialLogin = spies.social
    spies.login = jest.spyOn(session, 'login').mockResolvedValue(undefined)
    options.setup?.({ session, platform, flows } as Stores)
  }
  const rendered = renderWithStores(<Harness Variant={Variant} query={options.query ?? { redirect: '/my/tickets' }} setup={setup} />, { language: 'en' })
  return { ...rendered, login: spies.login!, social: spies.social! }
}

const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
const QR = { url: 'https://weixin.qq.com/q/dev-qr-1', ticket: 'dev-qr-1', expire_seconds: 600, expires_at: 4102444800 }

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  wechatApi.serviceQrCode.mockResolvedValue(QR)
})

describe.each([['mobile', LoginMobile], ['desktop', LoginDesktop]] as const)('other sign-in ways (%s)', (_variant, Variant) => {
  it("shows the browser's Google and Facebook buttons, no WeChat", () => {
    renderLogin(Variant)
    expect(screen.getByRole('button', { name: 'Sign in with Google' }).tagName).toBe('BUTTON')
    expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign in with WeChat' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Phone' })).toBeInTheDocument()
  })

  it('shows WeChat authorisation with phone and e-mail in the WeChat browser', () => {
    renderLogin(Variant, { providers: ['wechat', 'phone', 'email'] })
    expect(screen.getByRole('button', { name: 'Sign in with WeChat' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'E-mail' })).toBeInTheDocument()
  })

  it('asks for the privacy agreement first', () => {
    const { social } = renderLogin(Variant)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }))
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAttribute('aria-invalid', 'true')
    expect(social).not.toHaveBeenCalled()
  })

  it('starts ticked when coming back from the accepted policy', () => {
    renderLogin(Variant, { query: { agreed: '1' } })
    expect(screen.getByRole('checkbox', { name: /Privacy Policy/ })).toHaveAttribute('aria-checked', 'true')
  })

  it('signs in with Google through the platform, saves the session and goes to the redirect', async () => {
    const { social, login } = renderLogin(Variant)
    agree()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
    expect(social.mock.calls[0][0]).toBe('google')
    // Where Google may draw its own button when its prompt does not show: an element of this page.
    const slot = social.mock.calls[0][1]?.buttonSlot
    expect(slot && document.getElementById(slot)).toBeTruthy()
    expect(login).toHaveBeenCalledWith(token)
  })

  it('WeChat 4260: keeps the code and goes to /bind with the redirect', async () => {
    const { platform, login } = renderLogin(Variant, { providers: ['wechat', 'phone', 'email'], result: { status: 'needs-binding', provider: 'wechat', code: 'dev-wechat-x' } })
    agree()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with WeChat' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/bind?redirect=%2Fmy%2Ftickets' }]))
    expect(platform.storage.get(PENDING_WECHAT_CODE_KEY)).toBe('dev-wechat-x')
    expect(login).not.toHaveBeenCalled()
  })

  it.each([
    ['the provider failing', new LoginProviderError('cancelled'), 'Sign-in failed. Please try again or use another way'],
    ['too frequent', new ApiError(429, { code: 4290, message: 'do not operate frequently' }), 'Do not operate too frequently, please try again later'],
  ])('shows %s as a message and stays', async (_name, error, text) => {
    renderLogin(Variant, { result: error })
    agree()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Facebook' }))
    await waitFor(() => expect(screen.getByText(text)).toHaveAttribute('role', 'alert'))
    expect(navigations).toEqual([])
    expect(screen.getByRole('button', { name: 'Sign in with Facebook' })).toHaveAttribute('aria-disabled', 'false')
  })
})

describe.each([['mobile', LoginMobile], ['desktop', LoginDesktop]] as const)('WeChat browser authorisation (%s)', (_variant, Variant) => {
  const ACCOUNT = { authorizer_appid: 'wx-demo-appid', meeting_id: 'm1', scope: 'snsapi_userinfo', authorize_url: '/fu/api/dev/wechat/oauth2/authorize' }
  const QUERY = { redirect: '/my/tickets', meeting_id: 'm1' }

  /** The login screen in the WeChat browser; `back` is what the authorisation page's return gave at app start. */
  function renderInWechat(back?: SocialLoginResult | Error, result: SocialLoginResult = { status: 'redirected' }) {
    return renderLogin(Variant, {
      providers: ['wechat', 'phone', 'email'], query: QUERY, result,
      setup: ({ platform, flows }) => {
        Object.assign(platform, { environment: 'wechat' })
        if (back) flows.finishSocialLogin = async () => { if (back instanceof Error) throw back; return back }
      },
    })
  }

  it("offers WeChat for a meeting with an authorised account and leaves for its authorisation page", async () => {
    wechatApi.wechatAuthorization.mockResolvedValue(ACCOUNT)
    const { social, login } = renderInWechat()
    const button = await screen.findByRole('button', { name: 'Sign in with WeChat' })
    expect(wechatApi.wechatAuthorization).toHaveBeenCalledWith({ meeting_id: 'm1' })
    agree()
    fireEvent.click(button)
    await waitFor(() => expect(social).toHaveBeenCalledWith('wechat', { officialAccount: ACCOUNT }))
    // The page is leaving: the button stays busy, nothing else happens here.
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toHaveAttribute('aria-disabled', 'true')
    expect(navigations).toEqual([])
    expect(login).not.toHaveBeenCalled()
  })

  it('a meeting without an authorised account gets the phone and e-mail sign-in only', async () => {
    wechatApi.wechatAuthorization.mockResolvedValue(undefined)
    renderInWechat()
    await waitFor(() => expect(wechatApi.wechatAuthorization).toHaveBeenCalled())
    expect(screen.queryByRole('button', { name: 'Sign in with WeChat' })).toBeNull()
    expect(screen.getByRole('tab', { name: 'Phone' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'E-mail' })).toBeInTheDocument()
  })

  it("back from the authorisation page with a token: signed in and on to the redirect", async () => {
    wechatApi.wechatAuthorization.mockResolvedValue(ACCOUNT)
    const { login } = renderInWechat({ status: 'token', token })
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
    expect(login).toHaveBeenCalledWith(token)
  })

  it('back with 4260: the code waits for /bind, which keeps the redirect', async () => {
    wechatApi.wechatAuthorization.mockResolvedValue(ACCOUNT)
    const { platform, login } = renderInWechat({ status: 'needs-binding', provider: 'wechat', code: 'dev-wx-new', app_id: 'wx-demo-appid' })
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/bind?redirect=%2Fmy%2Ftickets&meeting_id=m1' }]))
    expect(platform.storage.get(PENDING_WECHAT_CODE_KEY)).toBe('dev-wx-new')
    // Binding then keeps the openid of that account (POST /tokens/wechat with app_id).
    expect(platform.storage.get(PENDING_WECHAT_APP_KEY)).toBe('wx-demo-appid')
    expect(login).not.toHaveBeenCalled()
  })

  it('back with a state this tab did not send: refused with a clear message, no sign-in', async () => {
    wechatApi.wechatAuthorization.mockResolvedValue(ACCOUNT)
    const { login } = renderInWechat(new LoginProviderError(OAUTH_UNVERIFIED))
    expect(await screen.findByText('This WeChat sign-in could not be verified. Please sign in again')).toHaveAttribute('role', 'alert')
    expect(login).not.toHaveBeenCalled()
    expect(navigations).toEqual([])
    expect(screen.getByRole('button', { name: 'Sign in with WeChat' })).toHaveAttribute('aria-disabled', 'false')
  })
})

describe('desktop WeChat QR panel', () => {
  it('shows the QR code of the returned url with its expiry, and refreshes it', async () => {
    renderLogin(LoginDesktop)
    const image = await screen.findByLabelText('WeChat sign-in QR code')
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(image).toHaveAttribute('data-ticket', 'dev-qr-1')
    expect(screen.getByText('Code valid until 2100.01.01 08:00')).toBeInTheDocument()
    expect(wechatApi.serviceQrCode).toHaveBeenCalledWith({ ttl: 600 })

    wechatApi.serviceQrCode.mockResolvedValue({ ...QR, ticket: 'dev-qr-2', url: 'https://weixin.qq.com/q/dev-qr-2' })
    fireEvent.click(screen.getByRole('button', { name: 'Refresh code' }))
    await waitFor(() => expect(screen.getByLabelText('WeChat sign-in QR code')).toHaveAttribute('data-ticket', 'dev-qr-2'))
    expect(wechatApi.serviceQrCode).toHaveBeenCalledTimes(2)
  })

  it('says when the code has expired', async () => {
    wechatApi.serviceQrCode.mockResolvedValue({ ...QR, expires_at: 1000 })
    renderLogin(LoginDesktop)
    expect(await screen.findByText('The code has expired. Please refresh it')).toHaveAttribute('role', 'alert')
  })

  it('shows a failure with the refresh as its retry, for the meeting it came from', async () => {
    wechatApi.serviceQrCode.mockRejectedValueOnce(new ApiError(503, { code: 4261, message: 'not configured' }))
    renderLogin(LoginDesktop, { query: { meeting_id: 'm1' } })
    expect(await screen.findByText('Could not load the QR code')).toHaveAttribute('role', 'alert')
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Refresh code' })) })
    expect(await screen.findByLabelText('WeChat sign-in QR code')).toBeInTheDocument()
    expect(wechatApi.serviceQrCode).toHaveBeenLastCalledWith({ ttl: 600, meeting_id: 'm1' })
  })

  it('is not on the mobile variant', () => {
    renderLogin(LoginMobile)
    expect(screen.queryByRole('button', { name: 'Refresh code' })).toBeNull()
    expect(wechatApi.serviceQrCode).not.toHaveBeenCalled()
  })
})
