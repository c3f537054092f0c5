import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as festivalApi from '@/api/festival'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import listScreen from '@/pages/sichuanCulture/list'
import list2Screen from '@/pages/sichuanCulture/list2'
import { HERITAGE_PAGE_SIZE } from '@/pages/sichuanCulture/list/useHeritageList'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { answerMeetings, CATEGORIES, FESTIVAL_ID, festival, heritage, page } from './fixtures'

jest.mock('@/api/festival')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = festivalApi as jest.Mocked<typeof festivalApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  answerMeetings(meetings as never)
  api.fetchFestival.mockResolvedValue(festival())
})

const cardOf = (title: string) => screen.getByRole('heading', { level: 2, name: title }).closest('.fu-festival-card') as HTMLElement

describe.each(['mobile', 'desktop'] as const)('heritage list (%s)', (variant) => {
  it('shows each heritage item as a card: artwork, level, title, region and year, master, summary, collect count', async () => {
    api.listFestivalItems.mockResolvedValue(page([heritage(1), heritage(2, { level: 'provincial', listed: 2009 })]) as never)
    const { container } = renderScreen(listScreen, { route: 'scList', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Heritage 1' })).toBeInTheDocument()
    expect(api.listFestivalItems).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, kind: 'heritage', limit: HERITAGE_PAGE_SIZE, skip: 0 })
    const first = within(cardOf('Heritage 1'))
    expect(first.getByRole('img', { name: 'Heritage 1' })).toHaveAttribute('src', '/fu/static/sc-item-1.svg')
    expect(first.getByText('National')).toHaveAttribute('data-tone', 'green')
    expect(first.getByText('Chengdu · Listed in 2006')).toBeInTheDocument()
    expect(first.getByText('Master: Master 1')).toBeInTheDocument()
    expect(first.getByText('What heritage 1 is.')).toBeInTheDocument()
    expect(first.getByText('1 collected')).toBeInTheDocument()
    expect(within(cardOf('Heritage 2')).getByText('Provincial')).toBeInTheDocument()
    expect(screen.getByText('2 heritage items')).toBeInTheDocument()
    expect(container.querySelector(`.fu-festival-grid--${variant}`)).not.toBeNull()
  })

  it('filters by category with chips (one checked at a time), counts on each', async () => {
    api.listFestivalItems.mockImplementation(async query => page(query.category ? [heritage(3, { category: CATEGORIES.opera })] : [heritage(1), heritage(3)]) as never)
    renderScreen(listScreen, { route: 'scList', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const chips = await screen.findByRole('radiogroup', { name: 'Filter by category' })
    expect(within(chips).getAllByRole('radio').map(chip => chip.textContent)).toEqual(['All 12', 'Traditional craftsmanship 8', 'Theatre and ballad singing 3', 'Folk customs 1'])
    expect(within(chips).getByRole('radio', { name: 'All 12' })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(within(chips).getByRole('radio', { name: 'Theatre and ballad singing 3' }))
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Heritage 1' })).toBeNull())
    expect(api.listFestivalItems).toHaveBeenLastCalledWith({ meeting_id: FESTIVAL_ID, kind: 'heritage', category: CATEGORIES.opera, limit: HERITAGE_PAGE_SIZE, skip: 0 })
    expect(within(chips).getByRole('radio', { name: 'Theatre and ballad singing 3' })).toHaveAttribute('aria-checked', 'true')
    expect(within(chips).getByRole('radio', { name: 'All 12' })).toHaveAttribute('aria-checked', 'false')
  })

  it('opens on the category the address names', async () => {
    api.listFestivalItems.mockResolvedValue(page([heritage(3)]) as never)
    renderScreen(listScreen, { route: 'scList', variant, query: { meeting_id: FESTIVAL_ID, category_id: CATEGORIES.folk }, language: 'en' })
    expect(await screen.findByRole('radio', { name: 'Folk customs 1' })).toHaveAttribute('aria-checked', 'true')
    expect(api.listFestivalItems).toHaveBeenCalledWith(expect.objectContaining({ category: CATEGORIES.folk }))
  })

  it('loads the next page on "load more"', async () => {
    const first = Array.from({ length: HERITAGE_PAGE_SIZE }, (_, i) => heritage(i + 1))
    api.listFestivalItems.mockResolvedValueOnce(page(first, 13) as never).mockResolvedValueOnce(page([heritage(13)], 13) as never)
    renderScreen(listScreen, { route: 'scList', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    await screen.findByRole('heading', { level: 2, name: 'Heritage 12' })
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Heritage 13' })).toBeInTheDocument()
    expect(api.listFestivalItems).toHaveBeenLastCalledWith({ meeting_id: FESTIVAL_ID, kind: 'heritage', limit: HERITAGE_PAGE_SIZE, skip: HERITAGE_PAGE_SIZE })
  })

  it('shows the empty state, and the list failure with a retry', async () => {
    api.listFestivalItems.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(page([]) as never)
    renderScreen(listScreen, { route: 'scList', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('HTTP 500')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No heritage items in this category yet')).toBeInTheDocument()
  })

  it('collects an item when signed in (pressed, count up) and takes it back; a guest goes to sign in', async () => {
    api.listFestivalItems.mockResolvedValue(page([heritage(2)]) as never)
    api.collectFestivalItem.mockResolvedValue({ item_id: heritage(2)._id, liked: 1, like_total: 3 })
    api.uncollectFestivalItem.mockResolvedValue({ item_id: heritage(2)._id, liked: 0, like_total: 2 })
    const { store } = renderScreen(listScreen, { route: 'scList', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const collect = await screen.findByRole('button', { name: 'Collect Heritage 2' })
    fireEvent.click(collect)
    expect(api.collectFestivalItem).not.toHaveBeenCalled()
    expect(navigations[0].url).toMatch(/^\/login\?/)
    expect(decodeURIComponent(navigations[0].url)).toContain('/sichuan-culture/list')

    users.fetchUser.mockResolvedValue(undefined)
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
    fireEvent.click(collect)
    await waitFor(() => expect(collect).toHaveAttribute('aria-pressed', 'true'))
    expect(api.collectFestivalItem).toHaveBeenCalledWith(heritage(2)._id)
    expect(within(cardOf('Heritage 2')).getByText('3 collected')).toBeInTheDocument()
    expect(collect).toHaveTextContent('Collected')
    fireEvent.click(collect)
    await waitFor(() => expect(collect).toHaveAttribute('aria-pressed', 'false'))
    expect(api.uncollectFestivalItem).toHaveBeenCalledWith(heritage(2)._id)
  })
})

describe.each(['mobile', 'desktop'] as const)('heritage by category (%s)', (variant) => {
  it('shows a section per category in the organiser\'s order, each a timeline by listing year, unknown categories last', async () => {
    api.listFestivalItems.mockResolvedValue(page([
      heritage(1, { listed: 2008 }), heritage(2, { category: CATEGORIES.opera, listed: 2011 }), heritage(3, { listed: 2006 }),
      heritage(4, { category: 'retired', listed: 2014 }),
    ]) as never)
    const { container } = renderScreen(list2Screen, { route: 'scList2', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Traditional craftsmanship' })).toBeInTheDocument()
    expect(api.listFestivalItems).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, kind: 'heritage', limit: 200 })
    const sections = screen.getAllByRole('heading', { level: 2 }).map(h => h.textContent)
    expect(sections.filter(s => s !== 'Heritage by category')).toEqual(['Traditional craftsmanship', 'Theatre and ballad singing', 'Other'])
    const craft = within(screen.getByRole('list', { name: 'Traditional craftsmanship' }))
    expect(craft.getAllByRole('heading', { level: 3 }).map(h => h.textContent)).toEqual(['Heritage 3', 'Heritage 1'])
    expect(craft.getAllByRole('listitem')[0]).toHaveTextContent('2006')
    expect(screen.getByText('2 items')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Collect Heritage 4' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-festival-sections--${variant}`)).not.toBeNull()
  })

  it('shows the empty state, and a failure with a retry', async () => {
    api.listFestivalItems.mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValueOnce(page([]) as never)
    renderScreen(list2Screen, { route: 'scList2', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('HTTP 503')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No heritage items yet')).toBeInTheDocument()
  })
})
