import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import { ApiError } from '@/api/http'
import { formatTimeRange } from '@/core/time'
import agentV2TicketScreen from '@/pages/agent/v2ticket'
import type { Activity, Meeting, Order } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const A = '6602000000000000000000a2'
const M = '660100000000000000000001'
const NOW_S = Math.floor(Date.now() / 1000)
const activity = {
  _id: A, meeting_id: M, title: { en: 'Agent day' }, start: NOW_S + 86400, end: NOW_S + 90000, deadline: 0, ticket_total: 0, max: 100, covers: [],
  agent_checkout_version: 2, group_max: 10,
  prices: [
    { _id: 'p-group', title: { en: 'Group ticket' }, amount: 5000, total: 100, sold_total: 96, limit: 10 },
    { _id: 'p-gone', title: { en: 'Early group' }, amount: 3000, total: 5, sold_total: 5 },
  ],
} as Activity
const order = (extra: Partial<Order> = {}): Order => ({ _id: 'o1', number: 'FU1', status: 'pending', created: NOW_S, meeting_id: M, activity_id: A, amount: 15000, pay_amount: 15000, ...extra })

// Tokyo, so a wrong (default Shanghai) zone would show a different hour.
const meeting: Meeting = { _id: M, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }
type Variant = 'mobile' | 'desktop'
const renderTicketScreen = (variant: Variant) =>
  renderScreen(agentV2TicketScreen, { route: 'agentV2Ticket', variant, params: { meetingId: M, activityId: A }, language: 'en' })
async function renderPage(variant: Variant) {
  const rendered = renderTicketScreen(variant)
  await screen.findByRole('radio', { name: /^Group ticket/ })
  return rendered
}
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const alerts = () => screen.queryAllByRole('alert').map(a => a.textContent)
function fillInfo() {
  type('Group name', 'Seoul tour')
  type('Contact person', 'Kim')
  type('Contact phone', '13800000003')
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  activities.fetchActivity.mockResolvedValue(activity)
  activities.createOrder.mockResolvedValue(order())
  meetings.fetchMeeting.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('v2 group tickets (%s)', (variant) => {
  it('shows ticket types with price and stock; the quantity is held to what is left', async () => {
    const { container } = await renderPage(variant)
    // The frame: the page's title is its one h1 (a phone's title bar has back); the activity is on top on a phone,
    // beside the form on a desktop, its time in the zone of the path's meeting.
    expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toEqual(['Group tickets'])
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(container.querySelector(variant === 'desktop' ? '.fu-topbar + .fu-desktop-column .fu-agent__grid .fu-agent__aside' : '.fu-agent--mobile .fu-agent__head')).toHaveTextContent('Agent day')
    await waitFor(() => expect(screen.getByText(formatTimeRange(activity.start, activity.end, 'Asia/Tokyo'))).toBeInTheDocument())
    expect(meetings.fetchMeeting).toHaveBeenCalledWith(M)
    const group = screen.getByRole('radio', { name: /^Group ticket/ })
    expect(group).toHaveTextContent('¥50.00')
    expect(group).toHaveTextContent('4 left')
    expect(screen.getByRole('radio', { name: /^Early group/ })).toBeDisabled()
    fireEvent.click(group)
    for (let i = 0; i < 5; i++) fireEvent.click(screen.getByRole('button', { name: 'One person more' }))
    expect(screen.getByLabelText('Number of people')).toHaveValue(4)
    expect(screen.getByRole('button', { name: 'One person more' })).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('Total ¥200.00')).toBeTruthy()
  })

  it('asks for a ticket type, the group information and a group-sized quantity before ordering', async () => {
    await renderPage(variant)
    type('Number of people', '1')
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    expect(alerts()).toEqual(expect.arrayContaining(['Please choose a ticket type', 'Please correct the marked items', 'A group has 2 to 10 people', 'This field is required']))
    expect(activities.createOrder).not.toHaveBeenCalled()
  })

  it('orders all tickets at once and opens the cashier in its place, which pays it (not this page)', async () => {
    const { flows } = await renderPage(variant)
    fireEvent.click(screen.getByRole('radio', { name: /^Group ticket/ }))
    fireEvent.click(screen.getByRole('button', { name: 'One person more' }))
    fillInfo()
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥150.00' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/cashier?order_id=o1&meeting_id=${M}` }]))
    expect(activities.createOrder).toHaveBeenCalledWith({
      activity_id: A, price_id: 'p-group', quantity: 3, amount: 5000,
      group: { name: 'Seoul tour', contact_name: 'Kim', contact_phone: '13800000003', contact_email: undefined },
    })
    expect(flows.payments).toEqual([])
  })

  it('an order that costs nothing opens the group overview at once', async () => {
    activities.createOrder.mockResolvedValue(order({ status: 'done', pay_amount: 0 }))
    await renderPage(variant)
    fireEvent.click(screen.getByRole('radio', { name: /^Group ticket/ }))
    fillInfo()
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥100.00' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/meeting/${M}/activity/${A}/agent/v2` }]))
  })

  it('4029 and 4340 are said beside the ticket types; 4340 loads the types again', async () => {
    await renderPage(variant)
    fireEvent.click(screen.getByRole('radio', { name: /^Group ticket/ }))
    fillInfo()
    activities.createOrder.mockRejectedValueOnce(new ApiError(409, { code: ErrorCode.UnpaidTicketStockShort, message: 'short' }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥100.00' }))
    await waitFor(() => expect(alerts().some(text => /unpaid/i.test(text ?? ''))).toBe(true))
    activities.createOrder.mockRejectedValueOnce(new ApiError(409, { code: ErrorCode.TicketInfoChanged, message: 'changed' }))
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥100.00' }))
    await waitFor(() => expect(activities.fetchActivity).toHaveBeenCalledTimes(2))
    expect(await screen.findByRole('radio', { name: /^Group ticket/ })).toHaveAttribute('aria-checked', 'false')
  })

  it('failure with retry', async () => {
    activities.fetchActivity.mockRejectedValueOnce(new Error('down'))
    renderTicketScreen(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('radio', { name: /^Group ticket/ })).toBeTruthy()
  })
})
