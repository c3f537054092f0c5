import { observer } from 'mobx-react'
import { runInAction } from 'mobx'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import type { User } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as auth from '@/api/auth'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import { usePhoneChange } from '@/pages/account/phone/usePhoneChange'
import { PhoneChangeMobile } from '@/pages/account/phone/mobile'
import { PhoneChangeDesktop } from '@/pages/account/phone/desktop'
import { useStores } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), sendPhoneCode: jest.fn() }))
jest.mock('@/api/users')
const api = auth as jest.Mocked<typeof auth>
const users = usersApi as jest.Mocked<typeof usersApi>

const USER_ID = '6610000000000000000000ab'
const PHONE = '13900000007'
const withoutPhone: User = { _id: USER_ID, username: 'mail user', contact: { email: 'a@demo.test' } }

type Variant = typeof PhoneChangeMobile | typeof PhoneChangeDesktop
const Harness = observer(function Harness({ Variant, query }: { Variant: Variant; query: Record<string, string> }) {
  const { session } = useStores()
  useState(() => runInAction(() => { session.token = 'x'; session.userId = USER_ID }))
  return <Variant data={usePhoneChange(query)} />
})

const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  users.fetchUser.mockResolvedValue(withoutPhone)
  api.sendPhoneCode.mockResolvedValue({ sent: 1 } as never)
  users.updateProfile.mockResolvedValue({} as never)
})

describe.each([['mobile', PhoneChangeMobile], ['desktop', PhoneChangeDesktop]] as const)('add phone (%s)', (variant, Variant) => {
  const renderScreen = (query: Record<string, string> = {}) => renderWithStores(<Harness Variant={Variant} query={query} />, { language: 'en' })

  it('adds a phone with its SMS code through the shared phone and code fields, then goes to my hub', async () => {
    const { container, platform } = renderScreen()
    type(await screen.findByLabelText('Mobile number'), PHONE)
    expect(container.querySelector(`.fu-bind--${variant}`)).not.toBeNull()
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
    renderScreen({ redirect: '/my/profile' })
    const phone = await screen.findByLabelText('Mobile number')
    type(phone, PHONE)
    type(screen.getByLabelText('Verification code'), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(errorOf(phone)).toHaveTextContent('used by another account'))
    expect(navigations).toEqual([])
  })

  it('shows the phone an account already has, which cannot be changed, and goes back', async () => {
    users.fetchUser.mockResolvedValue({ ...withoutPhone, phone: '13800000001', area_code: '86' })
    renderScreen({ redirect: '/my/profile' })
    expect(await screen.findByText(/uses the phone number \+86 13800000001/)).toBeInTheDocument()
    expect(screen.queryByLabelText('Mobile number')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to my page' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/profile' }]))
  })

  it('shows a failure with a retry when the account cannot be read', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue(withoutPhone)
    renderScreen()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Change phone')
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByLabelText('Mobile number')).toBeInTheDocument()
  })
})
