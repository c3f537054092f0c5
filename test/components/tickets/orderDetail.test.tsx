import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import { formatDateTime } from '@/core/time'
import orderDetailScreen from '@/pages/my/order/detail'
import type { FakeFlowsRecord } from '../../support/fakeFlows'
import { renderScreen } from '../../support/renderScreen'
import { coverPage, navigations, showPageAgain } from '../../support/taro'
import { activity, MEETING, order, ticket } from './fixtures'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const ticketsApiMock = ticketsApi as jest.Mocked<typeof ticketsApi>
const meeting: Meeting = { _id: MEETING, title: { en: 'Demo Summit' }, start: 1798761600, end: 1798934400 }

type Variant = 'mobile' | 'desktop'
const ID = order()._id
const render = (variant: Variant, id = ID) => renderScreen(orderDetailScreen, { route: 'myOrderDetail', variant, params: { checkoutId: id }, language: 'en' })

/** RATE80 on a ¥300 ticket: ¥60 off, ¥240 paid. */
const discounted = order({ amount: 30000, pay_amount: 24000, coupon_code: 'RATE80', ticket_ids: ['t1'.padEnd(24, '0')] })
const orderTickets = [
  ticket({ checkout_id: ID, name: 'Li Lei', code: 'A0007' }),
  ticket({ _id: 't9'.padEnd(24, '0'), checkout_id: 'other'.padEnd(24, '0'), name: 'Someone else', code: 'A0099' }),
]

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.listOrders.mockResolvedValue({ results: [discounted], total: 1 })
  api.fetchActivity.mockResolvedValue(activity())
  ticketsApiMock.listTickets.mockResolvedValue({ results: orderTickets, total: 2 })
})

/** The value beside a label in the amounts/payment rows. */
function valueOf(label: string): string {
  const row = screen.getByText(label).closest('.fu-order__row') as HTMLElement
  return within(row).getByText((_, el) => !!el?.classList.contains('fu-order__value')).textContent ?? ''
}

describe.each(['mobile', 'desktop'] as const)('order detail (%s)', (variant) => {
  it('shows the original amount, the coupon and its discount, and the amount paid', async () => {
    const { container } = render(variant)
    // The order number is the page's one heading; the frame: a title bar with back on a phone, the top bar on a desktop.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(`Order number: ${discounted.number}`)
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(api.listOrders).toHaveBeenCalledWith({ _id: ID })
    expect(container.querySelector(`.fu-order--${variant}`)).not.toBeNull()
    if (variant === 'desktop') expect(container.querySelector('.fu-order__side .fu-order__amounts')).not.toBeNull()
    expect(valueOf('Original price')).toBe('¥300.00')
    expect(valueOf('Coupon')).toBe('RATE80')
    expect(valueOf('Discount')).toBe('-¥60.00')
    expect(valueOf('Amount paid')).toBe('¥240.00')
    expect(screen.getByText('Completed')).toHaveAttribute('data-tone', 'green')
    await waitFor(() => expect(screen.getByText('Opening ceremony')).toBeInTheDocument())
  })

  it('shows the pay channel and time of a paid order, and no discount row without a coupon', async () => {
    api.listOrders.mockResolvedValue({ results: [order({ amount: 5000, pay_amount: 5000 })], total: 1 })
    render(variant)
    await screen.findByRole('heading', { level: 1 })
    expect(valueOf('Payment method')).toBe('Demo payment')
    expect(valueOf('Paid at')).toBe(formatDateTime(order().paid as number))
    expect(valueOf('Coupon')).toBe('No coupon used')
    expect(screen.queryByText('Discount')).toBeNull()
    expect(valueOf('Amount paid')).toBe('¥50.00')
  })

  it('lists the tickets of the order (and only those), each opening its QR code', async () => {
    render(variant)
    const heading = await screen.findByRole('heading', { name: 'Tickets of this order' })
    const section = heading.closest('.fu-order__section') as HTMLElement
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1))
    expect(ticketsApiMock.listTickets).toHaveBeenCalledWith({ activity_id: activity()._id, limit: 999 })
    expect(within(section).getByText('Ticket code: A0007')).toBeInTheDocument()
    expect(within(section).queryByText(/A0099/)).toBeNull()
    fireEvent.click(within(section).getByRole('button', { name: 'View ticket: A0007' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/registration/ticket?ticket_id=${orderTickets[0]._id}` }])
  })

  it('offers the invoice for a completed order, and no pay or cancel', async () => {
    render(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Request an invoice' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/invoice/form?checkout=${ID}` }])
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
  })

  it('shows the refund of a refunded order, in grey, without an invoice', async () => {
    api.listOrders.mockResolvedValue({ results: [order({ refund: 1, refund_amount: 30000 })], total: 1 })
    render(variant)
    await screen.findByRole('heading', { level: 1 })
    // The status badge in grey, and the order's progress ends at the refund.
    expect(screen.getAllByText('Refunded').find(el => el.hasAttribute('data-tone'))).toHaveAttribute('data-tone', 'grey')
    const progress = screen.getByRole('list', { name: 'Order progress' })
    expect(within(progress).getByRole('listitem', { current: 'step' })).toHaveTextContent('Refunded')
    expect(valueOf('Amount refunded')).toBe('¥300.00')
    expect(screen.queryByRole('button', { name: 'Request an invoice' })).toBeNull()
  })

  it('shows the progress of a paid order: placed, paid at its time, tickets issued', async () => {
    render(variant)
    await screen.findByRole('heading', { level: 1 })
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem')
    expect(steps.map(s => s.textContent?.split(',')[0])).toEqual(['Order placed', 'Payment', 'Tickets issued'])
    expect(steps[2]).toHaveAttribute('aria-current', 'step')
  })

  describe('a refund', () => {
    const nowSeconds = () => Math.floor(Date.now() / 1000)
    // Ten days ahead, refundable until 48 hours before the start.
    const start = nowSeconds() + 10 * 86400
    const deadline = start - 48 * 3600
    const until = `Refundable until ${formatDateTime(deadline)}`
    const paid = order({ amount: 30000, pay_amount: 30000 })
    beforeEach(() => {
      api.listOrders.mockResolvedValue({ results: [paid], total: 1 })
      api.fetchActivity.mockResolvedValue(activity({ start, refund_hours_before: 48 }))
    })

    it('is offered on a paid order with its deadline, and asks first: keeping the registration changes nothing', async () => {
      render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }))
      expect(screen.getAllByText(until).length).toBeGreaterThan(0)
      const dialog = screen.getByRole('alertdialog', { name: 'Request a refund?' })
      expect(within(dialog).getByText('Your tickets will be cancelled and ¥300.00 paid back the way you paid.')).toBeInTheDocument()
      fireEvent.click(within(dialog).getByRole('button', { name: 'Keep my registration' }))
      expect(screen.queryByRole('alertdialog')).toBeNull()
      expect(api.refundOrder).not.toHaveBeenCalled()
    })

    it('is not offered after the deadline, nor on a pending or refunded order', async () => {
      api.fetchActivity.mockResolvedValue(activity({ start: nowSeconds() + 3600, refund_hours_before: 24 }))
      const first = render(variant)
      await screen.findByRole('button', { name: 'Request an invoice' })
      await waitFor(() => expect(api.fetchActivity).toHaveBeenCalled())
      await new Promise(r => setTimeout(r, 0))
      expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull()
      expect(screen.queryByText(/Refundable until/)).toBeNull()
      first.unmount()

      api.fetchActivity.mockResolvedValue(activity({ start, refund_hours_before: 48 }))
      api.listOrders.mockResolvedValue({ results: [order({ refund: 1, refund_amount: 30000, refund_status: 'refunded' })], total: 1 })
      const second = render(variant)
      await screen.findByRole('heading', { level: 1 })
      await waitFor(() => expect(api.fetchActivity).toHaveBeenCalledTimes(2))
      await new Promise(r => setTimeout(r, 0))
      expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull()
      second.unmount()

      api.listOrders.mockResolvedValue({ results: [order({ status: 'pending', paid: undefined })], total: 1 })
      render(variant)
      await screen.findByRole('button', { name: 'Cancel order' })
      expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull()
    })

    it('refunds after the confirmation and shows the answer at once: refunded, tickets given back, no refund or invoice left', async () => {
      render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }))
      api.refundOrder.mockResolvedValue({ ...paid, refund: 1, refund_amount: 30000, refund_status: 'refunded' })
      ticketsApiMock.listTickets.mockResolvedValue({ results: [{ ...orderTickets[0], status: 2 }], total: 1 })
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, refund it' }))
      expect(await screen.findByText('Refund complete: the money went back the way you paid')).toBeInTheDocument()
      expect(api.refundOrder).toHaveBeenCalledWith(ID)
      expect(api.listOrders).toHaveBeenCalledTimes(1) // the server's answer, not a second read
      expect(screen.getAllByText('Refunded').find(el => el.hasAttribute('data-tone'))).toHaveAttribute('data-tone', 'grey')
      expect(within(screen.getByRole('list', { name: 'Order progress' })).getByRole('listitem', { current: 'step' })).toHaveTextContent('Refunded')
      expect(valueOf('Amount refunded')).toBe('¥300.00')
      expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Request an invoice' })).toBeNull()
      expect(screen.queryByRole('alertdialog')).toBeNull()
      await waitFor(() => expect(ticketsApiMock.listTickets).toHaveBeenCalledTimes(2))
    })

    it('shows a refund WeChat pays back later as in progress, with no second request offered', async () => {
      render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }))
      api.refundOrder.mockResolvedValue({ ...paid, refund: 1, refund_amount: 30000, refund_status: 'processing' })
      fireEvent.click(screen.getByRole('button', { name: 'Yes, refund it' }))
      expect(await screen.findByText('Refund in progress: the money goes back the way you paid')).toBeInTheDocument()
      expect(screen.getByText('Refund in progress')).toHaveAttribute('data-tone', 'amber')
      expect(within(screen.getByRole('list', { name: 'Order progress' })).getByRole('listitem', { current: 'step' })).toHaveTextContent('Refund requested')
      expect(screen.queryByRole('button', { name: 'Request a refund' })).toBeNull()
    })

    it('a refund the channel refused reads failed, with a retry of the refund', async () => {
      api.listOrders.mockResolvedValue({ results: [{ ...paid, refund_status: 'failed' }], total: 1 })
      render(variant)
      expect(await screen.findByText('The refund did not go through. The order is still paid; you can request it again')).toBeInTheDocument()
      expect(screen.getByText('Refund failed')).toHaveAttribute('data-tone', 'red')
      expect(within(screen.getByRole('list', { name: 'Order progress' })).getByRole('listitem', { current: 'step' })).toHaveTextContent('Refund not completed')
      fireEvent.click(await screen.findByRole('button', { name: 'Request the refund again' }))
      api.refundOrder.mockResolvedValue({ ...paid, refund: 1, refund_amount: 30000, refund_status: 'refunded' })
      fireEvent.click(screen.getByRole('button', { name: 'Yes, refund it' }))
      expect(await screen.findByText('Refund complete: the money went back the way you paid')).toBeInTheDocument()
    })

    it('refused after the deadline (409 / 4405): says so in the UI\'s language, naming the deadline', async () => {
      render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Request a refund' }))
      const closedAt = deadline - 7200
      api.refundOrder.mockRejectedValue(new ApiError(409, { code: 4405, message: 'refunds closed 48 hours before the activity\'s start', data: { refund_deadline: closedAt } }))
      fireEvent.click(screen.getByRole('button', { name: 'Yes, refund it' }))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent(`Refunds closed at ${formatDateTime(closedAt)}`)
      expect(alert).not.toHaveTextContent('hours before')
      expect(screen.queryByRole('alertdialog')).toBeNull()
    })

    it('in the zh UI: 申请退款 with its deadline, and the refusal in Chinese', async () => {
      renderScreen(orderDetailScreen, { route: 'myOrderDetail', variant, params: { checkoutId: ID }, language: 'zh' })
      fireEvent.click(await screen.findByRole('button', { name: '申请退款' }))
      expect(screen.getAllByText(`${formatDateTime(deadline)} 前可申请退款`).length).toBeGreaterThan(0)
      api.refundOrder.mockRejectedValue(new ApiError(409, { code: 4405, message: 'refunds closed 48 hours before the activity\'s start', data: { refund_deadline: deadline } }))
      fireEvent.click(within(screen.getByRole('alertdialog', { name: '申请退款？' })).getByRole('button', { name: '确定退款' }))
      expect(await screen.findByRole('alert')).toHaveTextContent(`退款已于 ${formatDateTime(deadline)} 截止`)
    })
  })

  describe('a pending order', () => {
    const pending = order({ status: 'pending', paid: undefined, pay_channel: undefined, amount: 30000, pay_amount: 25000, coupon_code: 'FULL300' })
    beforeEach(() => {
      api.listOrders.mockResolvedValue({ results: [pending], total: 1 })
    })

    it('shows the amount due in amber, no tickets yet, no invoice', async () => {
      render(variant)
      await screen.findByRole('heading', { level: 1 })
      expect(screen.getByText('Awaiting payment')).toHaveAttribute('data-tone', 'amber')
      expect(valueOf('Discount')).toBe('-¥50.00')
      expect(valueOf('Amount due')).toBe('¥250.00')
      expect(screen.getByText('Tickets are issued once the order is paid')).toBeInTheDocument()
      expect(ticketsApiMock.listTickets).not.toHaveBeenCalled()
      expect(screen.queryByRole('button', { name: 'Request an invoice' })).toBeNull()
      expect(screen.queryByText('Payment method')).toBeNull()
    })

    it('cancels after a confirmation, then shows the order as the server now has it', async () => {
      const { store } = render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
      expect(screen.getByRole('alertdialog', { name: 'Cancel this order?' })).toBeInTheDocument()
      fireEvent.click(screen.getByRole('button', { name: 'Keep the order' }))
      expect(screen.queryByRole('alertdialog')).toBeNull()
      expect(api.cancelOrder).not.toHaveBeenCalled()

      api.cancelOrder.mockResolvedValue({ ...pending, status: 'closed', close_reason: 'cancelled' })
      fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
      fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
      await waitFor(() => expect(screen.getByText('Cancelled')).toHaveAttribute('data-tone', 'grey'))
      expect(api.cancelOrder).toHaveBeenCalledWith(ID)
      expect((store.platform as unknown as { toasts: string[] }).toasts).toContain('The order was cancelled')
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
      // The step bar names the cancellation, not a bare "closed".
      expect(within(screen.getByRole('list', { name: 'Order progress' })).getByRole('listitem', { current: 'step' })).toHaveTextContent('Order cancelled')
      expect(api.listOrders).toHaveBeenCalledTimes(1)
    })

    it('an order that expired unpaid reads Expired, and its step bar says so', async () => {
      api.listOrders.mockResolvedValue({ results: [{ ...pending, status: 'closed', close_reason: 'expired' }], total: 1 })
      render(variant)
      await waitFor(() => expect(screen.getByText('Expired')).toHaveAttribute('data-tone', 'grey'))
      expect(within(screen.getByRole('list', { name: 'Order progress' })).getByRole('listitem', { current: 'step' })).toHaveTextContent('Expired unpaid')
    })

    it('paid meanwhile (the server asked WeChat Pay): shows the order completed with its tickets, no pay or cancel', async () => {
      api.fetchOrderPayment.mockResolvedValue({ order: { ...pending, status: 'done', paid: 1798765200, pay_channel: 'wechat' }, tickets: [] })
      render(variant)
      await waitFor(() => expect(screen.getByText('Completed')).toHaveAttribute('data-tone', 'green'))
      expect(api.fetchOrderPayment).toHaveBeenCalledWith(ID)
      expect(await screen.findByText('Ticket code: A0007')).toBeInTheDocument()
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    })

    it('back from the cashier where it was cancelled: shows the order cancelled, no pay or cancel', async () => {
      render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }))
      act(() => coverPage())
      api.listOrders.mockResolvedValue({ results: [{ ...pending, status: 'closed', close_reason: 'cancelled' }], total: 1 })
      act(() => showPageAgain())
      await waitFor(() => expect(screen.getByText('Cancelled')).toHaveAttribute('data-tone', 'grey'))
      expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull()
      expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull()
    })

    it('opens the cashier to pay (no payment in one tap)', async () => {
      const { store } = render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Pay now' }))
      expect(navigations).toEqual([{ method: 'navigateTo', url: `/cashier?order_id=${ID}&meeting_id=${MEETING}` }])
      expect((store.flows as unknown as FakeFlowsRecord).payments).toEqual([])
    })

    it('shows a failed cancel next to the button', async () => {
      api.cancelOrder.mockRejectedValue(new Error('order is not pending'))
      render(variant)
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel order' }))
      fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('The order could not be cancelled: order is not pending')
      expect(alert.closest('.fu-order__actions')).not.toBeNull()
    })
  })

  it('says so when the order does not exist', async () => {
    api.listOrders.mockResolvedValue({ results: [], total: 0 })
    render(variant)
    expect(await screen.findByText('This order was not found')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back to my orders' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: '/my/order' }])
  })

  it('shows a failure with retry', async () => {
    api.listOrders.mockRejectedValueOnce(new Error('HTTP 500'))
    render(variant)
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(discounted.number)
  })

  it('offers a retry when the tickets fail to load', async () => {
    ticketsApiMock.listTickets.mockRejectedValueOnce(new Error('HTTP 502'))
    render(variant)
    expect(await screen.findByText('The tickets could not be loaded')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByRole('button', { name: 'View ticket: A0007' })).toBeInTheDocument())
  })
})
