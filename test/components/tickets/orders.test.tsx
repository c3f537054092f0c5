import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import { formatDateTime } from '@/core/time'
import myOrdersScreen from '@/pages/my/order'
import { renderScreen } from '../../support/renderScreen'
import { coverPage, navigations, showPageAgain } from '../../support/taro'
import { activity, MEETING, order } from './fixtures'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const meeting: Meeting = { _id: MEETING, title: { en: 'Demo Summit' }, start: 1798761600, end: 1798934400 }

type Variant = 'mobile' | 'desktop'
const render = (variant: Variant) => renderScreen(myOrdersScreen, { route: 'myOrder', variant, query: { meeting_id: MEETING }, language: 'en' })

// One order per status of SPEC §4, each with its own amount in cents.
const orders = [
  order({ _id: 'o1'.padEnd(24, '0'), number: 'N-DONE', status: 'done', refund: 0, amount: 30000, pay_amount: 24000 }),
  order({ _id: 'o2'.padEnd(24, '0'), number: 'N-REFUND', status: 'done', refund: 1, amount: 12000, pay_amount: 12000, refund_amount: 12000 }),
  order({ _id: 'o3'.padEnd(24, '0'), number: 'N-PENDING', status: 'pending', amount: 9950, pay_amount: 9950, paid: undefined, pay_channel: undefined }),
  order({ _id: 'o4'.padEnd(24, '0'), number: 'N-CLOSED', status: 'closed', close_reason: 'cancelled', amount: 5, pay_amount: 5 }),
  order({ _id: 'o5'.padEnd(24, '0'), number: 'N-EXPIRED', status: 'closed', close_reason: 'expired', amount: 7, pay_amount: 7 }),
]

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.listActivities.mockResolvedValue({ results: [activity()], total: 1 })
  api.listOrders.mockResolvedValue({ results: orders, total: 4 })
})

const cards = () => screen.getAllByRole('listitem')
const card = (number: string) => within(cards().find(c => c.textContent?.includes(number)) as HTMLElement)

describe.each(['mobile', 'desktop'] as const)('my orders (%s)', (variant) => {
  it('lists each order with number, activity, created time and the amount charged in yuan', async () => {
    const { container } = render(variant)
    // The frame: the route's title as the page's heading, a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My orders')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(screen.getByText('Your activity orders')).toBeInTheDocument()
    await waitFor(() => expect(cards()).toHaveLength(5))
    expect(container.querySelector(`.fu-orders--${variant}`)).not.toBeNull()
    expect(api.listOrders).toHaveBeenCalledWith({ meeting_id: MEETING, skip: 0, limit: 10 })
    const done = card('N-DONE')
    expect(done.getByRole('heading', { level: 2 })).toHaveTextContent('Order number: N-DONE')
    expect(done.getByText('Opening ceremony')).toBeInTheDocument()
    expect(done.getByText(`Ordered at: ${formatDateTime(orders[0].created)}`)).toBeInTheDocument()
    expect(done.getByText('¥240.00')).toHaveAttribute('data-tone', 'red')
    expect(card('N-REFUND').getByText('¥120.00')).toBeInTheDocument()
    expect(card('N-PENDING').getByText('¥99.50')).toBeInTheDocument()
    expect(card('N-CLOSED').getByText('¥0.05')).toBeInTheDocument()
  })

  it.each([
    ['N-DONE', 'Completed', 'green'],
    ['N-REFUND', 'Refunded', 'grey'],
    ['N-PENDING', 'Awaiting payment', 'amber'],
    ['N-CLOSED', 'Cancelled', 'grey'],
    ['N-EXPIRED', 'Expired', 'grey'],
  ])('shows order %s as %s in %s', async (number, text, tone) => {
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(5))
    expect(card(number).getByText(text)).toHaveAttribute('data-tone', tone)
  })

  it('offers "pay now" on a pending order only, opening the cashier', async () => {
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(5))
    expect(screen.getAllByRole('button', { name: /^Pay order/ })).toHaveLength(1)
    expect(card('N-DONE').queryByRole('button', { name: /^Pay order/ })).toBeNull()
    const pay = card('N-PENDING').getByRole('button', { name: 'Pay order N-PENDING' })
    expect(pay).toHaveTextContent('Pay now')
    fireEvent.click(pay)
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/cashier?order_id=${orders[2]._id}&meeting_id=${MEETING}` }])
  })

  it('back from the cashier where the order was cancelled: the list shows it cancelled at once, without "pay now"', async () => {
    render(variant)
    fireEvent.click(await waitFor(() => card('N-PENDING').getByRole('button', { name: 'Pay order N-PENDING' })))
    act(() => coverPage())
    api.listOrders.mockResolvedValue({ results: orders.map(o => (o.number === 'N-PENDING' ? { ...o, status: 'closed', close_reason: 'cancelled' } : o)), total: 5 })
    act(() => showPageAgain())
    await waitFor(() => expect(card('N-PENDING').getByText('Cancelled')).toHaveAttribute('data-tone', 'grey'))
    expect(screen.queryByRole('button', { name: /^Pay order/ })).toBeNull()
  })

  it('asks the server where a pending order stands (it asks WeChat Pay): paid meanwhile shows completed, without "pay now"', async () => {
    api.fetchOrderPayment.mockResolvedValue({ order: { ...orders[2], status: 'done', pay_channel: 'wechat' }, tickets: [] })
    render(variant)
    await waitFor(() => expect(card('N-PENDING').getByText('Completed')).toHaveAttribute('data-tone', 'green'))
    expect(screen.queryByRole('button', { name: /^Pay order/ })).toBeNull()
    // Only the pending order is asked about.
    expect(api.fetchOrderPayment.mock.calls).toEqual([[orders[2]._id]])
  })

  it('a pending order the server cannot check yet stays awaiting payment', async () => {
    api.fetchOrderPayment.mockRejectedValue(new Error('payment query failed'))
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(5))
    expect(card('N-PENDING').getByText('Awaiting payment')).toHaveAttribute('data-tone', 'amber')
    expect(card('N-PENDING').getByRole('button', { name: 'Pay order N-PENDING' })).toBeInTheDocument()
  })

  it('opens the order detail by its id', async () => {
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(5))
    const open = screen.getByRole('button', { name: 'View order N-PENDING' })
    expect(open).toHaveTextContent('View details')
    fireEvent.click(open)
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/order/${orders[2]._id}` }])
  })

  it('shows the empty state with a link to the activities', async () => {
    api.listOrders.mockResolvedValue({ results: [], total: 0 })
    render(variant)
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(await screen.findByText('You have no orders yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Browse activities' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/activity/list?meeting_id=${MEETING}` }])
  })

  it('shows a failure with its message and retries', async () => {
    api.listOrders.mockRejectedValueOnce(new Error('no answer within 30000 ms'))
    render(variant)
    expect(await screen.findByRole('alert')).toHaveTextContent('no answer within 30000 ms')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(cards()).toHaveLength(5))
  })

  it('pages with "load more"', async () => {
    const page1 = Array.from({ length: 10 }, (_, i) => order({ _id: `p${i}`.padEnd(24, '0'), number: `P${i}` }))
    api.listOrders.mockResolvedValueOnce({ results: page1, total: 11 }).mockResolvedValueOnce({ results: [order({ _id: 'q'.padEnd(24, '0'), number: 'Q1' })], total: 11 })
    render(variant)
    await waitFor(() => expect(cards()).toHaveLength(10))
    expect(screen.getByText('Orders: 11')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(cards()).toHaveLength(11))
    expect(api.listOrders).toHaveBeenLastCalledWith({ meeting_id: MEETING, skip: 10, limit: 10 })
  })
})
