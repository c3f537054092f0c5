import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import activityTicketsScreen from '@/pages/agent/tickets'
import type { Activity, Ticket } from '@fu-types/entities'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>

const A = '6602000000000000000000a1'
const M = '660100000000000000000001'
const activity = { _id: A, meeting_id: M, title: { en: 'Company tour' }, start: 1, end: 2, deadline: 0, ticket_total: 0, max: 0, covers: [] } as Activity
const ticket = (id: string, extra: Partial<Ticket>): Ticket => ({ _id: id, status: 1, activity_id: A, user_id: 'u', agent_id: 'u', number: 1, ...extra })
const page1 = [
  ticket('t1', { name: 'Ann', phone: '13500000001', code: '000101' }),
  ticket('t2', { name: 'Bob', status: 0, code: '000102' }),
  ticket('t3', { status: 1, code: '000103' }),
]

type Variant = 'mobile' | 'desktop'
const renderList = (variant: Variant) =>
  renderScreen(activityTicketsScreen, { route: 'activityTickets', variant, query: { activity_id: A, meeting_id: M }, language: 'en' })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  activities.fetchActivity.mockResolvedValue(activity)
  tickets.listTickets.mockResolvedValue({ results: page1, total: 3 })
  meetings.fetchMeeting.mockResolvedValue({ _id: M, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
})

describe.each(['mobile', 'desktop'] as const)('group tickets (%s)', (variant) => {
  it('lists the group\'s tickets with status, code, and a QR code for approved ones', async () => {
    renderList(variant)
    expect(await screen.findByRole('heading', { level: 2, name: 'Company tour' })).toBeTruthy()
    const items = await screen.findAllByRole('listitem')
    expect(items.map(li => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['Ann', 'Bob', 'No name yet'])
    expect(items[0]).toHaveTextContent('Approved')
    expect(items[0]).toHaveTextContent('000101')
    expect(items[1]).toHaveTextContent('Under review')
    expect(within(items[1]).queryByRole('button')).toBeNull()
    expect(items[1]).toHaveTextContent('The QR code shows once approved')
    expect(tickets.listTickets).toHaveBeenCalledWith({ activity_id: A, group: 1, skip: 0, limit: 20 })
    // The frame: the page's title is its one h1 (a phone's title bar has back); the paging foot's texts are common.
    expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toEqual(['Group tickets'])
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByText('That is everything')).toBeInTheDocument()

    fireEvent.click(within(items[0]).getByRole('button', { name: 'Show the QR code of Ann' }))
    // Its alt text names what it is: the check-in code of this activity for this member; a phone shows it screen-wide.
    const qr = await within(items[0]).findByRole('img', { name: 'Check-in QR code for Company tour (Ann)' })
    expect(qr).toHaveAttribute('alt', 'Check-in QR code for Company tour (Ann)')
    expect(qr.closest('.fu-ticket-qr')!.classList.contains('fu-ticket-qr--screen')).toBe(variant === 'mobile')
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Hide the QR code' }))
    expect(within(items[0]).queryByRole('img', { name: /Check-in QR code/ })).toBeNull()
  })

  it('pages with "load more"', async () => {
    tickets.listTickets.mockResolvedValueOnce({ results: page1, total: 4 }).mockResolvedValueOnce({ results: [ticket('t4', { name: 'Dan', code: '000104' })], total: 4 })
    renderList(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Dan' })).toBeTruthy()
    expect(tickets.listTickets).toHaveBeenLastCalledWith({ activity_id: A, group: 1, skip: 3, limit: 20 })
  })

  it('empty: says so and leads to the group page', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    renderList(variant)
    expect(await screen.findByText('No group tickets for this activity yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Manage groups' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/activity/agent?meeting_id=${M}&activity_id=${A}`))
  })

  it('failure: retry loads the list', async () => {
    tickets.listTickets.mockRejectedValueOnce(new Error('down'))
    renderList(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 3, name: 'Ann' })).toBeTruthy()
  })
})
