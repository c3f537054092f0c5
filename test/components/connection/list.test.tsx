import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting, User } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as companyApi from '@/api/company'
import * as connectionsApi from '@/api/connections'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { CONNECTION_PAGE_SIZE } from '@/pages/connection/list/useMeetingConnection'
import connectionListScreen from '@/pages/connection/list'
import { SESSION_KEYS } from '@/stores/SessionStore'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/categories')
jest.mock('@/api/company')
jest.mock('@/api/connections')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const company = companyApi as jest.Mocked<typeof companyApi>
const connections = connectionsApi as jest.Mocked<typeof connectionsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const ME = '6610000000000000000000ab'
const AI = '6630000000000000000000a1'
const ROBOTICS = '6630000000000000000000a2'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
const person = (n: number, extra: Partial<User> & { is_friend?: 0 | 1 } = {}): User => ({
  _id: `6610${String(n).padStart(20, '0')}`, username: `Person ${n}`, avatar: `/fu/static/avatar-${n}.png`, work: { title: 'Engineer', company: `Company ${n}` }, ...extra,
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
  categories.listCategories.mockResolvedValue([
    { _id: AI, meeting_id: MEETING_ID, type: 'industry', title: { en: 'AI', zh: '人工智能' }, weight: 2 },
    { _id: ROBOTICS, meeting_id: MEETING_ID, type: 'industry', title: { en: 'Robotics' }, weight: 1 },
  ])
  company.companyTags.mockResolvedValue([{ _id: AI, title: 'AI' }, { _id: ROBOTICS, title: 'Robotics' }])
  connections.fetchMyExposure.mockResolvedValue(true)
  users.recommendedUsers.mockResolvedValue([])
})

describe.each(['mobile', 'desktop'] as const)('the meeting\'s people (%s)', variant => {
  const renderList = () =>
    renderScreen(connectionListScreen, { route: 'meetingConnection', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { storage: signedIn() } })

  it('shows recommended people first, then everyone else once, with work, industries and the default avatar', async () => {
    users.recommendedUsers.mockResolvedValue([person(2, { industries: [AI] })])
    meetings.meetingUsers.mockResolvedValue({ results: [person(1, { avatar: undefined }), person(2, { industries: [AI] })], total: 2 })
    const { container } = renderList()
    const cards = await screen.findAllByRole('link', { name: /^View card: / })
    expect(cards.map(card => card.getAttribute('aria-label'))).toEqual(['View card: Person 2', 'View card: Person 1'])
    expect(cards[0]).toHaveTextContent('Engineer · Company 2')
    await waitFor(() => expect(cards[0]).toHaveTextContent('AI'))
    expect(container.querySelector('img[src="/fu/static/avatar-default.svg"]')).not.toBeNull()
    expect(meetings.meetingUsers).toHaveBeenCalledWith({ meeting_id: MEETING_ID, keyword: undefined, industry: undefined, skip: 0, limit: CONNECTION_PAGE_SIZE })
    expect(screen.getByText('2 people')).toBeInTheDocument()
    expect(container.querySelector(`.fu-connection--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page heading; a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Connections')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-connection--desktop')).not.toBeNull()
    fireEvent.click(cards[1])
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/user?user_id=${person(1)._id}&meeting_id=${MEETING_ID}` }]))
  })

  it('filters by an industry tag and searches by name, without the recommendations', async () => {
    users.recommendedUsers.mockResolvedValue([person(9)])
    meetings.meetingUsers.mockResolvedValue({ results: [person(1)], total: 1 })
    renderList()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Robotics' }))
    await waitFor(() => expect(meetings.meetingUsers).toHaveBeenLastCalledWith(expect.objectContaining({ industry: ROBOTICS, skip: 0 })))
    expect(screen.getByRole('checkbox', { name: 'Robotics' })).toHaveAttribute('aria-checked', 'true')
    await waitFor(() => expect(screen.queryByRole('link', { name: 'View card: Person 9' })).toBeNull())
    fireEvent.input(screen.getByLabelText('Search people'), { target: { value: ' Ann ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(meetings.meetingUsers).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'Ann', industry: ROBOTICS })))
    meetings.meetingUsers.mockResolvedValue({ results: [], total: 0 })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Robotics' }))
    expect(await screen.findByText('Nobody matches')).toBeInTheDocument()
  })

  it('exchanges cards: the request is sent and the row waits for a reply; friends and special identities get no button', async () => {
    meetings.meetingUsers.mockResolvedValue({ results: [person(1), person(2, { is_friend: 1 }), person(3, { special_identity: 1 })], total: 3 })
    users.applyForFriend.mockResolvedValue({ _id: 'a1', user_id: ME, friend_id: person(1)._id as string, status: 'submitted' })
    const { platform } = renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange cards with Person 1' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Card exchange request sent']))
    expect(users.applyForFriend).toHaveBeenCalledWith(person(1)._id)
    const rows = screen.getAllByRole('listitem')
    expect(within(rows[0]).getByText('Waiting for a reply')).toBeInTheDocument()
    expect(within(rows[1]).getByText('Cards exchanged')).toBeInTheDocument()
    expect(within(rows[2]).getByText('Cannot exchange cards (special identity)')).toBeInTheDocument()
    expect(screen.queryAllByRole('button', { name: /^Exchange cards with/ })).toHaveLength(0)
  })

  it('says clearly when the server refuses a special identity (4301)', async () => {
    meetings.meetingUsers.mockResolvedValue({ results: [person(1)], total: 1 })
    users.applyForFriend.mockRejectedValue(new ApiError(403, { code: 4301, message: 'special-identity users cannot exchange business cards' }))
    const { platform } = renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Exchange cards with Person 1' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Users with a special identity cannot exchange cards']))
    expect(screen.getByRole('button', { name: 'Exchange cards with Person 1' })).toBeInTheDocument()
  })

  it('offers to appear in the list when I do not, and saves it', async () => {
    connections.fetchMyExposure.mockResolvedValue(false)
    connections.saveMyExposure.mockResolvedValue(true)
    meetings.meetingUsers.mockResolvedValue({ results: [person(1)], total: 1 })
    const { platform } = renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Appear in the list' }))
    await waitFor(() => expect(platform.toasts).toEqual(['You now appear in the connections list']))
    expect(connections.fetchMyExposure).toHaveBeenCalledWith(ME)
    expect(connections.saveMyExposure).toHaveBeenCalledWith(true, MEETING_ID)
    expect(screen.queryByRole('button', { name: 'Appear in the list' })).toBeNull()
  })

  it('shows an empty list, and a failure with retry', async () => {
    meetings.meetingUsers.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ results: [], total: 0 })
    renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No participant shows a card yet')).toBeInTheDocument()
  })
})
