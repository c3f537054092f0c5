import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as receptionApi from '@/api/reception'
import * as meetingsApi from '@/api/meetings'
import staffScreen from '@/pages/reception/staff'
import type { Flows } from '@/flows'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { MEETING_ID, PHASE_IDS, guest, meeting, notFound, phases, staff } from './fixtures'

jest.mock('@/api/reception')
jest.mock('@/api/meetings')
const api = receptionApi as jest.Mocked<typeof receptionApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.receptionStaff.mockResolvedValue(staff)
  api.receptionPhases.mockResolvedValue(phases)
})

describe.each(['mobile', 'desktop'] as const)('reception staff desk (%s)', variant => {
  const renderDesk = (flows: Partial<Flows> = {}) => renderScreen(staffScreen, { route: 'receptionStaff', variant, query: { meeting_id: MEETING_ID }, language: 'en', flows })

  it('shows the role and each phase with its checked-in count, and opens a phase', async () => {
    const { container } = renderDesk()
    const phase = await screen.findByRole('link', { name: 'Open phase: Airport pick-up' })
    expect(phase).toHaveTextContent('12 checked in')
    expect(screen.getByRole('link', { name: 'Open phase: Venue sign-in' })).toHaveTextContent('0 checked in')
    expect(screen.getByText('Role: Reception staff')).toBeInTheDocument()
    expect(api.receptionStaff).toHaveBeenCalledWith(MEETING_ID)
    expect(container.querySelector(`.fu-reception--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page heading; back on a phone's title bar, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1, name: 'Reception staff' })).toBeInTheDocument()
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    fireEvent.click(phase)
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/phases/${PHASE_IDS[0]}?meeting_id=${MEETING_ID}`]))
  })

  it('links to the ticket check-in desk of this meeting', async () => {
    renderDesk()
    fireEvent.click(await screen.findByRole('link', { name: 'Check in tickets' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/staff/checkin?meeting_id=${MEETING_ID}`]))
  })

  it('refuses someone who is not staff of this meeting, clearly and without phases', async () => {
    api.receptionStaff.mockRejectedValue(notFound())
    renderDesk()
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not reception staff of this meeting')
    expect(api.receptionPhases).not.toHaveBeenCalled()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('shows a failure with a retry that loads again', async () => {
    api.receptionStaff.mockRejectedValueOnce(new Error('network error'))
    renderDesk()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'Open phase: Airport pick-up' })).toBeInTheDocument()
  })

  it('searches guests by name or phone and opens one; says when none matches', async () => {
    api.receptionGuests.mockResolvedValueOnce({ results: [guest(1), guest(2)], total: 2 }).mockResolvedValueOnce({ results: [], total: 0 })
    renderDesk()
    const field = await screen.findByRole('textbox', { name: 'Name, phone or e-mail' })
    fireEvent.change(field, { target: { value: ' Guest ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const rows = await screen.findAllByRole('link', { name: /Open guest:/ })
    expect(rows.map(r => within(r).getByText(/^Guest/).textContent)).toEqual(['Guest 1', 'Guest 2'])
    expect(api.receptionGuests).toHaveBeenCalledWith({ meeting_id: MEETING_ID, keyword: 'Guest', limit: 20 })
    fireEvent.click(rows[1])
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/staff/guests/${guest(2)._id}?meeting_id=${MEETING_ID}`]))

    fireEvent.change(field, { target: { value: 'nobody' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No guest matches')).toBeInTheDocument()
  })

  it('in a plain browser "scan" opens code entry; a typed code opens its guest, an unknown one is said', async () => {
    api.queryGuests.mockRejectedValueOnce(notFound()).mockResolvedValueOnce([guest(3)])
    const { flows } = renderDesk()
    fireEvent.click(await screen.findByRole('button', { name: 'Scan a code' }))
    const code = await screen.findByRole('textbox', { name: 'Guest query code' })
    expect(flows.scans).toHaveLength(1)
    fireEvent.change(code, { target: { value: 'NOPE1234' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    expect(await screen.findByText('No guest has the code "NOPE1234"')).toBeInTheDocument()
    fireEvent.change(code, { target: { value: 'GUEST003' } })
    fireEvent.click(screen.getByRole('button', { name: 'Find' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/staff/guests/${guest(3)._id}?meeting_id=${MEETING_ID}`]))
    expect(api.queryGuests).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, query_code: 'GUEST003' })
  })

  it('a scanned code opens its guest at once; a failed scan offers code entry', async () => {
    api.queryGuests.mockResolvedValue([guest(1)])
    const scanCode = jest.fn().mockResolvedValueOnce({ status: 'scanned', code: 'GUEST001' }).mockRejectedValueOnce(new Error('no camera'))
    renderDesk({ scanCode })
    fireEvent.click(await screen.findByRole('button', { name: 'Scan a code' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/staff/guests/${guest(1)._id}?meeting_id=${MEETING_ID}`]))
    expect(screen.queryByRole('textbox', { name: 'Guest query code' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Scan a code' }))
    expect(await screen.findByText('Scanning failed. Type the code instead')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Guest query code' })).toBeInTheDocument()
  })
})
