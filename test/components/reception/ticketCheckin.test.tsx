import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Activity, Ticket } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as receptionApi from '@/api/reception'
import * as ticketsApi from '@/api/tickets'
import { ApiError } from '@/api/http'
import { formatDateTime } from '@/core/time'
import { currentPassPayload, passDay, passWindow, ticketDayKey, ticketQrPayload } from '@/core/ticketQr'
import type { DeskList } from '@/core/offlineCheckin'
import checkinScreen from '@/pages/reception/checkin'
import type { Flows } from '@/flows'
import { renderScreen } from '../../support/renderScreen'
import { fixDate } from '../../support/clock'
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

// The rotating pass (core/ticketQr): the desk's download carries the activity's day key, the phone the ticket's.
// Noon UTC: a pass shown two minutes ago is on today's key (just after midnight UTC it was yesterday's). Only Date is fixed.
beforeAll(() => fixDate(Date.UTC(2026, 5, 1, 12, 0)))
afterAll(() => jest.useRealTimers())
const TICKET_ID = '660800000000000000000001'
const ACTIVITY_KEY = 'cd'.repeat(32)
const today = () => passDay(passWindow(Date.now()))
const livePass = (activityId: string, code: string, at = Date.now(), ticketId = TICKET_ID) =>
  currentPassPayload({ activityId, code, keys: [{ day: passDay(passWindow(at)), key: ticketDayKey(ACTIVITY_KEY, ticketId) }] }, at)!
const deskList = (activityId: string, guests: DeskList['guests'] = [{ ticket_id: TICKET_ID, code: '000042', name: 'Li Lei', status: 1, attended: null }]): DeskList =>
  ({ activity_id: activityId, meeting_id: MEETING_ID, downloaded: 1767229200, keys: [{ day: today(), key: ACTIVITY_KEY }], guests })

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  reception.receptionStaff.mockResolvedValue(staff)
  reception.deskCheckinList.mockImplementation(async activityId => deskList(activityId))
  activities.listActivities.mockResolvedValue({
    results: [activity(FORUM, 'Main forum', { prices: [{ _id: VIP, title: { en: 'VIP pass' }, amount: 0, total: 0, sold_total: 0 }] }), activity(DINNER, 'Gala dinner')],
    total: 2,
  })
})

/** The device's network, switched by the test (platform.watchNetwork). */
function fakeNetwork() {
  let listener: ((online: boolean) => void) | undefined
  return {
    watchNetwork: (l: (online: boolean) => void) => { listener = l; l(true); return () => { listener = undefined } },
    set: (online: boolean) => act(() => { listener?.(online) }),
  }
}

describe.each(['mobile', 'desktop'] as const)('ticket check-in desk (%s)', variant => {
  const renderDesk = (flows: Partial<Flows> = {}, network = fakeNetwork()) =>
    renderScreen(checkinScreen, { route: 'receptionCheckin', variant, query: { meeting_id: MEETING_ID }, language: 'en', flows, platform: { watchNetwork: network.watchNetwork } })

  it('refuses a screenshot of the rotating QR older than a window, a forged one and an old static pass, without asking the server', async () => {
    const scanCode = jest.fn()
      .mockResolvedValueOnce({ status: 'scanned', code: livePass(FORUM, '000042', Date.now() - 120_000) })
      .mockResolvedValueOnce({ status: 'scanned', code: livePass(FORUM, '000042', Date.now(), '660800000000000000000009') })
      .mockResolvedValueOnce({ status: 'scanned', code: ticketQrPayload(FORUM, '000042') })
    renderDesk({ scanCode })
    fireEvent.click(await screen.findByRole('button', { name: 'Scan a ticket QR code' }))
    expect(await screen.findByText(/This QR code has expired \(a screenshot\?\)/)).toHaveAttribute('role', 'alert')
    expect(reception.deskCheckinList).toHaveBeenCalledWith(FORUM) // the keys came with the activity's list
    fireEvent.click(screen.getByRole('button', { name: 'Scan a ticket QR code' }))
    expect(await screen.findByText(/This QR code does not match the ticket/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Scan a ticket QR code' }))
    expect(await screen.findByText(/This is an old ticket QR code that does not change/)).toBeInTheDocument()
    expect(tickets.listTickets).not.toHaveBeenCalled()
    expect(screen.queryByLabelText('Ticket holder')).toBeNull()
  })

  it('offline: checks guests in from the list on the device, counts them waiting, syncs when the network is back and reports the conflict', async () => {
    reception.deskCheckinList.mockResolvedValue(deskList(FORUM, [
      { ticket_id: TICKET_ID, code: '000042', name: 'Li Lei', status: 1, attended: null },
      { ticket_id: '660800000000000000000002', code: '000043', name: 'Han Mei', status: 1, attended: null },
      { ticket_id: '660800000000000000000003', code: '000044', name: 'Wang Wu', status: 0, attended: null },
    ]))
    const network = fakeNetwork()
    renderDesk({}, network)
    fireEvent.click(await screen.findByRole('radio', { name: 'Main forum' }))
    expect(await screen.findByText(`Guest list on this device: 3 guests, downloaded at ${formatDateTime(1767229200, meeting.timezone, 'HH:mm')}`)).toBeInTheDocument()
    network.set(false)
    expect(screen.getByText('Offline: check-ins are kept on this device and sync when the network is back')).toBeInTheDocument()

    const field = screen.getByRole('textbox', { name: 'Ticket code or QR content' })
    const checkInTyped = async (code: string, button: string) => {
      fireEvent.change(field, { target: { value: code } })
      fireEvent.keyDown(field, { key: 'Enter' })
      fireEvent.click(await screen.findByRole('button', { name: button }))
    }
    await checkInTyped('000042', 'Check in Li Lei')
    expect(await screen.findByText('Li Lei is checked in, waiting to sync')).toBeInTheDocument()
    expect(screen.getByText('1 check-in waiting to sync')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Next guest' }))
    // A live pass is verified with the downloaded keys, no network needed.
    fireEvent.change(field, { target: { value: livePass(FORUM, '000043', Date.now(), '660800000000000000000002') } })
    fireEvent.keyDown(field, { key: 'Enter' })
    fireEvent.click(await screen.findByRole('button', { name: 'Check in Han Mei' }))
    expect(await screen.findByText('2 check-ins waiting to sync')).toBeInTheDocument()
    // A code the list does not know is pending: the server decides.
    await checkInTyped('000099', 'Check in code 000099 as pending')
    expect(await screen.findByText('Code 000099 is checked in as pending: the server confirms it when the network is back')).toBeInTheDocument()
    expect(screen.getByText('3 check-ins waiting to sync')).toBeInTheDocument()
    // The device knows who is in: a second try warns before any confirm, one under review is refused.
    fireEvent.click(screen.getByRole('button', { name: 'Next guest' }))
    fireEvent.change(field, { target: { value: '000042' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(await screen.findByText(/^Already checked in at/)).toHaveAttribute('role', 'alert')
    expect(screen.queryByRole('button', { name: 'Check in Li Lei' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Next guest' }))
    await checkInTyped('000044', 'Check in Wang Wu')
    expect(await screen.findByText('This ticket is still under review and cannot check in')).toBeInTheDocument()
    expect(tickets.listTickets).not.toHaveBeenCalled()
    expect(tickets.checkIn).not.toHaveBeenCalled()
    expect(reception.syncDeskCheckins).not.toHaveBeenCalled()

    const now = Math.floor(Date.now() / 1000)
    reception.syncDeskCheckins.mockImplementation(async queue => queue.map(item => (
      item.code === '000042' ? { id: item.id, outcome: 'checked_in' as const, ticket_id: TICKET_ID, status: 3, attended: item.at }
        : item.code === '000043' ? { id: item.id, outcome: 'conflict' as const, ticket_id: item.ticket_id, name: 'Han Mei', status: 3, attended: now - 300, first_at: now - 300, first_desk: 'Desk 2' }
          : { id: item.id, outcome: 'not_found' as const, ticket_id: null })))
    network.set(true)
    expect(await screen.findByText('All check-ins are synced')).toBeInTheDocument()
    expect(reception.syncDeskCheckins).toHaveBeenCalledTimes(1)
    expect(reception.syncDeskCheckins.mock.calls[0][0].map(q => [q.code, q.ticket_id])).toEqual([['000042', TICKET_ID], ['000043', '660800000000000000000002'], ['000099', null]])
    const reports = screen.getByRole('heading', { name: 'Conflicts and refusals from the sync' }).parentElement!
    expect(reports).toHaveTextContent(`Han Mei (code 000043): checked in first by Desk 2 at ${formatDateTime(now - 300, meeting.timezone, 'HH:mm')}; this desk's check-in at`)
    expect(reports).toHaveTextContent('Code 000099: this activity has no such ticket (checked in offline at')
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('heading', { name: 'Conflicts and refusals from the sync' })).toBeNull()
  })

  it('a scanned pass shows the holder, one confirm checks them in, then the desk is ready for the next', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ price_id: VIP })], total: 1 })
    tickets.checkIn.mockResolvedValue(ticket({ price_id: VIP, status: 3, attended: 1767230000 }))
    const scanCode = jest.fn().mockResolvedValue({ status: 'scanned', code: livePass(FORUM, '000042') })
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
    fireEvent.change(field, { target: { value: livePass(FORUM, '000042') } })
    fireEvent.keyDown(field, { key: 'Enter' })
    await waitFor(() => expect(tickets.listTickets).toHaveBeenLastCalledWith({ all: 1, activity_id: FORUM, code: '000042', limit: 1 }))

    fireEvent.change(field, { target: { value: 'https://evil.example/?token=abc' } })
    fireEvent.keyDown(field, { key: 'Enter' })
    expect(await screen.findByText('This is not a ticket QR code or ticket code of ours')).toHaveAttribute('role', 'alert')
  })

  it('warns about a ticket already checked in before any confirm', async () => {
    const attended = 1767230000
    tickets.listTickets.mockResolvedValue({ results: [ticket({ status: 3, attended })], total: 1 })
    const scanCode = jest.fn().mockResolvedValue({ status: 'scanned', code: livePass(FORUM, '000042') })
    renderDesk({ scanCode })
    fireEvent.click(await screen.findByRole('button', { name: 'Scan a ticket QR code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(`Already checked in at ${formatDateTime(attended, meeting.timezone, 'HH:mm')}`)
    expect(within(screen.getByLabelText('Ticket holder')).getByRole('heading', { name: 'Li Lei' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Check in Li Lei' })).toBeNull()
    expect(tickets.checkIn).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Next guest' }))
    expect(screen.queryByLabelText('Ticket holder')).toBeNull()
  })

  it('says when a ticket was checked in meanwhile, or why it cannot be, and when no ticket has the code', async () => {
    const attended = 1767230000
    tickets.listTickets
      .mockResolvedValueOnce({ results: [ticket()], total: 1 })
      .mockResolvedValueOnce({ results: [ticket({ status: 0, name: 'Han Mei' })], total: 1 })
      .mockResolvedValueOnce({ results: [], total: 0 })
    tickets.checkIn.mockRejectedValueOnce(refusal(4150, { status: 3, attended })).mockRejectedValueOnce(refusal(4151, { status: 0 }))
    const scanCode = jest.fn().mockResolvedValue({ status: 'scanned', code: livePass(FORUM, '000042') })
    renderDesk({ scanCode })

    // Another desk checked them in between the look-up and the confirm: the server says so.
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
