import { fireEvent, screen, waitFor } from '@testing-library/react'
import { runInAction } from 'mobx'
import * as auth from '@/api/auth'
import * as users from '@/api/users'
import { ApiError } from '@/api/http'
import { PENDING_WECHAT_CODE_KEY, useBind } from '@/pages/account/bind/useBind'
import { BindMobile } from '@/pages/account/bind/mobile'
import { BindDesktop } from '@/pages/account/bind/desktop'
import { ErrorCode } from '@fu-types/errors'
import { useStores } from '@/stores'
import { useState } from 'react'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), sendPhoneCode: jest.fn(), loginWithWechat: jest.fn() }))
jest.mock('@/api/users')
const api = auth as jest.Mocked<typeof auth>
const usersApi = users as jest.Mocked<typeof users>

const PHONE = '13800000002'
const USER_ID = '6610000000000000000000ab'
const token = { token: 't'.repeat(32), user_id: USER_ID }
type Variant = typeof BindMobile | typeof BindDesktop

/** `setup` runs once before the screen's hook, with the real stores (to sign in, or to keep a WeChat code). */
function Harness({ Variant, query, setup }: { Variant: Variant; query: Record<string, string>; setup: (stores: ReturnType<typeof useStores>) => void }) {
  const stores = useStores()
  useState(() => setup(stores))
  return <Variant data={useBind(query)} />
}

/** Renders /bind as a signed-in person, as a WeChat sign-in waiting for a phone, or signed out. */
function renderBind(Variant: Variant, as: 'account' | 'wechat' | 'signed-out', query: Record<string, string> = { redirect: '/my/tickets' }) {
  const spies: { login?: jest.SpyInstance } = {}
  const setup = ({ session, platform }: ReturnType<typeof useStores>) => {
    if (as === 'wechat') platform.storage.set(PENDING_WECHAT_CODE_KEY, 'dev-wechat-abc')
    if (as === 'account') runInAction(() => { session.token = 'x'; session.userId = USER_ID })
    spies.login = jest.spyOn(session, 'login').mockResolvedValue(undefined)
    jest.spyOn(session, 'refreshUser').mockResolvedValue(undefined)
  }
  const rendered = renderWithStores(<Harness Variant={Variant} query={query} setup={setup} />, { language: 'en' })
  return { ...rendered, login: spies.login! }
}

const phoneInput = () => screen.getByLabelText('Mobile number')
const codeInput = () => screen.getByLabelText('Verification code')
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  api.sendPhoneCode.mockResolvedValue({ sent: 1 })
  usersApi.updateProfile.mockResolvedValue({} as never)
  api.loginWithWechat.mockResolvedValue(token)
})

describe.each([['mobile', BindMobile], ['desktop', BindDesktop]] as const)('bind phone (%s)', (variant, Variant) => {
  it('has a heading, labelled fields and its own layout', () => {
    const { container } = renderBind(Variant, 'account')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bind your phone number')
    expect(screen.getByText(/cannot be changed/)).toBeInTheDocument()
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'false')
    expect(container.querySelector(`.fu-bind--${variant}`)).not.toBeNull()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-bind__card')).not.toBeNull()
  })

  it('checks the phone and the code beside their fields before calling the server', () => {
    renderBind(Variant, 'account')
    type(phoneInput(), '12345')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(errorOf(phoneInput())).toHaveTextContent('mainland China')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(errorOf(codeInput())).toHaveTextContent('Please enter the verification code')
    expect(api.sendPhoneCode).not.toHaveBeenCalled()
    expect(usersApi.updateProfile).not.toHaveBeenCalled()
  })

  it('sends the code, counts down, binds the phone to the account and goes to the redirect', async () => {
    const { platform } = renderBind(Variant, 'account')
    type(phoneInput(), PHONE)
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: /Resend in 60/ })).toBeInTheDocument()
    expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: PHONE, area_code: '86', language: 'en' })
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
    expect(usersApi.updateProfile).toHaveBeenCalledWith(USER_ID, { phone: PHONE, area_code: '86', code: '123456' })
    expect(platform.toasts).toEqual(['Phone number bound'])
  })

  it.each([
    [ErrorCode.CodeInvalid, 'code', 'Wrong verification code'],
    [ErrorCode.AccountPhoneTaken, 'phone', 'This phone number is used by another account'],
  ] as const)('shows server code %s beside the %s field', async (code, field, text) => {
    usersApi.updateProfile.mockRejectedValue(new ApiError(409, { code, message: 'refused' }))
    renderBind(Variant, 'account')
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    const input = field === 'code' ? codeInput : phoneInput
    await waitFor(() => expect(errorOf(input())).toHaveTextContent(text))
    expect(navigations).toEqual([])
  })

  it('says so when the account already has a phone', async () => {
    usersApi.updateProfile.mockRejectedValue(new ApiError(409, { code: ErrorCode.AccountFieldLocked, message: 'locked' }))
    renderBind(Variant, 'account')
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('already has a phone number')
  })

  it('finishes a WeChat sign-in (4260): the kept code, the phone and its SMS code go to /tokens/wechat', async () => {
    const { login, platform } = renderBind(Variant, 'wechat')
    expect(screen.getByText(/This WeChat account has no phone number yet/)).toBeInTheDocument()
    type(phoneInput(), PHONE)
    type(codeInput(), '654321')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
    expect(api.loginWithWechat).toHaveBeenCalledWith({ code: 'dev-wechat-abc', phone: PHONE, area_code: '86', verify_code: '654321' })
    expect(login).toHaveBeenCalledWith(token)
    expect(platform.stored.has(PENDING_WECHAT_CODE_KEY)).toBe(false)
  })

  it('signed out with nothing to finish: offers the login, coming back here', () => {
    renderBind(Variant, 'signed-out')
    expect(screen.getByText('Please sign in before binding a phone number')).toBeInTheDocument()
    expect(screen.queryByLabelText('Mobile number')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: '/login?redirect=%2Fbind%3Fredirect%3D%252Fmy%252Ftickets' }])
  })

  it('shows a network failure as its message and stays', async () => {
    const { NetworkError } = jest.requireActual('@/api/http')
    usersApi.updateProfile.mockRejectedValue(new NetworkError('offline'))
    renderBind(Variant, 'account')
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/network/i)
    expect(navigations).toEqual([])
  })
})
