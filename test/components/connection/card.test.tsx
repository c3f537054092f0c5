import { observer } from 'mobx-react'
import { runInAction } from 'mobx'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import type { FriendApplication, Meeting, User } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as connectionsApi from '@/api/connections'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { useMeetingUser } from '@/pages/connection/user/useMeetingUser'
import { MeetingUserMobile } from '@/pages/connection/user/mobile'
import { MeetingUserDesktop } from '@/pages/connection/user/desktop'
import { useStores } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
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

type Variant = typeof MeetingUserMobile | typeof MeetingUserDesktop
const Harness = observer(function Harness({ Variant, userId }: { Variant: Variant; userId: string }) {
  const { session } = useStores()
  useState(() => runInAction(() => { session.token = 'x'; session.userId = ME }))
  return <Variant data={useMeetingUser({ meeting_id: MEETING_ID, user_id: userId })} title='Card' />
})

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  categories.listCategories.mockResolvedValue([])
  connections.connectionWith.mockResolvedValue({ friends: false })
})

describe.each([['mobile', MeetingUserMobile], ['desktop', MeetingUserDesktop]] as const)('a person\'s card (%s)', (variant, Variant) => {
  const renderScreen = (userId = EMMA) => renderWithStores(<Harness Variant={Variant} userId={userId} />, { language: 'en' })

  it('hides contact details the server does not give and says why; exchange cards asks and then waits', async () => {
    users.fetchUser.mockResolvedValue(emma)
    users.applyForFriend.mockResolvedValue(application({}))
    const { container } = renderScreen()
    expect(await screen.findByRole('heading', { name: 'Emma Brown' })).toBeInTheDocument()
    expect(screen.getByText('Engineer · Green Power')).toBeInTheDocument()
    expect(screen.getByText('Exchange cards to see their contact details.')).toBeInTheDocument()
    expect(container.querySelector(`.fu-user-card--${variant}`)).not.toBeNull()
    connections.connectionWith.mockResolvedValue({ friends: false, sent: application({}) })
    fireEvent.click(screen.getByRole('button', { name: 'Exchange cards' }))
    expect(await screen.findByText('Waiting for a reply')).toBeInTheDocument()
    expect(users.applyForFriend).toHaveBeenCalledWith(EMMA)
    expect(screen.getByText('You will see their contact details once they accept.')).toBeInTheDocument()
  })

  it('shows a friend\'s contact details', async () => {
    users.fetchUser.mockResolvedValue(withContacts)
    connections.connectionWith.mockResolvedValue({ friends: true })
    renderScreen()
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
    const { platform } = renderScreen()
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
    renderScreen()
    expect(await screen.findByText('Message: Met at the booth')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText('Phone: 13800000003')).toBeInTheDocument()
    expect(users.answerFriendApplication).toHaveBeenCalledWith(theirs._id, 'accepted')
  })

  it('refuses exchanges with a special identity, and says so', async () => {
    users.fetchUser.mockResolvedValue({ ...emma, special_identity: 1 })
    renderScreen()
    expect(await screen.findByText('Users with a special identity cannot exchange cards; contact details stay private.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Exchange cards' })).toBeNull()
  })

  it('on my own card, leads to my card page', async () => {
    users.fetchUser.mockResolvedValue({ ...emma, _id: ME })
    renderScreen(ME)
    fireEvent.click(await screen.findByRole('button', { name: 'View my card' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/contact?meeting_id=${MEETING_ID}` }]))
    expect(connections.connectionWith).not.toHaveBeenCalled()
  })

  it('says when the person is not found, and retries after a failure', async () => {
    users.fetchUser.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined)
    renderScreen()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This person was not found')).toBeInTheDocument()
  })
})
