import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Category, Enterprise, Meeting, Product } from '@fu-types/entities'
import * as enterprisesApi from '@/api/enterprises'
import * as categoriesApi from '@/api/categories'
import * as meetingsApi from '@/api/meetings'
import { EXHIBITOR_PAGE_SIZE } from '@/pages/exhibit/useExhibitorList'
import { EXHIBIT_SEARCH_PAGE_SIZE } from '@/pages/exhibit/parts/useExhibitSearch'
import exhibitorListScreen from '@/pages/exhibit'
import exhibitorSearchScreen from '@/pages/exhibit/exhibitor/search'
import productSearchScreen from '@/pages/exhibit/product/search'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge.
jest.mock('@/api/enterprises')
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const HALL_A = '662100000000000000002301'
const HALL_B = '662100000000000000002302'
function meetingWith(exhibition: Meeting['exhibition']): Meeting {
  return { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo', exhibition }
}
const shown = meetingWith({ show_exhibitor: 1, exhibitor_txt: { zh: '参展企业', en: 'Companies' }, exhibit_txt: { zh: '申请参展', en: 'Book a booth' } })

function company(n: number, extra: Partial<Enterprise> = {}): Enterprise {
  return {
    _id: `6614${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, weight: 100 - n, created: 1767225600, deleted: 0, recommend: 0, status: 1,
    exhibitor: { company: { title: { zh: `企业 ${n}`, en: `Company ${n}` }, logo: `/fu/static/logo-${n}.png` }, booth: `A${100 + n}` },
    description: { en: `Makes thing ${n}` },
    ...extra,
  }
}
function product(n: number): Product {
  return {
    _id: `6615${String(n).padStart(20, '0')}`, title: { zh: `展品 ${n}`, en: `Product ${n}` }, images: [`/fu/static/product-${n}.svg`],
    enterprise: [{ _id: company(1)._id, exhibitor: { company: { title: { en: 'Company 1' } } } }],
  }
}
const hall = (id: string, en: string, display: 0 | 1 = 1): Category => ({ _id: id, meeting_id: MEETING_ID, type: 'exhibitor', title: { en }, weight: 1, display })
const urls = () => navigations.map(n => n.url)

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(shown)
  meetings.fetchMeetingByDomain.mockResolvedValue(shown)
  categories.listCategories.mockResolvedValue([hall(HALL_A, 'Hall A'), hall(HALL_B, 'Hall B'), hall('662100000000000000002309', 'Hidden hall', 0)])
  meetings.recordMeetingAction.mockResolvedValue({ action: 'exhibitor/category/views', total: 1 })
})

describe.each(['mobile', 'desktop'] as const)('exhibitor list (%s)', (variant) => {
  const renderList = () => renderScreen(exhibitorListScreen, { route: 'exhibit', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('shows the exhibitors the api orders (recommended marked) under the meeting\'s own wording, and opens one', async () => {
    api.listExhibitorsRecommendedFirst.mockResolvedValue({ items: [company(1, { recommend: 1 }), company(2, { exhibitor: { company: { title: { en: 'Company 2' } } }, position: 'Hall C' })], total: 2 })
    const { container } = renderList()
    const cards = await screen.findAllByRole('link', { name: /^Company \d+\b/ })
    expect(cards.map(c => within(c).getByRole('heading').textContent)).toEqual(['Company 1', 'Company 2'])
    expect(api.listExhibitorsRecommendedFirst).toHaveBeenCalledWith({ meeting_id: MEETING_ID, category_id: undefined }, 0, EXHIBITOR_PAGE_SIZE)
    expect(within(cards[0]).getByText('Featured')).toBeInTheDocument()
    expect(within(cards[0]).getByText('Booth A101')).toBeInTheDocument()
    expect(within(cards[0]).getByText('Makes thing 1')).toBeInTheDocument()
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/fu/static/logo-1.png')
    expect(within(cards[1]).queryByText('Featured')).toBeNull()
    expect(within(cards[1]).getByText('Booth Hall C')).toBeInTheDocument()
    // The frame's heading is the meeting's own word for exhibitors, under the title bar with back (phone) or the top bar (desktop).
    expect(await screen.findByRole('heading', { level: 1, name: 'Companies' })).toBeInTheDocument()
    expect(screen.getByText('2 exhibitors')).toBeInTheDocument()
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(container.querySelector(`.fu-exhibit__cards--${variant}`)).not.toBeNull()

    fireEvent.click(cards[1])
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise?enterprise_id=${company(2)._id}&meeting_id=${MEETING_ID}`]))
  })

  it('offers the category tabs the meeting shows, and a tab starts the list over in that category', async () => {
    api.listExhibitorsRecommendedFirst.mockResolvedValueOnce({ items: [company(1), company(2)], total: 2 }).mockResolvedValueOnce({ items: [company(2)], total: 1 })
    renderList()
    await screen.findAllByRole('link', { name: /^Company \d+\b/ })
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map(t => t.textContent)).toEqual(['All', 'Hall A', 'Hall B'])
    expect(categories.listCategories).toHaveBeenCalledWith('exhibitor', { meeting_id: MEETING_ID })
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(tabs[2])
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Company \d+\b/ })).toHaveLength(1))
    expect(api.listExhibitorsRecommendedFirst).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, category_id: HALL_B }, 0, EXHIBITOR_PAGE_SIZE)
    expect(screen.getByRole('tab', { name: 'Hall B' })).toHaveAttribute('aria-selected', 'true')
    // Opening a category is counted (SPEC §7 POST /meetings/{id}/exhibitor/category/views).
    expect(meetings.recordMeetingAction.mock.calls.filter(call => call[1] !== 'views')).toEqual([[MEETING_ID, 'exhibitor/category/views', { target_id: HALL_B }]])
  })

  it('loads the next page on "load more"', async () => {
    const first = Array.from({ length: EXHIBITOR_PAGE_SIZE }, (_, i) => company(i + 1))
    api.listExhibitorsRecommendedFirst.mockResolvedValueOnce({ items: first, total: EXHIBITOR_PAGE_SIZE + 1 }).mockResolvedValueOnce({ items: [company(40)], total: EXHIBITOR_PAGE_SIZE + 1 })
    renderList()
    expect(await screen.findAllByRole('link', { name: /^Company \d+\b/ })).toHaveLength(EXHIBITOR_PAGE_SIZE)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Company \d+\b/ })).toHaveLength(EXHIBITOR_PAGE_SIZE + 1))
    expect(api.listExhibitorsRecommendedFirst).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, category_id: undefined }, EXHIBITOR_PAGE_SIZE, EXHIBITOR_PAGE_SIZE)
    expect(screen.getByText('That is everything')).toBeInTheDocument()
  })

  it('shows a failure with retry, then the empty state', async () => {
    api.listExhibitorsRecommendedFirst.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce({ items: [], total: 0 })
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No exhibitors yet')).toBeInTheDocument()
  })

  it('leads to both searches, the filter and to applying with the meeting\'s exhibit_txt', async () => {
    api.listExhibitorsRecommendedFirst.mockResolvedValue({ items: [company(1)], total: 1 })
    renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Search exhibitors' }))
    fireEvent.click(screen.getByRole('button', { name: 'Search products' }))
    fireEvent.click(screen.getByRole('button', { name: 'Filter exhibitors' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Book a booth' }))
    await waitFor(() => expect(urls()).toEqual([
      `/exhibit/exhibitor/search?meeting_id=${MEETING_ID}`,
      `/exhibit/product/search?meeting_id=${MEETING_ID}`,
      `/exhibit/exhibitor/filter?meeting_id=${MEETING_ID}`,
      `/meeting/apply?meeting_id=${MEETING_ID}`,
    ]))
  })

  it('says the list is not published when the meeting does not show exhibitors', async () => {
    meetings.fetchMeeting.mockResolvedValue(meetingWith({ show_exhibitor: 0 }))
    api.listExhibitorsRecommendedFirst.mockResolvedValue({ items: [company(1)], total: 1 })
    renderList()
    expect(await screen.findByText('The exhibitor list is not published yet')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Company \d+\b/ })).toBeNull()
    // Without the meeting's wording the heading is ours.
    expect(screen.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('exhibitor search (%s)', (variant) => {
  const renderSearch = (query: Record<string, string> = { meeting_id: MEETING_ID }) =>
    renderScreen(exhibitorSearchScreen, { route: 'exhibitorSearch', variant, query, language: 'en' })

  it('asks for a keyword first, then searches the typed one and opens a result', async () => {
    api.searchEnterprises.mockResolvedValue({ results: [company(3)], total: 1 })
    const { container } = renderSearch()
    expect(await screen.findByText('Type an exhibitor name, then tap "Search"')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search exhibitors')
    expect(container.querySelector(variant === 'mobile' ? '.fu-titlebar' : '.fu-topbar')).not.toBeNull()
    expect(api.searchEnterprises).not.toHaveBeenCalled()
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: '  aurora ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    const result = await screen.findByRole('link', { name: /^Company 3\b/ })
    expect(api.searchEnterprises).toHaveBeenCalledWith({ meeting_id: MEETING_ID, keyword: 'aurora', limit: EXHIBIT_SEARCH_PAGE_SIZE, skip: 0 })
    expect(screen.getByText('1 exhibitor found')).toBeInTheDocument()
    fireEvent.click(result)
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise?enterprise_id=${company(3)._id}&meeting_id=${MEETING_ID}`]))
  })

  it('says when nothing matches, and clearing goes back to the hint', async () => {
    api.searchEnterprises.mockResolvedValue({ results: [], total: 0 })
    renderSearch({ meeting_id: MEETING_ID, keyword: 'zzz' })
    expect(await screen.findByText('No exhibitors match "zzz"')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    expect(await screen.findByText('Type an exhibitor name, then tap "Search"')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Keyword' })).toHaveValue('')
  })

  it('shows a failed search with retry', async () => {
    api.searchEnterprises.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce({ results: [company(4)], total: 1 })
    renderSearch({ meeting_id: MEETING_ID, keyword: 'four' })
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /^Company 4\b/ })).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('product search (%s)', (variant) => {
  const renderSearch = () => renderScreen(productSearchScreen, { route: 'productSearch', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('lists every product before a keyword, then the matching ones, and opens a product', async () => {
    api.listProducts.mockResolvedValue({ results: [product(1), product(2)], total: 2 })
    api.searchProducts.mockResolvedValue({ results: [product(2)], total: 1 })
    const { container } = renderSearch()
    const cards = await screen.findAllByRole('link', { name: /^View product:/ })
    expect(cards).toHaveLength(2)
    expect(api.listProducts).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: EXHIBIT_SEARCH_PAGE_SIZE, skip: 0 })
    expect(within(cards[0]).getByText('Company 1')).toBeInTheDocument()
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/fu/static/product-1.svg')
    expect(container.querySelector(`.fu-product-grid--${variant}`)).not.toBeNull()
    expect(screen.getByText('2 products')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search products')

    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'Product 2' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View product:/ })).toHaveLength(1))
    expect(api.searchProducts).toHaveBeenCalledWith({ meeting_id: MEETING_ID, keyword: 'Product 2', limit: EXHIBIT_SEARCH_PAGE_SIZE, skip: 0 })
    fireEvent.click(screen.getByRole('link', { name: 'View product: Product 2' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/product?product_id=${product(2)._id}&meeting_id=${MEETING_ID}`]))
  })

  it('says when no product matches, and shows a failure with retry', async () => {
    api.listProducts.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce({ results: [product(1)], total: 1 })
    api.searchProducts.mockResolvedValue({ results: [], total: 0 })
    renderSearch()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'View product: Product 1' })).toBeInTheDocument()
    fireEvent.change(screen.getByRole('textbox', { name: 'Keyword' }), { target: { value: 'nothing' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(await screen.findByText('No products match "nothing"')).toBeInTheDocument()
  })
})
