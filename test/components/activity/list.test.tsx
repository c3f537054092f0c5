import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Activity, Meeting } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { formatTimeRange } from '@/core/time'
import { ACTIVITY_PAGE_SIZE } from '@/pages/activity/list/useActivityList'
import activityListScreen from '@/pages/activity/list'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge: the screen calls these and nothing else.
jest.mock('@/api/activities')
jest.mock('@/api/tickets')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const HOUR = 3600
const nowS = () => Math.floor(Date.now() / 1000)
const START = nowS() + 7 * 24 * HOUR
// Tokyo, so a wrong (default Shanghai) zone would show a different hour.
const meeting: Meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

function activity(n: number, extra: Partial<Activity> = {}): Activity {
  // One start for every call in a run: the expectation re-creates the fixture, and a minute may pass between.
  const start = START
  return {
    _id: `6606${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID,
    title: { zh: `活动 ${n}`, en: `Activity ${n}` }, place: { zh: `A 馆 ${n}`, en: `Hall ${n}` },
    start, end: start + 3 * HOUR, covers: [`/fu/static/activity-${n}.svg`],
    ticket_total: 0, max: 0, deadline: nowS() + 6 * 24 * HOUR, registration_start: nowS() - 24 * HOUR, price: 0,
    ...extra,
  }
}

const page = (items: Activity[], total: number) => ({ results: items, total })

type Variant = 'mobile' | 'desktop'

function renderList(variant: Variant, query: Record<string, string> = { meeting_id: MEETING_ID }) {
  return renderScreen(activityListScreen, { route: 'activityList', variant, query, language: 'en' })
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  // Without an id the store opens the default meeting (or a custom domain's): either call answers it.
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
})

describe.each(['mobile', 'desktop'] as const)('activity list (%s)', (variant) => {
  it('shows each activity as a card: cover, title, time in the meeting zone, place, price and state', async () => {
    const paid = activity(2, { price: 39900 })
    const full = activity(3, { max: 2, ticket_total: 2 })
    const notStarted = activity(4, { registration_start: nowS() + 2 * 24 * HOUR })
    const ended = activity(5, { deadline: nowS() - HOUR })
    api.listActivities.mockResolvedValue(page([activity(1), paid, full, notStarted, ended], 5))
    const { container } = renderList(variant)

    const cards = await screen.findAllByRole('link', { name: /\bActivity \d+\b/ })
    expect(cards).toHaveLength(5)
    expect(api.listActivities).toHaveBeenCalledWith({ meeting_id: MEETING_ID, with_ticket_total: 1, limit: ACTIVITY_PAGE_SIZE, skip: 0 })

    const first = within(cards[0])
    expect(first.getByRole('heading', { level: 2 })).toHaveTextContent('Activity 1')
    await waitFor(() => expect(first.getByText(formatTimeRange(activity(1).start, activity(1).end, 'Asia/Tokyo'))).toBeInTheDocument())
    expect(first.getByText('Hall 1')).toBeInTheDocument()
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/fu/static/activity-1.svg')
    expect(first.getByText('Free')).toHaveAttribute('data-tone', 'green')
    expect(first.getByText('Open')).toHaveAttribute('data-tone', 'green')

    expect(within(cards[1]).getByText('¥399.00')).toHaveAttribute('data-tone', 'red')
    expect(cards[1]).not.toHaveTextContent('Free')
    expect(within(cards[2]).getByText('Full')).toBeInTheDocument()
    expect(within(cards[3]).getByText('Not open yet')).toBeInTheDocument()
    expect(within(cards[4]).getByText('Closed')).toBeInTheDocument()

    expect(screen.getByText('5 activities')).toBeInTheDocument()
    expect(screen.getByText('That is everything')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(container.querySelector(`.fu-activity-list--${variant}`)).not.toBeNull()
    expect(container.querySelector(`.fu-activity-list__cards--${variant}`)).not.toBeNull()
    // The frame: a title bar with back on a phone, the top bar and the page heading in the column on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Activities')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') {
      expect(container.querySelector('.fu-topbar .fu-desktop-column')).not.toBeNull()
      expect(container.querySelector('.fu-desktop-column .fu-activity-list__cards--desktop')).not.toBeNull()
    }
  })

  it('takes covers through platform.mediaUrl (the mini-program needs the media origin, not a site path)', async () => {
    api.listActivities.mockResolvedValue(page([activity(1), activity(2)], 2))
    renderScreen(activityListScreen, { route: 'activityList', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { mediaUrl: src => `https://media.test${src}` } })
    const cards = await screen.findAllByRole('link', { name: /\bActivity \d+\b/ })
    expect(cards.map(card => card.querySelector('img')?.getAttribute('src'))).toEqual(['https://media.test/fu/static/activity-1.svg', 'https://media.test/fu/static/activity-2.svg'])
  })

  it('shows the paid price of an activity\'s ticket types with a free-tier note, withdrawn types left out', async () => {
    api.listActivities.mockResolvedValue(page([activity(1, {
      price: 0,
      prices: [
        { _id: 'p1', title: 'Standard', amount: 39900, total: 100, sold_total: 0 },
        { _id: 'p2', title: 'Student', amount: 0, total: 20, sold_total: 0 },
        { _id: 'p3', title: 'Gone', amount: 500000, total: 1, sold_total: 0, deleted: 1 },
      ],
    })], 1))
    renderList(variant)
    const card = await screen.findByRole('link', { name: /\bActivity 1\b/ })
    // One paid type beside a free one: its price in red and the free tier as a note, not "Free – ¥399.00".
    expect(card).toHaveTextContent('¥399.00free tier available')
    expect(card).not.toHaveTextContent('Free')
    expect(within(card).getByText('¥399.00')).toHaveAttribute('data-tone', 'red')
    expect(card).not.toHaveTextContent('¥5000.00')
  })

  it('loads the next page on "load more" and appends it until the total is reached', async () => {
    const first = Array.from({ length: 10 }, (_, i) => activity(i + 1))
    api.listActivities.mockResolvedValueOnce(page(first, 12)).mockResolvedValueOnce(page([activity(11), activity(12)], 12))
    renderList(variant)

    expect(await screen.findAllByRole('link', { name: /\bActivity \d+\b/ })).toHaveLength(10)
    expect(screen.getByText('12 activities')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))

    await waitFor(() => expect(screen.getAllByRole('link', { name: /\bActivity \d+\b/ })).toHaveLength(12))
    expect(api.listActivities).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, with_ticket_total: 1, limit: 10, skip: 10 })
    expect(screen.getByRole('link', { name: /\bActivity 12\b/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
    expect(screen.getByText('That is everything')).toBeInTheDocument()
  })

  it('keeps the cards when a further page fails, says so, and tries again on the button', async () => {
    const first = Array.from({ length: 10 }, (_, i) => activity(i + 1))
    api.listActivities
      .mockResolvedValueOnce(page(first, 11))
      .mockRejectedValueOnce(new Error('network error'))
      .mockResolvedValueOnce(page([activity(11)], 11))
    renderList(variant)
    await screen.findAllByRole('link', { name: /\bActivity \d+\b/ })

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load more. Please try again.')
    expect(screen.getAllByRole('link', { name: /\bActivity \d+\b/ })).toHaveLength(10)

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /\bActivity \d+\b/ })).toHaveLength(11))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the empty state when the meeting has no activities', async () => {
    api.listActivities.mockResolvedValue(page([], 0))
    renderList(variant)
    expect(await screen.findByText('No activities yet')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /\bActivity \d+\b/ })).toBeNull()
  })

  it('shows loading, then the failure with a retry that loads again', async () => {
    api.listActivities.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(page([activity(1)], 1))
    renderList(variant)
    expect(screen.getByRole('status')).toHaveTextContent('Loading')

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load')
    expect(alert).toHaveTextContent('HTTP 500')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /\bActivity 1\b/ })).toBeInTheDocument()
    expect(api.listActivities).toHaveBeenCalledTimes(2)
  })

  it('takes the meeting from the meeting store when the address has none', async () => {
    api.listActivities.mockResolvedValue(page([activity(1)], 1))
    renderList(variant, {})
    await screen.findByRole('link', { name: /\bActivity 1\b/ })
    expect(meetings.fetchMeeting.mock.calls.length + meetings.fetchMeetingByDomain.mock.calls.length).toBe(1)
    expect(meetings.fetchMeeting).not.toHaveBeenCalledWith(expect.any(String))
    expect(api.listActivities).toHaveBeenCalledWith(expect.objectContaining({ meeting_id: MEETING_ID }))
  })

  it('opened with a keyword (the search\'s "more"), lists the activities with it and says so; "show all" lists every one', async () => {
    api.listActivities.mockImplementation(async query => (query.keyword ? page([activity(2)], 1) : page([activity(1), activity(2)], 2)))
    renderList(variant, { meeting_id: MEETING_ID, keyword: ' AI ' })
    expect(await screen.findByRole('link', { name: /\bActivity 2\b/ })).toBeInTheDocument()
    expect(api.listActivities).toHaveBeenCalledWith({ meeting_id: MEETING_ID, with_ticket_total: 1, keyword: 'AI', limit: ACTIVITY_PAGE_SIZE, skip: 0 })
    expect(screen.getByText('Results for “AI”')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /\bActivity [12]\b/ })).toHaveLength(2))
    expect(api.listActivities).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, with_ticket_total: 1, limit: ACTIVITY_PAGE_SIZE, skip: 0 })
    expect(screen.queryByText(/Results for/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Show all' })).toBeNull()
  })

  it('shows the meeting failure with a retry when there is no meeting to list', async () => {
    meetings.fetchMeeting.mockRejectedValueOnce(new Error('HTTP 502')).mockResolvedValueOnce(meeting)
    meetings.fetchMeetingByDomain.mockRejectedValueOnce(new Error('HTTP 502')).mockResolvedValueOnce(meeting)
    api.listActivities.mockResolvedValue(page([activity(1)], 1))
    renderList(variant, {})
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('HTTP 502')
    expect(api.listActivities).not.toHaveBeenCalled()
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /\bActivity 1\b/ })).toBeInTheDocument()
  })

  it('opens the detail of a card by click and by keyboard', async () => {
    api.listActivities.mockResolvedValue(page([activity(1), activity(2)], 2))
    renderList(variant)
    fireEvent.click(await screen.findByRole('link', { name: /\bActivity 1\b/ }))
    fireEvent.keyDown(screen.getByRole('link', { name: /\bActivity 2\b/ }), { key: 'Enter' })
    expect(navigations).toEqual([
      { method: 'navigateTo', url: `/meeting/activity/detail?activity_id=${activity(1)._id}&meeting_id=${MEETING_ID}` },
      { method: 'navigateTo', url: `/meeting/activity/detail?activity_id=${activity(2)._id}&meeting_id=${MEETING_ID}` },
    ])
  })

  it("shows a signed-in visitor's own registration on the badge", async () => {
    users.fetchUser.mockResolvedValue(undefined)
    api.listActivities.mockResolvedValue(page([activity(1), activity(2), activity(3)], 3))
    tickets.listTickets.mockResolvedValue({
      results: [{ _id: 't1', activity_id: activity(1)._id, status: 1 }, { _id: 't2', activity_id: activity(2)._id, status: 0 }] as never,
      total: 2,
    })
    const { store } = renderList(variant)
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))

    const cards = await screen.findAllByRole('link', { name: /\bActivity \d+\b/ })
    await waitFor(() => expect(within(cards[0]).getByText('Registered')).toBeInTheDocument())
    expect(within(cards[1]).getByText('Under review')).toBeInTheDocument()
    expect(within(cards[2]).getByText('Open')).toBeInTheDocument()
    expect(tickets.listTickets).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: 999 })
  })

  it('does not ask for tickets as a guest', async () => {
    api.listActivities.mockResolvedValue(page([activity(1)], 1))
    renderList(variant)
    await screen.findByRole('link', { name: /\bActivity 1\b/ })
    expect(tickets.listTickets).not.toHaveBeenCalled()
  })
})

describe('activity list texts', () => {
  it('is in the visitor language (titles without a Japanese text fall back to Chinese)', async () => {
    api.listActivities.mockResolvedValue(page([activity(1, { price: 19900 })], 1))
    renderScreen(activityListScreen, { route: 'activityList', variant: 'mobile', query: { meeting_id: MEETING_ID }, language: 'ja' })
    expect(await screen.findByRole('link', { name: /活动 1/ })).toBeInTheDocument()
    expect(screen.getByText('受付中')).toBeInTheDocument()
    expect(screen.getByText('全 1 件')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('アクティビティ')
  })
})
