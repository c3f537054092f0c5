import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Activity, Agenda, Enterprise, Meeting, News, Product, Speaker } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as contentApi from '@/api/content'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as searchApi from '@/api/search'
import { formatTimeRange } from '@/core/time'
import meetingSearchScreen from '@/pages/meeting/search'
import { SEARCH_GROUP_SIZE } from '@/pages/meeting/search/searchGroups'
import { RECENT_MAX } from '@/pages/meeting/search/recentSearches'
import { POPULAR_LIMIT } from '@/pages/meeting/search/useMeetingSearch'
import { renderScreen } from '../../support/renderScreen'
import { fakePlatform } from '../../support/fakePlatform'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge; the keyword filters are proven against the server in test/unit/api/search.test.ts.
jest.mock('@/api/activities')
jest.mock('@/api/content')
jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/search')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const content = contentApi as jest.Mocked<typeof contentApi>
const enterprises = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const search = searchApi as jest.Mocked<typeof searchApi>

const M = '660100000000000000000001'
const meeting: Meeting = { _id: M, title: { en: 'Demo Expo' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo', exhibition: { show_exhibitor: 1 } }
const id = (prefix: string, n: number) => `${prefix}${String(n).padStart(24 - prefix.length, '0')}`
const activity = (n: number): Activity => ({ _id: id('6602', n), meeting_id: M, title: { en: `AI workshop ${n}` }, start: 1767229200, end: 1767236400, covers: [`/fu/static/a${n}.svg`], ticket_total: 0, max: 0 } as Activity)
const agenda = (n: number): Agenda => ({ _id: id('6604', n), meeting_id: M, title: { en: `AI keynote ${n}` }, start: 1767229200, end: 1767232800, place: { en: 'Hall 1' } } as Agenda)
const speaker = (n: number): Speaker => ({ _id: id('6605', n), name: { en: `Ada ${n}` }, work_title: { en: 'AI lead' }, photo: `/fu/static/s${n}.svg` } as Speaker)
const exhibitor = (n: number): Enterprise => ({ _id: id('6606', n), meeting_id: M, exhibitor: { company: { title: { en: `AI Corp ${n}` } }, booth: `A${n}` } } as Enterprise)
const product = (n: number): Product => ({ _id: id('6608', n), title: { en: `AI camera ${n}` }, images: [], enterprise: [{ exhibitor: { company: { title: { en: 'AI Corp 1' } } } }] })
const page = <T,>(items: T[], total = items.length) => ({ results: items, total })

function foundNothing() {
  activities.listActivities.mockResolvedValue(page([]))
  content.listAgendas.mockResolvedValue(page([]))
  content.listNews.mockResolvedValue(page<News>([]))
  meetings.listSpeakers.mockResolvedValue(page([]))
  enterprises.searchEnterprises.mockResolvedValue(page([]))
  enterprises.searchProducts.mockResolvedValue(page([]))
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  search.logSearchKeyword.mockResolvedValue({ keyword: '' })
  search.topSearchKeywords.mockResolvedValue([])
  foundNothing()
})

describe.each(['mobile', 'desktop'] as const)('meeting search (%s)', (variant) => {
  const storage = fakePlatform().storage
  const renderSearch = () => renderScreen(meetingSearchScreen, { route: 'meetingSearch', variant, query: { meeting_id: M }, language: 'en', platform: { storage } })
  const searchFor = async (keyword: string) => {
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search this event' }), { target: { value: keyword } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
  }
  beforeEach(() => storage.remove('fu.meetingSearch.recent'))

  it('searches every kind with the keyword and groups what it finds, with counts, items that open and "more"', async () => {
    activities.listActivities.mockResolvedValue(page([1, 2, 3, 4].map(activity), 6))
    content.listAgendas.mockResolvedValue(page([agenda(1)]))
    meetings.listSpeakers.mockResolvedValue(page([speaker(1)]))
    enterprises.searchEnterprises.mockResolvedValue(page([exhibitor(1), exhibitor(2)], 9))
    enterprises.searchProducts.mockResolvedValue(page([product(1)]))
    const { container } = renderSearch()
    expect(await screen.findByText('Type a keyword to search everything in this event')).toBeInTheDocument()
    expect(activities.listActivities).not.toHaveBeenCalled()
    // The frame: the route's title as the page heading, under the title bar with back (phone) or the top bar (desktop).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Search')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()

    await searchFor('  AI ')
    const groups = await screen.findAllByRole('region')
    expect(groups.map(g => within(g).getByRole('heading', { level: 2 }).textContent)).toEqual(['Activities', 'Agenda', 'Speakers', 'Exhibitors', 'Products'])
    const byKind = { limit: SEARCH_GROUP_SIZE, skip: 0, keyword: 'AI' }
    expect(activities.listActivities).toHaveBeenCalledWith({ meeting_id: M, ...byKind })
    expect(content.listAgendas).toHaveBeenCalledWith({ meeting_id: M, ...byKind })
    expect(content.listNews).toHaveBeenCalledWith({ meeting_id: M, ...byKind })
    expect(meetings.listSpeakers).toHaveBeenCalledWith(M, byKind)
    expect(enterprises.searchEnterprises).toHaveBeenCalledWith({ meeting_id: M, ...byKind })
    expect(search.logSearchKeyword).toHaveBeenCalledWith({ keyword: 'AI', meeting_id: M })

    const [acts, agendas, , exhibitors] = groups
    expect(within(acts).getByText('6 found')).toBeInTheDocument()
    expect(within(acts).getAllByRole('link', { name: /^AI workshop/ })).toHaveLength(4)
    expect(within(agendas).getByText(`${formatTimeRange(agenda(1).start, agenda(1).end, 'Asia/Tokyo')} · Hall 1`)).toBeInTheDocument()
    expect(within(agendas).queryByRole('link', { name: /^All / })).toBeNull()
    expect(within(exhibitors).getByText('A1')).toBeInTheDocument()

    fireEvent.click(within(acts).getByRole('link', { name: /^AI workshop 2/ }))
    fireEvent.click(within(acts).getByRole('link', { name: 'All Activities' }))
    fireEvent.click(within(exhibitors).getByRole('link', { name: 'All Exhibitors' }))
    fireEvent.click(screen.getByRole('link', { name: /^Ada 1/ }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/activity/detail?activity_id=${activity(2)._id}&meeting_id=${M}`,
      `/meeting/activity/list?meeting_id=${M}&keyword=AI`,
      `/exhibit/exhibitor/search?meeting_id=${M}&keyword=AI`,
      `/meeting/speaker?speaker_id=${speaker(1)._id}&meeting_id=${M}`,
    ]))
  })

  const recentList = () => screen.queryByRole('list', { name: 'Recent searches' })
  const keywordsIn = (list: HTMLElement | null) => (list ? within(list).getAllByRole('listitem').map(item => within(item).getAllByRole('button')[0].textContent) : [])
  const stored = () => JSON.parse(storage.get('fu.meetingSearch.recent') ?? 'null') as unknown

  it('keeps the last searches on the device, newest first and once; one can be removed, all cleared, and a tap searches again', async () => {
    storage.set('fu.meetingSearch.recent', JSON.stringify(['robots', 'ai']))
    renderSearch()
    expect(await screen.findByRole('heading', { level: 2, name: 'Recent searches' })).toBeInTheDocument()
    expect(keywordsIn(recentList())).toEqual(['robots', 'ai'])

    await searchFor('AI')
    expect(await screen.findByText('Nothing matches “AI”')).toBeInTheDocument()
    expect(stored()).toEqual(['AI', 'robots'])
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(keywordsIn(recentList())).toEqual(['AI', 'robots']))

    // A tap on a recent keyword searches it again, and it comes first.
    fireEvent.click(within(recentList()!).getByRole('button', { name: 'robots' }))
    await waitFor(() => expect(activities.listActivities).toHaveBeenLastCalledWith(expect.objectContaining({ keyword: 'robots' })))
    expect(screen.getByRole('textbox', { name: 'Search this event' })).toHaveValue('robots')
    expect(search.logSearchKeyword).toHaveBeenLastCalledWith({ keyword: 'robots', meeting_id: M })
    expect(stored()).toEqual(['robots', 'AI'])

    // Removed one by one: from the screen and the device.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Remove “AI” from recent searches' }))
    expect(keywordsIn(recentList())).toEqual(['robots'])
    expect(stored()).toEqual(['robots'])

    fireEvent.click(screen.getByRole('button', { name: 'Clear all recent searches' }))
    expect(recentList()).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).toBeNull()
    expect(storage.get('fu.meetingSearch.recent')).toBeNull()
  })

  it(`keeps at most ${RECENT_MAX} recent searches: a new one pushes the oldest out`, async () => {
    const eight = Array.from({ length: RECENT_MAX }, (_, i) => `k${i + 1}`)
    storage.set('fu.meetingSearch.recent', JSON.stringify(eight))
    renderSearch()
    await waitFor(() => expect(keywordsIn(recentList())).toEqual(eight))
    await searchFor('new')
    expect(await screen.findByText('Nothing matches “new”')).toBeInTheDocument()
    expect(stored()).toEqual(['new', ...eight.slice(0, RECENT_MAX - 1)])
  })

  it('shows the meeting\'s popular searches (those not among the recent ones); a tap searches it', async () => {
    search.topSearchKeywords.mockResolvedValue([{ keyword: 'ai', total: 9 }, { keyword: '开幕式', total: 7 }, { keyword: 'robots', total: 3 }])
    storage.set('fu.meetingSearch.recent', JSON.stringify(['Robots']))
    renderSearch()
    const popular = await screen.findByRole('list', { name: 'Popular searches' })
    expect(search.topSearchKeywords).toHaveBeenCalledWith(M, POPULAR_LIMIT)
    expect(within(popular).getAllByRole('button').map(b => b.textContent)).toEqual(['ai', '开幕式'])

    fireEvent.click(within(popular).getByRole('button', { name: '开幕式' }))
    await waitFor(() => expect(activities.listActivities).toHaveBeenCalledWith(expect.objectContaining({ keyword: '开幕式' })))
    expect(search.logSearchKeyword).toHaveBeenCalledWith({ keyword: '开幕式', meeting_id: M })
    expect(stored()).toEqual(['开幕式', 'Robots'])
  })

  it('leaves popular searches out when they cannot be loaded', async () => {
    search.topSearchKeywords.mockRejectedValue(new Error('network error'))
    renderSearch()
    expect(await screen.findByRole('list', { name: 'Browse this event' })).toBeInTheDocument()
    await waitFor(() => expect(search.topSearchKeywords).toHaveBeenCalled())
    expect(screen.queryByRole('heading', { name: 'Popular searches' })).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('links to the meeting\'s areas before a keyword is typed', async () => {
    renderSearch()
    const areas = await screen.findByRole('list', { name: 'Browse this event' })
    await waitFor(() => expect(within(areas).getAllByRole('listitem')).toHaveLength(7))
    // Each a link named by its area (the letter mark is decoration), in this order; Tab reaches each.
    const names = ['Activities', 'Agenda', 'Speakers', 'Exhibitors', 'Products', 'News', 'Live streams']
    const links = within(areas).getAllByRole('link')
    expect(links).toEqual(names.map(name => within(areas).getByRole('link', { name })))
    for (const link of links) expect(link).toHaveAttribute('tabindex', '0')
    for (const link of links) fireEvent.click(link)
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/activity/list?meeting_id=${M}`,
      `/meeting/agenda/schedule?meeting_id=${M}`,
      `/meeting/speaker/list?meeting_id=${M}`,
      `/exhibit?meeting_id=${M}`,
      `/exhibit/product/search?meeting_id=${M}`,
      `/meeting/news?meeting_id=${M}`,
      `/meeting/live?meeting_id=${M}`,
    ]))
  })

  it('opens the full lists of activities, agenda, news and speakers with the keyword', async () => {
    activities.listActivities.mockResolvedValue(page([activity(1)], 5))
    content.listAgendas.mockResolvedValue(page([agenda(1)], 5))
    content.listNews.mockResolvedValue(page([{ _id: id('6607', 1), meeting: M, title: { en: 'AI news' } } as News], 5))
    meetings.listSpeakers.mockResolvedValue(page([speaker(1)], 5))
    renderSearch()
    await searchFor('AI lab')
    for (const group of ['Activities', 'Agenda', 'News', 'Speakers']) {
      fireEvent.click(await screen.findByRole('link', { name: `All ${group}` }))
    }
    const keyword = 'keyword=AI%20lab'
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/activity/list?meeting_id=${M}&${keyword}`,
      `/meeting/agenda/schedule?meeting_id=${M}&${keyword}`,
      `/meeting/news?meeting_id=${M}&${keyword}`,
      `/meeting/speaker/list?meeting_id=${M}&${keyword}`,
    ]))
  })

  it('leaves exhibitors and products out when the meeting does not show exhibitors', async () => {
    meetings.fetchMeeting.mockResolvedValue({ ...meeting, exhibition: { show_exhibitor: 0 } })
    content.listNews.mockResolvedValue(page([{ _id: id('6607', 1), meeting: M, title: { en: 'AI news' }, summary: { en: 'All about AI' } } as News]))
    renderSearch()
    await searchFor('AI')
    expect(await screen.findByRole('link', { name: /^AI news/ })).toBeInTheDocument()
    expect(screen.getByText('All about AI')).toBeInTheDocument()
    expect(screen.getAllByRole('region')).toHaveLength(1)
    // Nor among the areas before a search.
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))
    const areas = await screen.findByRole('list', { name: 'Browse this event' })
    expect(within(areas).getAllByRole('link')).toEqual(['Activities', 'Agenda', 'Speakers', 'News', 'Live streams'].map(name => within(areas).getByRole('link', { name })))
    expect(enterprises.searchEnterprises).not.toHaveBeenCalled()
    expect(enterprises.searchProducts).not.toHaveBeenCalled()
  })

  it('says which kind failed and still shows the others; when all fail, a retry searches again', async () => {
    activities.listActivities.mockRejectedValue(new Error('network error'))
    content.listAgendas.mockResolvedValue(page([agenda(1)]))
    renderSearch()
    await searchFor('AI')
    expect(await screen.findByRole('link', { name: /^AI keynote 1/ })).toBeInTheDocument()
    expect(screen.getByText('This group could not be loaded')).toBeInTheDocument()

    for (const call of [content.listAgendas, content.listNews, meetings.listSpeakers, enterprises.searchEnterprises, enterprises.searchProducts]) {
      (call as jest.Mock).mockRejectedValueOnce(new Error('network error'))
    }
    activities.listActivities.mockRejectedValueOnce(new Error('network error')).mockResolvedValue(page([activity(1)]))
    await searchFor('robots')
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /^AI workshop 1/ })).toBeInTheDocument()
  })
})
