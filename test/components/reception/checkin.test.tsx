import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as receptionApi from '@/api/reception'
import * as meetingsApi from '@/api/meetings'
import { formatDateTime } from '@/core/time'
import { PHASE_PAGE_SIZE } from '@/pages/reception/phase/useReceptionPhase'
import phaseScreen from '@/pages/reception/phase'
import staffGuestScreen from '@/pages/reception/staffGuest'
import phaseFormScreen from '@/pages/reception/phaseForm'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { MEETING_ID, PHASE_IDS, guest, meeting, notFound, phases } from './fixtures'

jest.mock('@/api/reception')
jest.mock('@/api/meetings')
const api = receptionApi as jest.Mocked<typeof receptionApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const [PICK_UP, VENUE] = PHASE_IDS
const RECEIVED_AT = 1767230000

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.receptionPhases.mockResolvedValue(phases)
})

type Variant = 'mobile' | 'desktop'

describe.each(['mobile', 'desktop'] as const)('a phase\'s guests (%s)', (variant: Variant) => {
  const renderPhase = () => renderScreen(phaseScreen, { route: 'receptionPhase', variant, params: { phase_id: PICK_UP }, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('titles the phase, counts who is in, lists each guest with their state here and opens one', async () => {
    api.receptionGuests.mockResolvedValue({ results: [guest(1, { phases: [{ phase_id: PICK_UP, status: 1, updated: RECEIVED_AT }] }), guest(2)], total: 2 })
    renderPhase()
    // The frame titles the screen by the phase; back on a phone's title bar.
    expect(await screen.findByRole('heading', { level: 1, name: 'Airport pick-up' })).toBeInTheDocument()
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByText('12 checked in')).toBeInTheDocument()
    const rows = await screen.findAllByRole('link', { name: /Open guest:/ })
    expect(within(rows[0]).getByText('Checked in')).toBeInTheDocument()
    expect(within(rows[1]).getByText('Not checked in')).toBeInTheDocument()
    expect(api.receptionGuests).toHaveBeenCalledWith({ meeting_id: MEETING_ID, phase_id: PICK_UP, limit: PHASE_PAGE_SIZE, skip: 0 })
    fireEvent.click(rows[1])
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/staff/guests/${guest(2)._id}?meeting_id=${MEETING_ID}&phase_id=${PICK_UP}`]))
  })

  it('filters by state, searches by name or phone, and pages through long lists', async () => {
    const first = Array.from({ length: PHASE_PAGE_SIZE }, (_, i) => guest(i + 1))
    api.receptionGuests
      .mockResolvedValueOnce({ results: first, total: 31 })
      .mockResolvedValueOnce({ results: [guest(31)], total: 31 })
      .mockResolvedValueOnce({ results: [guest(5)], total: 1 })
      .mockResolvedValueOnce({ results: [], total: 0 })
    const { container } = renderPhase()
    // Rows counted by class: naming 30 rows by role is slow in jsdom on a loaded machine.
    const rowCount = () => container.querySelectorAll('.fu-reception-guest').length
    expect(await screen.findByText(`Guest ${PHASE_PAGE_SIZE}`)).toBeInTheDocument()
    expect(rowCount()).toBe(PHASE_PAGE_SIZE)
    expect(screen.getByText('31 guests')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByText('Guest 31')).toBeInTheDocument()
    expect(rowCount()).toBe(31)
    expect(api.receptionGuests).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, phase_id: PICK_UP, limit: PHASE_PAGE_SIZE, skip: PHASE_PAGE_SIZE })

    fireEvent.click(screen.getByRole('radio', { name: 'Not checked in' }))
    await waitFor(() => expect(rowCount()).toBe(1))
    expect(screen.getByRole('link', { name: 'Open guest: Guest 5' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Not checked in' })).toHaveAttribute('aria-checked', 'true')
    expect(api.receptionGuests).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, phase_id: PICK_UP, received: 0, limit: PHASE_PAGE_SIZE, skip: 0 })

    fireEvent.change(screen.getByRole('textbox', { name: 'Find a guest' }), { target: { value: '13900009999' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No guest matches')).toBeInTheDocument()
    expect(api.receptionGuests).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, phase_id: PICK_UP, received: 0, keyword: '13900009999', limit: PHASE_PAGE_SIZE, skip: 0 })
  })

  it('refuses someone who is not staff of this meeting', async () => {
    api.receptionPhases.mockRejectedValue(notFound())
    api.receptionGuests.mockRejectedValue(notFound())
    renderPhase()
    expect(await screen.findByRole('alert')).toHaveTextContent('You are not reception staff of this meeting')
    expect(screen.queryByRole('link', { name: /Open guest:/ })).toBeNull()
  })

  it('says when the phase has no guests, and shows a failure', async () => {
    api.receptionGuests.mockResolvedValueOnce({ results: [], total: 0 })
    renderPhase()
    expect(await screen.findByText('No guests yet')).toBeInTheDocument()
    api.receptionPhases.mockRejectedValueOnce(new Error('network error'))
    renderPhase()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
  })
})

describe.each(['mobile', 'desktop'] as const)('the guest card for staff (%s)', (variant: Variant) => {
  const anna = guest(2, { name: 'Anna Schmidt', phases: [{ phase_id: PICK_UP, status: 1, updated: RECEIVED_AT, form: { flight: 'MU5101' } }] })
  const renderGuest = (guestId = anna._id) => renderScreen(staffGuestScreen, {
    route: 'receptionStaffGuest', variant, params: { guest_id: guestId }, query: { meeting_id: MEETING_ID, phase_id: VENUE }, language: 'en',
  })
  beforeEach(() => { api.receptionGuest.mockResolvedValue(anna) })
  const step = (title: string) => screen.getByRole('heading', { level: 3, name: title }).closest('[role="listitem"]') as HTMLElement

  it('shows the guest, the phase they came from first, and who is already checked in (when)', async () => {
    renderGuest()
    expect(await screen.findByRole('heading', { level: 2, name: 'Anna Schmidt' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Receive guest' })).toBeInTheDocument()
    expect(screen.getByText(`Phone: ${anna.phone}`)).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map(h => h.textContent)
    expect(titles).toEqual(['Venue sign-in', 'Airport pick-up'])
    await waitFor(() => expect(within(step('Airport pick-up')).getByText(`Checked in ${formatDateTime(RECEIVED_AT, 'Asia/Tokyo')}`)).toBeInTheDocument())
    expect(within(step('Airport pick-up')).getByRole('button', { name: 'Undo check-in' })).toBeInTheDocument()
    expect(within(step('Venue sign-in')).getByText('Not checked in')).toBeInTheDocument()
    fireEvent.click(within(step('Airport pick-up')).getByRole('link', { name: 'Registration details' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/guests/${anna._id}/phases/${PICK_UP}/form?meeting_id=${MEETING_ID}`]))
  })

  it('checks in only after the confirm, then shows the guest as checked in; cancel changes nothing', async () => {
    api.setGuestPhase.mockResolvedValue({ guest_id: anna._id, phase_id: VENUE, status: 1, staff_user_id: 'me', form: {}, updated: RECEIVED_AT + 60 })
    renderGuest()
    await screen.findByRole('heading', { level: 2, name: 'Anna Schmidt' })
    fireEvent.click(within(step('Venue sign-in')).getByRole('button', { name: 'Check in' }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Check Anna Schmidt in to "Venue sign-in"?')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(api.setGuestPhase).not.toHaveBeenCalled()

    fireEvent.click(within(step('Venue sign-in')).getByRole('button', { name: 'Check in' }))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(within(step('Venue sign-in')).getByText('Checked in')).toBeInTheDocument())
    expect(api.setGuestPhase).toHaveBeenCalledWith(anna._id, VENUE, { status: 1 })
    expect(within(step('Venue sign-in')).getByRole('button', { name: 'Undo check-in' })).toBeInTheDocument()
  })

  it('undoes a check-in after its confirm, and says when saving fails', async () => {
    api.setGuestPhase.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce({ guest_id: anna._id, phase_id: PICK_UP, status: 0, staff_user_id: 'me', form: {}, updated: RECEIVED_AT + 60 })
    renderGuest()
    await screen.findByRole('heading', { level: 2, name: 'Anna Schmidt' })
    fireEvent.click(within(step('Airport pick-up')).getByRole('button', { name: 'Undo check-in' }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Undo the "Airport pick-up" check-in of Anna Schmidt?')
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(await screen.findByText('Could not save: network error')).toBeInTheDocument()
    expect(within(step('Airport pick-up')).getByText('Checked in')).toBeInTheDocument()
    fireEvent.click(within(step('Airport pick-up')).getByRole('button', { name: 'Undo check-in' }))
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(within(step('Airport pick-up')).getByText('Not checked in')).toBeInTheDocument())
    expect(api.setGuestPhase).toHaveBeenLastCalledWith(anna._id, PICK_UP, { status: 0 })
  })

  it('says when the guest is not found', async () => {
    api.receptionGuest.mockRejectedValueOnce(notFound())
    renderGuest(guest(9)._id)
    expect(await screen.findByText('This guest was not found')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('a phase\'s recorded answers (%s)', (variant: Variant) => {
  const renderForm = (phaseId: string) => renderScreen(phaseFormScreen, {
    route: 'receptionPhaseForm', variant, params: { guest_id: guest(2)._id, phase_id: phaseId }, query: { meeting_id: MEETING_ID }, language: 'en',
  })
  beforeEach(() => {
    api.receptionGuest.mockResolvedValue(guest(2, { name: 'Anna Schmidt', phases: [{ phase_id: PICK_UP, status: 1, updated: RECEIVED_AT, form: { flight: 'MU5101', seats: 2, needs: ['wheelchair', 'child seat'] } }] }))
  })

  it('lists what was recorded and goes back to the guest', async () => {
    renderForm(PICK_UP)
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Anna Schmidt · Airport pick-up')
    expect(screen.getByRole('heading', { level: 1, name: 'Reception form' })).toBeInTheDocument()
    const items = screen.getAllByRole('listitem').map(i => i.textContent)
    expect(items).toEqual(['flightMU5101', 'seats2', 'needswheelchair, child seat'])
    fireEvent.click(screen.getByRole('link', { name: 'Back to the guest' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/staff/guests/${guest(2)._id}?meeting_id=${MEETING_ID}&phase_id=${PICK_UP}`]))
  })

  it('says when nothing was recorded in the phase', async () => {
    renderForm(VENUE)
    expect(await screen.findByText('No details were recorded for this phase')).toBeInTheDocument()
  })
})
