/** /account/email, which /my/email shows too: add the account's e-mail with a code, or see the one it has. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { User } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as auth from '@/api/auth'
import * as categoriesApi from '@/api/categories'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import emailScreen from '@/pages/account/email'
import { screenLoaders } from '@/pages/screenLoaders'
import { SESSION_KEYS } from '@/stores/SessionStore'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), sendEmailCode: jest.fn() }))
jest.mock('@/api/users')
// The frame loads the meeting and, on a desktop, its navigation.
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
const api = auth as jest.Mocked<typeof auth>
const users = usersApi as jest.Mocked<typeof usersApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const USER_ID = '6610000000000000000000ab'
const EMAIL = 'new@demo.test'
const withoutEmail: User = { _id: USER_ID, username: 'Li Wei', contact: {} }

/** Platform storage holding a saved session: the store starts signed in as USER_ID. */
function signedIn() {
  const stored = new Map<string, string>([[SESSION_KEYS.token, 'x'], [SESSION_KEYS.userId, USER_ID]])
  return { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => { stored.set(key, value) }, remove: (key: string) => { stored.delete(key) } }
}

const emailInput = () => screen.getByLabelText('E-mail address')
const codeInput = () => screen.getByLabelText('Verification code')
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  users.fetchUser.mockResolvedValue(withoutEmail)
  api.sendEmailCode.mockResolvedValue({ sent: 1 } as never)
  users.setEmail.mockResolvedValue({} as never)
  categories.listCategories.mockResolvedValue([])
  meetings.fetchMeeting.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
})

describe.each(['mobile', 'desktop'] as const)('add e-mail (%s)', variant => {
  const renderEmail = (query: Record<string, string> = { redirect: '/my/index' }) =>
    renderScreen(emailScreen, { route: 'accountEmail', variant, query, language: 'en', platform: { storage: signedIn() } })

  it('checks the address and the code beside their fields before calling the server', async () => {
    const { container } = renderEmail()
    const address = await screen.findByLabelText('E-mail address')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add your e-mail address')
    expect(container.querySelector(`.fu-email--${variant}`)).not.toBeNull()
    // The frame: a title bar with back on a phone; the top bar, then the column with the card on a desktop.
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-email__card')).not.toBeNull()
    type(address, 'not-an-address')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(errorOf(emailInput())).toHaveTextContent('valid e-mail')
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }))
    expect(errorOf(codeInput())).toHaveTextContent('Please enter the verification code')
    expect(api.sendEmailCode).not.toHaveBeenCalled()
    expect(users.setEmail).not.toHaveBeenCalled()
  })

  it('sends the code in the UI language, counts down, adds the e-mail and goes back', async () => {
    const { platform } = renderEmail()
    type(await screen.findByLabelText('E-mail address'), EMAIL)
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: /Resend in 60/ })).toBeInTheDocument()
    expect(api.sendEmailCode).toHaveBeenCalledWith(EMAIL, 'en')
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/index' }]))
    expect(users.setEmail).toHaveBeenCalledWith(USER_ID, EMAIL, '123456')
    expect(platform.toasts).toEqual(['E-mail address added'])
  })

  it('says a blacklisted address (4000) cannot be used, beside the field', async () => {
    api.sendEmailCode.mockRejectedValue(new ApiError(400, { code: ErrorCode.EmailBlacklisted, message: 'blacklisted' }))
    renderEmail()
    type(await screen.findByLabelText('E-mail address'), 'blocked@demo.test')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(errorOf(emailInput())).toHaveTextContent('blacklisted'))
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument()
  })

  it.each([
    [ErrorCode.CodeInvalid, 'code', 'Wrong verification code'],
    [ErrorCode.AccountEmailTaken, 'email', 'This e-mail address is used by another account'],
  ] as const)('shows server code %s beside the %s field and stays', async (code, field, text) => {
    users.setEmail.mockRejectedValue(new ApiError(409, { code, message: 'refused' }))
    renderEmail()
    type(await screen.findByLabelText('E-mail address'), EMAIL)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }))
    const input = field === 'code' ? codeInput : emailInput
    await waitFor(() => expect(errorOf(input())).toHaveTextContent(text))
    expect(navigations).toEqual([])
  })

  it('shows the e-mail an account already has, which cannot be changed, and goes back (only to our routes)', async () => {
    users.fetchUser.mockResolvedValue({ ...withoutEmail, contact: { email: 'visitor@demo.test' } })
    renderEmail({ redirect: 'https://evil.example/' })
    expect(await screen.findByText(/uses the e-mail address visitor@demo.test/)).toBeInTheDocument()
    expect(screen.queryByLabelText('E-mail address')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to my page' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/index' }]))
  })

  it('shows a failure with a retry when the account cannot be read', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue(withoutEmail)
    renderEmail()
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument()
  })
})

it('is the screen of /my/email too', async () => {
  // The route's loader gives this same module (no copy of the screen in the my area).
  const { default: myEmailScreen } = await screenLoaders.myEmail()
  expect(myEmailScreen).toBe(emailScreen)
  renderScreen(emailScreen, { route: 'myEmail', variant: 'mobile', query: {}, language: 'en', platform: { storage: signedIn() } })
  expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Add your e-mail address')
})
