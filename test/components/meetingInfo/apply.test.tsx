import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Category } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as categoriesApi from '@/api/categories'
import { ApiError } from '@/api/http'
import * as meetingInfoApi from '@/api/meetingInfo'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import type { ExhibitorApplication } from '@/api/meetingInfo'
import applyScreen from '@/pages/meeting/info/apply'
import { renderScreen } from '../../support/renderScreen'
import { MEETING_ID, USER_ID, meeting, signIn } from './fixtures'

jest.mock('@/api/categories')
jest.mock('@/api/meetingInfo')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = meetingInfoApi as jest.Mocked<typeof meetingInfoApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const HALL_A = '661500000000000000002301'
const HALL_B = '661500000000000000002302'
const hall = (id: string, en: string): Category => ({ _id: id, meeting_id: MEETING_ID, type: 'exhibitor', title: { en }, weight: 1 })
const saved = (extra: Partial<ExhibitorApplication> = {}): ExhibitorApplication => ({
  _id: '666800000000000000000001', meeting_id: MEETING_ID, user_id: USER_ID, status: 0,
  company: 'Xinghai AI', contact_name: 'Chen Xiao', phone: '13912345678', email: 'chen@xinghai.example',
  category_id: HALL_B, booth_type: 'standard', booth_area: 18, note: 'Near the main aisle', created: 1767614400, updated: 1767614400, ...extra,
})

const field = (label: string) => screen.getByLabelText(label)
const errorOf = (input: HTMLElement) => document.getElementById((input.getAttribute('aria-describedby') ?? '').split(' ').find(id => id.endsWith('-error')) ?? '')
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue({ _id: USER_ID, username: 'Chen', phone: '13912345678' })
  categories.listCategories.mockResolvedValue([hall(HALL_A, 'Hall A'), hall(HALL_B, 'Hall B')])
})

describe.each(['mobile', 'desktop'] as const)('apply to exhibit (%s)', (variant) => {
  async function renderApply() {
    const rendered = renderScreen(applyScreen, { route: 'meetingApply', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
    await signIn(rendered.store)
    return rendered
  }

  it('checks every field before sending, then sends and shows the application under review', async () => {
    api.fetchExhibitorApplication.mockResolvedValue(null)
    api.applyToExhibit.mockResolvedValue(saved())
    const { platform } = await renderApply()
    await screen.findByLabelText('Company name')
    expect(categories.listCategories).toHaveBeenCalledWith('exhibitor', { meeting_id: MEETING_ID })
    // The signed-in user's own phone is filled in.
    await waitFor(() => expect(field('Mobile number')).toHaveValue('13912345678'))

    type('Mobile number', '12345')
    type('Booth area (m²)', '20')
    fireEvent.click(screen.getByRole('radio', { name: 'Standard booth (3 m × 3 m)' }))
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    expect(errorOf(field('Company name'))).toHaveTextContent('Enter your company name')
    expect(errorOf(field('Contact person'))).toHaveTextContent('Enter a contact person')
    expect(errorOf(field('Mobile number'))).toHaveTextContent('mainland')
    expect(errorOf(field('Booth area (m²)'))).toHaveTextContent('Standard booths come in multiples of 9 m²')
    expect(screen.getByText('Choose a sector')).toBeInTheDocument()
    expect(api.applyToExhibit).not.toHaveBeenCalled()

    type('Company name', 'Xinghai AI')
    type('Contact person', 'Chen Xiao')
    type('Mobile number', '13912345678')
    type('E-mail', 'chen@xinghai.example')
    fireEvent.click(screen.getByRole('radio', { name: 'Hall B' }))
    expect(screen.getByRole('radio', { name: 'Hall B' })).toHaveAttribute('aria-checked', 'true')
    type('Booth area (m²)', '18')
    type('Booth wishes', 'Near the main aisle')
    fireEvent.click(screen.getByRole('button', { name: 'Send application' }))
    await waitFor(() => expect(api.applyToExhibit).toHaveBeenCalledWith(MEETING_ID, {
      company: 'Xinghai AI', contact_name: 'Chen Xiao', phone: '13912345678', email: 'chen@xinghai.example',
      category_id: HALL_B, booth_type: 'standard', booth_area: '18', note: 'Near the main aisle',
    }))
    const state = await screen.findByRole('region', { name: 'My application' })
    expect(within(state).getByText('Under review')).toBeInTheDocument()
    expect(within(state).getByText('Hall B')).toBeInTheDocument()
    expect(within(state).getByText('18 m²')).toBeInTheDocument()
    expect(screen.queryByLabelText('Company name')).toBeNull()
    expect(platform.toasts).toContain('Application sent')
  })

  it('reads the application back on reopening, and lets it be changed while under review', async () => {
    api.fetchExhibitorApplication.mockResolvedValue(saved())
    api.applyToExhibit.mockResolvedValue(saved({ booth_type: 'raw', booth_area: 72 }))
    await renderApply()
    const state = await screen.findByRole('region', { name: 'My application' })
    expect(within(state).getByText('Xinghai AI')).toBeInTheDocument()
    expect(within(state).getByText('Standard booth (3 m × 3 m)')).toBeInTheDocument()
    expect(within(state).getByText(/within three working days/)).toBeInTheDocument()

    fireEvent.click(within(state).getByRole('button', { name: 'Change application' }))
    expect(field('Company name')).toHaveValue('Xinghai AI')
    fireEvent.click(screen.getByRole('radio', { name: 'Raw space (from 36 m²)' }))
    type('Booth area (m²)', '72')
    fireEvent.click(screen.getByRole('button', { name: 'Save and send again' }))
    await waitFor(() => expect(api.applyToExhibit).toHaveBeenCalledWith(MEETING_ID, expect.objectContaining({ booth_type: 'raw', booth_area: '72' })))
    expect(await screen.findByText('72 m²')).toBeInTheDocument()
  })

  it('shows an approved application as final, and a rejected one as changeable', async () => {
    api.fetchExhibitorApplication.mockResolvedValueOnce(saved({ status: 1 }))
    const { unmount } = await renderApply()
    const approved = await screen.findByRole('region', { name: 'My application' })
    expect(within(approved).getByText('Approved')).toHaveAttribute('data-tone', 'green')
    expect(within(approved).queryByRole('button', { name: 'Change application' })).toBeNull()
    unmount()

    api.fetchExhibitorApplication.mockResolvedValueOnce(saved({ status: 2 }))
    await renderApply()
    const rejected = await screen.findByRole('region', { name: 'My application' })
    expect(within(rejected).getByText('Not accepted')).toHaveAttribute('data-tone', 'red')
    expect(within(rejected).getByRole('button', { name: 'Change application' })).toBeInTheDocument()
  })

  it('puts the server\'s field errors under their fields and says when sending failed', async () => {
    api.fetchExhibitorApplication.mockResolvedValue(saved({ status: 2 }))
    api.applyToExhibit
      .mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.ValidationFailed, message: 'invalid', data: { fields: { category_id: 'validation.exhibitorApply.category.required' } } }))
      .mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.SensitiveContent, message: 'sensitive', data: { category: 'ad', field: 'note' } }))
      .mockRejectedValueOnce(new Error('offline'))
    await renderApply()
    fireEvent.click(await screen.findByRole('button', { name: 'Change application' }))
    const send = () => fireEvent.click(screen.getByRole('button', { name: 'Save and send again' }))
    send()
    expect(await screen.findByText('Choose a sector')).toBeInTheDocument()
    send()
    expect(await screen.findByText('The text contains words that are not allowed. Please change it')).toBeInTheDocument()
    send()
    expect(await screen.findByText('The application could not be sent. Please try again')).toBeInTheDocument()
  })

  it('offers a retry when the application cannot be read', async () => {
    api.fetchExhibitorApplication.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(null)
    await renderApply()
    fireEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: /retry/i }))
    expect(await screen.findByLabelText('Company name')).toBeInTheDocument()
  })
})
