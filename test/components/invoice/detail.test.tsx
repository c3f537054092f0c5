import { fireEvent, screen, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import invoiceDetailScreen from '@/pages/invoice/detail'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { activity, CHECKOUT, invoice, MEETING, order, ticket } from './fixtures'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const ticketsApiMock = ticketsApi as jest.Mocked<typeof ticketsApi>
const meeting: Meeting = { _id: MEETING, title: { en: 'Demo Summit' }, start: 1798761600, end: 1798934400 }

type Variant = 'mobile' | 'desktop'
const render = (variant: Variant) => renderScreen(invoiceDetailScreen, { route: 'invoiceDetail', variant, query: { checkout: CHECKOUT }, language: 'en' })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.listOrders.mockResolvedValue({ results: [order()], total: 1 })
  api.fetchActivity.mockResolvedValue(activity({ enable_invoice: 1 }))
  api.listInvoices.mockResolvedValue([invoice()])
  ticketsApiMock.listTickets.mockResolvedValue({ results: [ticket({ checkout_id: CHECKOUT })], total: 1 })
})

const isStatus = (_: string, el: Element | null) => !!el?.classList.contains('fu-invoice__status')
const status = () => screen.getByText(isStatus)
/** Waits for the application's status (the frame's heading is there from the start). */
const loaded = () => screen.findByText(isStatus)
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent

describe.each(['mobile', 'desktop'] as const)('invoice detail (%s)', (variant) => {
  it('organiser processing: the status, the steps, the amount and the details given', async () => {
    const { container } = render(variant)
    // The frame: the route's title as the page's one heading, a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument()
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    await loaded()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(container.querySelector(`.fu-invoice--${variant}`)).not.toBeNull()
    expect(api.listInvoices).toHaveBeenCalledWith({ checkout_id: CHECKOUT })
    expect(status()).toHaveTextContent('Organiser processing')
    expect(status()).toHaveAttribute('data-tone', 'amber')
    expect(currentStep()).toBe('Organiser processing')
    expect(screen.getByText('¥300.00')).toBeInTheDocument()
    expect(screen.getByText('The organiser will process your request soon')).toBeInTheDocument()
    expect(screen.getByText('Regular VAT invoice')).toBeInTheDocument()
    expect(screen.getByText('91310000MA1FL0000X')).toBeInTheDocument()
    expect(screen.getByText('Electronic invoice')).toBeInTheDocument()
    expect(screen.queryByText('Bank')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull()
  })

  it('completed: green, issued', async () => {
    api.listInvoices.mockResolvedValue([invoice({ status: 'completed' })])
    render(variant)
    await loaded()
    expect(status()).toHaveTextContent('Completed')
    expect(status()).toHaveAttribute('data-tone', 'green')
    expect(currentStep()).toBe('Completed')
    expect(screen.getByText(/The invoice has been issued/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull()
  })

  it('rejected: the reason and a re-apply action to the form', async () => {
    api.listInvoices.mockResolvedValue([invoice({ status: 'rejected', reject_reason: 'The tax number does not match the title' })])
    render(variant)
    await loaded()
    expect(status()).toHaveTextContent('Rejected')
    expect(status()).toHaveAttribute('data-tone', 'red')
    expect(currentStep()).toBe('Rejected')
    expect(screen.getByText('Reason for rejection: The tax number does not match the title')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/invoice/form?checkout=${CHECKOUT}`)])
  })

  it('rejected without a reason says so', async () => {
    api.listInvoices.mockResolvedValue([invoice({ status: 'rejected' })])
    render(variant)
    expect(await screen.findByText('Reason for rejection: No reason given')).toBeInTheDocument()
  })

  it('no application yet: an apply action when the order may be invoiced', async () => {
    api.listInvoices.mockResolvedValue([])
    render(variant)
    await loaded()
    expect(status()).toHaveTextContent('Fill in details')
    expect(screen.getByText('No invoice has been requested for this order yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Request an invoice' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/invoice/form?checkout=${CHECKOUT}`)])
  })

  it('no application yet and tickets not approved: why not yet, and no apply action', async () => {
    api.listInvoices.mockResolvedValue([])
    ticketsApiMock.listTickets.mockResolvedValue({ results: [ticket({ checkout_id: CHECKOUT, status: 0 })], total: 1 })
    render(variant)
    expect(await screen.findByText('An invoice can be issued only after your tickets are approved')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request an invoice' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the order' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/my/order/${CHECKOUT}`)])
  })

  it('a failed load offers a retry', async () => {
    api.listInvoices.mockRejectedValueOnce(new Error('server busy'))
    render(variant)
    const failed = await screen.findByRole('alert')
    expect(within(failed).getByText('server busy')).toBeInTheDocument()
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    expect(await loaded()).toHaveTextContent('Organiser processing')
  })

  it('an unknown order says so', async () => {
    api.listOrders.mockResolvedValue({ results: [], total: 0 })
    render(variant)
    expect(await screen.findByText('This order was not found')).toBeInTheDocument()
  })
})
