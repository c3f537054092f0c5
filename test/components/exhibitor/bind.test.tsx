import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Enterprise } from '@fu-types/entities'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import { COMPANY_MATCHES } from '@/pages/exhibitor/bind/useExhibitorBind'
import bindScreen from '@/pages/exhibitor/bind'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { COMPANY_ID, exhibitorUser, MEETING_ID, meeting, signIn } from './fixtures'

jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const urls = () => navigations.map(n => n.url)
const GREEN_ID = '661400000000000000000002'
const company = (id: string, name: string): Enterprise => ({
  _id: id, meeting_id: MEETING_ID, weight: 1, created: 1, deleted: 0, recommend: 1, status: 1, exhibitor: { company: { title: { en: name } } },
})

const codeBox = () => screen.getByLabelText('Binding code')
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  ;(meetingsApi as jest.Mocked<typeof meetingsApi>).fetchMeeting.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue(exhibitorUser(false))
})

describe.each(['mobile', 'desktop'] as const)('bind a company (%s)', (variant) => {
  async function renderBind(query: Record<string, string> = {}) {
    const rendered = renderScreen(bindScreen, { route: 'exhibitorBind', variant, query, language: 'en' })
    await signIn(rendered.store)
    return rendered
  }

  it('finds the company by name, refuses a wrong code beside the field, then binds and opens company management', async () => {
    api.searchEnterprises.mockResolvedValue({ results: [company(COMPANY_ID, 'Aurora Robotics'), company(GREEN_ID, 'Green Power')], total: 2 })
    api.bindEnterprise.mockRejectedValueOnce(new ApiError(403, { code: ErrorCode.NoPermission, message: 'no permission: wrong binding code' }))
      .mockResolvedValueOnce({ enterprise_id: GREEN_ID, bound: 1 })
    const { platform } = await renderBind()
    expect(await screen.findByRole('heading', { level: 1, name: 'Bind your account to a company' })).toBeInTheDocument()
    // The frame: the page's one heading, a title bar with back on a phone.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(errorOf(screen.getByLabelText('Company'))).toHaveTextContent('Choose your company')
    expect(errorOf(codeBox())).toHaveTextContent('Enter the binding code')

    fireEvent.change(screen.getByLabelText('Company'), { target: { value: 'power' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(api.searchEnterprises).toHaveBeenCalledWith({ keyword: 'power', limit: COMPANY_MATCHES, meeting_id: MEETING_ID }))
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Green Power' }))
    expect(screen.getByText('Green Power')).toBeInTheDocument()

    fireEvent.change(codeBox(), { target: { value: ' BIND-WRONG ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(errorOf(codeBox())).toHaveTextContent('This code does not belong to this company'))
    expect(api.bindEnterprise).toHaveBeenLastCalledWith(GREEN_ID, 'BIND-WRONG', false)

    users.fetchUser.mockResolvedValue(exhibitorUser(true))
    fireEvent.change(codeBox(), { target: { value: 'BIND-GREEN' } })
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/exhibitor/manage?meeting_id=${MEETING_ID}`]))
    expect(navigations[0].method).toBe('redirectTo')
    expect(platform.toasts).toContain('Company bound')
  })

  it('asks before replacing a binding, and binds with confirm only when told to', async () => {
    api.fetchEnterprise.mockResolvedValue(company(COMPANY_ID, 'Aurora Robotics'))
    api.bindEnterprise.mockRejectedValueOnce(new ApiError(409, { code: ErrorCode.ValidationFailed, message: 'confirm' }))
      .mockRejectedValueOnce(new ApiError(409, { code: ErrorCode.ValidationFailed, message: 'confirm' }))
      .mockResolvedValueOnce({ enterprise_id: COMPANY_ID, bound: 1, previous_enterprise_id: GREEN_ID })
    await renderBind({ enterprise_id: COMPANY_ID, redirect: '/meeting/exhibitor/ask/list' })
    expect(await screen.findByText('Aurora Robotics')).toBeInTheDocument()
    expect(screen.queryByLabelText('Company')).toBeNull()
    fireEvent.change(codeBox(), { target: { value: 'BIND-AURORA' } })
    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    expect(await screen.findByRole('alertdialog', { name: 'Replace the current binding?' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Keep the current one' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.bindEnterprise).toHaveBeenCalledTimes(1)

    fireEvent.click(screen.getByRole('button', { name: 'Bind' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Bind and replace' }))
    await waitFor(() => expect(api.bindEnterprise).toHaveBeenLastCalledWith(COMPANY_ID, 'BIND-AURORA', true))
    // Back to where the person came from, one of our routes.
    await waitFor(() => expect(urls()).toEqual(['/meeting/exhibitor/ask/list']))
  })

  it('shows the current binding with its work, an unknown invitation company, and failures with retry', async () => {
    users.fetchUser.mockResolvedValue(exhibitorUser(true))
    const { unmount } = await renderBind()
    expect(await screen.findByText('Your account is bound to Aurora Robotics')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Questions received' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/exhibitor/ask/list?meeting_id=${MEETING_ID}`]))
    unmount()

    api.fetchEnterprise.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(null)
    await renderBind({ enterprise_id: GREEN_ID })
    expect(await screen.findByText('network error')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This company was not found')).toBeInTheDocument()
  })

  it('says when no company matches or the search fails', async () => {
    api.searchEnterprises.mockResolvedValueOnce({ results: [], total: 0 }).mockRejectedValueOnce(new Error('offline'))
    await renderBind()
    const search = await screen.findByLabelText('Company')
    fireEvent.change(search, { target: { value: 'nobody' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No company matches')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('The search failed. Try again')).toBeInTheDocument()
  })
})
