/**
 * /my/data (issue 16, PIPL / GDPR) in both variants: downloading my data (a signed link handed to the device), the
 * consent log in the UI language, and deleting my account — confirmed by typing my phone number, then pending with its
 * date and "keep my account".
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as myDataApi from '@/api/myData'
import type { AccountDeletion } from '@/api/myData'
import myDataScreen from '@/pages/my/data'
import { renderScreen } from '../../support/renderScreen'
import { signedInStorage } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/myData')
const api = myDataApi as jest.Mocked<typeof myDataApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400 }
// 2026-01-01 08:00 in China time.
const REQUESTED = 1767225600
const none: AccountDeletion = { status: 'none', requested: null, due: null, confirm_with: 'phone', cooling_off_days: 7 }
const pending: AccountDeletion = { status: 'pending', requested: REQUESTED, due: REQUESTED + 7 * 86400, confirm_with: 'phone', cooling_off_days: 7 }
const links = { json: `/fu/api/users/${USER_ID}/data?format=json&key=k`, html: `/fu/api/users/${USER_ID}/data?format=html&key=k`, expires: REQUESTED + 600 }

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.fetchConsents.mockResolvedValue({ results: [
    { _id: 'c2', kind: 'meeting_authorization', target_id: MEETING_ID, granted: 1, detail: { scopes: ['profile', 'contact'] }, created: REQUESTED + 3600 },
    { _id: 'c1', kind: 'privacy_policy', target_id: null, granted: 1, detail: { version: '2026-11' }, created: REQUESTED },
  ], total: 2 })
  api.fetchAccountDeletion.mockResolvedValue(none)
  api.fetchMyDataLinks.mockResolvedValue(links)
})

describe.each(['mobile', 'desktop'] as const)('My data (%s)', (variant) => {
  const render = (language: 'en' | 'zh' = 'en') => renderScreen(myDataScreen, {
    route: 'myData', variant, query: { meeting_id: MEETING_ID }, language, platform: { storage: signedInStorage(USER_ID) },
  })

  it('downloads my data as JSON and as a readable page through a signed link', async () => {
    const { platform } = render()
    const region = await screen.findByRole('region', { name: 'Download my data' })
    expect(region).toHaveTextContent('the messages sent to you, your consents, waitlist entries')
    fireEvent.click(within(region).getByRole('button', { name: 'Download as JSON' }))
    await waitFor(() => expect(platform.files).toEqual([{ url: links.json, name: 'my-data.json' }]))
    expect(api.fetchMyDataLinks).toHaveBeenCalledWith(USER_ID)
    await waitFor(() => expect(platform.toasts).toEqual(['Your download has started']))
    fireEvent.click(within(region).getByRole('button', { name: 'Download as a readable page' }))
    await waitFor(() => expect(platform.files[1]).toEqual({ url: links.html, name: 'my-data.html' }))
  })

  it('says so when the download link cannot be had', async () => {
    api.fetchMyDataLinks.mockRejectedValue(new Error('request failed'))
    const { platform } = render()
    fireEvent.click(await screen.findByRole('button', { name: 'Download as JSON' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Could not prepare your download. Please try again']))
    expect(platform.files).toEqual([])
  })

  it('lists what I agreed to and when, newest first, in my language', async () => {
    render()
    const list = await screen.findByRole('list', { name: 'Consent log' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map(item => item.textContent)).toEqual([
      expect.stringContaining('Meeting organiser may use my data'),
      expect.stringContaining('Privacy policy'),
    ])
    expect(items[0]).toHaveTextContent('Shared: profile, contact details')
    expect(items[0]).toHaveTextContent('2026.01.01 09:00')
    expect(items[1]).toHaveTextContent('version 2026-11')
    expect(items[1]).toHaveTextContent('2026.01.01 08:00')
  })

  it('in Chinese too', async () => {
    render('zh')
    const list = await screen.findByRole('list', { name: '同意记录' })
    expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent('隐私政策')
    expect(screen.getByRole('button', { name: '申请注销账号' })).toBeInTheDocument()
  })

  it('deletes my account only after I type my phone number; then shows the date and keeps it on request', async () => {
    api.requestAccountDeletion.mockRejectedValueOnce(new ApiError(400, { code: 4220, message: 'mismatch', data: { fields: { confirm: 'my.data.delete.confirmMismatch' } } }))
      .mockResolvedValue(pending)
    api.cancelAccountDeletion.mockResolvedValue(none)
    const { platform } = render()
    const region = await screen.findByRole('region', { name: 'Delete my account' })
    expect(within(region).getByText(/You have 7 days to change your mind/)).toBeInTheDocument()
    fireEvent.click(within(region).getByRole('button', { name: 'Delete my account…' }))
    expect(within(region).getByText(/After 7 days your account is erased for good/)).toBeInTheDocument()
    // Empty: asked to type it, nothing sent.
    fireEvent.click(within(region).getByRole('button', { name: 'Delete my account' }))
    expect(await within(region).findByText('Type it to confirm')).toBeInTheDocument()
    expect(api.requestAccountDeletion).not.toHaveBeenCalled()
    const field = within(region).getByLabelText(/Type your phone number to confirm/)
    fireEvent.input(field, { target: { value: '13000000000' } })
    fireEvent.click(within(region).getByRole('button', { name: 'Delete my account' }))
    expect(await within(region).findByText('This is not the phone number (or e-mail) of your account')).toBeInTheDocument()
    fireEvent.input(within(region).getByLabelText(/Type your phone number to confirm/), { target: { value: ' 13800000001 ' } })
    fireEvent.click(within(region).getByRole('button', { name: 'Delete my account' }))
    expect(await within(region).findByText('Your account will be deleted on 2026.01.08 08:00')).toBeInTheDocument()
    expect(api.requestAccountDeletion).toHaveBeenLastCalledWith(USER_ID, '13800000001')
    expect(platform.toasts).toContain('Deletion requested: you can still keep your account until then')

    fireEvent.click(within(region).getByRole('button', { name: 'Keep my account' }))
    expect(await within(region).findByRole('button', { name: 'Delete my account…' })).toBeInTheDocument()
    expect(within(region).queryByText(/will be deleted on/)).toBeNull()
    expect(api.cancelAccountDeletion).toHaveBeenCalledWith(USER_ID)
    expect(platform.toasts).toContain('Deletion cancelled: your account stays')
  })

  it('opens on the pending state when a deletion is under way', async () => {
    api.fetchAccountDeletion.mockResolvedValue(pending)
    render()
    const region = await screen.findByRole('region', { name: 'Delete my account' })
    expect(await within(region).findByText('Your account will be deleted on 2026.01.08 08:00')).toBeInTheDocument()
    expect(within(region).getByRole('button', { name: 'Keep my account' })).toBeInTheDocument()
    expect(within(region).queryByRole('button', { name: 'Delete my account…' })).toBeNull()
  })

  it('a form left with Cancel sends nothing', async () => {
    render()
    fireEvent.click(await screen.findByRole('button', { name: 'Delete my account…' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('button', { name: 'Delete my account…' })).toBeInTheDocument()
    expect(api.requestAccountDeletion).not.toHaveBeenCalled()
  })
})
