/** /activity/register: the venue's check-in QR checks the visitor's approved ticket in, or says why not. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Activity, Meeting, Ticket } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import * as usersApi from '@/api/users'
import registerScreen from '@/pages/activity/register'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from '../my/fixtures'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
jest.mock('@/api/users')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const ACTIVITY_ID = '660600000000000000000001'
const USER_ID = '6610000000000000000000ab'
const nowS = () => Math.floor(Date.now() / 1000)
// 2026-01-01 01:00 UTC = 09:00 in Shanghai.
const AT = 1767229200
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
// Starting in ten minutes: inside the check-in window (it opens 30 minutes before the start).
const activity = (extra: Partial<Activity> = {}) => ({ _id: ACTIVITY_ID, meeting_id: MEETING_ID, title: { en: 'Opening ceremony' }, place: { en: 'Main hall (Hall A)' }, start: nowS() + 600, end: nowS() + 7200, covers: [], ...extra }) as Activity
const ticket = (status: number, extra: Partial<Ticket> = {}) => ({ _id: '66fd00000000000000000001', activity_id: ACTIVITY_ID, user_id: USER_ID, status, number: 1, ...extra }) as Ticket
const refusal = (code: number, data?: Record<string, unknown>) => new ApiError(409, { code, message: 'refused', data })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.recordMeetingAction.mockResolvedValue({})
  meetings.meetingCredential.mockResolvedValue({ meeting_id: MEETING_ID, user_id: USER_ID, app_id: '' })
  users.fetchUser.mockResolvedValue(undefined)
  activities.fetchActivity.mockResolvedValue(activity())
})

describe.each(['mobile', 'desktop'] as const)('venue check-in (%s)', variant => {
  const render = () => renderScreen(registerScreen, { route: 'activityRegister', variant, query: { activity_id: ACTIVITY_ID }, language: 'en', platform: { storage: signedInStorage(USER_ID) } })

  it('checks an approved ticket in at once and says when', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket(1)], total: 1 })
    tickets.checkInAtVenue.mockResolvedValue(ticket(3, { attended: AT }))
    const { container } = render()
    expect(await screen.findByText('You are checked in. Welcome!')).toBeInTheDocument()
    expect(screen.getByText('Checked in at 2026.01.01 09:00')).toBeInTheDocument()
    expect(screen.getByText('Checked in')).toHaveAttribute('data-tone', 'green')
    expect(tickets.checkInAtVenue).toHaveBeenCalledTimes(1)
    expect(tickets.checkInAtVenue).toHaveBeenCalledWith(ACTIVITY_ID)
    expect(tickets.listTickets).toHaveBeenCalledWith({ activity_id: ACTIVITY_ID, limit: 50 })
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Opening ceremony')
    expect(screen.getByText('Main hall (Hall A)')).toBeInTheDocument()
    expect(container.querySelector(`.fu-venue-checkin--${variant}`)).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'See my tickets' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/tickets?meeting_id=${MEETING_ID}` }])
  })

  it('a ticket checked in before says so, without asking again', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket(3, { attended: AT })], total: 1 })
    render()
    expect(await screen.findByText('You have already checked in')).toBeInTheDocument()
    expect(screen.getByText('Checked in at 2026.01.01 09:00')).toBeInTheDocument()
    expect(tickets.checkInAtVenue).not.toHaveBeenCalled()
  })

  it('not registered: says so and offers to register', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    render()
    expect(await screen.findByText('You have not registered for this activity: register first, then check in')).toBeInTheDocument()
    expect(screen.getByText('Not registered')).toHaveAttribute('data-tone', 'grey')
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/activity/detail?meeting_id=${MEETING_ID}&activity_id=${ACTIVITY_ID}` }])
  })

  it.each([
    [0, 'Your registration is under review: you can check in once it is approved', 'Under review', 'amber'],
    [2, 'Your registration was not approved, so you cannot check in. Please contact the organiser', 'Not approved', 'red'],
  ])('a ticket with status %s cannot check in and says why', async (status, text, badge, tone) => {
    tickets.listTickets.mockResolvedValue({ results: [ticket(status)], total: 1 })
    render()
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByText(badge)).toHaveAttribute('data-tone', tone)
    expect(tickets.checkInAtVenue).not.toHaveBeenCalled()
  })

  it('takes the server\'s refusal as the state (reviewed again meanwhile)', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket(1)], total: 1 })
    tickets.checkInAtVenue.mockRejectedValue(refusal(4151, { status: 2 }))
    render()
    expect(await screen.findByText('Your registration was not approved, so you cannot check in. Please contact the organiser')).toBeInTheDocument()
  })

  it('before the window opens (30 minutes before the start) says when it opens, without asking', async () => {
    // 2100-01-01 08:00 in Shanghai: check-in opens at 07:30.
    activities.fetchActivity.mockResolvedValue(activity({ start: 4102444800, end: 4102452000 }))
    tickets.listTickets.mockResolvedValue({ results: [ticket(1)], total: 1 })
    render()
    expect(await screen.findByText('Check-in is not open yet: it opens at 2100.01.01 07:30, 30 minutes before the start')).toBeInTheDocument()
    expect(screen.getByText('Not open yet')).toHaveAttribute('data-tone', 'amber')
    expect(tickets.checkInAtVenue).not.toHaveBeenCalled()
  })

  it('after the activity ended says check-in is closed, without asking', async () => {
    activities.fetchActivity.mockResolvedValue(activity({ start: nowS() - 7200, end: nowS() - 60 }))
    tickets.listTickets.mockResolvedValue({ results: [ticket(1)], total: 1 })
    render()
    expect(await screen.findByText('The activity has ended and check-in is closed')).toBeInTheDocument()
    expect(tickets.checkInAtVenue).not.toHaveBeenCalled()
  })

  it('the server\'s "not open yet" (4153) says when it opens, by the server\'s time', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket(1)], total: 1 })
    tickets.checkInAtVenue.mockRejectedValue(refusal(4153, { opens: AT, start: AT + 1800 }))
    render()
    expect(await screen.findByText('Check-in is not open yet: it opens at 2026.01.01 09:00, 30 minutes before the start')).toBeInTheDocument()
  })

  it('the server\'s "ended" (4152: the activity ended meanwhile) says check-in is closed', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket(1)], total: 1 })
    tickets.checkInAtVenue.mockRejectedValue(refusal(4152, { end: nowS() - 1 }))
    render()
    expect(await screen.findByText('The activity has ended and check-in is closed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull()
  })

  it('a failed request offers to try again', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket(1)], total: 1 })
    tickets.checkInAtVenue.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(ticket(3, { attended: AT }))
    render()
    const status = await screen.findByText('The check-in did not go through')
    expect(status.closest('[role="status"]')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('You are checked in. Welcome!')).toBeInTheDocument()
  })

  it('an unknown activity fails with the reason and a retry', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    activities.fetchActivity.mockResolvedValue(undefined)
    render()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('the activity was not found')
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument()
  })
})

it('is in the visitor language', async () => {
  tickets.listTickets.mockResolvedValue({ results: [ticket(0)], total: 1 })
  renderScreen(registerScreen, { route: 'activityRegister', variant: 'mobile', query: { activity_id: ACTIVITY_ID }, language: 'zh', platform: { storage: signedInStorage(USER_ID) } })
  expect(await screen.findByText('你的报名正在审核中，审核通过后才能签到')).toBeInTheDocument()
  await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('签到'))
})
