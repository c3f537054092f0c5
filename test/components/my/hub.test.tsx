import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting, User } from '@fu-types/entities'
import * as appointmentsApi from '@/api/appointments'
import * as authApi from '@/api/auth'
import * as matchApi from '@/api/match'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import * as usersApi from '@/api/users'
import myIndexScreen from '@/pages/my/index'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/users')
jest.mock('@/api/match')
jest.mock('@/api/auth')
jest.mock('@/api/tickets')
jest.mock('@/api/appointments')
const appointments = appointmentsApi as jest.Mocked<typeof appointmentsApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const auth = authApi as jest.Mocked<typeof authApi>
const match = matchApi as jest.Mocked<typeof matchApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400 }
type HubUser = User & { roles?: string[] }
const visitor: HubUser = {
  _id: USER_ID, username: 'Li Wei', avatar: '/fu/static/avatar-1.png', work: { title: 'Product manager', company: 'Demo Tech' },
  phone: '13800000001', area_code: '86', contact: { email: 'visitor@demo.test' }, roles: [],
}


beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  match.matchCompanies.mockResolvedValue([])
  appointments.pendingAppointmentCount.mockResolvedValue(0)
})

const entriesOf = (title: string) => within(screen.getByRole('list', { name: title })).getAllByRole('link').map(link => link.textContent)

// Two entries that read alike ('我的日程' and '我的日程安排') leave a visitor guessing which holds what.
it.each(['zh', 'en', 'ja', 'ko'] as const)('names each of my things differently in %s', async (language) => {
  users.fetchUser.mockResolvedValue(visitor)
  renderScreen(myIndexScreen, { route: 'myIndex', variant: 'mobile', query: { meeting_id: MEETING_ID }, language, platform: { storage: signedInStorage(USER_ID) } })
  await screen.findByRole('heading', { level: 1, name: 'Li Wei' })
  const labels = screen.getAllByRole('list').flatMap(list => within(list).queryAllByRole('link').map(link => link.textContent))
  expect(labels.length).toBeGreaterThan(8)
  expect(labels.filter((label, index) => labels.indexOf(label) !== index)).toEqual([])
})

describe.each(['mobile', 'desktop'] as const)('my hub (%s)', (variant) => {
  const renderHub = (user: HubUser | undefined, signedIn = true) => {
    if (user) users.fetchUser.mockResolvedValue(user)
    return renderScreen(myIndexScreen, { route: 'myIndex', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: signedIn ? { storage: signedInStorage(USER_ID) } : {} })
  }

  it('shows who I am and the entries to my things; an entry opens its screen in this meeting', async () => {
    const { container } = renderHub(visitor)
    // The name is the page's one heading; the frame: a title bar with back on a phone, the top bar on a desktop.
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Li Wei')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(screen.getByText('Product manager · Demo Tech')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Profile photo of Li Wei' })).toHaveAttribute('src', expect.stringContaining('/fu/static/avatar-1.png'))
    expect(users.fetchUser).toHaveBeenCalledWith(USER_ID, { withExhibitor: true, withWechatCredentials: true })
    expect(entriesOf('My event')).toEqual(['My agenda', 'My tickets', 'My registrations', 'My orders', 'Saved sessions', 'My appointments', 'My events', 'My meeting credential'])
    expect(entriesOf('Connections and saved items')).toEqual(['My connections', 'My demands', 'Saved', 'My card'])
    expect(screen.queryByRole('heading', { name: 'My work' })).toBeNull()
    expect(screen.getByText('E-mail: visitor@demo.test')).toBeInTheDocument()
    expect(screen.getByText('Phone: +86 13800000001')).toBeInTheDocument()
    expect(container.querySelector(`.fu-hub--${variant}`)).not.toBeNull()
    // The language choice sits with the account settings (the meeting store's default offers all four).
    fireEvent.click(within(container.querySelector('.fu-hub__account') as HTMLElement).getByRole('button', { name: '日本語' }))
    expect(await screen.findByRole('link', { name: 'マイチケット' })).toBeInTheDocument()
    fireEvent.click(within(container.querySelector('.fu-hub__account') as HTMLElement).getByRole('button', { name: 'English' }))
    fireEvent.click(await screen.findByRole('link', { name: 'My tickets' }))
    fireEvent.click(screen.getByRole('button', { name: 'Edit profile' }))
    // My agenda is the agenda's own view: saved sessions, tickets and accepted meetings in one timeline.
    fireEvent.click(screen.getByRole('link', { name: 'My agenda' }))
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/my/tickets?meeting_id=${MEETING_ID}` },
      { method: 'navigateTo', url: `/my/profile?meeting_id=${MEETING_ID}` },
      { method: 'navigateTo', url: `/meeting/agenda/schedule?meeting_id=${MEETING_ID}&view=mine` },
    ]))
  })

  it('asks a person without a name for one, prefilled from their latest registration, and shows it once saved (issue 25)', async () => {
    const unnamed: HubUser = { _id: USER_ID, work: { company: 'Harbour Solar' }, roles: [] }
    tickets.listTickets.mockResolvedValue({ results: [{ name: 'Lin Fang' } as never], total: 1 })
    renderHub(unnamed)
    const prompt = await screen.findByRole('region', { name: 'What should others call you?' })
    const name = within(prompt).getByLabelText(/^Name/)
    await waitFor(() => expect(name).toHaveValue('Lin Fang'))
    expect(within(prompt).getByLabelText(/^Company/)).toHaveValue('Harbour Solar')
    expect(tickets.listTickets).toHaveBeenCalledWith({ limit: 1 })

    // A blank name is refused beside the field, nothing is sent.
    fireEvent.change(name, { target: { value: '  ' } })
    fireEvent.click(within(prompt).getByRole('button', { name: 'Save' }))
    expect(await within(prompt).findByText('Please enter your name')).toBeInTheDocument()
    expect(users.updateProfile).not.toHaveBeenCalled()

    fireEvent.change(name, { target: { value: 'Lin Fang' } })
    fireEvent.change(within(prompt).getByLabelText(/^Job title/), { target: { value: 'Buyer' } })
    users.updateProfile.mockResolvedValue({} as never)
    users.fetchUser.mockResolvedValue({ ...unnamed, username: 'Lin Fang', work: { company: 'Harbour Solar', title: 'Buyer' } })
    fireEvent.click(within(prompt).getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lin Fang'))
    expect(users.updateProfile).toHaveBeenCalledWith(USER_ID, { username: 'Lin Fang', work: { company: 'Harbour Solar', title: 'Buyer' } })
    expect(screen.queryByRole('region', { name: 'What should others call you?' })).toBeNull()
  })

  it('does not ask a named person', async () => {
    renderHub(visitor)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Li Wei')
    expect(screen.queryByRole('region', { name: 'What should others call you?' })).toBeNull()
    expect(tickets.listTickets).not.toHaveBeenCalled()
  })

  it('"Later" puts the ask for a name away', async () => {
    tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
    renderHub({ _id: USER_ID, roles: [] })
    const prompt = await screen.findByRole('region', { name: 'What should others call you?' })
    fireEvent.click(within(prompt).getByRole('button', { name: 'Later' }))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'What should others call you?' })).toBeNull())
  })

  it('falls back to the default avatar and a placeholder name, counts new connection requests, and offers to add a missing e-mail and phone', async () => {
    renderHub({ _id: USER_ID, new_friend_application_total: 2 })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('No name yet')
    expect(screen.getByRole('img', { name: 'Profile photo of No name yet' })).toHaveAttribute('src', expect.stringContaining('/fu/static/avatar-default.svg'))
    expect(screen.getByRole('link', { name: /My connections/ })).toHaveTextContent('2 new requests')
    // The count drawn as a badge (AtBadge) beside the entry's name.
    expect(screen.getByRole('link', { name: /My connections/ }).querySelector('.at-badge__num')).toHaveTextContent(/^2$/)
    fireEvent.click(screen.getByRole('link', { name: 'Add an e-mail address' }))
    fireEvent.click(screen.getByRole('link', { name: 'Add a phone number' }))
    const back = encodeURIComponent(`/my/index?meeting_id=${MEETING_ID}`)
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/account/email?redirect=${back}` },
      { method: 'navigateTo', url: `/account/phone?redirect=${back}` },
    ]))
  })

  it('says when my account will be deleted while its deletion is pending, and leads to keeping it', async () => {
    // 2026-01-08 08:00 in China time.
    renderHub({ ...visitor, account_deletion_due: 1767830400 })
    const notice = (await screen.findByText(/will be deleted on/)).closest('[role="status"]') as HTMLElement
    expect(notice).toHaveTextContent('Your account will be deleted on 2026.01.08 08:00')
    fireEvent.click(within(notice).getByRole('link', { name: 'Keep my account or see details' }))
    expect(navigations.map(n => n.url)).toEqual([`/my/data?meeting_id=${MEETING_ID}`])
  })

  it('shows no deletion notice otherwise', async () => {
    renderHub(visitor)
    await screen.findByRole('heading', { level: 1 })
    expect(screen.queryByText(/will be deleted on/)).toBeNull()
  })

  it('opens my credential, my data and the clearing of this device from the hub', async () => {
    renderHub(visitor)
    await screen.findByRole('heading', { level: 1 })
    fireEvent.click(screen.getByRole('link', { name: 'My meeting credential' }))
    fireEvent.click(screen.getByRole('link', { name: 'My data (download, delete account)' }))
    fireEvent.click(screen.getByRole('link', { name: "Clear this device's data" }))
    expect(navigations.map(n => n.url)).toEqual([`/credential?meeting_id=${MEETING_ID}`, `/my/data?meeting_id=${MEETING_ID}`, `/clear?meeting_id=${MEETING_ID}`])
  })

  it.each([
    ['a bound exhibitor', { roles: ['exhibitor'], exhibitor: { _id: 'e1' } }, ['Manage company', 'Leads', 'Company appointments', 'Questions received', 'Company demands']],
    ['an exhibitor yet to bind a company', { roles: ['exhibitor'], exhibitor: null }, ['Bind company']],
    ['a group agent', { roles: ['agent'] }, ['Group registrations']],
    ['reception staff', { roles: ['reception_staff'] }, ['Reception staff']],
    ['an exhibitor bound to a company of the meeting', { roles: ['exhibitor'], exhibitor: { _id: 'e1', enterprise_id: '661400000000000000000001' } }, ['Manage company', 'Leads', 'Company appointments', 'Questions received', 'Company demands', 'Invitation']],
    ['a speaker', { roles: ['speaker'] }, ['Speaker invitation']],
    ['an organiser', { roles: ['organizer'] }, ['Preview the draft home']],
  ])('shows %s the entries of their role', async (_who, extra, expected) => {
    renderHub({ ...visitor, ...extra } as HubUser)
    await screen.findByRole('heading', { level: 1 })
    expect(entriesOf('My work')).toEqual(expected)
  })

  it('a bound exhibitor sees how many requests to the company wait, on its entry; none shows no count', async () => {
    appointments.pendingAppointmentCount.mockResolvedValue(3)
    renderHub({ ...visitor, roles: ['exhibitor'], exhibitor: { _id: 'e1' } } as unknown as HubUser)
    await screen.findByRole('link', { name: /^Company appointments/ })
    // The drawn badge (3, hidden from screen readers) and the words read instead.
    await waitFor(() => expect(screen.getByRole('link', { name: /^Company appointments/ })).toHaveTextContent('Company appointments33 requests waiting'))
    expect(appointments.pendingAppointmentCount).toHaveBeenCalledWith(USER_ID, expect.any(Number))
    fireEvent.click(screen.getByRole('link', { name: /^Company appointments/ }))
    expect(navigations.map(n => n.url)).toEqual([`/enterprise/appointments?meeting_id=${MEETING_ID}`])
  })

  it('a visitor is not counted for', async () => {
    renderHub(visitor)
    await screen.findByRole('heading', { level: 1 })
    expect(appointments.pendingAppointmentCount).not.toHaveBeenCalled()
  })

  it('an exhibitor with nothing waiting sees the entry without a count', async () => {
    appointments.pendingAppointmentCount.mockResolvedValue(0)
    renderHub({ ...visitor, roles: ['exhibitor'], exhibitor: { _id: 'e1' } } as unknown as HubUser)
    await waitFor(() => expect(appointments.pendingAppointmentCount).toHaveBeenCalled())
    expect(screen.getByRole('link', { name: /^Company appointments/ })).toHaveTextContent(/^Company appointments$/)
  })

  it('suggests suppliers and clients matched to my profile in this meeting, each with why, and opens one', async () => {
    match.matchCompanies.mockImplementation(async query => (query.query_type === 'suppliers'
      ? [{ _id: '661400000000000000000002', meeting_id: MEETING_ID, title: { en: 'Nordic Sensors' }, reasons: [{ kind: 'industry', _id: 'i1', title: { en: 'Robotics' } }] }]
      : [{ _id: '661400000000000000000004', meeting_id: MEETING_ID, title: { en: 'City Hospital Group' }, reasons: [{ kind: 'recommended' }] }]))
    renderHub(visitor)
    const region = await screen.findByRole('region', { name: 'Companies for you' })
    const sensors = await within(region).findByRole('link', { name: /^Nordic Sensors/ })
    expect(sensors).toHaveTextContent('Same industry: Robotics')
    // About me, not about a company: no reference client.
    expect(match.matchCompanies).toHaveBeenCalledWith({ query_type: 'suppliers', meeting_id: MEETING_ID }, USER_ID)
    fireEvent.click(within(region).getByRole('button', { name: 'Clients for you' }))
    fireEvent.click(await within(region).findByRole('link', { name: /^City Hospital Group/ }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/enterprise?enterprise_id=661400000000000000000004&meeting_id=${MEETING_ID}` }]))
  })

  it('signing out ends the session on the server, then here (issue 26 F4)', async () => {
    auth.endSession.mockResolvedValue({ ended: 1 })
    const { platform } = renderHub(visitor)
    await screen.findByRole('heading', { level: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(platform.storage.get('token')).toBeNull())
    expect(auth.endSession).toHaveBeenCalledTimes(1)
    expect(auth.endAllSessions).not.toHaveBeenCalled()
  })

  it('a failed sign-out call still ends the session here', async () => {
    auth.endSession.mockRejectedValue(new Error('offline'))
    const { platform } = renderHub(visitor)
    await screen.findByRole('heading', { level: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(platform.storage.get('token')).toBeNull())
  })

  it('"sign out everywhere" asks first; cancelling keeps me signed in, confirming ends every session', async () => {
    auth.endAllSessions.mockResolvedValue({ ended: 3 })
    const { platform } = renderHub(visitor)
    await screen.findByRole('heading', { level: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    const ask = screen.getByRole('alertdialog', { name: /Sign out on every device, this one included/ })
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(auth.endAllSessions).not.toHaveBeenCalled()
    expect(platform.storage.get('token')).not.toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Sign out everywhere' }))
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Sign out everywhere' }))
    await waitFor(() => expect(platform.storage.get('token')).toBeNull())
    expect(auth.endAllSessions).toHaveBeenCalledTimes(1)
    expect(auth.endSession).not.toHaveBeenCalled()
  })

  it('asks a signed-out visitor to sign in, and comes back here after', async () => {
    renderHub(undefined, false)
    fireEvent.click(screen.getByRole('button', { name: 'Sign in / sign up' }))
    const back = encodeURIComponent(`/my/index?meeting_id=${MEETING_ID}`)
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/login?redirect=${back}&meeting_id=${MEETING_ID}` }]))
    expect(users.fetchUser).not.toHaveBeenCalled()
  })

  it('shows a failure with a retry when the user cannot be read', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue(visitor)
    renderHub(undefined)
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Li Wei')
  })
})
