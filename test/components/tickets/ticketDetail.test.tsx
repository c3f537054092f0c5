import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import { qrSvgDataUri } from '@/components/TicketQrCode'
import { formatTimeRange } from '@/core/time'
import { passDay, passWindow, rotatingQrPayload, ticketQrPayload } from '@/core/ticketQr'
import { NetworkError } from '@/api/http'
import { fakePlatform } from '../../support/fakePlatform'
import ticketScreen from '@/pages/my/registration/ticket'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { activity, MEETING, ticket } from './fixtures'

jest.mock('@/api/tickets')
jest.mock('@/api/activities')
jest.mock('@/api/meetings')
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const meeting: Meeting = { _id: MEETING, title: { en: 'Demo Summit' }, start: 1798761600, end: 1798934400 }

type Variant = 'mobile' | 'desktop'

const ID = ticket()._id
const render = (variant: Variant, ticketId: string = ID) => renderScreen(ticketScreen, { route: 'myRegistrationTicket', variant, query: ticketId ? { ticket_id: ticketId } : {}, language: 'en' })
const passOf = (code: string) => qrSvgDataUri(ticketQrPayload(ticket().activity_id, code))
const qrImage = () => screen.findByRole('img', { name: /^Check-in QR code / })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  tickets.listTickets.mockResolvedValue({ results: [ticket()], total: 1 })
  activities.fetchActivity.mockResolvedValue(activity())
})

describe('qrSvgDataUri', () => {
  it('is an SVG data URI of a QR code built from the text', async () => {
    const uri = await qrSvgDataUri('A0001')
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    const svg = decodeURIComponent(uri.slice(uri.indexOf(',') + 1))
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('<path')
    // A different code draws a different symbol; the same code the same one.
    expect(await qrSvgDataUri('A0002')).not.toBe(uri)
    expect(await qrSvgDataUri('A0001')).toBe(uri)
  })
})

describe.each(['mobile', 'desktop'] as const)('ticket page (%s)', (variant) => {
  it('rotates the QR every 30 seconds from the keys that came with the ticket, and shows it offline from the phone\'s copy', async () => {
    const start = Date.UTC(2026, 10, 28, 9, 0, 25) // 5 s before the next window
    let now = start
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now)
    try {
      const key = 'ef'.repeat(32)
      const pass = { window: 30, server_time: start, keys: [{ day: passDay(passWindow(start)), key }] }
      tickets.listTickets.mockResolvedValue({ results: [ticket({ pass })], total: 1 })
      const storage = fakePlatform().storage
      const first = renderScreen(ticketScreen, { route: 'myRegistrationTicket', variant, query: { ticket_id: ID }, language: 'en', platform: { storage } })
      const payloadAt = (ms: number) => rotatingQrPayload(ticket().activity_id, 'A0001', passWindow(ms), key)
      await waitFor(async () => expect((await qrImage()).getAttribute('src')).toBe(await qrSvgDataUri(payloadAt(start))), { timeout: 5000 })
      expect(screen.getByText('Changes in 5 seconds · screenshots do not work')).toBeInTheDocument()
      expect(first.container.querySelector('.fu-ticket-qr__code')).toHaveTextContent('A0001') // the short code stays printed for typing
      now = start + 6_000 // the next window
      await waitFor(async () => expect((await qrImage()).getAttribute('src')).toBe(await qrSvgDataUri(payloadAt(now))), { timeout: 5000 })
      expect(payloadAt(now)).not.toBe(payloadAt(start))
      first.unmount()

      // No network: the ticket kept on this phone, its code still made for the current window.
      tickets.listTickets.mockRejectedValue(new NetworkError(false, new Error('offline')))
      activities.fetchActivity.mockRejectedValue(new NetworkError(false, new Error('offline')))
      now = start + 40_000
      renderScreen(ticketScreen, { route: 'myRegistrationTicket', variant, query: { ticket_id: ID }, language: 'en', platform: { storage } })
      expect(await screen.findByText('Offline: this is the ticket kept on this phone; its check-in code still changes every 30 seconds')).toBeInTheDocument()
      await waitFor(async () => expect((await qrImage()).getAttribute('src')).toBe(await qrSvgDataUri(payloadAt(now))), { timeout: 5000 })
      // The activity as it was last seen, not "not available" with a retry that cannot work offline.
      expect(await screen.findByRole('heading', { name: 'Opening ceremony' })).toBeInTheDocument()
      expect(screen.getByText('Hall A')).toBeInTheDocument()
      expect(screen.queryByText('Activity details are not available')).not.toBeInTheDocument()
    } finally {
      clock.mockRestore()
    }
  })

  it('shows a large QR code of the ticket code, the attendee, the activity, its time and place', async () => {
    const { container } = render(variant)
    const img = await qrImage()
    // Its alt text names what it is: the check-in code of this activity.
    await waitFor(() => expect(img).toHaveAttribute('alt', 'Check-in QR code for Opening ceremony'))
    expect(img).toHaveAccessibleName('Check-in QR code for Opening ceremony')
    expect(img.getAttribute('src')).toBe(await passOf('A0001'))
    expect(img).toHaveAttribute('data-code', 'A0001')
    // A phone: at least 60 % of the screen's width (the sheet's min(72vw, 320px)); a desktop: a fixed 320 px.
    if (variant === 'mobile') {
      expect(img.closest('.fu-ticket-qr')).toHaveClass('fu-ticket-qr--screen')
      expect((img as HTMLElement).style.width).toBe('')
    } else {
      expect(img.closest('.fu-ticket-qr')).not.toHaveClass('fu-ticket-qr--screen')
      expect((img as HTMLElement).style.width).toBe('320px')
    }
    expect(tickets.listTickets).toHaveBeenCalledWith({ _id: ID })
    expect(activities.fetchActivity).toHaveBeenCalledWith(activity()._id)
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Opening ceremony'))
    expect(screen.getByText('Li Lei')).toBeInTheDocument()
    expect(screen.getByText(formatTimeRange(activity().start, activity().end))).toBeInTheDocument()
    expect(screen.getByText('Hall A')).toBeInTheDocument()
    expect(screen.getByText('Approved')).toHaveAttribute('data-tone', 'green')
    expect(screen.getByText('Show this QR code to the staff at the entrance to check in')).toBeInTheDocument()
    expect(container.querySelector(`.fu-ticket--${variant}`)).not.toBeNull()
    // The activity's title is the page's one heading; the frame: a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    // The activity and the code only: nothing of the session goes into the picture.
    expect(decodeURIComponent(img.getAttribute('src') ?? '')).not.toMatch(/token/i)
  })

  it('draws the code of the ticket it shows', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ code: 'Z9876' })], total: 1 })
    render(variant)
    const img = await qrImage()
    expect(img).toHaveAttribute('data-code', 'Z9876')
    expect(img.getAttribute('src')).toBe(await passOf('Z9876'))
    expect(img.getAttribute('src')).not.toBe(await passOf('A0001'))
  })

  it('says a checked-in ticket is checked in and still shows its code', async () => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ status: 3 })], total: 1 })
    render(variant)
    await qrImage()
    expect(screen.getByText('You have checked in')).toBeInTheDocument()
    expect(screen.getByText('Checked in')).toHaveAttribute('data-tone', 'blue')
  })

  it.each([
    [0, 'The check-in QR code appears once your registration is approved', 'Under review'],
    [2, 'Your registration was not approved, so there is no check-in code', 'Rejected'],
  ] as const)('has no QR code for status %i', async (status, note, statusText) => {
    tickets.listTickets.mockResolvedValue({ results: [ticket({ status })], total: 1 })
    render(variant)
    expect(await screen.findByText(note)).toBeInTheDocument()
    expect(screen.getByText(statusText)).toBeInTheDocument()
    expect(screen.queryByRole('img')).toBeNull()
  })

  it('says so when the ticket does not exist, with a way back to the list', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    render(variant)
    expect(await screen.findByText('This ticket was not found')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back to my tickets' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: '/my/tickets' }])
  })

  it('treats a missing ticket_id as not found without calling the server', async () => {
    render(variant, '')
    expect(await screen.findByText('This ticket was not found')).toBeInTheDocument()
    expect(tickets.listTickets).not.toHaveBeenCalled()
  })

  it('shows a failure with retry', async () => {
    tickets.listTickets.mockRejectedValueOnce(new Error('HTTP 500'))
    render(variant)
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 500')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await qrImage()
  })

  it('still shows the QR code when the activity fails to load, and retries the activity', async () => {
    activities.fetchActivity.mockRejectedValueOnce(new Error('HTTP 502'))
    render(variant)
    // Without the activity the alt text names the ticket's code instead.
    expect(await qrImage()).toHaveAttribute('alt', 'Check-in QR code of ticket A0001')
    const missing = await screen.findByText('Activity details are not available')
    fireEvent.click(within(missing.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Opening ceremony'))
    expect(screen.queryByText('Activity details are not available')).toBeNull()
    expect(activities.fetchActivity).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('img', { name: 'Check-in QR code for Opening ceremony' })).toBeInTheDocument()
  })
})
