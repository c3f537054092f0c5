import { fireEvent, screen, waitFor } from '@testing-library/react'
import { observer } from 'mobx-react'
import * as activitiesApi from '@/api/activities'
import { ApiError } from '@/api/http'
import { useAgentV2Ticket } from '@/pages/agent/v2ticket/useAgentV2Ticket'
import { AgentV2TicketMobile } from '@/pages/agent/v2ticket/mobile'
import { AgentV2TicketDesktop } from '@/pages/agent/v2ticket/desktop'
import type { Activity, Order } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>

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

type Variant = typeof AgentV2TicketMobile | typeof AgentV2TicketDesktop
const Harness = observer(function Harness({ Variant }: { Variant: Variant }) {
  return <Variant data={useAgentV2Ticket({ meetingId: M, activityId: A })} />
})
async function renderPage(Variant: Variant) {
  const rendered = renderWithStores(<Harness Variant={Variant} />, { language: 'en' })
  await screen.findByRole('heading', { level: 1, name: 'Group tickets' })
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
})

describe.each([['mobile', AgentV2TicketMobile], ['desktop', AgentV2TicketDesktop]] as const)('v2 group tickets (%s)', (_variant, Variant) => {
  it('shows ticket types with price and stock; the quantity is held to what is left', async () => {
    await renderPage(Variant)
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
    await renderPage(Variant)
    type('Number of people', '1')
    fireEvent.click(screen.getByRole('button', { name: 'Place the order' }))
    expect(alerts()).toEqual(expect.arrayContaining(['Please choose a ticket type', 'Please correct the marked items', 'A group has 2 to 10 people', 'This field is required']))
    expect(activities.createOrder).not.toHaveBeenCalled()
  })

  it('orders all tickets at once, pays through the flows and opens the group overview', async () => {
    const { flows } = await renderPage(Variant)
    fireEvent.click(screen.getByRole('radio', { name: /^Group ticket/ }))
    fireEvent.click(screen.getByRole('button', { name: 'One person more' }))
    fillInfo()
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥150.00' }))
    await waitFor(() => expect(navigations.at(-1)).toEqual({ method: 'redirectTo', url: `/meeting/${M}/activity/${A}/agent/v2` }))
    expect(activities.createOrder).toHaveBeenCalledWith({
      activity_id: A, price_id: 'p-group', quantity: 3, amount: 5000,
      group: { name: 'Seoul tour', contact_name: 'Kim', contact_phone: '13800000003', contact_email: undefined },
    })
    expect(flows.payments).toEqual([expect.objectContaining({ order: expect.objectContaining({ _id: 'o1' }), back: `/meeting/${M}/activity/${A}/agent/v2` })])
  })

  it('a cancelled payment stays on the page and says where the order waits', async () => {
    const { flows } = await renderPage(Variant)
    flows.payResult = { status: 'cancelled' }
    fireEvent.click(screen.getByRole('radio', { name: /^Group ticket/ }))
    fillInfo()
    fireEvent.click(screen.getByRole('button', { name: 'Pay ¥100.00' }))
    expect(await screen.findByText('Payment cancelled: the order waits in My orders')).toBeTruthy()
    expect(navigations).toEqual([])
  })

  it('4029 and 4340 are said beside the ticket types; 4340 loads the types again', async () => {
    await renderPage(Variant)
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
    renderWithStores(<Harness Variant={Variant} />, { language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: /retry/i }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Group tickets' })).toBeTruthy()
  })
})
