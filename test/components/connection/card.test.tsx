import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { FriendApplication, Meeting, User } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as connectionsApi from '@/api/connections'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import meetingUserScreen from '@/pages/connection/user'
import { SESSION_KEYS } from '@/stores/SessionStore'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

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
const EMMA = '6610000000000000000000e1'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
const emma: User = { _id: EMMA, username: 'Emma Brown', avatar: '/fu/static/avatar-3.png', work: { title: 'Engineer', company: 'Green Power' } }
const withContacts: User = { ...emma, phone: '13800000003', area_code: '86', contact: { email: 'emma@example.com' }, contact_wechat: 'emma-wx' }
const application = (extra: Partial<FriendApplication>): FriendApplication => ({ _id: '6640000000000000000000f1', user_id: ME, friend_id: EMMA, status: 'submitted', ...extra })

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
  connections.connectionWith.mockResolvedValue({ friends: false })
})

describe.each(['mobile', 'desktop'] as const)('a person\'s card (%s)', variant => {
  const renderCard = (userId = EMMA) =>
    renderScreen(meetingUserScreen, { route: 'meetingUser', variant, query: { meeting_id: MEETING_ID, user_id: userId }, language: 'en', platform: { storage: signedIn() } })

  it('hides contact details the server does not give and says why; exchange cards asks and then waits', async () => {
    users.fetchUser.mockResolvedValue(emma)
    users.applyForFriend.mockResolvedValue(application({}))
    const { container } = renderCard()
    expect(await screen.findByRole('heading', { name: 'Emma Brown' })).toBeInTheDocument()
    expect(screen.getByText('Engineer · Green Power')).toBeInTheDocument()
    expect(screen.getByText('Exchange cards to see their contact details.')).toBeInTheDocument()
    expect(container.querySelector(`.fu-user-card--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page heading; a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Profile')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-user-card--desktop')).not.toBeNull()
    connections.connectionWith.mockResolvedValue({ friends: false, sent: application({}) })
    fireEvent.click(screen.getByRole('button', { name: 'Exchange cards' }))
    expect(await screen.findByText('Waiting for a reply')).toBeInTheDocument()
    expect(users.applyForFriend).toHaveBeenCalledWith(EMMA)
    expect(screen.getByText('You will see their contact details once they accept.')).toBeInTheDocument()
  })

  it('shows a friend\'s contact details', async () => {
    users.fetchUser.mockResolvedValue(withContacts)
    connections.connectionWith.mockResolvedValue({ friends: true })
    renderCard()
    expect(await screen.findByText('Phone: 13800000003')).toBeInTheDocument()
    expect(screen.getByText('E-mail: emma@example.com')).toBeInTheDocument()
    expect(screen.getByText('WeChat: emma-wx')).toBeInTheDocument()
    expect(screen.getByText('Cards exchanged')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Exchange cards' })).toBeNull()
  })

  it('cancels my pending request', async () => {
    users.fetchUser.mockResolvedValue(emma)
    connections.connectionWith.mockResolvedValue({ friends: false, sent: application({}) })
    users.cancelFriendApplication.mockResolvedValue({})
    const { platform } = renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw request' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Request withdrawn']))
    expect(users.cancelFriendApplication).toHaveBeenCalledWith(application({})._id)
    expect(screen.getByRole('button', { name: 'Exchange cards' })).toBeInTheDocument()
  })

  it('accepts their request, then shows their contact details', async () => {
    const theirs = application({ user_id: EMMA, friend_id: ME, reason: 'Met at the booth' })
    users.fetchUser.mockResolvedValueOnce(emma).mockResolvedValue(withContacts)
    connections.connectionWith.mockResolvedValueOnce({ friends: false, received: theirs }).mockResolvedValue({ friends: true, received: { ...theirs, status: 'accepted' } })
    users.answerFriendApplication.mockResolvedValue({ ...theirs, status: 'accepted' })
    renderCard()
    expect(await screen.findByText('Message: Met at the booth')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('Phone: 13800000003')).toBeInTheDocument()
    expect(users.answerFriendApplication).toHaveBeenCalledWith(theirs._id, 'accepted')
  })

  it('refuses exchanges with a special identity, and says so', async () => {
    users.fetchUser.mockResolvedValue({ ...emma, special_identity: 1 })
    renderCard()
    expect(await screen.findByText('Users with a special identity cannot exchange cards; contact details stay private.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Exchange cards' })).toBeNull()
  })

  it('on my own card, leads to my card page', async () => {
    users.fetchUser.mockResolvedValue({ ...emma, _id: ME })
    renderCard(ME)
    fireEvent.click(await screen.findByRole('button', { name: 'View my card' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/contact?meeting_id=${MEETING_ID}` }]))
    expect(connections.connectionWith).not.toHaveBeenCalled()
  })

  it('says when the person is not found, and retries after a failure', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    renderCard()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This person was not found')).toBeInTheDocument()
  })
})
