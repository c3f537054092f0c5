import { runInAction } from 'mobx'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { TextEncoder as NodeTextEncoder } from 'node:util'
import type { FriendApplication, Meeting, User } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as connectionsApi from '@/api/connections'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import type { Platform } from '@/platform'
import { FRIENDS_PAGE_SIZE } from '@/pages/connection/friends/useMyConnections'
import friendsScreen from '@/pages/connection/friends'
import applicationsScreen from '@/pages/connection/applications'
import contactScreen from '@/pages/connection/contact'
import type { ScreenModule } from '@/components/screen/defineScreen'
import type { RouteName } from '@/router/routes'
import { SESSION_KEYS } from '@/stores/SessionStore'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// jsdom has no TextEncoder; browsers and the mini-program do, and qrcode needs it for a URL's byte-mode segments.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder: NodeTextEncoder })

jest.mock('@/api/categories')
jest.mock('@/api/connections')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const connections = connectionsApi as jest.Mocked<typeof connectionsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const ME = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
const person = (n: number, extra: Partial<User> = {}): User => ({ _id: `6610${String(n).padStart(20, '0')}`, username: `Person ${n}`, work: { company: `Company ${n}` }, ...extra })
const request = (n: number, extra: Partial<FriendApplication & { user: User }>): FriendApplication => ({
  _id: `6640${String(n).padStart(20, '0')}`, user_id: person(n)._id as string, friend_id: ME, status: 'submitted', ...extra,
})

/** Platform storage holding a saved session: the store starts signed in as ME. */
function signedIn() {
  const stored = new Map<string, string>([[SESSION_KEYS.token, 'x'], [SESSION_KEYS.userId, ME]])
  return { get: (key: string) => stored.get(key) ?? null, set: (key: string, value: string) => { stored.set(key, value) }, remove: (key: string) => { stored.delete(key) } }
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  categories.listCategories.mockResolvedValue([])
})

describe.each(['mobile', 'desktop'] as const)('my connections, requests and card (%s)', variant => {
  /** One of my screens, signed in as ME (with `user` as the session's user). */
  function renderMine(module: ScreenModule, route: RouteName, options: { user?: Partial<User>; platform?: Partial<Platform> } = {}) {
    const rendered = renderScreen(module, { route, variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { storage: signedIn(), ...options.platform } })
    if (options.user) act(() => runInAction(() => { rendered.store.session.user = { _id: ME, ...options.user } }))
    return rendered
  }

  it('lists my connections with their contact details, and counts new requests', async () => {
    users.listFriends.mockResolvedValue({ results: [person(1, { phone: '13800000001', contact_wechat: 'p1-wx' })], total: 1 })
    const { container } = renderMine(friendsScreen, 'myConnections', { user: { new_friend_application_total: 2 } })
    const card = await screen.findByRole('listitem')
    expect(within(card).getByText('Phone: 13800000001')).toBeInTheDocument()
    expect(within(card).getByText('WeChat: p1-wx')).toBeInTheDocument()
    expect(users.listFriends).toHaveBeenCalledWith({ skip: 0, limit: FRIENDS_PAGE_SIZE })
    expect(screen.getByText('1 connection')).toBeInTheDocument()
    // The frame: the route's title as the page heading; a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My connections')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-connection--desktop')).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Card requests (2 new)' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/connections/application?meeting_id=${MEETING_ID}` }]))
  })

  it('with no connections yet, leads to the meeting\'s people; a failure offers retry', async () => {
    users.listFriends.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ results: [], total: 0 })
    renderMine(friendsScreen, 'myConnections')
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Meet participants' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/connection?meeting_id=${MEETING_ID}` }]))
  })

  it('answers requests to me (accept, ignore) and shows each state', async () => {
    // The server lists each request with the other person.
    const listed = [
      { ...request(1, { reason: 'Met at the expo' }), user: person(1) },
      { ...request(2, {}), user: person(2) },
      { ...request(3, { status: 'cancelled' }), user: person(3) },
    ]
    users.listFriendApplications.mockResolvedValue({ results: listed, total: 3 })
    users.answerFriendApplication.mockImplementation(async (id, status) => ({ ...request(1, {}), _id: id, status: status ?? 'accepted' }))
    const { platform } = renderMine(applicationsScreen, 'myConnectionApplications')
    const rows = await screen.findAllByRole('listitem')
    expect(users.listFriendApplications).toHaveBeenCalledWith({ type: 'received', skip: 0, limit: 20 })
    expect(within(rows[0]).getByText('Message: Met at the expo')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Withdrawn')).toBeInTheDocument()
    expect(within(rows[2]).queryByRole('button')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Accept the request from Person 1' }))
    await waitFor(() => expect(within(rows[0]).getByText('Accepted')).toBeInTheDocument())
    fireEvent.click(screen.getByRole('button', { name: 'Ignore the request from Person 2' }))
    await waitFor(() => expect(within(rows[1]).getByText('Ignored')).toBeInTheDocument())
    expect(users.answerFriendApplication.mock.calls).toEqual([[request(1, {})._id, 'accepted'], [request(2, {})._id, 'ignored']])
    expect(platform.toasts).toEqual(['Accepted: you have exchanged cards', 'Request ignored'])
  })

  it('withdraws a request I sent; a failed withdrawal keeps it and says so', async () => {
    const mine = { ...request(4, { user_id: ME, friend_id: person(4)._id as string }), user: person(4) }
    users.listFriendApplications.mockImplementation(async query => (query?.type === 'sent' ? { results: [mine], total: 1 } : { results: [], total: 0 }))
    users.cancelFriendApplication.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({})
    const { platform } = renderMine(applicationsScreen, 'myConnectionApplications')
    expect(await screen.findByText('Nobody has asked you yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('tab', { name: 'Sent' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw the request to Person 4' }))
    await waitFor(() => expect(platform.toasts).toEqual(['That did not work. Please try again']))
    expect(screen.getByText('Awaiting reply')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw the request to Person 4' }))
    expect(await screen.findByText('Withdrawn')).toBeInTheDocument()
    expect(users.cancelFriendApplication).toHaveBeenLastCalledWith(mine._id)
  })

  it('shows my card with its QR code of the card link, and switches appearing in the list', async () => {
    users.fetchUser.mockResolvedValue({ _id: ME, username: 'Me Myself', phone: '13800000009' })
    connections.fetchMyExposure.mockResolvedValue(false)
    connections.saveMyExposure.mockResolvedValue(true)
    const { container, platform } = renderMine(contactScreen, 'myContact', { platform: { siteUrl: (route: string) => `http://expo.example.com:8080/#${route}` } })
    expect(await screen.findByRole('heading', { name: 'Me Myself' })).toBeInTheDocument()
    expect(screen.getByText('Phone: 13800000009')).toBeInTheDocument()
    expect(screen.getByText('Only people you exchanged cards with see your contact details.')).toBeInTheDocument()
    const qr = await screen.findByRole('img', { name: "QR code of Me Myself's card" })
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(qr.getAttribute('data-link')).toBe(`http://expo.example.com:8080/#/meeting/user?user_id=${ME}&meeting_id=${MEETING_ID}`)
    expect(await screen.findByText("You do not appear in the meeting's connections list.")).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Appear in the connections list' }))
    expect(await screen.findByRole('button', { name: 'Leave the connections list' })).toBeInTheDocument()
    expect(screen.getByText("You appear in the meeting's connections list.")).toBeInTheDocument()
    expect(connections.saveMyExposure).toHaveBeenCalledWith(true, MEETING_ID)
    fireEvent.click(screen.getByRole('button', { name: 'Copy card link' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Link copied']))
    expect(container.querySelector(`.fu-my-card--${variant}`)).not.toBeNull()
  })
})
