/** /account/phone: add the account's phone with an SMS code (the /bind form), or see the one it has. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { User } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as auth from '@/api/auth'
import * as categoriesApi from '@/api/categories'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import phoneScreen from '@/pages/account/phone'
import { SESSION_KEYS } from '@/stores/SessionStore'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), sendPhoneCode: jest.fn() }))
jest.mock('@/api/users')
// The frame loads the meeting and, on a desktop, its navigation.
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
const api = auth as jest.Mocked<typeof auth>
const users = usersApi as jest.Mocked<typeof usersApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const USER_ID = '6610000000000000000000ab'
const PHONE = '13900000007'
const withoutPhone: User = { _id: USER_ID, username: 'mail user', contact: { email: 'a@demo.test' } }

/** Platform storage holding a saved session: the store starts signed in as USER_ID. */
function signedIn() {
  const stored = new Map<string, string>([[SESSION_KEYS.token, 'x'], [SESSION_KEYS.userId, USER_ID]])
  return { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => { stored.set(key, value) }, remove: (key: string) => { stored.delete(key) } }
}

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  users.fetchUser.mockResolvedValue(withoutPhone)
  api.sendPhoneCode.mockResolvedValue({ sent: 1 } as never)
  users.updateProfile.mockResolvedValue({} as never)
  categories.listCategories.mockResolvedValue([])
  meetings.fetchMeeting.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
})

describe.each(['mobile', 'desktop'] as const)('add phone (%s)', variant => {
  const renderPhone = (query: Record<string, string> = {}) =>
    renderScreen(phoneScreen, { route: 'accountPhone', variant, query, language: 'en', platform: { storage: signedIn() } })

  it('adds a phone with its SMS code through the shared phone and code fields, then goes to my hub', async () => {
    const { container, platform } = renderPhone()
    type(await screen.findByLabelText('Mobile number'), PHONE)
    expect(container.querySelector(`.fu-bind--${variant}`)).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bind your phone number')
    // The frame: a title bar with back on a phone; the top bar, then the column with the card on a desktop.
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-bind__card')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(await screen.findByRole('button', { name: /Resend in 60/ })).toBeInTheDocument()
    expect(api.sendPhoneCode).toHaveBeenCalledWith({ phone: PHONE, area_code: '86', language: 'en' })
    type(screen.getByLabelText('Verification code'), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/index' }]))
    expect(users.updateProfile).toHaveBeenCalledWith(USER_ID, { phone: PHONE, area_code: '86', code: '123456' })
    expect(platform.toasts).toEqual(['Phone number bound'])
  })

  it('says beside the field when another account uses the number', async () => {
    users.updateProfile.mockRejectedValue(new ApiError(409, { code: ErrorCode.AccountPhoneTaken, message: 'taken' }))
    renderPhone({ redirect: '/my/profile' })
    const phone = await screen.findByLabelText('Mobile number')
    type(phone, PHONE)
    type(screen.getByLabelText('Verification code'), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(errorOf(phone)).toHaveTextContent('used by another account'))
    expect(navigations).toEqual([])
  })

  it('shows the phone an account already has, which cannot be changed, and goes back', async () => {
    users.fetchUser.mockResolvedValue({ ...withoutPhone, phone: '13800000001', area_code: '86' })
    renderPhone({ redirect: '/my/profile' })
    expect(await screen.findByText(/uses the phone number \+86 13800000001/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Mobile number')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to my page' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/profile' }]))
  })

  it('shows a failure with a retry when the account cannot be read', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue(withoutPhone)
    renderPhone()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change phone')
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument()
  })
})
