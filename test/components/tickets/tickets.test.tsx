import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import { formatTimeRange } from '@/core/time'
import myTicketsScreen from '@/pages/my/tickets'
import myRegistrationScreen from '@/pages/my/registration'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { activity, MEETING, ticket } from './fixtures'

// The api modules are faked at their edge: the screens call these and nothing else.
jest.mock('@/api/tickets')
jest.mock('@/api/activities')
jest.mock('@/api/meetings')
// Signing in (the group tab's leader) fetches the user.
jest.mock('@/api/users')
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const meeting: Meeting = { _id: MEETING, title: { en: 'Demo Summit' }, start: 1798761600, end: 1798934400 }

type Variant = 'mobile' | 'desktop'
const AGENT = '6610000000000000000000a3'

/** /my/tickets, or /my/registration (personal and group) when `registration`. */
const render = (variant: Variant, registration = false) => registration
  ? renderScreen(myRegistrationScreen, { route: 'myRegistration', variant, query: { meeting_id: MEETING }, language: 'en' })
  : renderScreen(myTicketsScreen, { route: 'myTickets', variant, query: { meeting_id: MEETING }, language: 'en' })

const second = activity({ _id: 'a2'.padEnd(24, '0'), title: { zh: '论坛', en: 'AI forum' }, place: undefined, start: 1798851600, end: 1798938000 })
const four = [
  ticket({ _id: 't0'.padEnd(24, '0'), status: 0, code: 'A0010' }),
  ticket({ _id: 't1'.padEnd(24, '0'), status: 1, code: 'A0011', number: 1 }),
  ticket({ _id: 't2'.padEnd(24, '0'), status: 2, code: 'B0002', activity_id: second._id }),
  ticket({ _id: 't3'.padEnd(24, '0'), status: 3, code: 'B0003', activity_id: second._id }),
]

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  activities.listActivities.mockResolvedValue({ results: [activity(), second], total: 2 })
  tickets.listTickets.mockResolvedValue({ results: four, total: 4 })
})

const cards = () => screen.getAllByRole('listitem')

describe.each(['mobile', 'desktop'] as const)('my tickets (%s)', (variant) => {
  it('lists each ticket with its activity, time, place, status, number and code in its own layout', async () => {
    const { container } = render(variant)
    // The frame: the route's title as the page's heading, a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My tickets')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(screen.getByText('Tickets for the activities you registered for. Show the QR code to check in.')).toBeInTheDocument()
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(container.querySelector(`.fu-tickets--${variant}`)).not.toBeNull()
    expect(tickets.listTickets).toHaveBeenCalledWith({ meeting_id: MEETING, group: undefined, skip: 0, limit: 10 })
    expect(activities.listActivities).toHaveBeenCalledWith({ meeting_id: MEETING, limit: 999 })

    const first = within(cards()[1])
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Opening ceremony')
    expect(first.getByText(formatTimeRange(activity().start, activity().end))).toBeInTheDocument()
    expect(first.getByText('Hall A')).toBeInTheDocument()
    expect(first.getByText('A0011')).toBeInTheDocument()
    expect(cards()[1]).toHaveTextContent('People: 1')
    expect(within(cards()[2]).getByRole('heading', { level: 2 })).toHaveTextContent('AI forum')
    expect(within(cards()[2]).getByText(formatTimeRange(second.start, second.end))).toBeInTheDocument()
  })

  it('shows each status in words and its colour: under review, approved, rejected, checked in', async () => {
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(4))
    const expected = [['Under review', 'amber'], ['Approved', 'green'], ['Rejected', 'red'], ['Checked in', 'blue']]
    expected.forEach(([text, tone], i) => {
      const badge = within(cards()[i]).getByText(text)
      expect(badge).toHaveAttribute('data-tone', tone)
    })
  })

  it('opens the ticket page with the ticket id', async () => {
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(4))
    fireEvent.click(within(cards()[1]).getByRole('button', { name: 'View ticket: Opening ceremony' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/registration/ticket?ticket_id=${four[1]._id}` }])
  })

  it('opens the ticket once from a tap anywhere on its card', async () => {
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(4))
    fireEvent.click(within(cards()[2]).getByText('AI forum'))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/registration/ticket?ticket_id=${four[2]._id}` }])
  })

  it('says when the activity behind a ticket is not available', async () => {
    activities.listActivities.mockResolvedValue({ results: [], total: 0 })
    tickets.listTickets.mockResolvedValue({ results: [four[1]], total: 1 })
    render(variant)
    expect(await screen.findByText('Activity details are not available')).toBeInTheDocument()
    expect(screen.getByText('A0011')).toBeInTheDocument()
  })

  it('shows loading, then the empty state with a link to the activity list', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    render(variant)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(await screen.findByText('You have not registered for any activity yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Browse activities' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/activity/list?meeting_id=${MEETING}` }])
  })

  it('shows a failure with its message and retries', async () => {
    tickets.listTickets.mockRejectedValueOnce(new Error('network error: offline'))
    render(variant)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load')
    expect(alert).toHaveTextContent('network error: offline')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(tickets.listTickets).toHaveBeenCalledTimes(2)
  })

  it('pages with "load more" and shows the total', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => ticket({ _id: `p${i}`.padEnd(24, '0'), code: `C${String(i).padStart(4, '0')}` }))
    const page2 = [ticket({ _id: 'q1'.padEnd(24, '0'), code: 'C0010' }), ticket({ _id: 'q2'.padEnd(24, '0'), code: 'C0011' })]
    tickets.listTickets.mockResolvedValueOnce({ results: page1, total: 12 }).mockResolvedValueOnce({ results: page2, total: 12 })
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(10))
    expect(screen.getByText('Tickets: 12')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards()).toHaveLength(12))
    expect(tickets.listTickets).toHaveBeenLastCalledWith({ meeting_id: MEETING, group: undefined, skip: 10, limit: 10 })
    expect(screen.getByText('That is everything')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    // The activity list is read once for both pages.
    expect(activities.listActivities).toHaveBeenCalledTimes(1)
  })

  it('keeps the loaded tickets when a further page fails, and tries again', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => ticket({ _id: `p${i}`.padEnd(24, '0') }))
    tickets.listTickets.mockResolvedValueOnce({ results: page1, total: 11 }).mockRejectedValueOnce(new Error('HTTP 500'))
      .mockResolvedValueOnce({ results: [ticket({ _id: 'q1'.padEnd(24, '0') })], total: 11 })
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(10))
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Could not load more. Please try again.')).toBeInTheDocument()
    expect(cards()).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards()).toHaveLength(11))
  })

  it('switches between personal and group registrations on /my/registration', async () => {
    render(variant, true)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My registrations')
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(screen.getByRole('tab', { name: 'Personal' })).toHaveAttribute('aria-selected', 'true')
    tickets.listTickets.mockResolvedValueOnce({ results: [], total: 0 })
    fireEvent.click(screen.getByRole('tab', { name: 'Group' }))
    expect(await screen.findByText('You have no group registrations yet')).toBeInTheDocument()
    expect(tickets.listTickets).toHaveBeenLastCalledWith({ meeting_id: MEETING, group: 1, skip: 0, limit: 10 })
    expect(screen.getByRole('tab', { name: 'Group' })).toHaveAttribute('aria-selected', 'true')
  })

  it('lists on the group tab the activities I lead groups for in this meeting, each opening its agent page by checkout version', async () => {
    const v1 = activity({ _id: 'a3'.padEnd(24, '0'), title: { en: 'Factory tour' }, agent_checkout_version: 1 })
    const v2 = activity({ _id: 'a4'.padEnd(24, '0'), title: { en: 'Partner day' }, agent_checkout_version: 2 })
    const elsewhere = activity({ _id: 'a5'.padEnd(24, '0'), meeting_id: 'f'.repeat(24), title: { en: 'Other meeting tour' }, agent_checkout_version: 1 })
    activities.agentActivities.mockResolvedValue([v1, v2, elsewhere])
    const { store } = render(variant, true)
    await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: AGENT }) })
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(activities.agentActivities).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('tab', { name: 'Group' }))
    const led = await screen.findByRole('list', { name: 'Groups I lead' })
    expect(activities.agentActivities).toHaveBeenCalledWith(AGENT)
    expect(within(led).getAllByRole('link').map(link => link.querySelector('.fu-tickets__led-name')?.textContent)).toEqual(['Manage the groups of Factory tour', 'Manage the groups of Partner day'])
    navigations.length = 0
    fireEvent.click(within(led).getByRole('link', { name: /Factory tour/ }))
    fireEvent.click(within(led).getByRole('link', { name: /Partner day/ }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      expect.stringMatching(new RegExp(`^/activity/agent\\?meeting_id=${MEETING}&activity_id=${v1._id}`)),
      expect.stringMatching(new RegExp(`^/meeting/${MEETING}/activity/${v2._id}/agent/v2/ticket`)),
    ]))
  })

  it('has no personal/group tabs on /my/tickets', async () => {
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(4))
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
