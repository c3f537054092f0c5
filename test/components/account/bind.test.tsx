import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as auth from '@/api/auth'
import * as categoriesApi from '@/api/categories'
import * as meetings from '@/api/meetings'
import * as users from '@/api/users'
import { ApiError } from '@/api/http'
import { PENDING_WECHAT_CODE_KEY } from '@/pages/account/bind/useBind'
import bindScreen from '@/pages/account/bind'
import { SESSION_KEYS } from '@/stores/SessionStore'
import { ErrorCode } from '@fu-types/errors'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), sendPhoneCode: jest.fn(), loginWithWechat: jest.fn() }))
// The frame loads the meeting and, on a desktop, its navigation.
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = auth as jest.Mocked<typeof auth>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetingsApi = meetings as jest.Mocked<typeof meetings>
const usersApi = users as jest.Mocked<typeof users>

const PHONE = '13800000002'
const USER_ID = '6610000000000000000000ab'
const token = { token: 't'.repeat(32), user_id: USER_ID }

/** Platform storage the store starts from: a saved session, a kept WeChat code, or nothing. */
function storageFor(as: 'account' | 'wechat' | 'signed-out') {
  const stored = new Map<string, string>()
  if (as === 'account') { stored.set(SESSION_KEYS.token, 'x'); stored.set(SESSION_KEYS.userId, USER_ID) }
  if (as === 'wechat') stored.set(PENDING_WECHAT_CODE_KEY, 'dev-wechat-abc')
  return { stored, storage: { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => { stored.set(key, value) }, remove: (key: string) => { stored.delete(key) } } }
}

/** Renders /bind as a signed-in person, as a WeChat sign-in waiting for a phone, or signed out; the frame's meeting arrives. */
async function renderBind(variant: 'mobile' | 'desktop', as: 'account' | 'wechat' | 'signed-out', query: Record<string, string> = { redirect: '/my/tickets' }) {
  const { stored, storage } = storageFor(as)
  const rendered = renderScreen(bindScreen, { route: 'bind', variant, query, language: 'en', platform: { storage } })
  const login = jest.spyOn(rendered.store.session, 'login').mockResolvedValue(undefined)
  jest.spyOn(rendered.store.session, 'refreshUser').mockResolvedValue(undefined)
  await act(async () => { await Promise.resolve() })
  return { ...rendered, login, stored }
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
  categories.listCategories.mockResolvedValue([])
  meetingsApi.fetchMeeting.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
})

describe.each(['mobile', 'desktop'] as const)('bind phone (%s)', variant => {
  it('has a heading, labelled fields and its own layout', async () => {
    const { container } = await renderBind(variant, 'account')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bind phone')
    expect(screen.getByText(/cannot be changed/)).toBeInTheDocument()
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'false')
    expect(container.querySelector(`.fu-bind--${variant}`)).not.toBeNull()
    // The frame: a title bar with back on a phone; the top bar, then the column with the card on a desktop.
    if (variant === 'mobile') expect(within(container.querySelector('.fu-titlebar') as HTMLElement).getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-bind__card')).not.toBeNull()
  })

  it('checks the phone and the code beside their fields before calling the server', async () => {
    await renderBind(variant, 'account')
    type(phoneInput(), '12345')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(errorOf(phoneInput())).toHaveTextContent('mainland China')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(errorOf(codeInput())).toHaveTextContent('Please enter the verification code')
    expect(api.sendPhoneCode).not.toHaveBeenCalled()
    expect(usersApi.updateProfile).not.toHaveBeenCalled()
  })

  it('sends the code, counts down, binds the phone to the account and goes to the redirect', async () => {
    const { platform } = await renderBind(variant, 'account')
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
    await renderBind(variant, 'account')
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    const input = field === 'code' ? codeInput : phoneInput
    await waitFor(() => expect(errorOf(input())).toHaveTextContent(text))
    expect(navigations).toEqual([])
  })

  it('says so when the account already has a phone', async () => {
    usersApi.updateProfile.mockRejectedValue(new ApiError(409, { code: ErrorCode.AccountFieldLocked, message: 'locked' }))
    await renderBind(variant, 'account')
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('already has a phone number')
  })

  it('finishes a WeChat sign-in (4260): the kept code, the phone and its SMS code go to /tokens/wechat', async () => {
    const { login, stored } = await renderBind(variant, 'wechat')
    expect(screen.getByText(/This WeChat account has no phone number yet/)).toBeInTheDocument()
    type(phoneInput(), PHONE)
    type(codeInput(), '654321')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
    expect(api.loginWithWechat).toHaveBeenCalledWith({ code: 'dev-wechat-abc', phone: PHONE, area_code: '86', verify_code: '654321' })
    expect(login).toHaveBeenCalledWith(token)
    expect(stored.has(PENDING_WECHAT_CODE_KEY)).toBe(false)
  })

  it('signed out with nothing to finish: offers the login, coming back here', async () => {
    await renderBind(variant, 'signed-out')
    expect(screen.getByText('Please sign in before binding a phone number')).toBeInTheDocument()
    expect(screen.queryByLabelText('Mobile number')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: '/login?redirect=%2Fbind%3Fredirect%3D%252Fmy%252Ftickets' }])
  })

  it('shows a network failure as its message and stays', async () => {
    const { NetworkError } = jest.requireActual('@/api/http')
    usersApi.updateProfile.mockRejectedValue(new NetworkError('offline'))
    await renderBind(variant, 'account')
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(/network/i)
    expect(navigations).toEqual([])
  })
})
