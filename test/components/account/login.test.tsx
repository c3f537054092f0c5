import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as auth from '@/api/auth'
import * as categoriesApi from '@/api/categories'
import * as meetingsApi from '@/api/meetings'
import * as myDataApi from '@/api/myData'
import * as wechat from '@/api/wechat'
import { ApiError } from '@/api/http'
import loginScreen from '@/pages/account/login'
import { ErrorCode } from '@fu-types/errors'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// jsdom has no TextEncoder; the qrcode package needs it for the desktop WeChat QR code.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? require('node:util').TextEncoder })

// The api module is faked at its edge: the screen calls these and nothing else.
jest.mock('@/api/auth')
const api = auth as jest.Mocked<typeof auth>
jest.mock('@/api/wechat')
const wechatApi = wechat as jest.Mocked<typeof wechat>
// The frame loads the meeting and, on a desktop, its navigation.
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
// The consent log (issue 16): the accepted privacy policy is recorded once signed in.
jest.mock('@/api/myData')
const myData = myDataApi as jest.Mocked<typeof myDataApi>

const PHONE = '13800000001'
const token = { token: 't'.repeat(32), user_id: 'u'.repeat(24) }

type Variant = 'mobile' | 'desktop'

/** Renders /login in the frame and lets the frame's meeting arrive. */
async function renderLogin(variant: Variant, query: Record<string, string> = {}, language: 'zh' | 'en' = 'en') {
  const rendered = renderScreen(loginScreen, { route: 'login', variant, query, language })
  const login = jest.spyOn(rendered.store.session, 'login').mockResolvedValue(undefined)
  await act(async () => { await Promise.resolve() })
  return { ...rendered, login }
}

const phoneInput = () => screen.getByLabelText('Mobile number')
const codeInput = () => screen.getByLabelText('Verification code')
const agreement = () => screen.getByRole('checkbox', { name: /Privacy Policy/ })
const sendButton = () => screen.getByRole('button', { name: /Send code|Resend in|Sending/ })
const submitButton = () => screen.getByRole('button', { name: 'Sign in' })
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })

/** The error shown for an input: the element its aria-describedby names, in the same field. */
function errorOf(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-describedby')
  return id ? document.getElementById(id) : null
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  api.sendPhoneCode.mockResolvedValue({ sent: 1 })
  api.sendEmailCode.mockResolvedValue({ sent: 1 })
  api.loginWithPhone.mockResolvedValue(token)
  api.loginWithEmail.mockResolvedValue(token)
  categories.listCategories.mockResolvedValue([])
  meetings.fetchMeeting.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
  wechatApi.serviceQrCode.mockResolvedValue({ url: 'https://weixin.qq.com/q/dev-qr-1', ticket: 'dev-qr-1', expire_seconds: 600, expires_at: 4102444800 } as never)
})

describe.each(['mobile', 'desktop'] as const)('login (%s)', variant => {
  it('is a page with a heading, labelled fields and real buttons, in its own layout', async () => {
    const { container } = await renderLogin(variant)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign in')
    expect(container.querySelector(`.fu-login--${variant}`)).not.toBeNull()
    expect(screen.getByRole('tab', { name: 'Phone' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Mobile number')).toBeVisible()
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'false')
    expect(sendButton().tagName).toBe('BUTTON')
    expect(agreement()).toHaveAttribute('aria-checked', 'false')
    // The frame: a title bar with back on a phone; the top bar, then the column with the card on a desktop.
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-login__card')).not.toBeNull()
  })

  it('requires the privacy agreement before sending a code or signing in', async () => {
    await renderLogin(variant)
    type(phoneInput(), PHONE)
    fireEvent.click(sendButton())
    expect(await screen.findByText('Please read and accept the privacy policy first')).toBeInTheDocument()
    expect(api.sendPhoneCode).not.toHaveBeenCalled()

    type(codeInput(), '123456')
    fireEvent.click(submitButton())
    expect(agreement()).toHaveAttribute('aria-invalid', 'true')
    expect(errorOf(agreement())).toHaveTextContent('Please read and accept the privacy policy first')
    expect(api.loginWithPhone).not.toHaveBeenCalled()

    fireEvent.click(agreement())
    expect(agreement()).toHaveAttribute('aria-checked', 'true')
    expect(screen.queryByText('Please read and accept the privacy policy first')).toBeNull()
  })

  it('shows an invalid phone number error beside the phone field', async () => {
    await renderLogin(variant)
    fireEvent.click(agreement())
    type(phoneInput(), '12345')
    fireEvent.click(sendButton())
    const error = errorOf(phoneInput())
    expect(error).toHaveTextContent('Please enter a valid mainland China mobile number')
    expect(phoneInput()).toHaveAttribute('aria-invalid', 'true')
    // In the phone field's own block, not somewhere else on the page.
    expect(phoneInput().closest('.fu-field')).toContainElement(error)
    expect(api.sendPhoneCode).not.toHaveBeenCalled()

    type(phoneInput(), PHONE)
    expect(errorOf(phoneInput())).toBeNull()
  })

  it('requires the code', async () => {
    await renderLogin(variant)
    fireEvent.click(agreement())
    type(phoneInput(), PHONE)
    fireEvent.click(submitButton())
    expect(errorOf(codeInput())).toHaveTextContent('Please enter the verification code')
    expect(codeInput().closest('.fu-field')).toContainElement(errorOf(codeInput()))
    expect(api.loginWithPhone).not.toHaveBeenCalled()
  })

  it('signs in with phone and code, saves the session and goes back to the redirect', async () => {
    const redirect = '/meeting/activity/detail?activity_id=abc&meeting_id=m1'
    const { login } = await renderLogin(variant, { redirect, meeting_id: 'm1' })
    fireEvent.click(agreement())
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: redirect }]))
    expect(api.loginWithPhone).toHaveBeenCalledWith({ phone: PHONE, area_code: '86', code: '123456' })
    expect(login).toHaveBeenCalledWith(token)
  })

  it('records the accepted privacy policy in my consent log once signed in', async () => {
    myData.recordPrivacyConsent.mockResolvedValue({ _id: 'c1', kind: 'privacy_policy', target_id: null, granted: 1, detail: {}, created: 1767225600 })
    const rendered = await renderLogin(variant, { meeting_id: 'm1' })
    rendered.login.mockImplementation(async () => { rendered.store.session.userId = token.user_id })
    fireEvent.click(agreement())
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(myData.recordPrivacyConsent).toHaveBeenCalledWith(token.user_id)
  })

  it('goes to the meeting home when the redirect is not ours', async () => {
    const { login } = await renderLogin(variant, { redirect: 'https://evil.example/steal' })
    fireEvent.click(agreement())
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/meeting/home' }]))
    expect(login).toHaveBeenCalledTimes(1)
  })

  it('counts down 60 seconds before the code can be sent again', async () => {
    jest.useFakeTimers()
    try {
      await renderLogin(variant)
      fireEvent.click(agreement())
      type(phoneInput(), PHONE)
      await act(async () => { fireEvent.click(sendButton()) })
      expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: PHONE, area_code: '86', language: 'en' })
      expect(sendButton()).toBeDisabled()
      expect(sendButton()).toHaveTextContent('Resend in 60 s')
      expect(screen.getByRole('status')).toHaveTextContent('The code has been sent to your phone')

      act(() => { jest.advanceTimersByTime(1000) })
      expect(sendButton()).toHaveTextContent('Resend in 59 s')
      fireEvent.click(sendButton())
      expect(api.sendPhoneCode).toHaveBeenCalledTimes(1)

      act(() => { jest.advanceTimersByTime(59000) })
      expect(sendButton()).toBeEnabled()
      expect(sendButton()).toHaveTextContent('Send code')
    } finally {
      jest.useRealTimers()
    }
  })

  it('asks to re-enter a wrong code, beside the code field', async () => {
    api.loginWithPhone.mockRejectedValue(new ApiError(400, { code: ErrorCode.CodeInvalid, message: 'code invalid' }))
    const { login } = await renderLogin(variant)
    fireEvent.click(agreement())
    type(phoneInput(), PHONE)
    type(codeInput(), '000000')
    fireEvent.click(submitButton())
    await waitFor(() => expect(errorOf(codeInput())).toHaveTextContent('Wrong verification code, please re-enter it'))
    expect(login).not.toHaveBeenCalled()
    expect(navigations).toEqual([])
  })

  it('says "do not operate frequently" when a code is asked for again too soon', async () => {
    api.sendPhoneCode.mockRejectedValue(new ApiError(429, { code: ErrorCode.TooFrequent, message: 'do not operate frequently' }))
    await renderLogin(variant)
    fireEvent.click(agreement())
    type(phoneInput(), PHONE)
    fireEvent.click(sendButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Do not operate too frequently, please try again later')
    expect(sendButton()).toBeEnabled()
  })

  it('signs in by e-mail on the e-mail tab', async () => {
    await renderLogin(variant, { redirect: '/my/tickets' })
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }))
    expect(screen.getByRole('tab', { name: 'E-mail' })).toHaveAttribute('aria-selected', 'true')
    const email = screen.getByLabelText('E-mail address')
    fireEvent.click(agreement())
    type(email, 'not-an-email')
    fireEvent.click(sendButton())
    expect(errorOf(email)).toHaveTextContent('Please enter a valid e-mail address')

    type(email, 'visitor@example.com')
    await act(async () => { fireEvent.click(sendButton()) })
    expect(api.sendEmailCode).toHaveBeenCalledWith('visitor@example.com', 'en')
    type(codeInput(), '654321')
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/tickets' }]))
    expect(api.loginWithEmail).toHaveBeenCalledWith({ email: 'visitor@example.com', code: '654321' })
  })

  it('leaves a blacklisted e-mail to the http layer alert and marks the field', async () => {
    api.sendEmailCode.mockRejectedValue(new ApiError(400, { code: ErrorCode.EmailBlacklisted, message: 'blacklisted' }))
    await renderLogin(variant)
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail' }))
    fireEvent.click(agreement())
    type(screen.getByLabelText('E-mail address'), 'blocked@example.com')
    fireEvent.click(sendButton())
    await waitFor(() => expect(errorOf(screen.getByLabelText('E-mail address'))).toHaveTextContent('This e-mail address is blacklisted'))
    expect(screen.queryByText('Sending the code failed, please try again')).toBeNull()
  })

  it('goes to the home of the meeting it came from when there is no redirect', async () => {
    await renderLogin(variant, { meeting_id: 'm1' })
    fireEvent.click(agreement())
    type(phoneInput(), PHONE)
    type(codeInput(), '123456')
    fireEvent.click(submitButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/meeting/home?meeting_id=m1' }]))
  })

  it('moves between the tabs with the arrow keys', async () => {
    await renderLogin(variant)
    const phoneTab = screen.getByRole('tab', { name: 'Phone' })
    phoneTab.focus()
    fireEvent.keyDown(phoneTab, { key: 'ArrowRight' })
    const emailTab = screen.getByRole('tab', { name: 'E-mail' })
    expect(emailTab).toHaveAttribute('aria-selected', 'true')
    expect(emailTab).toHaveFocus()
    expect(screen.getByLabelText('E-mail address')).toBeInTheDocument()
    fireEvent.keyDown(emailTab, { key: 'ArrowLeft' })
    expect(phoneTab).toHaveAttribute('aria-selected', 'true')
    expect(phoneInput()).toBeInTheDocument()
  })

  it('opens the privacy policy', async () => {
    await renderLogin(variant)
    fireEvent.click(screen.getByRole('link', { name: 'Privacy Policy' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: '/agree' }])
  })
})

describe('login screen', () => {
  it('is translated', async () => {
    const { container } = await renderLogin('mobile', {}, 'zh')
    expect(container.querySelector('.fu-login--mobile')).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('登录')
    expect(within(container).getByRole('button', { name: '获取验证码' })).toBeInTheDocument()
  })

  it('lets a later login redirect open it again when it closes without a login', async () => {
    const { store, unmount } = await renderLogin('mobile')
    const closed = jest.spyOn(store.session, 'loginPageClosed')
    unmount()
    expect(closed).toHaveBeenCalledTimes(1)
  })
})
