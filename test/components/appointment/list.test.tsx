import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting, User } from '@fu-types/entities'
import * as appointmentsApi from '@/api/appointments'
import type { AppointmentView } from '@/api/appointments'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import type { ScreenModule } from '@/components/screen/defineScreen'
import type { RouteName } from '@/router/routes'
import { APPOINTMENTS_PAGE_SIZE } from '@/pages/appointment/list/useAppointmentList'
import myScheduleScreen from '@/pages/appointment/my'
import myScheduleHistoryScreen from '@/pages/appointment/my/history'
import exhibitorScheduleScreen from '@/pages/appointment/exhibitor'
import exhibitorScheduleHistoryScreen from '@/pages/appointment/exhibitor/history'
import userAppointmentsScreen from '@/pages/appointment/user'
import enterpriseAppointmentsScreen from '@/pages/appointment/enterprise'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { ME, signedIn } from './support'

jest.mock('@/api/appointments')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = appointmentsApi as jest.Mocked<typeof appointmentsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const SELLER = '6610000000000000000000cd'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
// 2030-01-01 10:00 in Shanghai: still ahead, so it can be cancelled, accepted or declined.
const AHEAD = 1893463200
const person = (_id: string, username: string) => ({ _id, username, avatar: '/fu/static/avatar.png' })
function appointment(n: number, role: 'buyer' | 'seller', extra: Partial<AppointmentView> = {}): AppointmentView {
  const buyer = role === 'buyer' ? ME : SELLER
  const seller = role === 'buyer' ? SELLER : ME
  return {
    _id: `6630${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, user_id: buyer, seller_user_id: seller, date: '2030-01-01',
    start: AHEAD, end: AHEAD + 1800, type: 'offline', reason: `Topic ${n}`, booth: 'A100 · 1', status: 0, role,
    user: person(buyer, role === 'buyer' ? 'Li Wei' : 'Chen Jie'), seller: person(seller, role === 'buyer' ? 'Sato Hana' : 'Li Wei'), ...extra,
  }
}
const exhibitorUser = { _id: ME, username: 'Li Wei', avatar: '', exhibitor: { company: { title: { en: 'Aurora' } } } } as unknown as User

/** The six routes, one list view: each route's declaration names its kind of list. */
const LISTS = {
  mySchedule: myScheduleScreen,
  myScheduleHistory: myScheduleHistoryScreen,
  exhibitorSchedule: exhibitorScheduleScreen,
  exhibitorScheduleHistory: exhibitorScheduleHistoryScreen,
  userAppointments: userAppointmentsScreen,
  enterpriseAppointments: enterpriseAppointmentsScreen,
} satisfies Partial<Record<RouteName, ScreenModule>>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('appointment lists (%s)', (variant) => {
  const renderList = (route: keyof typeof LISTS) => renderScreen(signedIn(LISTS[route]), { route, variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('shows my upcoming requests with the exhibitor, time, place, reason and state, and opens the history', async () => {
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'buyer'), appointment(2, 'buyer', { status: 1, type: 'online', booth: undefined })], total: 2 })
    const { container } = renderList('mySchedule')
    const items = await screen.findAllByRole('listitem')
    expect(within(items[0]).getByRole('heading', { level: 2 })).toHaveTextContent('With Sato Hana')
    expect(items[0]).toHaveTextContent('2030.01.01 10:00 - 10:30')
    expect(items[0]).toHaveTextContent('At the booth · Place: A100 · 1')
    expect(items[0]).toHaveTextContent('Reason: Topic 1')
    expect(within(items[0]).getByText('Waiting for an answer')).toHaveAttribute('data-tone', 'amber')
    expect(within(items[1]).getByText('Accepted')).toHaveAttribute('data-tone', 'green')
    expect(items[1]).toHaveTextContent('Online')
    // The requester cannot accept: only cancel.
    expect(within(items[0]).queryByRole('button', { name: /Accept/ })).toBeNull()
    expect(screen.getByText('2 appointments')).toBeInTheDocument()
    const query = api.listAppointments.mock.calls[0][0]
    expect(query).toMatchObject({ role: 'buyer', meeting_id: MEETING_ID, skip: 0, limit: APPOINTMENTS_PAGE_SIZE })
    expect(query.end).toBeGreaterThan(1_700_000_000)
    expect(container.querySelector(`.fu-appointments--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page's heading, a title bar with back on a phone; then what the list holds.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Appointment schedule')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByText('Meetings I asked for that are still to come.')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Past appointments' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/my/schedule/history?meeting_id=${MEETING_ID}` }]))
  })

  it.each([
    ['mySchedule', 'Appointment schedule', { role: 'buyer' }, true],
    ['myScheduleHistory', 'Past schedule', { role: 'buyer', history: 1 }, false],
    ['exhibitorSchedule', 'Exhibitor schedule', { role: 'seller' }, true],
    ['exhibitorScheduleHistory', 'Exhibitor past schedule', { role: 'seller', history: 1 }, false],
    ['userAppointments', 'My appointments', {}, true],
    ['enterpriseAppointments', 'Company appointments', { role: 'seller', status: 0 }, true],
  ] as const)('%s lists its own kind under its own title', async (route, title, kind, upcoming) => {
    users.fetchUser.mockResolvedValue(exhibitorUser)
    api.pendingAppointmentCount.mockResolvedValue(0)
    api.listAppointments.mockResolvedValue({ results: [], total: 0 })
    renderList(route)
    await waitFor(() => expect(api.listAppointments).toHaveBeenCalled())
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(title)
    const query = api.listAppointments.mock.calls[0][0]
    expect(query).toMatchObject({ ...kind, meeting_id: MEETING_ID })
    if (!('role' in kind)) expect(query.role).toBeUndefined()
    expect(query.end === undefined).toBe(!upcoming)
  })

  it('cancels a request only after the confirmation, and the state changes in place', async () => {
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'buyer')], total: 1 })
    api.answerAppointment.mockResolvedValue(appointment(1, 'buyer', { status: 3 }))
    const { platform } = renderList('mySchedule')
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel meeting: Sato Hana' }))
    const ask = screen.getByRole('group', { name: 'Cancel the meeting with Sato Hana?' })
    expect(api.answerAppointment).not.toHaveBeenCalled()
    fireEvent.click(within(ask).getByRole('button', { name: 'No, keep it' }))
    expect(screen.queryByRole('group', { name: 'Cancel the meeting with Sato Hana?' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel meeting: Sato Hana' }))
    fireEvent.click(within(screen.getByRole('group', { name: 'Cancel the meeting with Sato Hana?' })).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(screen.getByText('Cancelled', { selector: '.fu-badge' })).toBeInTheDocument())
    expect(api.answerAppointment).toHaveBeenCalledWith(appointment(1, 'buyer')._id, 'cancel')
    expect(platform.toasts).toEqual(['Cancelled'])
    expect(screen.queryByRole('button', { name: 'Cancel meeting: Sato Hana' })).toBeNull()
  })

  it('shows the past meetings as a timeline, each meeting one item of the list', async () => {
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'buyer'), appointment(2, 'buyer')], total: 2 })
    const { container } = renderList('myScheduleHistory')
    expect(await screen.findAllByText('With Sato Hana')).toHaveLength(2)
    const list = screen.getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)
    expect(container.querySelectorAll('.at-timeline-item')).toHaveLength(2)
  })

  it('shows the empty list with the way to book', async () => {
    api.listAppointments.mockResolvedValueOnce({ results: [], total: 0 })
    renderList('mySchedule')
    fireEvent.click(await screen.findByRole('button', { name: 'Book a meeting with an exhibitor' }))
    expect(screen.getByText('No appointments yet')).toBeInTheDocument()
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/exhibit?meeting_id=${MEETING_ID}` }]))
  })

  it('offers a retry when the list fails', async () => {
    api.listAppointments.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ results: [appointment(1, 'buyer')], total: 1 })
    renderList('myScheduleHistory')
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('With Sato Hana')).toBeInTheDocument()
    expect(api.listAppointments.mock.calls[1][0]).toMatchObject({ role: 'buyer', history: 1 })
    expect(api.listAppointments.mock.calls[1][0].end).toBeUndefined()
  })

  it('an exhibitor without a bound company is told to bind one, and nothing is listed', async () => {
    users.fetchUser.mockResolvedValue({ _id: ME, username: 'Li Wei', avatar: '', exhibitor: null } as User)
    renderList('exhibitorSchedule')
    expect(await screen.findByRole('heading', { name: 'Bind your company first' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Bind a company' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/exhibitor/bind?meeting_id=${MEETING_ID}` }]))
    expect(api.listAppointments).not.toHaveBeenCalled()
  })

  it('the bound exhibitor sees the waiting count, accepts after confirming, and hears when a meeting already takes that time', async () => {
    users.fetchUser.mockResolvedValue(exhibitorUser)
    api.pendingAppointmentCount.mockResolvedValueOnce(2).mockResolvedValue(1)
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'seller'), appointment(2, 'seller')], total: 2 })
    api.answerAppointment.mockImplementation(async (id, answer) => {
      if (id === appointment(2, 'seller')._id) throw new ApiError(409, { code: 4202, message: 'busy' })
      return appointment(1, 'seller', { status: answer === 'accept' ? 1 : 2 })
    })
    const { platform } = renderList('enterpriseAppointments')
    expect(await screen.findByText('2 waiting for your answer')).toBeInTheDocument()
    expect(api.listAppointments.mock.calls[0][0]).toMatchObject({ role: 'seller', status: 0 })
    expect(api.pendingAppointmentCount).toHaveBeenCalledWith(ME, expect.any(Number))
    const [first] = await screen.findAllByRole('listitem')
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('From Chen Jie')
    fireEvent.click(within(first).getByRole('button', { name: 'Accept: Chen Jie' }))
    fireEvent.click(within(screen.getByRole('group', { name: 'Accept the meeting with Chen Jie?' })).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(within(first).getByText('Accepted', { selector: '.fu-badge' })).toBeInTheDocument())
    expect(await screen.findByText('1 waiting for your answer')).toBeInTheDocument()

    const second = screen.getAllByRole('listitem')[1]
    fireEvent.click(within(second).getByRole('button', { name: 'Accept: Chen Jie' }))
    fireEvent.click(within(screen.getByRole('group', { name: 'Accept the meeting with Chen Jie?' })).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Accepted', 'You or the other party already has a meeting at this time']))
    expect(within(second).getByText('Waiting for an answer')).toBeInTheDocument()
  })

  it('marks a time the visitor proposed (the company publishes no slots), which the exhibitor declines like any request', async () => {
    users.fetchUser.mockResolvedValue(exhibitorUser)
    api.pendingAppointmentCount.mockResolvedValueOnce(1).mockResolvedValue(0)
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'seller', { proposed: 1, booth: undefined }), appointment(2, 'seller')], total: 2 })
    api.answerAppointment.mockResolvedValue(appointment(1, 'seller', { proposed: 1, booth: undefined, status: 2 }))
    renderList('enterpriseAppointments')
    const [proposed, slotted] = await screen.findAllByRole('listitem')
    expect(proposed).toHaveTextContent('2030.01.01 10:00 - 10:30 · Proposed time')
    expect(slotted).not.toHaveTextContent('Proposed time')
    fireEvent.click(within(proposed).getByRole('button', { name: 'Decline: Chen Jie' }))
    fireEvent.click(within(screen.getByRole('group', { name: /Chen Jie/ })).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(within(proposed).getByText('Declined', { selector: '.fu-badge' })).toBeInTheDocument())
    expect(api.answerAppointment).toHaveBeenCalledWith(appointment(1, 'seller')._id, 'ignore')
  })

  it('an online meeting shows no booth but its link, which opens outside the app', async () => {
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'buyer', { type: 'online', status: 1, booth: 'A100', link: 'https://meet.example.com/aurora' })], total: 1 })
    const { platform } = renderList('mySchedule')
    const [item] = await screen.findAllByRole('listitem')
    expect(item).toHaveTextContent('Online')
    expect(item).not.toHaveTextContent('Place:')
    fireEvent.click(within(item).getByRole('link', { name: 'Meeting link: https://meet.example.com/aurora' }))
    expect(platform.externalLinks).toEqual(['https://meet.example.com/aurora'])
  })

  it('accepting an online meeting asks for its link in the confirmation, and sends it', async () => {
    users.fetchUser.mockResolvedValue(exhibitorUser)
    api.pendingAppointmentCount.mockResolvedValue(1)
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'seller', { type: 'online', booth: undefined })], total: 1 })
    api.answerAppointment.mockResolvedValue(appointment(1, 'seller', { type: 'online', booth: undefined, status: 1, link: 'https://meet.example.com/aurora' }))
    renderList('enterpriseAppointments')
    const [item] = await screen.findAllByRole('listitem')
    fireEvent.click(within(item).getByRole('button', { name: 'Accept: Chen Jie' }))
    const field = within(item).getByLabelText(/^Online meeting link/)
    fireEvent.click(within(item).getByRole('button', { name: 'Yes' }))
    expect(within(item).getByText('Enter the meeting link, starting with http:// or https://')).toBeInTheDocument()
    expect(api.answerAppointment).not.toHaveBeenCalled()
    fireEvent.input(field, { target: { value: ' https://meet.example.com/aurora ' } })
    fireEvent.click(within(item).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(within(item).getByText('Accepted', { selector: '.fu-badge' })).toBeInTheDocument())
    expect(api.answerAppointment).toHaveBeenCalledWith(appointment(1, 'seller')._id, 'accept', 'https://meet.example.com/aurora')
    expect(within(item).getByRole('link', { name: 'Meeting link: https://meet.example.com/aurora' })).toBeInTheDocument()
  })

  it('accepting a meeting at the booth asks for no link', async () => {
    users.fetchUser.mockResolvedValue(exhibitorUser)
    api.pendingAppointmentCount.mockResolvedValue(1)
    api.listAppointments.mockResolvedValue({ results: [appointment(1, 'seller')], total: 1 })
    api.answerAppointment.mockResolvedValue(appointment(1, 'seller', { status: 1 }))
    renderList('enterpriseAppointments')
    const [item] = await screen.findAllByRole('listitem')
    fireEvent.click(within(item).getByRole('button', { name: 'Accept: Chen Jie' }))
    expect(within(item).queryByLabelText(/^Online meeting link/)).toBeNull()
    fireEvent.click(within(item).getByRole('button', { name: 'Yes' }))
    await waitFor(() => expect(api.answerAppointment).toHaveBeenCalledWith(appointment(1, 'seller')._id, 'accept'))
  })
})
