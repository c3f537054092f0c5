import { observer } from 'mobx-react'
import { runInAction } from 'mobx'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import type { User } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as auth from '@/api/auth'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import { useChangeEmail } from '@/pages/account/email/useChangeEmail'
import { ChangeEmailMobile } from '@/pages/account/email/mobile'
import { ChangeEmailDesktop } from '@/pages/account/email/desktop'
import { useStores } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), sendEmailCode: jest.fn() }))
jest.mock('@/api/users')
const api = auth as jest.Mocked<typeof auth>
const users = usersApi as jest.Mocked<typeof usersApi>

const USER_ID = '6610000000000000000000ab'
const EMAIL = 'new@demo.test'
const withoutEmail: User = { _id: USER_ID, username: 'Li Wei', contact: {} }

type Variant = typeof ChangeEmailMobile | typeof ChangeEmailDesktop
const Harness = observer(function Harness({ Variant, query }: { Variant: Variant; query: Record<string, string> }) {
  const { session } = useStores()
  useState(() => runInAction(() => { session.token = 'x'; session.userId = USER_ID }))
  return <Variant data={useChangeEmail(query)} />
})

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
})

describe.each([['mobile', ChangeEmailMobile], ['desktop', ChangeEmailDesktop]] as const)('add e-mail (%s)', (variant, Variant) => {
  const renderScreen = (query: Record<string, string> = { redirect: '/my/index' }) => renderWithStores(<Harness Variant={Variant} query={query} />, { language: 'en' })

  it('checks the address and the code beside their fields before calling the server', async () => {
    const { container } = renderScreen()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Add your e-mail address')
    expect(container.querySelector(`.fu-email--${variant}`)).not.toBeNull()
    type(await screen.findByLabelText('E-mail address'), 'not-an-address')
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }))
    expect(errorOf(emailInput())).toHaveTextContent('valid e-mail')
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }))
    expect(errorOf(codeInput())).toHaveTextContent('Please enter the verification code')
    expect(api.sendEmailCode).not.toHaveBeenCalled()
    expect(users.setEmail).not.toHaveBeenCalled()
  })

  it('sends the code in the UI language, counts down, adds the e-mail and goes back', async () => {
    const { platform } = renderScreen()
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
    renderScreen()
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
    renderScreen()
    type(await screen.findByLabelText('E-mail address'), EMAIL)
    type(codeInput(), '123456')
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail' }))
    const input = field === 'code' ? codeInput : emailInput
    await waitFor(() => expect(errorOf(input())).toHaveTextContent(text))
    expect(navigations).toEqual([])
  })

  it('shows the e-mail an account already has, which cannot be changed, and goes back (only to our routes)', async () => {
    users.fetchUser.mockResolvedValue({ ...withoutEmail, contact: { email: 'visitor@demo.test' } })
    renderScreen({ redirect: 'https://evil.example/' })
    expect(await screen.findByText(/uses the e-mail address visitor@demo.test/)).toBeInTheDocument()
    expect(screen.queryByLabelText('E-mail address')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to my page' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: '/my/index' }]))
  })

  it('shows a failure with a retry when the account cannot be read', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue(withoutEmail)
    renderScreen()
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByLabelText('E-mail address')).toBeInTheDocument()
  })
})
