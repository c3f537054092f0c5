/** The demand board, its search, my liked demands and my demands: cards, category tabs, states, paging, navigation. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Category, Meeting } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import { DEMAND_PAGE_SIZE } from '@/components/useDemandPages'
import demandListScreen from '@/pages/demand/list'
import demandSearchScreen from '@/pages/demand/search'
import demandLikeScreen from '@/pages/demand/like'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { demand, MEETING_ID, meeting, page } from './fixtures'

jest.mock('@/api/content')
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
const api = contentApi as jest.Mocked<typeof contentApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const category = (n: number, en: string): Category => ({ _id: `6621${String(0x2700 + n).padStart(20, '0')}`, meeting_id: MEETING_ID, type: 'demand', title: { zh: en, en }, weight: 10 - n })
const SUPPLY = category(1, 'Supply')
const COOPERATION = category(3, 'Cooperation')
const urls = () => navigations.map(n => n.url)

type Variant = 'mobile' | 'desktop'
const query = { meeting_id: MEETING_ID }

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting as Meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting as Meeting)
  categories.listCategories.mockResolvedValue([SUPPLY, COOPERATION])
})

describe.each(['mobile', 'desktop'] as const)('demand board (%s)', variant => {
  const renderList = (route: 'demandList' | 'cooperation' = 'demandList') => renderScreen(demandListScreen, { route, variant, query, language: 'en' })

  it('shows each post with its state, poster, likes and comments, and opens the detail', async () => {
    api.listDemandDocs.mockResolvedValue(page([demand(1, { images: ['/fu/static/demand-1.png'] }), demand(2, { status: 'closed', like_total: 0, comment_total: 5 })], 2))
    const { container } = renderList()
    const cards = await screen.findAllByRole('link', { name: /^Demand number \d+/ })
    expect(cards).toHaveLength(2)
    expect(api.listDemandDocs).toHaveBeenCalledWith({ meeting_id: MEETING_ID, category: undefined, limit: DEMAND_PAGE_SIZE, skip: 0 })
    expect(within(cards[0]).getByRole('heading', { level: 2 })).toHaveTextContent('Demand number 1')
    expect(within(cards[0]).getByText('Open')).toBeInTheDocument()
    expect(within(cards[0]).getByText('Poster 1')).toBeInTheDocument()
    expect(within(cards[0]).getByText('3 likes')).toBeInTheDocument()
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/fu/static/demand-1.png')
    expect(within(cards[1]).getByText('Closed')).toBeInTheDocument()
    expect(within(cards[1]).getByText('5 comments')).toBeInTheDocument()
    expect(cards[1].querySelector('img')).toBeNull()
    expect(screen.getByText('2 demands')).toBeInTheDocument()
    // The frame: the board's name as the page heading; a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demands')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-demand-list__cards--desktop')).not.toBeNull()
    fireEvent.keyDown(cards[1], { key: 'Enter' })
    await waitFor(() => expect(urls()).toEqual([`/demand/detail?demand_id=${demand(2)._id}&meeting_id=${MEETING_ID}`]))
  })

  it('filters by the meeting\'s categories, and posting starts with the chosen one', async () => {
    api.listDemandDocs.mockResolvedValue(page([demand(1)], 1))
    renderList()
    const tabs = await screen.findByRole('tablist', { name: 'Categories' })
    expect(within(tabs).getAllByRole('tab').map(tab => tab.textContent)).toEqual(['All', 'Supply', 'Cooperation'])
    expect(categories.listCategories).toHaveBeenCalledWith('demand', { meeting_id: MEETING_ID, display: 1 })
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Cooperation' }))
    await waitFor(() => expect(api.listDemandDocs).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, category: COOPERATION._id, limit: DEMAND_PAGE_SIZE, skip: 0 }))
    expect(within(tabs).getByRole('tab', { name: 'Cooperation' })).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(await screen.findByRole('button', { name: 'Post a demand' }))
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    fireEvent.click(screen.getByRole('button', { name: 'Liked' }))
    fireEvent.click(screen.getByRole('button', { name: 'My demands' }))
    await waitFor(() => expect(urls()).toEqual([
      `/demand/form/${COOPERATION._id}?meeting_id=${MEETING_ID}`,
      `/demand/search?meeting_id=${MEETING_ID}`,
      `/demand/like?meeting_id=${MEETING_ID}`,
      `/my/demand?meeting_id=${MEETING_ID}`,
    ]))
  })

  it('is the board at /cooperation too', async () => {
    api.listDemandDocs.mockResolvedValue(page([demand(1)], 1))
    renderList('cooperation')
    expect(await screen.findAllByRole('link', { name: /^Demand number \d+/ })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Cooperation')
    expect(screen.getByRole('button', { name: 'Post a demand' })).toBeInTheDocument()
  })

  it('loads the next page on "load more"', async () => {
    const first = Array.from({ length: DEMAND_PAGE_SIZE }, (_, i) => demand(i + 1))
    api.listDemandDocs.mockResolvedValueOnce(page(first, 11)).mockResolvedValueOnce(page([demand(11)], 11))
    renderList()
    expect(await screen.findAllByRole('link', { name: /^Demand number \d+/ })).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Demand number \d+/ })).toHaveLength(11))
    expect(api.listDemandDocs).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, category: undefined, limit: 10, skip: 10 })
    expect(screen.getByText('That is everything')).toBeInTheDocument()
  })

  it('says so when there is nothing, and shows a failure with a retry', async () => {
    api.listDemandDocs.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(page([], 0))
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No demands yet')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('demand search (%s)', (variant: Variant) => {
  it('asks nothing before a keyword, then lists what matches or says nothing does', async () => {
    api.listDemandDocs.mockResolvedValueOnce(page([demand(4)], 1)).mockResolvedValueOnce(page([], 0))
    renderScreen(demandSearchScreen, { route: 'demandSearch', variant, query, language: 'en' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search demands')
    expect(screen.getByText('Type a keyword to search the demands')).toBeInTheDocument()
    expect(api.listDemandDocs).not.toHaveBeenCalled()
    const box = screen.getByLabelText('Keyword')
    fireEvent.input(box, { target: { value: ' robots ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByRole('link', { name: /^Demand number 4/ })).toBeInTheDocument()
    expect(api.listDemandDocs).toHaveBeenCalledWith({ meeting_id: MEETING_ID, keyword: 'robots', limit: DEMAND_PAGE_SIZE, skip: 0 })
    fireEvent.input(box, { target: { value: 'nothing' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No demands match "nothing"')).toBeInTheDocument()
  })
})

describe('my liked demands and my demands', () => {
  it('lists the demands I liked, and offers the board when there are none', async () => {
    api.listLikedDemands.mockResolvedValueOnce(page([demand(7)], 1))
    const renderLikes = () => renderScreen(demandLikeScreen, { route: 'demandLike', variant: 'mobile', query, language: 'en' })
    const first = renderLikes()
    expect(await screen.findByRole('link', { name: /^Demand number 7/ })).toBeInTheDocument()
    expect(api.listLikedDemands).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: DEMAND_PAGE_SIZE, skip: 0 })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Liked demands')
    first.unmount()
    api.listLikedDemands.mockResolvedValueOnce(page([], 0))
    renderLikes()
    expect(await screen.findByText('You have not liked a demand yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Supply & demand' }))
    await waitFor(() => expect(urls()).toEqual([`/demand/list?meeting_id=${MEETING_ID}`]))
  })

})
