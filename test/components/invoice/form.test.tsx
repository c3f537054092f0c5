import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import invoiceFormScreen from '@/pages/invoice/form'
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
const render = (variant: Variant, id: string | undefined = CHECKOUT) => renderScreen(invoiceFormScreen, { route: 'invoiceForm', variant, query: id ? { checkout: id } : {}, language: 'en' })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.listOrders.mockResolvedValue({ results: [order({ pay_amount: 24000 })], total: 1 })
  api.fetchActivity.mockResolvedValue(activity({ enable_invoice: 1 }))
  api.listInvoices.mockResolvedValue([])
  api.applyForInvoice.mockResolvedValue(invoice())
  ticketsApiMock.listTickets.mockResolvedValue({ results: [ticket({ checkout_id: CHECKOUT })], total: 1 })
})

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })
/** The error text beside a field (inside the same field block). */
const errorOf = (label: string) => field(label).closest('.fu-field')?.querySelector('.fu-field__error')?.textContent ?? ''
const submit = async () => { await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Submit request' })) }) }

function fillRegular() {
  type('Invoice title', 'Fu Expo Ltd')
  type('Tax number', '91310000ma1fl0000x')
  type('Applicant mobile number', '13800138000')
  type('E-mail', 'li@example.com')
}

describe.each(['mobile', 'desktop'] as const)('invoice form (%s)', (variant) => {
  it('shows the order and its amount, regular type and electronic delivery chosen', async () => {
    const { container } = render(variant)
    // The frame: the route's title as the page's one heading, a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1, name: 'Request an invoice' })).toBeInTheDocument()
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    await screen.findByLabelText('Invoice title')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(container.querySelector(`.fu-invoice--${variant}`)).not.toBeNull()
    expect(api.listOrders).toHaveBeenCalledWith({ _id: CHECKOUT })
    expect(api.listInvoices).toHaveBeenCalledWith({ checkout_id: CHECKOUT })
    expect(screen.getByText(`Order number: ${order().number}`)).toBeInTheDocument()
    expect(screen.getByText('¥240.00')).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Regular VAT invoice' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: 'Electronic invoice' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.queryByLabelText('Bank')).toBeNull()
    expect(screen.queryByLabelText('Mailing address')).toBeNull()
  })

  it('a regular invoice: title, tax number, mobile and e-mail errors beside their fields, nothing sent', async () => {
    render(variant)
    await screen.findByLabelText('Invoice title')
    await submit()
    expect(errorOf('Invoice title')).toBe('Please enter the invoice title')
    expect(errorOf('Tax number')).toBe('Please enter the tax number')
    expect(errorOf('Applicant mobile number')).toBe('Please enter your mobile number')
    expect(errorOf('E-mail')).toBe('Please enter your e-mail address')
    expect(field('Invoice title')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByText('Please correct the marked fields')).toBeInTheDocument()
    type('Tax number', '123')
    type('Applicant mobile number', '12345')
    type('E-mail', 'nope')
    expect(errorOf('Tax number')).toBe('The tax number has 15–20 digits or capital letters')
    expect(errorOf('Applicant mobile number')).toBe('Please enter a valid mainland China mobile number')
    expect(errorOf('E-mail')).toBe('Please enter a valid e-mail address')
    expect(api.applyForInvoice).not.toHaveBeenCalled()
  })

  it('a special invoice also needs company address, phone, bank and account', async () => {
    render(variant)
    await screen.findByLabelText('Invoice title')
    fireEvent.click(screen.getByRole('radio', { name: 'Special VAT invoice' }))
    expect(screen.getByRole('radio', { name: 'Special VAT invoice' })).toHaveAttribute('aria-checked', 'true')
    fillRegular()
    await submit()
    expect(errorOf('Company address')).toBe('Please enter the company address')
    expect(errorOf('Company phone')).toBe('Please enter the company phone')
    expect(errorOf('Bank')).toBe('Please enter the bank')
    expect(errorOf('Bank account')).toBe('Please enter the bank account')
    expect(errorOf('Invoice title')).toBe('')
    expect(api.applyForInvoice).not.toHaveBeenCalled()
    type('Company address', '1 Expo Road')
    type('Company phone', '021-88888888')
    type('Bank', 'Bank of Expo')
    type('Bank account', '6222000011112222')
    await submit()
    expect(api.applyForInvoice).toHaveBeenCalledWith(CHECKOUT, {
      type: 'special', title: 'Fu Expo Ltd', taxNumber: '91310000MA1FL0000X', phone: '13800138000', email: 'li@example.com', fetch_way: 'electronic',
      address: '1 Expo Road', companyPhone: '021-88888888', bank: 'Bank of Expo', bankAccount: '6222000011112222',
    })
  })

  it('express delivery needs a mailing address; venue pick-up does not', async () => {
    render(variant)
    await screen.findByLabelText('Invoice title')
    fillRegular()
    fireEvent.click(screen.getByRole('radio', { name: 'Express delivery' }))
    await submit()
    expect(errorOf('Mailing address')).toBe('Express delivery needs a mailing address')
    expect(api.applyForInvoice).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('radio', { name: 'Pick up at the venue' }))
    expect(screen.queryByLabelText('Mailing address')).toBeNull()
    await submit()
    expect(api.applyForInvoice).toHaveBeenCalledWith(CHECKOUT, expect.objectContaining({ fetch_way: 'venue' }))
    expect(api.applyForInvoice.mock.calls[0][1]).not.toHaveProperty('mailing_address')
  })

  it('submits a regular electronic invoice, toasts, and opens its detail', async () => {
    const { platform } = render(variant)
    await screen.findByLabelText('Invoice title')
    fillRegular()
    fireEvent.click(screen.getByRole('radio', { name: 'Express delivery' }))
    type('Mailing address', '2 Post Street')
    await submit()
    expect(api.applyForInvoice).toHaveBeenCalledWith(CHECKOUT, {
      type: 'regular', title: 'Fu Expo Ltd', taxNumber: '91310000MA1FL0000X', phone: '13800138000', email: 'li@example.com', fetch_way: 'express', mailing_address: '2 Post Street',
    })
    expect(platform.toasts).toEqual(['Invoice request submitted'])
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: expect.stringContaining(`/invoice/detail?checkout=${CHECKOUT}`) }]))
  })

  it('shows the server refusal beside the submit button and stays', async () => {
    api.applyForInvoice.mockRejectedValue(new Error('an invoice for this order is already being processed or issued'))
    render(variant)
    await screen.findByLabelText('Invoice title')
    fillRegular()
    await submit()
    expect(screen.getByText('Could not submit: an invoice for this order is already being processed or issued')).toBeInTheDocument()
    expect(navigations).toEqual([])
  })

  it('fills the form from a rejected application for the re-application', async () => {
    api.listInvoices.mockResolvedValue([invoice({ status: 'rejected', reject_reason: 'Wrong title', type: 'special', address: 'A', companyPhone: 'P', bank: 'B', bankAccount: '12345678', fetch_way: 'venue' })])
    render(variant)
    await waitFor(() => expect(field('Invoice title').value).toBe('Fu Expo Ltd'))
    expect(screen.getByRole('radio', { name: 'Special VAT invoice' })).toHaveAttribute('aria-checked', 'true')
    expect(screen.getByRole('radio', { name: 'Pick up at the venue' })).toHaveAttribute('aria-checked', 'true')
    expect(field('Bank account').value).toBe('12345678')
    await submit()
    expect(api.applyForInvoice).toHaveBeenCalledWith(CHECKOUT, expect.objectContaining({ type: 'special', bank: 'B', fetch_way: 'venue' }))
  })

  it.each([
    ['the activity issues no invoices', () => api.fetchActivity.mockResolvedValue(activity({ enable_invoice: 0 })), 'This activity does not issue invoices'],
    ['the order is refunded', () => api.listOrders.mockResolvedValue({ results: [order({ refund: 1 })], total: 1 }), 'Only paid orders that were not refunded can be invoiced'],
    ['a ticket awaits approval', () => ticketsApiMock.listTickets.mockResolvedValue({ results: [ticket({ checkout_id: CHECKOUT, status: 0 })], total: 1 }), 'An invoice can be issued only after your tickets are approved'],
    ['a ticket has nobody yet', () => ticketsApiMock.listTickets.mockResolvedValue({ results: [ticket({ checkout_id: CHECKOUT, user_id: '' })], total: 1 }), 'An invoice can be issued only after every ticket is allocated to a person'],
  ])('explains why not yet when %s, without a form', async (_, arrange, text) => {
    arrange()
    render(variant)
    expect(await screen.findByText(text)).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Request an invoice')
    expect(screen.queryByLabelText('Invoice title')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the order' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/my/order/${CHECKOUT}`)])
  })

  it('with an application in progress points to its detail', async () => {
    api.listInvoices.mockResolvedValue([invoice()])
    render(variant)
    expect(await screen.findByText('An invoice for this order is already being processed or issued')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'View invoice status' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining(`/invoice/detail?checkout=${CHECKOUT}`)])
  })

  it('an unknown order says so', async () => {
    api.listOrders.mockResolvedValue({ results: [], total: 0 })
    render(variant)
    expect(await screen.findByText('This order was not found')).toBeInTheDocument()
  })

  it('a failed load offers a retry that loads again', async () => {
    api.listOrders.mockRejectedValueOnce(new Error('network down'))
    render(variant)
    const failed = await screen.findByRole('alert')
    expect(within(failed).getByText('network down')).toBeInTheDocument()
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByLabelText('Invoice title')).toBeInTheDocument()
    expect(api.listOrders).toHaveBeenCalledTimes(2)
  })
})
