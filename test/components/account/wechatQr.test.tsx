/**
 * The desktop WeChat QR panel finishing a sign-in: it polls the code's state while the page is visible (not when
 * hidden, not after unmount), shows the scan, signs in with the confirmed token and goes to the redirect, sends an
 * unbound WeChat account to /bind, waits for the privacy agreement, and offers a new code once expired.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as wechat from '@/api/wechat'
import { NetworkError } from '@/api/http'
import { useLogin } from '@/pages/account/login/useLogin'
import { LoginDesktop } from '@/pages/account/login/desktop'
import { QR_POLL_MS } from '@/pages/account/login/useWechatQr'
import { PENDING_WECHAT_CODE_KEY } from '@/pages/account/bind/useBind'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

// jsdom has no TextEncoder; the qrcode package needs it for the QR image.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? require('node:util').TextEncoder })

jest.mock('@/api/auth')
jest.mock('@/api/wechat')
const api = wechat as jest.Mocked<typeof wechat>

const CODE = { ticket: 'dev-qr-0123456789abcdef', url: 'https://weixin.qq.com/q/dev-qr-0123456789abcdef', expire_seconds: 600, expires_at: 4102444800, poll_key: 'k'.repeat(32) }
const token = { token: 't'.repeat(64), user_id: 'u'.repeat(24) }

let hidden = false
Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') })
const setHidden = (value: boolean) => act(() => {
  hidden = value
  document.dispatchEvent(new Event('visibilitychange'))
})

function Harness({ query }: { query: Record<string, string> }) {
  return <LoginDesktop data={useLogin(query)} />
}

async function renderPanel(query: Record<string, string> = { redirect: '/my/tickets' }) {
  const rendered = renderWithStores(<Harness query={query} />, { language: 'en' })
  const login = jest.spyOn(rendered.store.session, 'login').mockResolvedValue(undefined)
  await screen.findByLabelText('WeChat sign-in QR code')
  return { ...rendered, login }
}

const agree = () => fireEvent.click(screen.getByRole('checkbox', { name: /Privacy Policy/ }))
/** Lets one poll interval pass and its answer arrive. */
const nextPoll = () => act(async () => { await jest.advanceTimersByTimeAsync(QR_POLL_MS) })

beforeEach(() => {
  jest.useFakeTimers()
  jest.resetAllMocks()
  navigations.length = 0
  hidden = false
  api.serviceQrCode.mockResolvedValue(CODE)
  api.pollServiceQrCode.mockResolvedValue({ status: 'waiting' })
})
afterEach(() => jest.useRealTimers())

it('polls the code, shows the scan, then signs in with the confirmed token and goes to the redirect', async () => {
  const { login } = await renderPanel()
  agree()
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenLastCalledWith(CODE.ticket, CODE.poll_key)
  expect(screen.queryByText('Scanned. Confirm the sign-in on your phone')).toBeNull()

  api.pollServiceQrCode.mockResolvedValue({ status: 'scanned' })
  await nextPoll()
  expect(screen.getByText('Scanned. Confirm the sign-in on your phone')).toHaveAttribute('role', 'status')

  api.pollServiceQrCode.mockResolvedValue({ status: 'confirmed', ...token })
  await nextPoll()
  await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
  expect(login).toHaveBeenCalledWith(token)
  expect(screen.getByText('Signing in…')).toBeInTheDocument()

  // Settled: no more polls.
  const calls = api.pollServiceQrCode.mock.calls.length
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenCalledTimes(calls)
})

it('sends a WeChat account without a phone to /bind with its code kept out of the URL (4260)', async () => {
  const { platform, login } = await renderPanel({ redirect: '/my/order', meeting_id: 'm1' })
  agree()
  api.pollServiceQrCode.mockResolvedValue({ status: 'bind_phone', code: 'dev-wechat-new' })
  await nextPoll()
  await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/bind?redirect=%2Fmy%2Forder&meeting_id=m1' }]))
  expect(platform.storage.get(PENDING_WECHAT_CODE_KEY)).toBe('dev-wechat-new')
  expect(login).not.toHaveBeenCalled()
})

it('holds a confirmed scan until the privacy agreement is ticked (SPEC §5)', async () => {
  const { login } = await renderPanel()
  api.pollServiceQrCode.mockResolvedValue({ status: 'confirmed', ...token })
  await nextPoll()
  const checkbox = screen.getByRole('checkbox', { name: /Privacy Policy/ })
  expect(checkbox).toHaveAttribute('aria-invalid', 'true')
  expect(screen.getByText('Tick the privacy agreement to finish signing in')).toBeInTheDocument()
  expect(login).not.toHaveBeenCalled()

  agree()
  await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
  expect(login).toHaveBeenCalledWith(token)
})

it('stops polling while the page is hidden and after unmount, and keeps polling through a failed poll', async () => {
  const { unmount } = await renderPanel()
  api.pollServiceQrCode.mockRejectedValueOnce(new NetworkError(false, new Error('offline')))
  await nextPoll()
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenCalledTimes(2)

  setHidden(true)
  await nextPoll()
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenCalledTimes(2)

  setHidden(false)
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenCalledTimes(3)

  unmount()
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenCalledTimes(3)
})

it('shows the expiry the server reports and polls the new code after a refresh', async () => {
  await renderPanel()
  api.pollServiceQrCode.mockResolvedValue({ status: 'expired' })
  await nextPoll()
  expect(screen.getByText('The code has expired. Please refresh it')).toHaveAttribute('role', 'alert')
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenCalledTimes(1)

  const fresh = { ...CODE, ticket: 'dev-qr-fedcba9876543210', url: 'https://weixin.qq.com/q/dev-qr-fedcba9876543210', poll_key: 'n'.repeat(32) }
  api.serviceQrCode.mockResolvedValue(fresh)
  api.pollServiceQrCode.mockResolvedValue({ status: 'waiting' })
  await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Refresh code' })) })
  await waitFor(() => expect(screen.getByLabelText('WeChat sign-in QR code')).toHaveAttribute('data-ticket', fresh.ticket))
  expect(screen.queryByText('The code has expired. Please refresh it')).toBeNull()
  await nextPoll()
  expect(api.pollServiceQrCode).toHaveBeenLastCalledWith(fresh.ticket, fresh.poll_key)
})

it('does not poll a code that came without a poll key', async () => {
  api.serviceQrCode.mockResolvedValue({ ...CODE, poll_key: undefined })
  await renderPanel()
  await nextPoll()
  expect(api.pollServiceQrCode).not.toHaveBeenCalled()
  expect(screen.getByText('Code valid until 2100.01.01 08:00')).toBeInTheDocument()
})

it('when signing in with the confirmed scan fails, says so and offers a new code', async () => {
  const { login } = await renderPanel()
  login.mockRejectedValue(new NetworkError(false, new Error('offline')))
  agree()
  api.pollServiceQrCode.mockResolvedValue({ status: 'confirmed', ...token })
  await nextPoll()
  await waitFor(() => expect(screen.getByText('The code has expired. Please refresh it')).toHaveAttribute('role', 'alert'))
  expect(screen.getAllByRole('alert').map(a => a.textContent)).toContain('Network error, please refresh and try again')
  expect(screen.getByRole('button', { name: 'Refresh code' })).toHaveAttribute('aria-disabled', 'false')
  expect(navigations).toEqual([])
})
