import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import { ApiError } from '@/api/http'
import agentV2Screen from '@/pages/agent/v2'
import agentV2FormScreen from '@/pages/agent/v2form'
import agentV2MemberScreen from '@/pages/agent/v2member'
import activityAgentFormScreen from '@/pages/agent/member'
import type { Activity, Meeting, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from './signedIn'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>

const AGENT = '6610000000000000000000a3'
const A = '6602000000000000000000a2'
const M = '660100000000000000000001'
const G = '6620000000000000000000c1'
const activity = { _id: A, meeting_id: M, title: { en: 'Agent day' }, start: 1, end: 2, deadline: 0, ticket_total: 0, max: 0, covers: [] } as Activity
const place = (id: string, extra: Partial<Ticket> = {}) => ({ _id: id, status: 1, activity_id: A, user_id: AGENT, agent_id: AGENT, number: 1, group_id: G, ...extra }) as Ticket
const overview: activitiesApi.AgentOverview = {
  activity_id: A, agent_id: AGENT, agent_checkout_version: 2, group_max: 10, ticket_total: 3, unallocated: 2,
  groups: [{ _id: G, name: 'Seoul tour', contact_name: 'Kim', contact_phone: '13800000003', contact_email: null, total: 3, unallocated: 2 }],
}

const meeting: Meeting = { _id: M, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }
type Variant = 'mobile' | 'desktop'
const signedIn = { storage: signedInStorage(AGENT) }
const renderOverview = (variant: Variant, mode?: string) =>
  renderScreen(agentV2Screen, { route: 'agentV2', variant, params: { meetingId: M, activityId: A, ...(mode ? { mode } : {}) }, language: 'en', platform: signedIn })
const renderMember = (variant: Variant) =>
  renderScreen(agentV2MemberScreen, { route: 'agentV2TicketForm', variant, params: { meetingId: M, activityId: A, ticketId: 't2' }, language: 'en', platform: signedIn })
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').find(ref => ref.endsWith('-error'))
  return id ? document.getElementById(id)?.textContent ?? '' : ''
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  activities.fetchActivity.mockResolvedValue(activity)
  activities.fetchAgentGroups.mockResolvedValue(overview)
  tickets.listTickets.mockResolvedValue({ results: [place('t1', { name: 'Lee', phone: '13500000001' }), place('t2'), place('t3')], total: 3 })
  tickets.updateTicket.mockResolvedValue(place('t2', { name: 'Ann' }))
  meetings.fetchMeeting.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('v2 overview (%s)', (variant) => {
  it('shows each group\'s places, filled or to fill in, and opens a place\'s form', async () => {
    renderOverview(variant)
    const group = await screen.findByRole('article', { name: 'Seoul tour' })
    expect(within(group).getByText('3 people, 2 still to fill in')).toBeTruthy()
    // The frame: the page's title is its one h1 (a phone's title bar has back); the meeting is the path's.
    expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toEqual(['My group tickets'])
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.getByText('Agent day')).toBeInTheDocument()
    expect(meetings.fetchMeeting).toHaveBeenCalledWith(M)
    expect(within(group).getAllByRole('listitem').map(li => within(li).getByRole('button').textContent)).toEqual(['Change Lee', 'Fill in member 2', 'Fill in member 3'])
    fireEvent.click(within(group).getByRole('button', { name: 'Fill in member 2' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/m/${M}/a/${A}/agent/v2/t/t2/form`))
    fireEvent.click(screen.getByRole('button', { name: 'Buy group tickets' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/meeting/${M}/activity/${A}/agent/v2/ticket`))
  })

  it('mode "todo" lists only places still to fill in', async () => {
    renderOverview(variant, 'todo')
    const group = await screen.findByRole('article', { name: 'Seoul tour' })
    expect(within(group).getAllByRole('listitem')).toHaveLength(2)
  })

  it('the v2 form route shows the places of one ticket type', async () => {
    tickets.listTickets.mockResolvedValue({ results: [place('t1', { price_id: 'p-a' }), place('t2', { price_id: 'p-b' }), place('t3', { price_id: 'p-a' })], total: 3 })
    renderScreen(agentV2FormScreen, { route: 'agentV2Form', variant, params: { meetingId: M, activityId: A, priceId: 'p-a' }, language: 'en', platform: signedIn })
    const group = await screen.findByRole('article', { name: 'Seoul tour' })
    expect(within(group).getAllByRole('listitem')).toHaveLength(2)
  })

  it('empty leads to buying', async () => {
    activities.fetchAgentGroups.mockResolvedValueOnce({ ...overview, groups: [] })
    renderOverview(variant)
    expect(await screen.findByText('No group tickets yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Buy group tickets' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/meeting/${M}/activity/${A}/agent/v2/ticket`))
  })

  it('failure: retry loads the groups', async () => {
    activities.fetchAgentGroups.mockRejectedValueOnce(new Error('down'))
    renderOverview(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Seoul tour' })).toBeTruthy()
  })
})

describe.each(['mobile', 'desktop'] as const)('v2 member form (%s)', (variant) => {
  it('checks the member, saves them on the ticket and goes back to the overview', async () => {
    tickets.listTickets.mockResolvedValue({ results: [place('t2')], total: 1 })
    renderMember(variant)
    await screen.findByLabelText('Name')
    expect(tickets.listTickets).toHaveBeenCalledWith({ _id: 't2', group: 1 })
    expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toEqual(['Member details'])
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(errorOf('Name')).toBe('Please enter the member\'s name')
    expect(tickets.updateTicket).not.toHaveBeenCalled()
    type('Name', 'Ann')
    type('Mobile', '13500000009')
    tickets.updateTicket.mockRejectedValueOnce(new ApiError(409, { code: ErrorCode.PhoneRegistered, message: 'taken' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(errorOf('Mobile')).toMatch(/already registered/i))
    type('Mobile', '13500000008')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(navigations.at(-1)).toEqual({ method: 'redirectTo', url: `/meeting/${M}/activity/${A}/agent/v2` }))
    expect(tickets.updateTicket).toHaveBeenLastCalledWith('t2', { name: 'Ann', phone: '13500000008', email: undefined, id_number: undefined })
  })

  it('the v1 member form goes back its own way', async () => {
    tickets.listTickets.mockResolvedValue({ results: [place('t2', { name: 'Lee', phone: '13500000001' })], total: 1 })
    renderScreen(activityAgentFormScreen, { route: 'activityAgentForm', variant, query: { meeting_id: M, activity_id: A, ticket_id: 't2' }, language: 'en', platform: signedIn })
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Lee'))
    type('E-mail', 'lee@tour.test')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/activity/agent?meeting_id=${M}&activity_id=${A}` }]))
    expect(tickets.listTickets).toHaveBeenCalledWith({ _id: 't2', group: 1 })
    expect(tickets.updateTicket).toHaveBeenCalledWith('t2', { name: 'Lee', phone: '13500000001', email: 'lee@tour.test', id_number: undefined })
  })

  it('a ticket that is not the agent\'s says so', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    renderMember(variant)
    expect(await screen.findByText('This group ticket was not found')).toBeTruthy()
  })
})
