import { runInAction } from 'mobx'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { User } from '@fu-types/entities'
import * as receptionApi from '@/api/reception'
import * as meetingsApi from '@/api/meetings'
import { formatDateTime } from '@/core/time'
import type { RootStore } from '@/stores'
import guestScreen from '@/pages/reception/guest'
import guestDetailScreen from '@/pages/reception/guestDetail'
import guestListScreen from '@/pages/reception/guestList'
import queryScreen from '@/pages/reception/query'
import { rememberLookup } from '@/pages/reception/query/lastLookup'
import queryResultsScreen from '@/pages/reception/queryResults'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { MEETING_ID, PHASE_IDS, guest, meeting, notFound } from './fixtures'

jest.mock('@/api/reception')
jest.mock('@/api/meetings')
const api = receptionApi as jest.Mocked<typeof receptionApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const RECEIVED_AT = 1767230000
const liWei = guest(1, { name: 'Li Wei', phases: [{ phase_id: PHASE_IDS[0], title: { zh: '接机', en: 'Airport pick-up' }, status: 1, updated: RECEIVED_AT }] })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

type Variant = 'mobile' | 'desktop'
const query = { meeting_id: MEETING_ID }

describe.each(['mobile', 'desktop'] as const)('my guest record (%s)', (variant: Variant) => {
  const renderGuest = (guestId?: string) => (guestId
    ? renderScreen(guestDetailScreen, { route: 'receptionGuestDetail', variant, params: { guestId }, query, language: 'en' })
    : renderScreen(guestScreen, { route: 'receptionGuest', variant, query, language: 'en' }))

  it('shows my card and where I was received, by phase name and time', async () => {
    api.myGuestRecord.mockResolvedValue(liWei)
    const { container } = renderGuest()
    expect(await screen.findByRole('heading', { level: 2, name: 'Li Wei' })).toBeInTheDocument()
    // The frame: the route's title as the page heading, back on a phone's title bar.
    expect(screen.getByRole('heading', { level: 1, name: 'Guest reception' })).toBeInTheDocument()
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-reception--${variant}`)).not.toBeNull()
    expect(api.myGuestRecord).toHaveBeenCalledWith(MEETING_ID)
    const step = screen.getByRole('heading', { level: 3, name: 'Airport pick-up' }).closest('[role="listitem"]') as HTMLElement
    expect(within(step).getByText('Checked in')).toBeInTheDocument()
    await waitFor(() => expect(within(step).getByText(`Checked in ${formatDateTime(RECEIVED_AT, 'Asia/Tokyo')}`)).toBeInTheDocument())
  })

  it('opens one record by id', async () => {
    api.receptionGuest.mockResolvedValue(liWei)
    renderGuest(liWei._id)
    expect(await screen.findByRole('heading', { level: 2, name: 'Li Wei' })).toBeInTheDocument()
    expect(api.receptionGuest).toHaveBeenCalledWith(liWei._id)
    expect(screen.getByRole('heading', { level: 1, name: 'Guest' })).toBeInTheDocument()
  })

  it('tells someone who is no guest so, and offers the lookup by query code', async () => {
    api.myGuestRecord.mockRejectedValue(notFound())
    renderGuest()
    expect(await screen.findByText('You are not a guest of this meeting')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Look up with a query code' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/query/guest?meeting_id=${MEETING_ID}`]))
  })

  it('shows a failure with a retry', async () => {
    api.myGuestRecord.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(liWei)
    renderGuest()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Li Wei' })).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('my guest records (%s)', (variant: Variant) => {
  const renderList = () => renderScreen(guestListScreen, { route: 'receptionGuestList', variant, query, language: 'en' })
  const signIn = (store: RootStore, user: Partial<User>) =>
    runInAction(() => { store.session.user = { _id: '661000000000000000000001', ...user } as User })

  it('finds my records by my phone and opens one', async () => {
    api.queryGuests.mockResolvedValue([liWei])
    const { store } = renderList()
    signIn(store, { phone: '13800000001' })
    fireEvent.click(await screen.findByRole('link', { name: 'Open guest: Li Wei' }))
    expect(api.queryGuests).toHaveBeenCalledWith({ meeting_id: MEETING_ID, phone: '13800000001' })
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/guest/${liWei._id}?meeting_id=${MEETING_ID}`]))
  })

  it('by e-mail when I have no phone; none found is the not-guest notice', async () => {
    api.queryGuests.mockRejectedValue(notFound())
    const { store } = renderList()
    signIn(store, { contact: { email: 'me@demo.test' } } as Partial<User>)
    expect(await screen.findByText('You are not a guest of this meeting')).toBeInTheDocument()
    expect(api.queryGuests).toHaveBeenCalledWith({ meeting_id: MEETING_ID, email: 'me@demo.test' })
  })
})

describe.each(['mobile', 'desktop'] as const)('the public guest lookup (%s)', (variant: Variant) => {
  const renderQuery = () => renderScreen(queryScreen, { route: 'receptionQueryGuest', variant, query, language: 'en' })

  it('checks the query code before asking, then opens what it finds', async () => {
    api.queryGuests.mockResolvedValue([liWei])
    renderQuery()
    const code = screen.getByRole('textbox', { name: 'Query code' })
    fireEvent.change(code, { target: { value: 'AB' } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByText('A query code is 4–32 letters or digits')).toBeInTheDocument()
    expect(api.queryGuests).not.toHaveBeenCalled()
    fireEvent.change(code, { target: { value: ' guest001 ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/query/guest/results?meeting_id=${MEETING_ID}`]))
    expect(api.queryGuests).toHaveBeenCalledWith({ meeting_id: MEETING_ID, query_code: 'guest001' })
    // The phone and name never go into the address.
    expect(navigations[0].url).not.toContain('guest001')
  })

  it('looks up by name and phone together, and says when nobody matches', async () => {
    api.queryGuests.mockRejectedValue(notFound())
    renderQuery()
    fireEvent.click(screen.getByRole('radio', { name: 'By name and phone' }))
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByText('Enter your name')).toBeInTheDocument()
    expect(screen.getByText('Please enter your mobile number')).toBeInTheDocument()
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Anna Schmidt' } })
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Phone' }), { target: { value: '13900000011' } })
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No guest record was found')
    expect(api.queryGuests).toHaveBeenCalledWith({ meeting_id: MEETING_ID, phone: '13900000011', name: 'Anna Schmidt' })
    expect(navigations).toEqual([])
  })
})

describe.each(['mobile', 'desktop'] as const)('the lookup results (%s)', (variant: Variant) => {
  // One screen serves both routes; each is titled by its own.
  const renderResults = (guestId?: string) => (guestId
    ? renderScreen(queryResultsScreen, { route: 'receptionQueryResult', variant, params: { guestId }, query, language: 'en' })
    : renderScreen(queryResultsScreen, { route: 'receptionQueryResults', variant, query, language: 'en' }))

  it('lists what the lookup found and opens one guest\'s record', async () => {
    rememberLookup(MEETING_ID, [liWei, guest(2)])
    const { unmount } = renderResults()
    expect(screen.getByText('2 guests found')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Open guest: Li Wei' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/query/guest/results/${liWei._id}?meeting_id=${MEETING_ID}`]))
    unmount()
    renderResults(liWei._id)
    expect(screen.getByRole('heading', { level: 3, name: 'Airport pick-up' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Your reception' })).toBeInTheDocument()
  })

  it('after a reload (nothing remembered for this meeting) asks to look up again', async () => {
    rememberLookup('660100000000000000000099', [liWei])
    renderResults()
    expect(screen.getByText('No guest record was found')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Look up again' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/reception/query/guest?meeting_id=${MEETING_ID}`]))
  })
})
