/** The demand detail: content, images, state, poster, like, contact only when given, comments, close for the poster. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import demandDetailScreen from '@/pages/demand/detail'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { demand, MEETING_ID, meeting, OWNER_ID, page } from './fixtures'

jest.mock('@/api/content')
jest.mock('@/api/meetings')
// Signing in fetches the user.
jest.mock('@/api/users')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const VISITOR_ID = '660200000000000000000009'
const D = demand(1)._id
const urls = () => navigations.map(n => n.url)
const comment = (n: number) => ({ _id: `6630${String(n).padStart(20, '0')}`, demand_id: D, user_id: VISITOR_ID, content: `Comment ${n}`, created: 1767229200, user: { _id: VISITOR_ID, username: `Helper ${n}`, avatar: '' } })

async function signIn(store: { session: { login: (token: { token: string; user_id: string }) => Promise<unknown> | void } }, userId: string) {
  await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: userId }) })
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting as Meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting as Meeting)
  api.listDemandComments.mockResolvedValue(page([comment(1)], 1))
})

describe.each(['mobile', 'desktop'] as const)('demand detail (%s)', variant => {
  const renderDetail = () => renderScreen(demandDetailScreen, { route: 'demandDetail', variant, query: { demand_id: D }, language: 'en' })

  it('names a known region in the UI\'s language, and shows other text as typed', async () => {
    api.fetchDemand.mockResolvedValueOnce(demand(1, { area: 'Shanghai', area_names: { zh: '上海市', en: 'Shanghai', ja: '上海市', ko: '상하이시' } }))
    const { unmount } = renderScreen(demandDetailScreen, { route: 'demandDetail', variant, query: { demand_id: D }, language: 'zh' })
    expect(await screen.findByText('地区：上海市')).toBeInTheDocument()
    expect(screen.queryByText('地区：Shanghai')).toBeNull()
    unmount()
    api.fetchDemand.mockResolvedValueOnce(demand(1, { area: '浦东新区世纪大道 8 号' }))
    renderScreen(demandDetailScreen, { route: 'demandDetail', variant, query: { demand_id: D }, language: 'ko' })
    expect(await screen.findByText(/浦东新区世纪大道 8 号/)).toBeInTheDocument()
  })

  it('shows title, state, poster, area, description, images and comments; contact only after a comment', async () => {
    api.fetchDemand.mockResolvedValue(demand(1, { area: 'Shanghai', images: ['/fu/static/demand-1.png', '/fu/static/demand-2.png'] }))
    const { container } = renderDetail()
    expect(await screen.findByRole('heading', { level: 1, name: 'Demand number 1' })).toBeInTheDocument()
    expect(api.fetchDemand).toHaveBeenCalledWith(D)
    expect(screen.getByText('Open')).toBeInTheDocument()
    expect(screen.getByText(/^Posted by Poster 1 on /)).toBeInTheDocument()
    expect(screen.getByText('Area: Shanghai')).toBeInTheDocument()
    expect(screen.getByText('We need help 1.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Image 2 of Demand number 1' })).toHaveAttribute('src', '/fu/static/demand-2.png')
    expect(screen.getByText('Contact details show once you comment or are friends')).toBeInTheDocument()
    expect(screen.queryByText(/^Phone:/)).toBeNull()
    const comments = await screen.findByRole('heading', { level: 2, name: 'Comments (1)' })
    expect(within(comments.parentElement!).getByText('Comment 1')).toBeInTheDocument()
    expect(within(comments.parentElement!).getByText('Helper 1')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close this demand' })).toBeNull()
    // The frame: the post's title is the page's one heading; a title bar with back and that title on a phone, the top bar on a desktop.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') {
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
      expect(container.querySelector('.fu-titlebar__title')).toHaveTextContent('Demand number 1')
    }
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-demand-detail')).not.toBeNull()
  })

  it('shows the contact details the server gives, and says when the poster keeps them private', async () => {
    api.fetchDemand.mockResolvedValueOnce(demand(1, { commented: 1, contact_visible: 1, contact: { phone: '13800000001', area_code: '86', email: 'visitor@demo.test', wechat: 'liwei' } }))
    const first = renderDetail()
    expect(await screen.findByText('Phone: +86 13800000001')).toBeInTheDocument()
    expect(screen.getByText('E-mail: visitor@demo.test')).toBeInTheDocument()
    expect(screen.getByText('WeChat: liwei')).toBeInTheDocument()
    expect(screen.getByText('You have commented')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Leave a comment' })).toBeNull()
    first.unmount()
    api.fetchDemand.mockResolvedValueOnce(demand(1, { show_contact: 0 }))
    renderDetail()
    expect(await screen.findByText('The poster keeps contact details private')).toBeInTheDocument()
  })

  it('sends a guest to sign in to like or comment, and a signed-in visitor to the comment form; likes with the new count', async () => {
    api.fetchDemand.mockResolvedValue(demand(1))
    const { store } = renderDetail()
    fireEvent.click(await screen.findByRole('button', { name: /Like/ }))
    fireEvent.click(screen.getByRole('button', { name: 'Leave a comment' }))
    const here = encodeURIComponent(`/demand/detail?demand_id=${D}&meeting_id=${MEETING_ID}`)
    await waitFor(() => expect(urls()).toEqual([`/login?redirect=${here}&meeting_id=${MEETING_ID}`, `/login?redirect=${here}&meeting_id=${MEETING_ID}`]))
    expect(api.likeDemand).not.toHaveBeenCalled()

    navigations.length = 0
    await signIn(store, VISITOR_ID)
    api.likeDemand.mockResolvedValue({ demand_id: D, liked: 1, like_total: 4 })
    const like = await screen.findByRole('button', { name: /Like/ })
    expect(like).toHaveTextContent('3')
    fireEvent.click(like)
    await waitFor(() => expect(screen.getByRole('button', { name: /Liked/ })).toHaveAttribute('aria-pressed', 'true'))
    expect(screen.getByRole('button', { name: /Liked/ })).toHaveTextContent('4')
    expect(api.likeDemand).toHaveBeenCalledWith(D)
    fireEvent.click(screen.getByRole('button', { name: 'Leave a comment' }))
    await waitFor(() => expect(urls()).toEqual([`/demand/comment/demand?demand_id=${D}&meeting_id=${MEETING_ID}`]))
  })

  it('lets the poster close an open demand after confirming; the state then reads closed', async () => {
    api.fetchDemand.mockResolvedValueOnce(demand(1)).mockResolvedValueOnce(demand(1)).mockResolvedValue(demand(1, { status: 'closed' }))
    api.closeDemand.mockResolvedValue(demand(1, { status: 'closed' }))
    const { store, platform } = renderDetail()
    await signIn(store, OWNER_ID)
    fireEvent.click(await screen.findByRole('button', { name: 'Close this demand' }))
    expect(screen.getByText('A closed demand takes no more comments. Close it?')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(api.closeDemand).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Close this demand' }))
    fireEvent.click(screen.getByRole('button', { name: 'Yes, close it' }))
    await waitFor(() => expect(api.closeDemand).toHaveBeenCalledWith(D))
    expect(await screen.findByText('Closed')).toBeInTheDocument()
    expect(platform.toasts).toContain('The demand is closed')
    expect(screen.queryByRole('button', { name: 'Close this demand' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Leave a comment' })).toBeNull()
  })

  it('shows a failure with retry, and a not-found message with the way back', async () => {
    api.fetchDemand.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(null)
    renderDetail()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This demand was not found')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back to demands' }))
    await waitFor(() => expect(urls()).toEqual([`/demand/list?meeting_id=${MEETING_ID}`]))
  })
})
