import { useState } from 'react'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { runInAction } from 'mobx'
import { observer } from 'mobx-react'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import { ApiError } from '@/api/http'
import { useStores } from '@/stores'
import { useAgentV2 } from '@/pages/agent/v2/useAgentV2'
import { AgentV2Mobile } from '@/pages/agent/v2/mobile'
import { AgentV2Desktop } from '@/pages/agent/v2/desktop'
import { useAgentV2Member } from '@/pages/agent/v2member/useAgentV2Member'
import { AgentV2MemberMobile } from '@/pages/agent/v2member/mobile'
import { AgentV2MemberDesktop } from '@/pages/agent/v2member/desktop'
import type { Activity, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
jest.mock('@/api/tickets')
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

const Overview = observer(function Overview({ Variant, mode, priceId }: { Variant: typeof AgentV2Mobile; mode?: string; priceId?: string }) {
  const { session } = useStores()
  useState(() => runInAction(() => { session.token = 'x'; session.userId = AGENT }))
  return <Variant data={useAgentV2({ meetingId: M, activityId: A, mode, priceId })} />
})
const Member = observer(function Member({ Variant, back }: { Variant: typeof AgentV2MemberMobile; back?: () => Promise<unknown> }) {
  return <Variant data={useAgentV2Member({ meetingId: M, activityId: A, ticketId: 't2' }, back)} />
})
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
})

describe.each([['mobile', AgentV2Mobile], ['desktop', AgentV2Desktop]] as const)('v2 overview (%s)', (_v, Variant) => {
  it('shows each group\'s places, filled or to fill in, and opens a place\'s form', async () => {
    renderWithStores(<Overview Variant={Variant} />, { language: 'en' })
    const group = await screen.findByRole('article', { name: 'Seoul tour' })
    expect(within(group).getByText('3 people, 2 still to fill in')).toBeTruthy()
    expect(within(group).getAllByRole('listitem').map(li => within(li).getByRole('button').textContent)).toEqual(['Change Lee', 'Fill in member 2', 'Fill in member 3'])
    fireEvent.click(within(group).getByRole('button', { name: 'Fill in member 2' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/m/${M}/a/${A}/agent/v2/t/t2/form`))
    fireEvent.click(screen.getByRole('button', { name: 'Buy group tickets' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/meeting/${M}/activity/${A}/agent/v2/ticket`))
  })

  it('mode "todo" lists only places still to fill in', async () => {
    renderWithStores(<Overview Variant={Variant} mode='todo' />, { language: 'en' })
    const group = await screen.findByRole('article', { name: 'Seoul tour' })
    expect(within(group).getAllByRole('listitem')).toHaveLength(2)
  })

  it('the v2 form route shows the places of one ticket type', async () => {
    tickets.listTickets.mockResolvedValue({ results: [place('t1', { price_id: 'p-a' }), place('t2', { price_id: 'p-b' }), place('t3', { price_id: 'p-a' })], total: 3 })
    renderWithStores(<Overview Variant={Variant} priceId='p-a' />, { language: 'en' })
    const group = await screen.findByRole('article', { name: 'Seoul tour' })
    expect(within(group).getAllByRole('listitem')).toHaveLength(2)
  })

  it('empty leads to buying', async () => {
    activities.fetchAgentGroups.mockResolvedValueOnce({ ...overview, groups: [] })
    renderWithStores(<Overview Variant={Variant} />, { language: 'en' })
    expect(await screen.findByText('No group tickets yet')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Buy group tickets' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/meeting/${M}/activity/${A}/agent/v2/ticket`))
  })

  it('failure: retry loads the groups', async () => {
    activities.fetchAgentGroups.mockRejectedValueOnce(new Error('down'))
    renderWithStores(<Overview Variant={Variant} />, { language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: /retry/i }))
    expect(await screen.findByRole('article', { name: 'Seoul tour' })).toBeTruthy()
  })
})

describe.each([['mobile', AgentV2MemberMobile], ['desktop', AgentV2MemberDesktop]] as const)('v2 member form (%s)', (_v, Variant) => {
  it('checks the member, saves them on the ticket and goes back to the overview', async () => {
    tickets.listTickets.mockResolvedValue({ results: [place('t2')], total: 1 })
    renderWithStores(<Member Variant={Variant} />, { language: 'en' })
    await screen.findByLabelText('Name')
    expect(tickets.listTickets).toHaveBeenCalledWith({ _id: 't2', group: 1 })
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
    const back = jest.fn(() => Promise.resolve())
    renderWithStores(<Member Variant={Variant} back={back} />, { language: 'en' })
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue('Lee'))
    type('E-mail', 'lee@tour.test')
    fireEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(back).toHaveBeenCalled())
    expect(tickets.updateTicket).toHaveBeenCalledWith('t2', { name: 'Lee', phone: '13500000001', email: 'lee@tour.test', id_number: undefined })
    expect(navigations).toEqual([])
  })

  it('a ticket that is not the agent\'s says so', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    renderWithStores(<Member Variant={Variant} />, { language: 'en' })
    expect(await screen.findByText('This group ticket was not found')).toBeTruthy()
  })
})
