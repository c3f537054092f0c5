import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Enterprise, Meeting, User } from '@fu-types/entities'
import * as appointmentsApi from '@/api/appointments'
import type { AppointmentView } from '@/api/appointments'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import hubScreen from '@/pages/appointment/hub'
import successScreen from '@/pages/appointment/success'
import enterpriseScreen from '@/pages/meeting/enterprise'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { ME, renderAnyScreen, signedIn } from './support'

jest.mock('@/api/appointments')
jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = appointmentsApi as jest.Mocked<typeof appointmentsApi>
const enterprises = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const ENTERPRISE_ID = '660500000000000000000001'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai', appointments: 1 }
const visitor = { _id: ME, username: 'Li Wei', avatar: '', exhibitor: null } as User
const exhibitor = { ...visitor, exhibitor: { company: { title: { en: 'Aurora' } } } } as unknown as User

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('appointments hub (%s)', (variant) => {
  const renderHub = () => renderScreen(signedIn(hubScreen), { route: 'appointment', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
  const linksOf = (name: string) => within(screen.getByRole('heading', { level: 2, name }).parentElement!).getAllByRole('link').map(l => l.textContent)

  it('a visitor sees their upcoming count and entries; tapping one opens it', async () => {
    users.fetchUser.mockResolvedValue(visitor)
    api.countAppointments.mockResolvedValue({ total: 2 })
    renderHub()
    expect(await screen.findByText('2 upcoming')).toBeInTheDocument()
    // The frame: the route's title as the page's heading, a title bar with back on a phone.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointments')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(document.querySelector(`.fu-appointment-hub--${variant}`)).not.toBeNull()
    expect(api.countAppointments).toHaveBeenCalledWith({ user_id: ME, end: expect.any(Number) })
    expect(linksOf('My appointments')).toEqual(['My appointments2 upcoming', 'Past appointments', 'All my appointments', 'Book a meeting with an exhibitor'])
    expect(screen.queryByRole('heading', { name: 'Requests to my company' })).toBeNull()
    expect(api.pendingAppointmentCount).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: /Past appointments/ }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/my/schedule/history?meeting_id=${MEETING_ID}` }]))
  })

  it('a bound exhibitor also sees the requests to the company with the waiting count', async () => {
    users.fetchUser.mockResolvedValue(exhibitor)
    api.countAppointments.mockResolvedValue({ total: 0 })
    api.pendingAppointmentCount.mockResolvedValue(3)
    renderHub()
    expect(await screen.findByText('3 waiting')).toBeInTheDocument()
    expect(linksOf('Requests to my company')[0]).toBe('Requests to my company3 waiting')
    fireEvent.click(screen.getByRole('link', { name: /^Requests to my company/ }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/enterprise/appointments?meeting_id=${MEETING_ID}` }]))
  })

  it('a failure offers a retry', async () => {
    users.fetchUser.mockResolvedValue(visitor)
    api.countAppointments.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ total: 1 })
    renderHub()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('1 upcoming')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('booking sent (%s)', (variant) => {
  const query = { meeting_id: MEETING_ID, enterprise_id: ENTERPRISE_ID, appointment_id: '663000000000000000000001' }
  const renderSuccess = () => renderScreen(signedIn(successScreen), { route: 'appointmentSuccess', variant, query, language: 'en' })

  it('says when, and leads to my appointments or back to the company', async () => {
    api.listAppointments.mockResolvedValue({ results: [{ _id: query.appointment_id, start: 1893463200, end: 1893465000 } as AppointmentView], total: 1 })
    renderSuccess()
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument()
    // The card carries the page's one heading; the title bar (phone) shows the route's title beside back.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByText('When: 2030.01.01 10:00 - 10:30')).toBeInTheDocument()
    expect(api.listAppointments).toHaveBeenCalledWith({ _id: query.appointment_id, limit: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Back to the company' }))
    fireEvent.click(screen.getByRole('button', { name: 'My appointments' }))
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/meeting/enterprise?meeting_id=${MEETING_ID}&enterprise_id=${ENTERPRISE_ID}` },
      { method: 'navigateTo', url: `/meeting/my/schedule?meeting_id=${MEETING_ID}` },
    ]))
  })

  it('offers a retry when the appointment cannot be read', async () => {
    api.listAppointments.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ results: [], total: 0 })
    renderSuccess()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument()
  })
})

describe('the company page', () => {
  const enterprise = { _id: ENTERPRISE_ID, meeting_id: MEETING_ID, exhibitor: { company: { title: { en: 'Aurora Robotics' } } }, weight: 1, created: 1, deleted: 0, recommend: 1, status: 1 } as Enterprise

  it.each([[1, true], [0, false]] as const)('offers "Book a meeting" when the meeting takes appointments (%s)', async (appointments, offered) => {
    meetings.fetchMeeting.mockResolvedValue({ ...meeting, appointments })
    enterprises.fetchEnterprise.mockResolvedValue(enterprise)
    enterprises.listProducts.mockResolvedValue({ results: [], total: 0 })
    enterprises.enterpriseAction.mockResolvedValue(undefined)
    renderAnyScreen(enterpriseScreen, { route: 'meetingEnterprise', variant: 'mobile', query: { enterprise_id: ENTERPRISE_ID }, language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })).toBeInTheDocument()
    await waitFor(() => expect(meetings.fetchMeeting).toHaveBeenCalled())
    if (!offered) {
      await new Promise(resolve => setTimeout(resolve, 50))
      expect(screen.queryByRole('button', { name: 'Book a meeting' })).toBeNull()
      return
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Book a meeting' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/appointment/apply?enterprise_id=${ENTERPRISE_ID}&meeting_id=${MEETING_ID}` }]))
  })

  it.each(['mobile', 'desktop'] as const)('puts "Book a meeting" and "Ask a question" beside the name, above the introduction and products (%s)', async (variant) => {
    meetings.fetchMeeting.mockResolvedValue(meeting)
    enterprises.fetchEnterprise.mockResolvedValue({ ...enterprise, introduction: { en: '<p>We build robots.</p>' } })
    enterprises.listProducts.mockResolvedValue({ results: [], total: 0 })
    enterprises.enterpriseAction.mockResolvedValue(undefined)
    renderAnyScreen(enterpriseScreen, { route: 'meetingEnterprise', variant, query: { enterprise_id: ENTERPRISE_ID }, language: 'en' })
    const name = await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })
    const book = await screen.findByRole('button', { name: 'Book a meeting' })
    const ask = screen.getByRole('button', { name: 'Ask a question' })
    const follows = (a: Node, b: Node) => !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING)
    const introduction = screen.getByRole('heading', { level: 2, name: 'About the company' })
    for (const action of [book, ask]) {
      expect(follows(name, action)).toBe(true)
      expect(follows(action, introduction)).toBe(true)
    }
    // Once on the page: the bottom no longer repeats them.
    expect(screen.getAllByRole('button', { name: 'Book a meeting' })).toHaveLength(1)
    expect(screen.getAllByRole('button', { name: 'Ask a question' })).toHaveLength(1)
    fireEvent.click(ask)
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/enterprise/question?enterprise_id=${ENTERPRISE_ID}&meeting_id=${MEETING_ID}` }]))
  })
})
