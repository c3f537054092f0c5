import { fireEvent, screen, waitFor } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import * as meetingsApi from '@/api/meetings'
import { NetworkError } from '@/api/http'
import activitySuccessScreen from '@/pages/activity/success'
import type { Activity, Order, Ticket } from '@fu-types/entities'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
jest.mock('@/api/tickets')
jest.mock('@/api/meetings')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>

const M = '660100000000000000000001'
const A = '6602000000000000000000a1'
const activity = { _id: A, meeting_id: M, title: { zh: '创新峰会', en: 'Innovation summit' }, start: 1, end: 2, covers: [], ticket_total: 0, max: 0, deadline: 0 } as Activity
const ticket = (extra: Partial<Ticket> = {}): Ticket => ({ _id: 't1', status: 1, activity_id: A, user_id: 'u1', number: 1, code: '000042', ...extra })
const order = (extra: Partial<Order> = {}): Order => ({ _id: 'ord1', number: 'FU202611220000000001', status: 'done', created: 1, meeting_id: M, amount: 39900, pay_amount: 31920, ...extra })

type Variant = 'mobile' | 'desktop'
const renderSuccess = (variant: Variant, query: Record<string, string>, language: 'zh' | 'en' = 'en') =>
  renderScreen(activitySuccessScreen, { route: 'activitySuccess', variant, query, language })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  activities.fetchActivity.mockResolvedValue(activity)
  activities.listOrders.mockResolvedValue({ results: [order()], total: 1 })
  tickets.listTickets.mockResolvedValue({ results: [ticket()], total: 1 })
  // WeChat Pay has not taken the money yet, unless a test says otherwise.
  activities.fetchOrderPayment.mockResolvedValue({ order: order({ status: 'pending' }), tickets: [], trade_state: 'NOTPAY' })
  meetings.fetchMeeting.mockResolvedValue({ _id: M, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
})

describe.each(['mobile', 'desktop'] as const)('registration success (%s)', (variant) => {
  it('says "registered" for a free ticket, with the activity and the ticket number', async () => {
    const { container } = renderSuccess(variant, { activity_id: A, meeting_id: M, ticket_id: 't1' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("You're registered")
    expect(document.querySelector('.fu-reg__facts')).toHaveTextContent('Innovation summit')
    expect(screen.getByText('000042')).toBeInTheDocument()
    expect(screen.queryByText('Order number')).toBeNull()
    expect(tickets.listTickets).toHaveBeenCalledWith({ _id: 't1' })
    expect(activities.listOrders).not.toHaveBeenCalled()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-reg__result')).not.toBeNull()
    // The frame: the card's heading is the page's one h1; a phone's title bar shows it with back.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') {
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
      expect(container.querySelector('.fu-titlebar__title')).toHaveTextContent("You're registered")
    }
  })

  it('says "under review" for a ticket in status 0', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ status: 0, code: undefined })], total: 1 })
    renderSuccess(variant, { activity_id: A, ticket_id: 't1' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Registration submitted: under review')
    expect(screen.getByText('Your ticket appears under My tickets once the organiser approves it.')).toBeInTheDocument()
  })

  it('shows the order number and the amount paid for a paid registration', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ _id: 't0', checkout_id: 'other' }), ticket({ checkout_id: 'ord1', code: '000043' })], total: 2 })
    renderSuccess(variant, { activity_id: A, meeting_id: M, order_id: 'ord1' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("You're registered")
    expect(activities.listOrders).toHaveBeenCalledWith({ _id: 'ord1' })
    expect(screen.getByText('FU202611220000000001')).toBeInTheDocument()
    expect(screen.getByText('¥319.20')).toBeInTheDocument()
    expect(screen.getByText('000043')).toBeInTheDocument()
  })

  it('waits for a payment the channel has not confirmed, with a refresh', async () => {
    activities.listOrders.mockResolvedValueOnce({ results: [order({ status: 'pending' })], total: 1 })
    renderSuccess(variant, { activity_id: A, order_id: 'ord1' })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Waiting for the payment to be confirmed')
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're registered"))
    expect(activities.listOrders).toHaveBeenCalledTimes(2)
  })

  it('asks the server to check a pending payment with WeChat Pay, and shows it registered when WeChat took the money', async () => {
    activities.listOrders.mockResolvedValue({ results: [order({ status: 'pending' })], total: 1 })
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    activities.fetchOrderPayment.mockResolvedValue({ order: order(), tickets: [ticket({ checkout_id: 'ord1', code: '000077' })], trade_state: 'SUCCESS' })
    renderSuccess(variant, { activity_id: A, order_id: 'ord1' })
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("You're registered"))
    expect(activities.fetchOrderPayment).toHaveBeenCalledWith('ord1')
    expect(await screen.findByText(/000077/)).toBeInTheDocument()
  })

  it('leads to My tickets and back to the activity', async () => {
    renderSuccess(variant, { activity_id: A, meeting_id: M, ticket_id: 't1' })
    fireEvent.click(await screen.findByRole('button', { name: 'My tickets' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back to the activity' }))
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/my/tickets?meeting_id=${M}` },
      { method: 'navigateTo', url: `/meeting/activity/detail?activity_id=${A}&meeting_id=${M}` },
    ]))
  })

  it('offers a retry when loading fails', async () => {
    activities.fetchActivity.mockRejectedValueOnce(new NetworkError(false))
    renderSuccess(variant, { activity_id: A, ticket_id: 't1' })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent("You're registered")
  })
})

it('speaks Chinese too', async () => {
  renderSuccess('mobile', { activity_id: A, ticket_id: 't1' }, 'zh')
  expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('报名成功')
  expect(screen.getByRole('button', { name: '我的门票' })).toBeInTheDocument()
})
