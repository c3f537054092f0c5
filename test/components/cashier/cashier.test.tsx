import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Activity, Meeting, Order } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import { ApiError } from '@/api/http'
import { PaymentError } from '@/flows'
import cashierScreen from '@/pages/cashier'
import type { FakeFlowsRecord } from '../../support/fakeFlows'
import type { FakePlatformRecord } from '../../support/fakePlatform'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const M = '660100000000000000000001'
const A = '6602000000000000000000a1'
const ID = '6603000000000000000000c1'
const NOW_S = Math.floor(Date.now() / 1000)
const meeting: Meeting = { _id: M, title: { en: 'Demo Summit' }, start: 1798761600, end: 1798934400 }
const activity: Activity = {
  _id: A, meeting_id: M, title: { zh: '创新峰会', en: 'Innovation summit' }, start: NOW_S + 86400, end: NOW_S + 90000, covers: [], ticket_total: 0, max: 0, deadline: 0,
  prices: [{ _id: 'p-standard', title: { en: 'Standard', zh: '标准票' }, amount: 39900, total: 100, sold_total: 3 }],
}
type CashierOrder = Order & { price_id?: string; quantity?: number; group?: unknown }
const order = (extra: Partial<CashierOrder> = {}): CashierOrder => ({
  _id: ID, number: 'FU202611220000000001', status: 'pending', created: NOW_S - 60, expires_at: NOW_S - 60 + 30 * 60,
  meeting_id: M, activity_id: A, price_id: 'p-standard', quantity: 1, amount: 39900, pay_amount: 31920, coupon_code: 'RATE80', ...extra,
})

type Variant = 'mobile' | 'desktop'
function render(variant: Variant, options: { environment?: 'browser' | 'wechat' | 'miniprogram' | 'weapp'; language?: 'zh' | 'en' | 'ja' | 'ko' } = {}) {
  const rendered = renderScreen(cashierScreen, {
    route: 'cashier', variant, query: { order_id: ID }, language: options.language ?? 'en',
    platform: options.environment ? { environment: options.environment } : undefined,
  })
  return { ...rendered, fakePlatform: rendered.store.platform as unknown as FakePlatformRecord, flows: rendered.store.flows as unknown as FakeFlowsRecord }
}
const payButton = () => screen.findByRole('button', { name: 'Pay ¥319.20' })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.listOrders.mockResolvedValue({ results: [order()], total: 1 })
  api.fetchActivity.mockResolvedValue(activity)
  api.cancelOrder.mockResolvedValue(order({ status: 'closed', close_reason: 'cancelled' }))
})

describe.each(['mobile', 'desktop'] as const)('cashier (%s)', (variant) => {
  it('shows the amount, the order number and what is bought', async () => {
    const { container } = render(variant)
    await payButton()
    expect(api.listOrders).toHaveBeenCalledWith({ _id: ID })
    expect(container.querySelector(`.fu-cashier--${variant}`)).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Checkout')
    expect(screen.getByText('Amount due')).toBeInTheDocument()
    expect(container.querySelector('.fu-cashier__amount-value')).toHaveTextContent('¥319.20')
    const item = screen.getByRole('heading', { name: 'What you are buying' }).closest('.fu-cashier__section') as HTMLElement
    expect(within(item).getByText('FU202611220000000001')).toBeInTheDocument()
    expect(within(item).getByText('Innovation summit')).toBeInTheDocument()
    expect(within(item).getByText('Standard')).toBeInTheDocument()
    expect(within(item).getByText('Quantity').nextSibling).toHaveTextContent('1')
  })

  it('offers the demo channel in a plain browser, labelled as a demo that charges nothing', async () => {
    render(variant)
    await payButton()
    const group = screen.getByRole('radiogroup', { name: 'Payment method' })
    const radios = within(group).getAllByRole('radio')
    expect(radios).toHaveLength(1)
    expect(radios[0]).toHaveAccessibleName('Demo payment')
    expect(radios[0]).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByText('Demo payment — no money is charged')).toBeInTheDocument()
    expect(screen.queryByRole('radio', { name: 'WeChat Pay' })).toBeNull()
  })

  it('offers WeChat Pay, and no demo, in the WeChat browser', async () => {
    render(variant, { environment: 'wechat' })
    await payButton()
    const group = screen.getByRole('radiogroup', { name: 'Payment method' })
    expect(within(group).getAllByRole('radio').map(r => r.textContent)).toEqual([expect.stringContaining('WeChat Pay')])
    expect(screen.getByRole('radio', { name: 'WeChat Pay' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.queryByText('Demo payment — no money is charged')).toBeNull()
  })

  it('counts down the time left as a timer', async () => {
    render(variant)
    await payButton()
    const timer = screen.getByRole('timer')
    expect(timer.textContent).toMatch(/^(29:0\d|28:5\d)$/)
    expect(timer).toHaveAccessibleName(`Time left to pay ${timer.textContent}`)
  })

  it('pays through the flows, then opens the success screen with the order', async () => {
    const { flows } = render(variant)
    fireEvent.click(await payButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/activity/success?meeting_id=${M}&activity_id=${A}&order_id=${ID}` }]))
    expect(flows.payments).toEqual([{
      order: { _id: ID, number: 'FU202611220000000001', pay_amount: 31920 },
      back: `/activity/success?meeting_id=${M}&activity_id=${A}&order_id=${ID}`,
    }])
  })

  it('pays a group order, then opens the group overview', async () => {
    api.listOrders.mockResolvedValue({ results: [order({ quantity: 3, group: { name: 'Team' } })], total: 1 })
    const { flows } = render(variant)
    expect(await screen.findByText('3')).toBeInTheDocument()
    fireEvent.click(await payButton())
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/meeting/${M}/activity/${A}/agent/v2` }]))
    expect(flows.payments).toHaveLength(1)
  })

  it('keeps the order when the payment sheet is closed', async () => {
    const { flows } = render(variant, { environment: 'wechat' })
    flows.payResult = { status: 'cancelled' }
    fireEvent.click(await payButton())
    expect(await screen.findByText('Payment cancelled. Your order is kept, so you can pay again.')).toBeInTheDocument()
    expect(navigations).toEqual([])
    expect(screen.getByRole('button', { name: 'Pay ¥319.20' })).toBeInTheDocument()
  })

  it('says when WeChat has not confirmed yet and reads the order again, keeping it payable while it is pending', async () => {
    const { flows } = render(variant, { environment: 'wechat' })
    flows.payResult = { status: 'pending' }
    fireEvent.click(await payButton())
    expect(await screen.findByText('WeChat Pay has not confirmed this payment yet. We are checking the order again; it will show as paid once confirmed.')).toBeInTheDocument()
    await waitFor(() => expect(api.listOrders).toHaveBeenCalledTimes(2))
    expect(navigations).toEqual([])
    expect(await payButton()).toBeInTheDocument()
  })

  it('shows the order paid when the server confirmed it by the time it is read again', async () => {
    const { flows } = render(variant, { environment: 'wechat' })
    flows.payResult = { status: 'pending' }
    const pay = await payButton()
    api.listOrders.mockResolvedValue({ results: [order({ status: 'done', paid: NOW_S })], total: 1 })
    fireEvent.click(pay)
    expect(await screen.findByRole('button', { name: 'See your registration' })).toBeInTheDocument()
    expect(navigations).toEqual([])
  })

  it('says when the payment request failed', async () => {
    const { store } = render(variant)
    store.flows.pay = async () => { throw new PaymentError('payment request failed') }
    fireEvent.click(await payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment request failed, please try again')
    expect(navigations).toEqual([])
  })

  it('says WeChat must be linked when the server refuses WeChat Pay for an account without an openid (4264)', async () => {
    const { store } = render(variant, { environment: 'wechat' })
    store.flows.pay = async () => {
      throw new PaymentError('payment request failed', new ApiError(400, { code: ErrorCode.WechatPayNeedsOpenid, message: 'no openid', data: { app_id: 'wx1' } }))
    }
    fireEvent.click(await payButton())
    expect(await screen.findByRole('alert')).toHaveTextContent('WeChat Pay needs your WeChat linked to this account first: sign in with WeChat in the mini-program, then pay again.')
    expect(screen.queryByText('Payment request failed, please try again')).toBeNull()
    expect(navigations).toEqual([])
  })

  it('shows the order as expired when the server closed it meanwhile (4404)', async () => {
    const { store } = render(variant)
    store.flows.pay = async () => {
      throw new PaymentError('payment request failed', new ApiError(409, { code: ErrorCode.OrderExpired, message: 'expired' }))
    }
    fireEvent.click(await payButton())
    expect(await screen.findByRole('heading', { name: 'This order has expired' })).toBeInTheDocument()
  })

  it('asks before cancelling: "keep the order" sends nothing and leaves the order to pay', async () => {
    const { fakePlatform } = render(variant)
    await payButton()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this order?' })
    expect(within(dialog).getByText('Its places are given back; to attend, you would order again.')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep the order' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    await new Promise(r => setTimeout(r, 20))
    expect(api.cancelOrder).not.toHaveBeenCalled()
    expect(fakePlatform.backs).toBe(0)
    expect(navigations).toEqual([])
    expect(screen.getByRole('button', { name: 'Pay ¥319.20' })).toBeInTheDocument()
  })

  it('cancels the order through the API after the confirmation, and goes back', async () => {
    const { fakePlatform } = render(variant)
    await payButton()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }))
    expect(api.cancelOrder).not.toHaveBeenCalled()
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(() => expect(api.cancelOrder).toHaveBeenCalledWith(ID))
    await waitFor(() => expect(fakePlatform.toasts).toContain('The order was cancelled'))
    // Opened directly, there is no page to go back to: the meeting home instead.
    await waitFor(() => expect(fakePlatform.backs + navigations.filter(n => n.url.startsWith('/meeting/home')).length).toBe(1))
  })

  it('says the order expired once the countdown reaches zero, and offers to start again', async () => {
    api.listOrders.mockResolvedValue({ results: [order({ created: NOW_S - 30 * 60, expires_at: Math.floor(Date.now() / 1000) + 1 })], total: 1 })
    render(variant)
    await payButton()
    expect(await screen.findByRole('heading', { name: 'This order has expired' }, { timeout: 3000 })).toBeInTheDocument()
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: `/activity/form?meeting_id=${M}&activity_id=${A}` }])
  })

  it('counts from the created time and the shared TTL when the order has no expires_at', async () => {
    api.listOrders.mockResolvedValue({ results: [order({ created: NOW_S - 31 * 60, expires_at: undefined })], total: 1 })
    render(variant)
    expect(await screen.findByRole('heading', { name: 'This order has expired' })).toBeInTheDocument()
  })

  it('says a cancelled order is closed and a paid one is paid', async () => {
    api.listOrders.mockResolvedValue({ results: [order({ status: 'closed', close_reason: 'cancelled' })], total: 1 })
    const first = render(variant)
    expect(await screen.findByRole('heading', { name: 'This order is closed' })).toBeInTheDocument()
    first.unmount()
    api.listOrders.mockResolvedValue({ results: [order({ status: 'done', paid: NOW_S })], total: 1 })
    render(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'See your registration' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: `/activity/success?meeting_id=${M}&activity_id=${A}&order_id=${ID}` }])
  })

  it('speaks every language: the demo label in Chinese', async () => {
    render(variant, { language: 'zh' })
    expect(await screen.findByText('演示支付——不会扣除任何费用')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '确认支付 ¥319.20' })).toBeInTheDocument()
  })
})
