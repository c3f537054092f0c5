import { fireEvent, screen, within } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import { useInvoiceDetail } from '@/pages/invoice/detail/useInvoiceDetail'
import { InvoiceDetailMobile } from '@/pages/invoice/detail/mobile'
import { InvoiceDetailDesktop } from '@/pages/invoice/detail/desktop'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'
import { activity, CHECKOUT, invoice, order, ticket } from './fixtures'

jest.mock('@/api/activities')
jest.mock('@/api/tickets')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const ticketsApiMock = ticketsApi as jest.Mocked<typeof ticketsApi>

type Variant = typeof InvoiceDetailMobile | typeof InvoiceDetailDesktop
function Harness({ Variant, id }: { Variant: Variant; id?: string }) {
  return <Variant data={useInvoiceDetail(id)} />
}
const render = (Variant: Variant) => renderWithStores(<Harness Variant={Variant} id={CHECKOUT} />, { language: 'en' })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  api.listOrders.mockResolvedValue({ results: [order()], total: 1 })
  api.fetchActivity.mockResolvedValue(activity({ enable_invoice: 1 }))
  api.listInvoices.mockResolvedValue([invoice()])
  ticketsApiMock.listTickets.mockResolvedValue({ results: [ticket({ checkout_id: CHECKOUT })], total: 1 })
})

const status = () => screen.getByText((_, el) => !!el?.classList.contains('fu-invoice__status'))
const currentStep = () => document.querySelector('[aria-current="step"]')?.textContent

describe.each([['mobile', InvoiceDetailMobile], ['desktop', InvoiceDetailDesktop]] as const)('invoice detail (%s)', (variant, Variant) => {
  it('organiser processing: the status, the steps, the amount and the details given', async () => {
    const { container } = render(Variant)
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice' })).toBeInTheDocument()
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
    render(Variant)
    await screen.findByRole('heading', { level: 1 })
    expect(status()).toHaveTextContent('Completed')
    expect(status()).toHaveAttribute('data-tone', 'green')
    expect(currentStep()).toBe('Completed')
    expect(screen.getByText(/The invoice has been issued/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Apply again' })).toBeNull()
  })

  it('rejected: the reason and a re-apply action to the form', async () => {
    api.listInvoices.mockResolvedValue([invoice({ status: 'rejected', reject_reason: 'The tax number does not match the title' })])
    render(Variant)
    await screen.findByRole('heading', { level: 1 })
    expect(status()).toHaveTextContent('Rejected')
    expect(status()).toHaveAttribute('data-tone', 'red')
    expect(currentStep()).toBe('Rejected')
    expect(screen.getByText('Reason for rejection: The tax number does not match the title')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/invoice/form?checkout=${CHECKOUT}`)])
  })

  it('rejected without a reason says so', async () => {
    api.listInvoices.mockResolvedValue([invoice({ status: 'rejected' })])
    render(Variant)
    expect(await screen.findByText('Reason for rejection: No reason given')).toBeInTheDocument()
  })

  it('no application yet: an apply action when the order may be invoiced', async () => {
    api.listInvoices.mockResolvedValue([])
    render(Variant)
    await screen.findByRole('heading', { level: 1 })
    expect(status()).toHaveTextContent('Fill in details')
    expect(screen.getByText('No invoice has been requested for this order yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Request an invoice' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/invoice/form?checkout=${CHECKOUT}`)])
  })

  it('no application yet and tickets not approved: why not yet, and no apply action', async () => {
    api.listInvoices.mockResolvedValue([])
    ticketsApiMock.listTickets.mockResolvedValue({ results: [ticket({ checkout_id: CHECKOUT, status: 0 })], total: 1 })
    render(Variant)
    expect(await screen.findByText('An invoice can be issued only after your tickets are approved')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Request an invoice' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the order' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/my/order/${CHECKOUT}`)])
  })

  it('a failed load offers a retry', async () => {
    api.listInvoices.mockRejectedValueOnce(new Error('server busy'))
    render(Variant)
    const failed = await screen.findByRole('alert')
    expect(within(failed).getByText('server busy')).toBeInTheDocument()
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument()
  })

  it('an unknown order says so', async () => {
    api.listOrders.mockResolvedValue({ results: [], total: 0 })
    render(Variant)
    expect(await screen.findByText('This order was not found')).toBeInTheDocument()
  })
})
