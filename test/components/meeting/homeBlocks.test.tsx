import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { MeetingBlock } from '@fu-types/entities'
import { HomeBlocks } from '@/components/homeBlocks/HomeBlocks'
import { navigations } from '../../support/taro'
import { renderWithStores } from '../../support/renderWithStores'

jest.mock('@/api/content', () => ({
  listNews: jest.fn(),
  listLives: jest.fn(),
  listAgendas: jest.fn(),
}))
jest.mock('@/api/activities', () => ({ listActivities: jest.fn() }))
jest.mock('@/api/enterprises', () => ({ listEnterprises: jest.fn() }))
jest.mock('@/api/categories', () => ({ listCategories: jest.fn() }))
jest.mock('@/api/meetings', () => ({ countCoverShown: jest.fn(() => Promise.resolve()), recordMeetingAction: jest.fn(() => Promise.resolve()), listSpeakers: jest.fn() }))

const content = jest.requireMock('@/api/content')
const activities = jest.requireMock('@/api/activities')
const enterprises = jest.requireMock('@/api/enterprises')
const categories = jest.requireMock('@/api/categories')
const meetings = jest.requireMock('@/api/meetings')

const M = 'c'.repeat(24)
const block = (type: MeetingBlock['type'], weight: number, title: string, extra: Partial<MeetingBlock> = {}): MeetingBlock =>
  ({ _id: `${type}-id`, meeting_id: M, type, weight, title: { en: title }, limit: 4, ...extra })

const NOW = Date.now() / 1000
beforeEach(() => {
  navigations.length = 0
  content.listNews.mockResolvedValue({ results: [{ _id: 'n1', meeting: M, title: { en: 'Opening news' } }] })
  content.listLives.mockResolvedValue({ results: [
    { _id: 'l1', meeting_id: M, title: { en: 'Keynote stream' }, start: NOW - 60, end: NOW + 3600 },
    { _id: 'l2', meeting_id: M, title: { en: 'Tomorrow stream' }, start: NOW + 86400, end: NOW + 90000 },
  ] })
  content.listAgendas.mockRejectedValue(new Error('HTTP 500'))
  activities.listActivities.mockResolvedValue({ results: [] })
  enterprises.listEnterprises.mockResolvedValue({ results: [{ _id: 'e1', exhibitor: { company: { title: { en: 'Acme Robotics' } } } }] })
  meetings.listSpeakers.mockResolvedValue({ results: [
    { _id: 's1', name: { en: 'Ada Chen' }, work_title: { en: 'CTO' }, company: { en: 'Aurora' }, photo: '/fu/static/avatar-1.png' },
    { _id: 's2', name: { en: 'Bo Li' } },
  ] })
  categories.listCategories.mockResolvedValue([{ _id: 'c1', title: { en: 'Agenda' }, link: '/meeting/agenda/schedule', mobile_link: '/meeting/agenda/schedule', weight: 1 }])
})

const blocks = [
  block('news', 80, 'Latest news'),
  block('banner', 100, 'Banner', { covers: [{ _id: 'cv1', img: '/b1.svg', link: '/exhibit' }, { _id: 'cv2', img: '/b2.svg', link: '/meeting/news' }] }),
  block('lives', 70, 'Live streams'),
  block('agendas', 60, 'Agenda'),
  block('activities', 50, 'Activities'),
  block('exhibitors', 40, 'Exhibitors'),
  block('navigation', 90, 'Navigation'),
]

describe.each(['mobile', 'desktop'] as const)('home blocks (%s)', variant => {
  it("shows the meeting's navigation from the one request the tab bar and top bar share", async () => {
    categories.listCategories.mockClear()
    const { store } = renderWithStores(<HomeBlocks blocks={[block('navigation', 90, 'Navigation')]} variant={variant} />, { language: 'en' })
    // The bar asks for the same meeting's entries while the grid's request is under way: no second request.
    void store.navigation.load(M)
    const grid = await screen.findByRole('region', { name: 'Navigation' })
    expect(await within(grid).findByText('Agenda')).toBeInTheDocument()
    await act(() => store.navigation.load(M))
    expect(categories.listCategories).toHaveBeenCalledTimes(1)
    expect(store.navigation.items.map(item => item._id)).toEqual(['c1'])
  })

  it('renders each block with its content, and a failing block offers a retry while the others stay', async () => {
    renderWithStores(<HomeBlocks blocks={blocks} variant={variant} />, { language: 'en' })
    await screen.findByText('Opening news')
    // The blocks after the first screen's come one by one (HomeBlocks: drawn when the page is idle).
    expect(await screen.findByText('Acme Robotics')).toBeInTheDocument()
    const agenda = screen.getByRole('region', { name: 'Agenda' })
    await waitFor(() => expect(within(agenda).getByRole('alert')).toHaveTextContent('Failed to load'))
    expect(within(screen.getByRole('region', { name: 'Activities' })).getByText('Nothing here yet')).toBeInTheDocument()

    content.listAgendas.mockResolvedValueOnce({ results: [{ _id: 'a1', meeting_id: M, title: { en: 'Opening ceremony' }, start: NOW, end: NOW + 3600 }] })
    fireEvent.click(within(agenda).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Opening ceremony')).toBeInTheDocument()
  })

  it('labels lives by their state and counts the banner cover on screen once; a tap on a cover is counted and opens its link', async () => {
    meetings.countCoverShown.mockClear()
    meetings.recordMeetingAction.mockClear()
    renderWithStores(<HomeBlocks blocks={blocks} variant={variant} />, { language: 'en' })
    await screen.findByText('Keynote stream')
    expect(screen.getByText('Live')).toBeInTheDocument()
    expect(screen.getByText('Starting soon')).toBeInTheDocument()
    // Only the cover on screen (the first) is shown yet: the second counts when the swiper brings it. A guest is
    // counted by the meeting's record only (the per-cover counter answers signed-in callers).
    expect(meetings.countCoverShown).not.toHaveBeenCalled()
    expect(meetings.recordMeetingAction).toHaveBeenCalledWith(M, 'cover/show', { cover_id: 'cv1' })
    fireEvent.click(screen.getByRole('img', { name: 'Banner 2' }))
    expect(meetings.recordMeetingAction).toHaveBeenCalledWith(M, 'cover/views', { cover_id: 'cv2' })
    expect(navigations.map(n => n.url)).toEqual(['/meeting/news'])
  })

  it('draws the first screen\'s blocks with the page and the others after it, in their order', async () => {
    renderWithStores(<HomeBlocks blocks={blocks} variant={variant} />, { language: 'en' })
    const titles = () => screen.queryAllByRole('region').map(region => region.getAttribute('aria-label'))
    // The banner is a slide show, not a region: the first two blocks are it and the news.
    expect(titles()).toEqual(['Latest news'])
    await waitFor(() => expect(titles()).toEqual(['Latest news', 'Live streams', 'Agenda', 'Activities', 'Exhibitors', 'Navigation']))
  })

  it('opens items and configured navigation links as our routes', async () => {
    renderWithStores(<HomeBlocks blocks={blocks} variant={variant} />, { language: 'en' })
    fireEvent.click(await screen.findByText('Opening news'))
    fireEvent.click(await within(await screen.findByRole('region', { name: 'Navigation' })).findByText('Agenda'))
    expect(navigations.map(n => n.url)).toEqual(['/meeting/news/detail?news_id=n1', '/meeting/agenda/schedule'])
  })
})

describe.each(['mobile', 'desktop'] as const)('speakers, organiser text and hidden exhibitors (%s)', variant => {
  const more = [
    block('speakers', 30, 'Speakers'),
    block('rich_text', 20, 'Visitor information', { content: { en: '<p>Doors open at <b>9:00</b></p><script>alert(1)</script>' } }),
  ]

  it('shows speakers with title and company (an initial without photo) and opens a speaker', async () => {
    renderWithStores(<HomeBlocks blocks={more} variant={variant} />, { language: 'en' })
    const speakers = await screen.findByRole('region', { name: 'Speakers' })
    await within(speakers).findByText('Ada Chen')
    expect(within(speakers).getByText('CTO · Aurora')).toBeInTheDocument()
    expect(within(speakers).getByText('B')).toBeInTheDocument()
    fireEvent.click(within(speakers).getByText('Ada Chen'))
    fireEvent.click(within(speakers).getByRole('button', { name: 'More' }))
    expect(navigations.map(n => n.url)).toEqual([`/meeting/speaker?speaker_id=s1&meeting_id=${M}`, `/meeting/speaker/list?meeting_id=${M}`])
  })

  it("renders the organiser's text sanitised", async () => {
    const { container } = renderWithStores(<HomeBlocks blocks={more} variant={variant} />, { language: 'en' })
    const info = await screen.findByRole('region', { name: 'Visitor information' })
    expect(info).toHaveTextContent('Doors open at 9:00')
    expect(container.querySelector('script')).toBeNull()
  })

  it('leaves exhibitors out when the meeting does not show them (show_exhibitor ≠ 1)', async () => {
    const { store } = renderWithStores(<HomeBlocks blocks={[block('exhibitors', 40, 'Exhibitors'), ...more]} variant={variant} />, { language: 'en' })
    await screen.findByText('Ada Chen')
    expect(await screen.findByRole('region', { name: 'Exhibitors' })).toBeInTheDocument()
    act(() => { store.meeting.meeting = { _id: M, exhibition: { show_exhibitor: 0 } } as never })
    expect(screen.queryByRole('region', { name: 'Exhibitors' })).toBeNull()
  })
})
