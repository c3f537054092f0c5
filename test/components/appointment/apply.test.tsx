import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Enterprise, Meeting } from '@fu-types/entities'
import type { ScheduleSlot } from '@fu-types/api'
import * as appointmentsApi from '@/api/appointments'
import type { AppointmentView } from '@/api/appointments'
import * as enterprisesApi from '@/api/enterprises'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import applyScreen from '@/pages/appointment/apply'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedIn } from './support'

jest.mock('@/api/appointments')
jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
const api = appointmentsApi as jest.Mocked<typeof appointmentsApi>
const enterprises = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const ENTERPRISE_ID = '660500000000000000000001'
// 2030-01-01 10:00 in Shanghai. The meeting runs 2030-01-01 09:00 to 2030-01-03 18:00 there.
const DAY1_10 = 1893463200
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: DAY1_10 - 3600, end: DAY1_10 + 2 * 86400 + 8 * 3600, timezone: 'Asia/Shanghai', appointments: 1 }
const enterprise = { _id: ENTERPRISE_ID, meeting_id: MEETING_ID, exhibitor: { company: { title: { en: 'Aurora Robotics' } } }, weight: 1, created: 1, deleted: 0, recommend: 1, status: 1 } as Enterprise
const slot = (n: number, start: number, date: string, booked = 0, capacity?: number): ScheduleSlot => ({
  _id: `6623${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, enterprise_id: ENTERPRISE_ID, start, end: start + 1800, date, place: 'A100', booked,
  ...(capacity === undefined ? {} : { capacity }),
})
// 10:00 (two places, one taken) and 14:00 (one request, no capacity given) on the first day, 10:00 on the second, none
// on the third; one slot long past, never offered.
const slots = [slot(9, 1577844000, '2020-01-01'), slot(1, DAY1_10, '2030-01-01', 1, 2), slot(2, DAY1_10 + 4 * 3600, '2030-01-01', 1), slot(3, DAY1_10 + 86400, '2030-01-02')]
const booked = { _id: '663000000000000000000001', meeting_id: MEETING_ID, status: 0 } as AppointmentView

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  enterprises.fetchEnterprise.mockResolvedValue(enterprise)
  api.listScheduleSlots.mockResolvedValue({ results: slots, total: slots.length })
  api.appointmentAuthentication.mockResolvedValue({ is_authentication: 1 })
})

describe.each(['mobile', 'desktop'] as const)('booking a meeting (%s)', (variant) => {
  const renderApply = (query: Record<string, string> = { enterprise_id: ENTERPRISE_ID, meeting_id: MEETING_ID }) =>
    renderScreen(signedIn(applyScreen), { route: 'appointmentApply', variant, query, language: 'en' })
  const group = (name: string) => screen.getByRole('radiogroup', { name })
  const reason = () => screen.getByLabelText('Reason')

  it('opens on the first bookable day with its times, offers every day of the meeting; errors show beside their fields', async () => {
    const { container } = renderApply()
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a meeting with Aurora Robotics' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-apply--${variant}`)).not.toBeNull()
    // The frame: the exhibitor's name in the page's one heading, a title bar with back on a phone.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByText('Choose a day, then a free time, and tell the exhibitor why you want to meet.')).toBeInTheDocument()
    expect(api.listScheduleSlots).toHaveBeenCalledWith(expect.objectContaining({ enterprise_id: ENTERPRISE_ID }))
    // Every day of the meeting; the third has no slots: shown, disabled, saying so.
    const days = await waitFor(() => {
      const radios = within(group('Day')).getAllByRole('radio')
      expect(radios).toHaveLength(3)
      return radios
    })
    expect(days.map(r => r.textContent)).toEqual(['2030.01.01', '2030.01.02', '2030.01.03 · No slots'])
    expect(days.map(r => r.getAttribute('aria-disabled'))).toEqual(['false', 'false', 'true'])
    // The first bookable day is chosen (checked and filled) and its times show at once.
    expect(within(group('Day')).getByRole('radio', { checked: true })).toBe(days[0])
    expect(days[0].className).toContain('fu-apply__choice--on')
    const times = () => within(group('Time')).getAllByRole('radio').map(r => r.textContent)
    expect(times()).toEqual(['10:00–10:30 · Booth A100 · 1 place left', '14:00–14:30 · Booth A100 · 1 requested'])
    fireEvent.click(days[2])
    expect(within(group('Day')).getByRole('radio', { checked: true })).toBe(days[0])

    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(screen.getByText('Choose a time')).toBeInTheDocument()
    expect(screen.getByText('Tell the exhibitor why you want to meet')).toBeInTheDocument()
    expect(api.bookEnterpriseSlot).not.toHaveBeenCalled()

    fireEvent.click(days[1])
    expect(within(group('Day')).getByRole('radio', { checked: true })).toBe(days[1])
    expect(times()).toEqual(['10:00–10:30 · Booth A100'])
  })

  it('a fully booked day shows disabled, and the screen opens on the next day with a free slot', async () => {
    api.listScheduleSlots.mockResolvedValue({ results: [slot(1, DAY1_10, '2030-01-01', 2, 2), slot(3, DAY1_10 + 86400, '2030-01-02', 0, 3)], total: 2 })
    renderApply()
    const full = await screen.findByRole('radio', { name: '2030.01.01 · Fully booked' })
    expect(full).toHaveAttribute('aria-disabled', 'true')
    expect(full).toHaveAttribute('aria-checked', 'false')
    expect(screen.getByRole('radio', { name: '2030.01.02' })).toHaveAttribute('aria-checked', 'true')
    expect(within(group('Time')).getAllByRole('radio').map(r => r.textContent)).toEqual(['10:00–10:30 · Booth A100 · 3 places left'])
  })

  it('books the chosen slot with the reason and how to meet, then shows the success page', async () => {
    api.bookEnterpriseSlot.mockResolvedValue(booked)
    renderApply()
    fireEvent.click(await screen.findByRole('radio', { name: '2030.01.02' }))
    fireEvent.click(within(group('Time')).getByRole('radio', { name: '10:00–10:30 · Booth A100' }))
    fireEvent.click(within(group('How to meet')).getByRole('radio', { name: 'Online' }))
    fireEvent.input(reason(), { target: { value: '  See the robot arm ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/meeting/appointment/success?meeting_id=${MEETING_ID}&enterprise_id=${ENTERPRISE_ID}&appointment_id=${booked._id}` }]))
    expect(api.bookEnterpriseSlot).toHaveBeenCalledWith(ENTERPRISE_ID, slots[3]._id, { reason: 'See the robot arm', type: 'online' })
  })

  it('a time with pending negotiations asks, with their count, whether to submit anyway', async () => {
    api.bookEnterpriseSlot.mockRejectedValueOnce(new ApiError(409, { code: 4200, message: 'conflict', data: { count: 2 } })).mockResolvedValueOnce(booked)
    renderApply()
    fireEvent.click(await screen.findByRole('radio', { name: '2030.01.01' }))
    fireEvent.click(within(group('Time')).getByRole('radio', { name: /14:00/ }))
    fireEvent.input(reason(), { target: { value: 'Pricing' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    const ask = await screen.findByRole('alertdialog')
    expect(ask).toHaveTextContent('2 negotiations are already requested at this time. Submit anyway?')
    expect(screen.queryByRole('button', { name: 'Send request' })).toBeNull()
    fireEvent.click(within(ask).getByRole('button', { name: 'Submit anyway' }))
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(api.bookEnterpriseSlot).toHaveBeenLastCalledWith(ENTERPRISE_ID, slots[2]._id, { reason: 'Pricing', type: 'offline', force: 1 })
  })

  it('choosing another time closes the conflict question', async () => {
    api.bookEnterpriseSlot.mockRejectedValueOnce(new ApiError(409, { code: 4200, message: 'conflict', data: { count: 1 } }))
    renderApply()
    fireEvent.click(await screen.findByRole('radio', { name: '2030.01.01' }))
    fireEvent.click(within(group('Time')).getByRole('radio', { name: /10:00/ }))
    fireEvent.input(reason(), { target: { value: 'Pricing' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Choose another time' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(within(group('Time')).queryByRole('radio', { checked: true })).toBeNull()
  })

  it.each([
    [4201, 'Booking full: this exhibitor takes no more appointments that day'],
    [4202, 'You or the other party already has a meeting at this time'],
  ])('a refusal %s is said under the form', async (code, text) => {
    api.bookEnterpriseSlot.mockRejectedValue(new ApiError(409, { code, message: 'no' }))
    renderApply()
    fireEvent.click(await screen.findByRole('radio', { name: '2030.01.01' }))
    fireEvent.click(within(group('Time')).getByRole('radio', { name: /10:00/ }))
    fireEvent.input(reason(), { target: { value: 'Pricing' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(text)
    expect(navigations).toEqual([])
  })

  it('a visitor not registered is told which activities count, each a link to it, and which registration is under review', async () => {
    api.appointmentAuthentication.mockResolvedValue({
      is_authentication: 0,
      activities: [
        { _id: '660600000000000000000001', title: { zh: '全球创新峰会', en: 'Global Innovation Summit' }, start: DAY1_10, end: DAY1_10 + 7200 },
        { _id: '660600000000000000000013', title: { en: 'Product design masterclass' }, start: DAY1_10 + 86400, end: DAY1_10 + 93600, my_ticket_status: 0 },
      ],
    })
    renderApply()
    expect(await screen.findByText('Register for the meeting as a participant before booking meetings')).toBeInTheDocument()
    expect(screen.getByText('An approved registration for any of these activities counts:')).toBeInTheDocument()
    const items = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(items.map(i => i.textContent)).toEqual(['Global Innovation Summit', 'Product design masterclassYour registration is under review; it counts once approved'])
    // No detour through the whole activity list.
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    fireEvent.click(within(items[1]).getByRole('link', { name: 'Product design masterclass' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/activity/detail?activity_id=660600000000000000000013&meeting_id=${MEETING_ID}` }]))
  })

  it('a visitor not registered for the meeting is sent to register first', async () => {
    api.appointmentAuthentication.mockResolvedValue({ is_authentication: 0 })
    renderApply()
    expect(await screen.findByText('Register for the meeting as a participant before booking meetings')).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup', { name: 'Day' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/activity/list?meeting_id=${MEETING_ID}` }]))
  })

  it('says when the exhibitor has no free times and the meeting is over, and when the slots fail offers a retry', async () => {
    meetings.fetchMeeting.mockResolvedValue({ ...meeting, start: 1577836800, end: 1577923200 })
    api.listScheduleSlots.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ results: [slots[0]], total: 1 })
    renderApply()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This exhibitor has no free times to book')).toBeInTheDocument()
    expect(screen.queryByRole('radiogroup', { name: 'Start time' })).toBeNull()
  })

  it('an exhibitor without slots ahead takes a proposed time: a day of the meeting, a start, a length and a note', async () => {
    // Only a long-past slot: nothing to book, so the visitor proposes.
    api.listScheduleSlots.mockResolvedValue({ results: [slots[0]], total: 1 })
    api.proposeAppointment.mockResolvedValue(booked)
    renderApply()
    expect(await screen.findByText('This exhibitor has not published free times: propose a day and time with a note, and the meeting is set once they accept.')).toBeInTheDocument()
    expect(screen.queryByText('This exhibitor has no free times to book')).toBeNull()
    const days = within(group('Day')).getAllByRole('radio')
    expect(days.map(r => r.textContent)).toEqual(['2030.01.01', '2030.01.02', '2030.01.03'])
    expect(days[0]).toHaveAttribute('aria-checked', 'true')
    const starts = within(group('Start time')).getAllByRole('radio')
    expect(starts.map(r => r.textContent)).toHaveLength(18)
    expect(starts[0]).toHaveTextContent('09:00')
    expect(starts[17]).toHaveTextContent('17:30')
    expect(within(group('Start time')).queryByRole('radio', { checked: true })).toBeNull()
    expect(within(group('Length')).getByRole('radio', { checked: true })).toHaveTextContent('30 minutes')
    fireEvent.click(screen.getByRole('button', { name: 'Propose this time' }))
    expect(screen.getByText('Choose a time')).toBeInTheDocument()
    expect(screen.getByText('Tell the exhibitor why you want to meet')).toBeInTheDocument()
    expect(api.proposeAppointment).not.toHaveBeenCalled()

    fireEvent.click(days[1])
    fireEvent.click(within(group('Start time')).getByRole('radio', { name: '14:00' }))
    fireEvent.click(within(group('Length')).getByRole('radio', { name: '60 minutes' }))
    fireEvent.click(within(group('How to meet')).getByRole('radio', { name: 'Online' }))
    fireEvent.input(screen.getByLabelText('Note'), { target: { value: ' Solar inverters for our plant ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Propose this time' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/meeting/appointment/success?meeting_id=${MEETING_ID}&enterprise_id=${ENTERPRISE_ID}&appointment_id=${booked._id}` }]))
    const start = DAY1_10 + 86400 + 4 * 3600
    expect(api.proposeAppointment).toHaveBeenCalledWith({
      meeting_id: MEETING_ID, enterprise_id: ENTERPRISE_ID, date: '2030-01-02', start, end: start + 3600, timezone: 'Asia/Shanghai', type: 'online', reason: 'Solar inverters for our plant',
    })
    expect(api.bookEnterpriseSlot).not.toHaveBeenCalled()
  })

  it('a proposal refused because the exhibitor published slots meanwhile (4203) shows them to choose from', async () => {
    api.listScheduleSlots.mockResolvedValueOnce({ results: [], total: 0 }).mockResolvedValue({ results: slots, total: slots.length })
    api.proposeAppointment.mockRejectedValue(new ApiError(409, { code: 4203, message: 'book one of its slots', data: { slots: 3 } }))
    renderApply()
    fireEvent.click(within(await screen.findByRole('radiogroup', { name: 'Start time' })).getByRole('radio', { name: '10:00' }))
    fireEvent.input(screen.getByLabelText('Note'), { target: { value: 'Pricing' } })
    fireEvent.click(screen.getByRole('button', { name: 'Propose this time' }))
    expect(await screen.findByText('The exhibitor has just published free times: choose one of them')).toBeInTheDocument()
    expect(await screen.findByRole('radiogroup', { name: 'Time' })).toBeInTheDocument()
    expect(within(group('Time')).getAllByRole('radio').map(r => r.textContent)).toEqual(['10:00–10:30 · Booth A100 · 1 place left', '14:00–14:30 · Booth A100 · 1 requested'])
    expect(screen.getByRole('button', { name: 'Send request' })).toBeInTheDocument()
  })

  it('without an exhibitor, leads to the exhibitors', async () => {
    renderApply({})
    fireEvent.click(await screen.findByRole('button', { name: 'Browse exhibitors' }))
    expect(screen.getByText('No exhibitor chosen: book from a company page')).toBeInTheDocument()
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/exhibit?meeting_id=${MEETING_ID}` }]))
    expect(api.listScheduleSlots).not.toHaveBeenCalled()
  })
})
