/**
 * The desktop WeChat sign-in through the server's Open Platform website app: with one, the panel's button leaves for
 * WeChat's QR page (after the privacy agreement); back with `?code=&state=`, the address is cleaned, the login signs
 * in and goes where the server says, or sends a WeChat account without a phone to /bind; without one, the QR stand-in.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as wechat from '@/api/wechat'
import * as wechatWeb from '@/api/wechatWeb'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import { useLogin } from '@/pages/account/login/useLogin'
import { LoginDesktop } from '@/pages/account/login/desktop'
import { LoginForm } from '@/pages/account/login/LoginForm'
import { useWechatWeb, type WebSignInEdge } from '@/pages/account/login/useWechatWeb'
import { WechatWebPanel } from '@/pages/account/login/WechatWebPanel'
import { PENDING_WECHAT_APP_KEY, PENDING_WECHAT_CODE_KEY } from '@/pages/account/bind/useBind'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? require('node:util').TextEncoder })

jest.mock('@/api/auth')
jest.mock('@/api/wechat')
jest.mock('@/api/wechatWeb')
const api = { ...(wechat as jest.Mocked<typeof wechat>), ...(wechatWeb as jest.Mocked<typeof wechatWeb>) }

const AUTHORIZE = { authorize_url: 'https://open.weixin.qq.com/connect/qrconnect?appid=wxweb&state=s#wechat_redirect', state: 's'.repeat(32) }
const token = { token: 't'.repeat(64), user_id: 'u'.repeat(24) }

function edgeAt(href: string): WebSignInEdge & { assign: jest.Mock; replaceAddress: jest.Mock } {
  return { href: () => href, assign: jest.fn(), replaceAddress: jest.fn() }
}

function Harness({ query, edge }: { query: Record<string, string>; edge: WebSignInEdge }) {
  const data = useLogin(query)
  const web = useWechatWeb(data, edge)
  return <><LoginForm data={data} variant='desktop' />{web.available ? <WechatWebPanel web={web} t={data.t} /> : null}</>
}

function render(edge: WebSignInEdge, query: Record<string, string> = { redirect: '/my/tickets' }) {
  const rendered = renderWithStores(<Harness query={query} edge={edge} />, { language: 'en' })
  const login = jest.spyOn(rendered.store.session, 'login').mockResolvedValue(undefined)
  return { ...rendered, login }
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  api.wechatWebAuthorize.mockResolvedValue(AUTHORIZE)
  api.serviceQrCode.mockResolvedValue({ ticket: 'dev-qr-0123456789abcdef', expire_seconds: 600, poll_key: 'k'.repeat(32) })
  api.pollServiceQrCode.mockResolvedValue({ status: 'waiting' })
})

it("leaves for WeChat's sign-in page, for the redirect, only after the privacy agreement", async () => {
  const edge = edgeAt('https://expo.example.com/#/login')
  render(edge)
  const button = await screen.findByText('Sign in with WeChat')
  expect(api.wechatWebAuthorize).toHaveBeenCalledWith('/my/tickets')
  fireEvent.click(button)
  expect(edge.assign).not.toHaveBeenCalled()
  expect(screen.getByText('Please read and accept the privacy policy first')).toBeInTheDocument()
  fireEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
  fireEvent.click(screen.getByText('Sign in with WeChat'))
  expect(edge.assign).toHaveBeenCalledWith(AUTHORIZE.authorize_url)
})

it('back from WeChat: the code leaves the address, the sign-in finishes and goes where the server says', async () => {
  api.loginWithWechatWeb.mockResolvedValue({ ...token, redirect: '/meeting/agenda' })
  const edge = edgeAt('https://expo.example.com/?code=C0DE&state=S1234567890123456#/login')
  const { login } = render(edge, {})
  await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/meeting/agenda' }]))
  expect(api.loginWithWechatWeb).toHaveBeenCalledTimes(1)
  expect(api.loginWithWechatWeb).toHaveBeenCalledWith({ code: 'C0DE', state: 'S1234567890123456' })
  expect(edge.replaceAddress).toHaveBeenCalledWith('https://expo.example.com/#/login')
  expect(login).toHaveBeenCalledWith(token)
  expect(api.wechatWebAuthorize).not.toHaveBeenCalled()
})

it('back from WeChat without a phone bound (4260): /bind with the code and the app kept out of the URL', async () => {
  api.loginWithWechatWeb.mockRejectedValue(new ApiError(400, { code: ErrorCode.WechatLoginNeedsBinding, message: 'bind', data: { provider: 'wechat', app_id: 'wxweb', redirect: '/my/order' } }))
  const { platform } = render(edgeAt('https://expo.example.com/?code=C0DE&state=S1234567890123456#/login'), {})
  await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/bind?redirect=%2Fmy%2Forder' }]))
  expect(platform.storage.get(PENDING_WECHAT_CODE_KEY)).toBe('C0DE')
  expect(platform.storage.get(PENDING_WECHAT_APP_KEY)).toBe('wxweb')
})

it('a refused state (4267) says the sign-in expired and signs nobody in', async () => {
  api.loginWithWechatWeb.mockRejectedValue(new ApiError(400, { code: ErrorCode.WechatStateInvalid, message: 'used', data: { reason: 'used' } }))
  const { login } = render(edgeAt('https://expo.example.com/?code=C0DE&state=S1234567890123456#/login'), {})
  expect(await screen.findByText('This WeChat sign-in has expired or was already used. Please sign in again')).toBeInTheDocument()
  expect(login).not.toHaveBeenCalled()
  expect(navigations).toEqual([])
})

it('without a website app on the server (503) the desktop login shows the QR code instead', async () => {
  api.wechatWebAuthorize.mockRejectedValue(new ApiError(503, { code: ErrorCode.ProviderUnavailable, message: 'not configured' }))
  renderWithStores(<LoginDesktopHarness />, { language: 'en' })
  expect(await screen.findByLabelText('WeChat sign-in QR code')).toBeInTheDocument()
  expect(screen.queryByText('Sign in with WeChat')).toBeNull()
})

function LoginDesktopHarness() {
  return <LoginDesktop data={useLogin({})} />
}
