// The bridge page's WeChat sign-in for the web-view (src/pages/webview/api/BridgeLogin), rendered as in the H5 stand-ins
// with WeChat faked at its edges: the flows' socialLogin (wx.login → POST /tokens/wechat) and the phone-number button's
// event; the api faked at its edge. Signed in → a one-time ticket → the web-view shell reopened at the original route
// with the ticket and never the token; a first-time person binds the phone WeChat verified, or by SMS code; a failure
// offers a retry. The real page under miniprogram-simulate: test/weapp/bridgeLogin.test.ts.
import type { ReactNode } from 'react'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as auth from '@/api/auth'
import { BridgeLogin } from '@/pages/webview/api/BridgeLogin'
import type { SocialLoginResult } from '@/flows'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth')
const api = auth as jest.Mocked<typeof auth>

/** WeChat's phone-number button: what the person answers in WeChat's sheet (a code, or nothing when they decline). */
let mockPhoneAnswer: { code?: string; errMsg: string } = { errMsg: 'getPhoneNumber:fail user deny' }
jest.mock('@tarojs/components', () => {
  const standIns = jest.requireActual('../../support/taroComponents')
  const { createElement } = jest.requireActual('react')
  return {
    ...standIns,
    Button: (props: { openType?: string; onGetPhoneNumber?: (e: { detail: unknown }) => void; children?: ReactNode; className?: string; disabled?: boolean }) =>
      props.openType === 'getPhoneNumber'
        ? createElement('button', { type: 'button', className: props.className, disabled: props.disabled, onClick: () => props.onGetPhoneNumber?.({ detail: mockPhoneAnswer }) }, props.children)
        : createElement(standIns.Button, props),
  }
})

const BACK = '/login?redirect=%2Fmy%2Ftickets'
const TICKET = 'tkt_0123456789abcdefghijklmnopqrstuvwxyz'
const token = { token: 'native-session-token-'.padEnd(40, 'x'), user_id: 'u'.repeat(24) }

function render(socialLogin: () => Promise<SocialLoginResult>) {
  const rendered = renderWithStores(<BridgeLogin back={BACK} />, { language: 'en', flows: { socialLogin: jest.fn(socialLogin) } })
  const login = jest.spyOn(rendered.store.session, 'login').mockImplementation(async answer => {
    rendered.store.session.token = answer.token
    rendered.store.session.userId = answer.user_id
  })
  return { ...rendered, login }
}

/** Where the bridge sent the mini-program: the web-view shell's route, decoded. */
async function reopenedRoute(): Promise<string> {
  await waitFor(() => expect(navigations.some(n => n.method === 'redirectTo')).toBe(true))
  const { url } = navigations.find(n => n.method === 'redirectTo')!
  expect(url.startsWith('/pages/fu-h5/index?link=')).toBe(true)
  return decodeURIComponent(url.slice('/pages/fu-h5/index?link='.length))
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  mockPhoneAnswer = { errMsg: 'getPhoneNumber:fail user deny' }
  api.signinTicket.mockResolvedValue({ ticket: TICKET, expires_in: 60 })
  api.needsPhoneBinding.mockImplementation(result => (result as { code?: number }).code === 4260)
})

it('a bound person: signed in natively, then the web-view reopens at the original route with a ticket, never the token', async () => {
  const { login } = render(async () => ({ status: 'token', token }))
  expect(screen.getByRole('status')).toHaveTextContent('Signing in with WeChat')
  const route = await reopenedRoute()
  expect(login).toHaveBeenCalledWith(token)
  expect(api.signinTicket).toHaveBeenCalledTimes(1)
  expect(route).toBe(`/login?redirect=%2Fmy%2Ftickets&signin_ticket=${TICKET}`)
  expect(navigations.every(n => !n.url.includes(token.token) && !decodeURIComponent(n.url).includes(token.token))).toBe(true)
})

it("a first-time person binds the phone WeChat verified with the phone-number button", async () => {
  api.loginWithWechat.mockResolvedValue(token)
  render(async () => ({ status: 'needs-binding', provider: 'wechat', code: 'wx-login-code-1' }))
  expect(await screen.findByRole('heading', { name: 'Link a phone number' })).toBeInTheDocument()
  mockPhoneAnswer = { errMsg: 'getPhoneNumber:ok', code: 'phone-code-1' }
  fireEvent.click(screen.getByRole('button', { name: 'Use my WeChat phone number' }))
  expect((await reopenedRoute()).endsWith(`signin_ticket=${TICKET}`)).toBe(true)
  expect(api.loginWithWechat).toHaveBeenCalledWith({ code: 'wx-login-code-1', phone_code: 'phone-code-1' })
})

it('declining the phone number leaves the SMS code, which binds the typed number', async () => {
  api.sendPhoneCode.mockResolvedValue({ sent: 1 })
  api.loginWithWechat.mockResolvedValue(token)
  render(async () => ({ status: 'needs-binding', provider: 'wechat', code: 'wx-login-code-2' }))
  fireEvent.click(await screen.findByRole('button', { name: 'Use my WeChat phone number' }))
  expect(await screen.findByRole('alert')).toHaveTextContent('WeChat did not share a phone number')
  expect(api.loginWithWechat).not.toHaveBeenCalled()

  // A wrong number is refused before anything is sent.
  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '123' } })
  fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }))
  expect(api.loginWithWechat).not.toHaveBeenCalled()

  fireEvent.change(screen.getByLabelText('Mobile number'), { target: { value: '13800000009' } })
  fireEvent.click(screen.getByRole('button', { name: /Send code/ }))
  await waitFor(() => expect(api.sendPhoneCode).toHaveBeenCalledWith(expect.objectContaining({ phone: '13800000009', area_code: '86' })))
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } })
  fireEvent.click(screen.getByRole('button', { name: 'Link and sign in' }))
  await reopenedRoute()
  expect(api.loginWithWechat).toHaveBeenCalledWith({ code: 'wx-login-code-2', phone: '13800000009', area_code: '86', verify_code: '123456' })
})

it('a failed sign-in says so and can be retried', async () => {
  let attempts = 0
  render(async () => {
    attempts++
    if (attempts === 1) throw new Error('wx.login failed')
    return { status: 'token', token }
  })
  expect(await screen.findByRole('alert')).toHaveTextContent('WeChat sign-in failed')
  expect(navigations).toHaveLength(0)
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Retry' })) })
  await reopenedRoute()
  expect(attempts).toBe(2)
})
