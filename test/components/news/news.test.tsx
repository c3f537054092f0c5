import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting, News } from '@fu-types/entities'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import { formatDateTime } from '@/core/time'
import { NEWS_PAGE_SIZE } from '@/pages/meeting/news/useNewsList'
import newsListScreen from '@/pages/meeting/news'
import newsDetailScreen from '@/pages/meeting/news/detail'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from '../my/fixtures'

// The api modules are faked at their edge.
jest.mock('@/api/content')
jest.mock('@/api/meetings')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const meeting: Meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

function news(n: number, extra: Partial<News> = {}): News {
  return {
    _id: `6607${String(n).padStart(20, '0')}`, meeting: MEETING_ID,
    title: { zh: `新闻 ${n}`, en: `News ${n}` }, summary: { zh: `摘要 ${n}`, en: `Summary ${n}` },
    cover: `/fu/static/news-${n}.svg`, created: 1767225600 + n * 3600,
    ...extra,
  }
}
const page = (items: News[], total: number) => ({ results: items, total })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('news list (%s)', (variant) => {
  const renderList = () => renderScreen(newsListScreen, { route: 'meetingNews', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('shows each item with cover, title, summary and date, and opens the detail', async () => {
    api.listNews.mockResolvedValue(page([news(1), news(2, { summary: undefined })], 2))
    const { container } = renderList()
    const cards = await screen.findAllByRole('link', { name: /^News \d+/ })
    expect(cards).toHaveLength(2)
    expect(api.listNews).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: NEWS_PAGE_SIZE, skip: 0 })
    expect(within(cards[0]).getByRole('heading', { level: 2 })).toHaveTextContent('News 1')
    expect(within(cards[0]).getByText('Summary 1')).toBeInTheDocument()
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/fu/static/news-1.svg')
    await waitFor(() => expect(within(cards[0]).getByText(formatDateTime(news(1).created!, 'Asia/Tokyo', 'YYYY.MM.DD'))).toBeInTheDocument())
    expect(cards[1]).not.toHaveTextContent('Summary')
    expect(screen.getByText('2 news items')).toBeInTheDocument()
    expect(screen.getByText('That is everything')).toBeInTheDocument()
    expect(container.querySelector(`.fu-news-list__cards--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page heading, under the title bar with back (phone) or the top bar (desktop).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('News')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()

    fireEvent.keyDown(cards[1], { key: 'Enter' })
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/news/detail?news_id=${news(2)._id}&meeting_id=${MEETING_ID}`]))
  })

  it('loads the next page on "load more"', async () => {
    const first = Array.from({ length: 10 }, (_, i) => news(i + 1))
    api.listNews.mockResolvedValueOnce(page(first, 11)).mockResolvedValueOnce(page([news(11)], 11))
    renderList()
    expect(await screen.findAllByRole('link', { name: /^News \d+/ })).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^News \d+/ })).toHaveLength(11))
    expect(api.listNews).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, limit: 10, skip: 10 })
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull()
  })

  it('says so when there is no news', async () => {
    api.listNews.mockResolvedValue(page([], 0))
    renderList()
    expect(await screen.findByText('No news yet')).toBeInTheDocument()
  })

  it('opened with a keyword (the search\'s "more"), lists the news with it and says so; "show all" lists all', async () => {
    api.listNews.mockImplementation(async query => (query.keyword ? page([news(2)], 1) : page([news(1), news(2)], 2)))
    renderScreen(newsListScreen, { route: 'meetingNews', variant, query: { meeting_id: MEETING_ID, keyword: 'expo' }, language: 'en' })
    expect(await screen.findByRole('link', { name: /^News 2/ })).toBeInTheDocument()
    expect(api.listNews).toHaveBeenCalledWith({ meeting_id: MEETING_ID, keyword: 'expo', limit: NEWS_PAGE_SIZE, skip: 0 })
    expect(screen.getByText('Results for “expo”')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^News \d+/ })).toHaveLength(2))
    expect(api.listNews).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, limit: NEWS_PAGE_SIZE, skip: 0 })
    expect(screen.queryByText(/Results for/)).toBeNull()
  })

  it('shows the failure with a retry that loads again', async () => {
    api.listNews.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(page([news(1)], 1))
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: /^News 1/ })).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('news detail (%s)', (variant) => {
  const renderDetail = (query: Record<string, string> = { news_id: news(1)._id }) =>
    renderScreen(newsDetailScreen, { route: 'meetingNewsDetail', variant, query, language: 'en' })

  it('shows title, date, cover and the rich text with its script taken away', async () => {
    api.listNews.mockResolvedValue(page([news(1, {
      content: { en: '<p>Hello <strong>visitors</strong></p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">', zh: '<p>你好</p>' },
    })], 1))
    const { container, platform } = renderDetail()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('News 1')
    // The item's title is the page's one heading and shows once: on a phone the title bar (with back) names the
    // route, not the item again; the window keeps the item's title.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getAllByText('News 1')).toHaveLength(1)
    if (variant === 'mobile') {
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
      expect(container.querySelector('.fu-titlebar__title')).toHaveTextContent(/^News article$/)
    }
    expect(platform.titles.at(-1)).toBe('News 1')
    expect(api.listNews).toHaveBeenCalledWith({ _id: news(1)._id })
    expect(screen.getByText('visitors').tagName).toBe('STRONG')
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('onerror')
    expect(container.innerHTML).not.toContain('hacked')
    expect(screen.getByRole('img', { name: 'News 1' })).toHaveAttribute('src', '/fu/static/news-1.svg')
    await waitFor(() => expect(screen.getByText(`Published ${formatDateTime(news(1).created!, 'Asia/Tokyo')}`)).toBeInTheDocument())
  })

  it('inside the mini-program the native bar names the route; the article\'s h1 is the one title', async () => {
    api.listNews.mockResolvedValue(page([news(1)], 1))
    const { container, platform } = renderScreen(newsDetailScreen, { route: 'meetingNewsDetail', variant, query: { news_id: news(1)._id }, language: 'en', platform: { environment: 'miniprogram' } })
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('News 1')
    expect(container.querySelector('.fu-titlebar')).toBeNull()
    expect(screen.getAllByText('News 1')).toHaveLength(1)
    expect(platform.titles.at(-1)).toBe('News article')
  })

  it('shares the item and goes back to the list', async () => {
    api.listNews.mockResolvedValue(page([news(1)], 1))
    const { platform, flows } = renderDetail()
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }))
    await waitFor(() => expect(flows.shares).toHaveLength(1))
    expect(flows.shares[0]).toMatchObject({ title: 'News 1', cover: '/fu/static/news-1.svg', route: `/meeting/news/detail?news_id=${news(1)._id}&meeting_id=${MEETING_ID}` })
    await waitFor(() => expect(platform.toasts).toContain('Copied'))
    fireEvent.click(screen.getByRole('button', { name: 'Back to news' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/news?meeting_id=${MEETING_ID}`]))
  })

  it('saves the item to my collection when signed in; a guest is sent to sign in first', async () => {
    api.listNews.mockResolvedValue(page([news(1)], 1))
    api.newsLikeState.mockResolvedValue({ news_id: news(1)._id, liked: 0, like_total: 2 })
    api.likeNews.mockResolvedValue({ news_id: news(1)._id, liked: 1, like_total: 3 })
    const guest = renderDetail()
    const like = await screen.findByRole('button', { name: /^Like/ })
    await waitFor(() => expect(like).toHaveTextContent('2 likes'))
    fireEvent.click(like)
    await waitFor(() => expect(navigations.map(n => n.url)[0]).toMatch(/^\/login\?redirect=/))
    expect(api.likeNews).not.toHaveBeenCalled()
    guest.unmount()

    navigations.length = 0
    const signedIn = renderScreen(newsDetailScreen, {
      route: 'meetingNewsDetail', variant, query: { news_id: news(1)._id }, language: 'en',
      platform: { storage: signedInStorage('6610000000000000000000ab') },
    })
    fireEvent.click(await screen.findByRole('button', { name: /^Like/ }))
    await waitFor(() => expect(screen.getByRole('button', { name: /^Liked/ })).toHaveAttribute('aria-pressed', 'true'))
    expect(api.likeNews).toHaveBeenCalledWith(news(1)._id)
    expect(screen.getByRole('button', { name: /^Liked/ })).toHaveTextContent('3 likes')
    signedIn.unmount()
  })

  it('shows a failure with retry, and a not-found message', async () => {
    api.listNews.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(page([], 0))
    renderDetail()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This news item was not found')).toBeInTheDocument()
  })
})
