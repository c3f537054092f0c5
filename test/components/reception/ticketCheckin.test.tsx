import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Activity, Ticket } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as receptionApi from '@/api/reception'
import * as ticketsApi from '@/api/tickets'
import { ApiError } from '@/api/http'
import { formatDateTime } from '@/core/time'
import { ticketQrPayload } from '@/core/ticketQr'
import checkinScreen from '@/pages/reception/checkin'
import type { Flows } from '@/flows'
import { renderScreen } from '../../support/renderScreen'
import { MEETING_ID, meeting, notFound, staff } from './fixtures'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/reception')
jest.mock('@/api/tickets')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const reception = receptionApi as jest.Mocked<typeof receptionApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>

const FORUM = '660600000000000000000001'
const DINNER = '660600000000000000000002'
const VIP = '660700000000000000000001'
const activity = (id: string, en: string, extra: Partial<Activity> = {}) => ({ _id: id, meeting_id: MEETING_ID, title: { zh: en, en }, ...extra }) as Activity
const ticket = (extra: Partial<Ticket> = {}): Ticket => ({ _id: '660800000000000000000001', status: 1, activity_id: FORUM, meeting_id: MEETING_ID, user_id: 'u', number: 1, code: '000042', name: 'Li Lei', ...extra })
const refusal = (code: number, data: Record<string, unknown>) => new ApiError(409, { code, message: 'refused', data })

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  reception.receptionStaff.mockResolvedValue(staff)
  activities.listActivities.mockResolvedValue({
    results: [activity(FORUM, 'Main forum', { prices: [{ _id: VIP, title: { en: 'VIP pass' }, amount: 0, total: 0, sold_total: 0 }] }), activity(DINNER, 'Gala dinner')],
    total: 2,
  })
})

describe.each(['mobile', 'desktop'] as const)('ticket check-in desk (%s)', variant => {
  const renderDesk = (flows: Partial<Flows> = {}) => renderScreen(checkinScreen, { route: 'receptionCheckin', variant, query: { meeting_id: MEETING_ID }, language: 'en', flows })

  it('a scanned pass shows the holder, one confirm checks them in, then the desk is ready for the next', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ price_id: VIP })], total: 1 })
    tickets.checkIn.mockResolvedValue(ticket({ price_id: VIP, status: 3, attended: 1767230000 }))
    const scanCode = jest.fn().mockResolvedValue({ status: 'scanned', code: ticketQrPayload(FORUM, '000042') })
    const { container } = renderDesk({ scanCode })
    fireEvent.click(await screen.findByRole('button', { name: 'Scan a ticket QR code' }))
    expect(container.querySelector(`.fu-reception--${variant}`)).not.toBeNull()
    expect(screen.getByRole('heading', { level: 1, name: 'Ticket check-in' })).toBeInTheDocument()
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()

    const holder = await screen.findByLabelText('Ticket holder')
    expect(tickets.listTickets).toHaveBeenCalledWith({ all: 1, activity_id: FORUM, code: '000042', limit: 1 })
    expect(within(holder).getByRole('heading', { name: 'Li Lei' })).toBeInTheDocument()
    expect(within(holder).getByText('Main forum · VIP pass')).toBeInTheDocument()
    expect(within(holder).getByText('Approved')).toBeInTheDocument()
    expect(tickets.checkIn).not.toHaveBeenCalled() // nothing happens before the confirm

    fireEvent.click(within(holder).getByRole('button', { name: 'Check in Li Lei' }))
    expect(await screen.findByText('Li Lei is checked in')).toBeInTheDocument()
    expect(tickets.checkIn).toHaveBeenCalledWith(ticket()._id)
    expect(within(screen.getByLabelText('Ticket holder')).getByText('Checked in')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next guest' }))
    await waitFor(() => expect(screen.queryByLabelText('Ticket holder')).toBeNull())
    expect(screen.getByRole('button', { name: 'Scan a ticket QR code' })).toBeInTheDocument()
  })

  it('a typed code needs the activity picked; a scanner typing the payload and Enter finds it directly', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ activity_id: DINNER })], total: 1 })
    renderDesk()
    const field = await screen.findByRole('textbox', { name: 'Ticket code or QR content' })
    fireEvent.change(field, { target: { value: '000042' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the activity first, then type the 6-digit ticket code')
    expect(tickets.listTickets).not.toHaveBeenCalled()

    fireEvent.click(screen.getByRole('radio', { name: 'Gala dinner' }))
    expect(screen.getByRole('radio', { name: 'Gala dinner' })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    expect(await screen.findByLabelText('Ticket holder')).toHaveTextContent('Gala dinner · Standard ticket')
    expect(tickets.listTickets).toHaveBeenLastCalledWith({ all: 1, activity_id: DINNER, code: '000042', limit: 1 })

    // The payload names its own activity, whatever is picked.
    fireEvent.change(field, { target: { value: ticketQrPayload(FORUM, '000777') } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(tickets.listTickets).toHaveBeenLastCalledWith({ all: 1, activity_id: FORUM, code: '000777', limit: 1 }))

    fireEvent.change(field, { target: { value: 'https://evil.example/?token=abc' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(await screen.findByText('This is not a ticket QR code or ticket code of ours')).toHaveAttribute('role', 'alert')
  })

  it('says when a ticket was already checked in, or why it cannot be, and when no ticket has the code', async () => {
    const attended = 1767230000
    tickets.listTickets
      .mockResolvedValueOnce({ results: [ticket({ status: 3 })], total: 1 })
      .mockResolvedValueOnce({ results: [ticket({ status: 0, name: 'Han Mei' })], total: 1 })
      .mockResolvedValueOnce({ results: [], total: 0 })
    tickets.checkIn.mockRejectedValueOnce(refusal(4150, { status: 3, attended })).mockRejectedValueOnce(refusal(4151, { status: 0 }))
    const scanCode = jest.fn().mockResolvedValue({ status: 'scanned', code: ticketQrPayload(FORUM, '000042') })
    renderDesk({ scanCode })

    fireEvent.click(await screen.findByRole('button', { name: 'Scan a ticket QR code' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Li Lei' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(`Already checked in at ${formatDateTime(attended, meeting.timezone, 'HH:mm')}`)

    fireEvent.click(screen.getByRole('button', { name: 'Scan a ticket QR code' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Han Mei' }))
    expect(await screen.findByText('This ticket is still under review and cannot check in')).toHaveAttribute('role', 'alert')
    expect(within(screen.getByLabelText('Ticket holder')).getByText('Under review')).toBeInTheDocument()

    fireEvent.click(screen.getByRole('button', { name: 'Scan a ticket QR code' }))
    expect(await screen.findByText('This activity has no ticket with the code "000042"')).toHaveAttribute('role', 'alert')
  })

  it('in a plain browser scanning says to type; a failed check-in keeps the confirm to try again', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket()], total: 1 })
    tickets.checkIn.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(ticket({ status: 3 }))
    const { flows } = renderDesk()
    fireEvent.click(await screen.findByRole('button', { name: 'Scan a ticket QR code' }))
    expect(await screen.findByText('Scanning is not available here: choose the activity and type the ticket code')).toBeInTheDocument()
    expect(flows.scans).toHaveLength(1)

    fireEvent.click(screen.getByRole('radio', { name: 'Main forum' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Ticket code or QR content' }), { target: { value: '000042' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Li Lei' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Check in Li Lei' }))
    expect(await screen.findByText('Li Lei is checked in')).toBeInTheDocument()
  })

  it('refuses someone who is not staff of this meeting, without the code entry', async () => {
    reception.receptionStaff.mockRejectedValue(notFound())
    renderDesk()
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not reception staff of this meeting')
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(activities.listActivities).not.toHaveBeenCalled()
  })

  it('shows a failure with a retry that loads again', async () => {
    reception.receptionStaff.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(staff)
    renderDesk()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('radio', { name: 'Gala dinner' })).toBeInTheDocument()
  })
})
