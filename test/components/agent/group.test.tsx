import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import { ApiError } from '@/api/http'
import { formatTimeRange } from '@/core/time'
import activityAgentScreen from '@/pages/agent/group'
import type { Activity, Meeting, Ticket } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import { renderScreen } from '../../support/renderScreen'
import { signedInStorage } from './signedIn'
import { navigations } from '../../support/taro'

jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>

const AGENT = '6610000000000000000000a3'
const A = '6602000000000000000000a1'
const M = '660100000000000000000001'
const G = '6620000000000000000000g1'
const NOW_S = Math.floor(Date.now() / 1000)
const activity: Activity = { _id: A, meeting_id: M, title: { en: 'Company tour' }, start: NOW_S + 86400, end: NOW_S + 90000, ticket_total: 0, max: 100, deadline: 0, covers: [], agent_checkout_version: 1 }
const overview = (groups: activitiesApi.AgentGroup[] = []): activitiesApi.AgentOverview => ({
  activity_id: A, agent_id: AGENT, agent_checkout_version: 1, group_max: 3, ticket_total: groups.reduce((n, g) => n + g.total, 0), unallocated: 0, groups,
})
const seoul: activitiesApi.AgentGroup = { _id: G, name: 'Seoul tour', contact_name: 'Kim', contact_phone: '13800000003', contact_email: null, total: 2, unallocated: 1 }
const groupTickets = [
  { _id: 't1', status: 1, activity_id: A, user_id: AGENT, agent_id: AGENT, number: 1, name: 'Lee', phone: '13500000001', group_id: G },
  { _id: 't2', status: 1, activity_id: A, user_id: AGENT, agent_id: AGENT, number: 1, phone: '13500000002', group_id: G },
] as (Ticket & { group_id: string })[]

type Variant = 'mobile' | 'desktop'
// Tokyo, so a wrong (default Shanghai) zone would show a different hour.
const meeting: Meeting = { _id: M, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }
const renderAgentScreen = (variant: Variant) =>
  renderScreen(activityAgentScreen, { route: 'activityAgent', variant, query: { activity_id: A, meeting_id: M }, language: 'en', platform: { storage: signedInStorage(AGENT) } })

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }))
const errorOf = (label: string) => {
  const id = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ').find(ref => ref.endsWith('-error'))
  return id ? document.getElementById(id)?.textContent ?? '' : ''
}

async function renderAgent(variant: Variant) {
  const rendered = renderAgentScreen(variant)
  await screen.findByText('Company tour')
  return rendered
}

function fillInfo() {
  type('Group name', 'Busan tour')
  type('Contact person', 'Park')
  type('Contact phone', '13800000009')
}
function addMember(name: string, phone: string, email = '') {
  press('Add member')
  type('Name', name)
  type('Mobile', phone)
  if (email) type('E-mail', email)
  press('Save member')
}

beforeEach(() => {
  jest.resetAllMocks()
  activities.fetchActivity.mockResolvedValue(activity)
  activities.fetchAgentGroups.mockResolvedValue(overview())
  tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
  tickets.register.mockResolvedValue([])
  meetings.fetchMeeting.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('group leader page (%s)', (variant) => {
  it('shows the groups already registered with their members and counts', async () => {
    activities.fetchAgentGroups.mockResolvedValue(overview([seoul]))
    tickets.listTickets.mockResolvedValue({ results: groupTickets, total: 2 })
    const { container } = await renderAgent(variant)
    const group = screen.getByRole('article', { name: 'Seoul tour' })
    expect(within(group).getByText('Contact: Kim 13800000003')).toBeTruthy()
    expect(within(group).getByText('2 people, 1 still to fill in')).toBeTruthy()
    expect(within(group).getAllByRole('listitem').map(li => li.textContent)).toEqual(['Lee13500000001Edit Lee', 'No name yet13500000002Edit No name yet'])
    // A member's details open in the member form, and the group's tickets in their list.
    fireEvent.click(within(group).getByRole('button', { name: 'Edit Lee' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/activity/agent/form?meeting_id=${M}&activity_id=${A}&ticket_id=t1`))
    press('Group tickets')
    await waitFor(() => expect(navigations.at(-1)?.url).toBe(`/activity/tickets?meeting_id=${M}&activity_id=${A}`))
    expect(activities.fetchAgentGroups).toHaveBeenCalledWith(A, AGENT)
    expect(tickets.listTickets).toHaveBeenCalledWith({ activity_id: A, group: 1 })
    // The form for another group opens on demand.
    expect(screen.queryByLabelText('Group name')).toBeNull()
    press('Register another group')
    expect(screen.getByLabelText('Group name')).toBeTruthy()
    // The frame: the page's title is its one h1, a phone's title bar has back; the activity is on top on a phone,
    // beside the page on a desktop, its time in the meeting's zone.
    expect(screen.getAllByRole('heading', { level: 1 }).map(h => h.textContent)).toEqual(['Group registration'])
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-agent__grid .fu-agent__aside')).toHaveTextContent('Company tour')
    else expect(container.querySelector('.fu-agent--mobile .fu-agent__head')).toHaveTextContent('Company tour')
    await waitFor(() => expect(screen.getByText(formatTimeRange(activity.start, activity.end, 'Asia/Tokyo'))).toBeInTheDocument())
  })

  it('changes a registered group\'s information', async () => {
    activities.fetchAgentGroups.mockResolvedValue(overview([seoul]))
    activities.updateAgentGroup.mockResolvedValue({ ...seoul })
    await renderAgent(variant)
    press('Edit the information of Seoul tour')
    expect(screen.getByLabelText('Group name')).toHaveValue('Seoul tour')
    type('Contact phone', '123')
    press('Save group information')
    expect(errorOf('Contact phone')).toBe('Please enter a valid mainland China mobile number')
    expect(activities.updateAgentGroup).not.toHaveBeenCalled()
    type('Contact phone', '13800000008')
    type('Contact e-mail', 'kim@tour.test')
    activities.fetchAgentGroups.mockResolvedValue(overview([{ ...seoul, contact_phone: '13800000008' }]))
    press('Save group information')
    expect(await screen.findByText('Group information saved')).toBeTruthy()
    expect(activities.updateAgentGroup).toHaveBeenCalledWith(A, AGENT, { group_id: G, name: 'Seoul tour', contact_name: 'Kim', contact_phone: '13800000008', contact_email: 'kim@tour.test' })
    expect(await screen.findByText('Contact: Kim 13800000008')).toBeTruthy()
    expect(screen.queryByLabelText('Group name')).toBeNull()
  })

  it('asks for the group information before members, then adds, edits and removes members', async () => {
    const { platform } = await renderAgent(variant)
    expect(screen.getByText('No members yet: add the first one')).toBeTruthy()
    press('Add member')
    // SPEC §8's agent dialog (one "know" button), with the fields to fill marked.
    expect(platform.alerts).toEqual([{ title: 'Please fill in the group information first', confirmText: 'Got it' }])
    expect(errorOf('Group name')).toBe('This field is required')
    expect(screen.queryByLabelText('Mobile')).toBeNull()

    fillInfo()
    press('Add member')
    type('Mobile', '123')
    press('Save member')
    expect(errorOf('Name')).toBe('Please enter the member\'s name')
    expect(errorOf('Mobile')).toBe('Please enter a valid mainland China mobile number')
    type('Name', 'Ann')
    type('Mobile', '13500000001')
    press('Save member')
    addMember('Bob', '13500000002')
    expect(screen.getByRole('heading', { name: 'Group members (2/3)' })).toBeTruthy()
    addMember('Dan', '13500000004')
    // The group is at its maximum of 3: no fourth member can be started.
    expect(screen.getByRole('button', { name: 'Add member' })).toBeDisabled()
    press('Remove Dan')

    // A second member with Ann's phone is stopped beside the field, before joining the list.
    addMember('Cho', '13500000001')
    expect(errorOf('Mobile')).toBe('Another member has the same mobile number')
    press('Cancel')

    press('Edit Bob')
    type('Name', 'Bobby')
    press('Save member')
    expect(screen.getByText('Member 2 · Bobby')).toBeTruthy()
    press('Remove Ann')
    expect(screen.queryByText(/Ann/)).toBeNull()
    expect(screen.getByText('Member 1 · Bobby')).toBeTruthy()
  })

  it('registers the group in one call and shows it afterwards', async () => {
    await renderAgent(variant)
    fillInfo()
    type('Contact e-mail', 'park@tour.test')
    addMember('Ann', '13500000001', 'ann@tour.test')
    addMember('Bob', '13500000002')
    activities.fetchAgentGroups.mockResolvedValue(overview([{ ...seoul, name: 'Busan tour' }]))
    press('Register the group')
    await screen.findByText('Your group is registered')
    expect(tickets.register).toHaveBeenCalledWith({
      activity_id: A,
      group: { name: 'Busan tour', contact_name: 'Park', contact_phone: '13800000009', contact_email: 'park@tour.test' },
      members: [
        { name: 'Ann', phone: '13500000001', email: 'ann@tour.test', id_number: undefined },
        { name: 'Bob', phone: '13500000002', email: undefined, id_number: undefined },
      ],
    })
    expect(await screen.findByRole('article', { name: 'Busan tour' })).toBeTruthy()
    expect(screen.queryByLabelText('Group name')).toBeNull()
  })

  it('says the server\'s refusal and keeps the group typed in', async () => {
    await renderAgent(variant)
    fillInfo()
    addMember('Ann', '13500000001')
    tickets.register.mockRejectedValue(new ApiError(409, { code: ErrorCode.PhoneRegistered, message: 'registered' }))
    press('Register the group')
    expect(await screen.findByRole('alert')).toHaveTextContent(/already registered/i)
    expect(screen.getByText('Member 1 · Ann')).toBeTruthy()
    tickets.register.mockRejectedValue(new ApiError(400, { code: ErrorCode.GroupTooLarge, message: 'exceed', data: { max: 3 } }))
    press('Register the group')
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('At most 3 people per group'))
  })

  it('refuses a submit without members', async () => {
    await renderAgent(variant)
    fillInfo()
    press('Register the group')
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one member')
    expect(tickets.register).not.toHaveBeenCalled()
  })

  it('shows a failure with retry, then the page', async () => {
    activities.fetchActivity.mockRejectedValueOnce(new Error('boom'))
    renderAgentScreen(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Company tour')).toBeTruthy()
  })

  it('says when the activity takes no groups', async () => {
    activities.fetchAgentGroups.mockResolvedValue({ ...overview(), group_max: 0 })
    await renderAgent(variant)
    expect(screen.getByText('This activity does not take group registrations')).toBeTruthy()
    expect(screen.queryByLabelText('Group name')).toBeNull()
  })
})

test('an unknown activity is said, not loaded forever', async () => {
  activities.fetchActivity.mockResolvedValue(undefined)
  renderAgentScreen('mobile')
  expect(await screen.findByText('This activity was not found')).toBeTruthy()
})
