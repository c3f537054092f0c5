import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Category, Meeting, User } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as auth from '@/api/auth'
import * as categoriesApi from '@/api/categories'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import * as imageUpload from '@/flows/imageUpload'
import myProfileScreen from '@/pages/my/profile'
import { renderScreen } from '../../support/renderScreen'
import { signedInStorage } from './fixtures'

jest.mock('@/api/auth', () => ({ ...jest.requireActual('@/api/auth'), uploadToken: jest.fn() }))
jest.mock('@/api/categories', () => ({ ...jest.requireActual('@/api/categories'), listCategories: jest.fn() }))
jest.mock('@/api/meetings')
jest.mock('@/api/users')
jest.mock('@/flows/imageUpload', () => ({ ...jest.requireActual('@/flows/imageUpload'), pickImages: jest.fn(), uploadImage: jest.fn() }))
const authApi = auth as jest.Mocked<typeof auth>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const upload = imageUpload as jest.Mocked<typeof imageUpload>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400 }
const industry = (n: number, en: string): Category => ({ _id: `6630${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, type: 'industry', title: { zh: en, en }, weight: 10 - n })
const ROBOTICS = industry(1, 'Robotics')
const ENERGY = industry(2, 'Energy')
const me: User = {
  _id: USER_ID, username: 'Li Wei', avatar: '/fu/static/avatar-1.png', work: { title: 'Product manager', company: 'Demo Tech' },
  industries: [ROBOTICS._id], contact_email: 'li@demo.test', contact_wechat: 'li-wx',
}


const field = (label: string) => screen.getByLabelText(label)
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } })
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.userExposure.mockResolvedValue({ user_id: USER_ID, exposure: 0 })
  meetings.setUserExposure.mockResolvedValue({})
  categories.listCategories.mockResolvedValue([ROBOTICS, ENERGY])
  users.fetchUser.mockResolvedValue(me)
  users.updateProfile.mockResolvedValue(me)
})

describe.each(['mobile', 'desktop'] as const)('my profile (%s)', (variant) => {
  const render = () => renderScreen(myProfileScreen, { route: 'myProfile', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { storage: signedInStorage(USER_ID) } })

  it('fills the form from my profile and saves what I changed, with the connections-list choice', async () => {
    const { container, platform } = render()
    // The frame: the route's title as the page's one heading, a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(await screen.findByDisplayValue('Li Wei')).toBe(field('Name'))
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('Participants see this on your business card')).toBeInTheDocument()
    expect(container.querySelector(`.fu-profile--${variant}`)).not.toBeNull()
    expect(field('Company')).toHaveValue('Demo Tech')
    expect(field('Job title')).toHaveValue('Product manager')
    expect(field('Contact e-mail')).toHaveValue('li@demo.test')
    expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', expect.stringContaining('avatar-1.png'))
    const industries = within(screen.getByRole('group', { name: /Industries/ }))
    expect(industries.getByRole('checkbox', { name: 'Robotics' })).toHaveAttribute('aria-checked', 'true')
    expect(categories.listCategories).toHaveBeenCalledWith('industry', { meeting_id: MEETING_ID, limit: 999 })
    const exposure = screen.getByRole('checkbox', { name: 'Appear in the connections list' })
    expect(exposure).toHaveAttribute('aria-checked', 'false')

    type(field('Name'), 'Li Wei 2')
    type(field('Company'), 'New Co')
    fireEvent.click(industries.getByRole('checkbox', { name: 'Robotics' }))
    fireEvent.click(industries.getByRole('checkbox', { name: 'Energy' }))
    fireEvent.click(exposure)
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Profile saved']))
    expect(users.updateProfile).toHaveBeenCalledWith(USER_ID, {
      username: 'Li Wei 2', avatar: '/fu/static/avatar-1.png', work: { company: 'New Co', title: 'Product manager' },
      industries: [ENERGY._id], contact_wechat: 'li-wx', contact_email: 'li@demo.test',
    })
    expect(meetings.setUserExposure).toHaveBeenCalledWith({ exposure: 1, meeting_id: MEETING_ID })
  })

  it('leaves the connections-list choice alone when it did not change', async () => {
    const { platform } = render()
    await screen.findByDisplayValue('Li Wei')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Profile saved']))
    expect(meetings.setUserExposure).not.toHaveBeenCalled()
  })

  it('checks the name and the contact e-mail beside their fields', async () => {
    render()
    await screen.findByDisplayValue('Li Wei')
    type(field('Name'), '  ')
    type(field('Contact e-mail'), 'nope')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(errorOf(field('Name'))).toHaveTextContent('Please enter your name')
    expect(errorOf(field('Contact e-mail'))).toHaveTextContent('valid e-mail')
    expect(users.updateProfile).not.toHaveBeenCalled()
  })

  it('uploads a new jpg/png photo and saves it; refuses other types', async () => {
    upload.pickImages.mockResolvedValueOnce([{ path: 'blob:1', name: 'me.gif', type: 'image/gif' }])
    render()
    await screen.findByDisplayValue('Li Wei')
    fireEvent.click(screen.getByRole('button', { name: 'Change photo' }))
    expect(await screen.findByText('Please choose a JPG or PNG image')).toBeInTheDocument()
    expect(authApi.uploadToken).not.toHaveBeenCalled()

    upload.pickImages.mockResolvedValueOnce([{ path: 'blob:2', name: 'me.png', type: 'image/png' }])
    authApi.uploadToken.mockResolvedValue({ uptoken: 'u' } as never)
    upload.uploadImage.mockResolvedValue('/fu/api/uploads/new.png')
    fireEvent.click(screen.getByRole('button', { name: 'Change photo' }))
    await waitFor(() => expect(screen.getByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', expect.stringContaining('/fu/api/uploads/new.png')))
    expect(upload.uploadImage).toHaveBeenCalledWith(expect.stringMatching(/\/uploads$/), expect.objectContaining({ uptoken: 'u' }), 'blob:2', expect.any(Function))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(users.updateProfile).toHaveBeenCalledWith(USER_ID, expect.objectContaining({ avatar: '/fu/api/uploads/new.png' })))
  })

  it('says when the server refuses sensitive words, and keeps what I typed', async () => {
    users.updateProfile.mockRejectedValue(new ApiError(422, { code: ErrorCode.SensitiveContent, message: 'sensitive' }))
    render()
    type(await screen.findByDisplayValue('Li Wei'), 'bad word')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('not allowed')
    expect(field('Name')).toHaveValue('bad word')
  })

  it('shows a failure with a retry when my profile cannot be read', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue(me)
    render()
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByDisplayValue('Li Wei')).toBeInTheDocument()
  })
})
