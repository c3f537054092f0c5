import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as festivalApi from '@/api/festival'
import * as activitiesApi from '@/api/activities'
import * as meetingsApi from '@/api/meetings'
import homeScreen from '@/pages/sichuanCulture/home'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { answerMeetings, FESTIVAL_ID, festival, festivalMeeting, heritage, page } from './fixtures'

jest.mock('@/api/festival')
jest.mock('@/api/activities')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = festivalApi as jest.Mocked<typeof festivalApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  answerMeetings(meetings as never)
  api.fetchFestival.mockResolvedValue(festival())
  api.listFestivalItems.mockResolvedValue(page([heritage(1), heritage(2), heritage(3), heritage(4)], 12) as never)
  activities.listActivities.mockResolvedValue({ results: [], total: 9 })
})

describe.each(['mobile', 'desktop'] as const)('festival home (%s)', (variant) => {
  it('shows the festival in its frame: name, slogan, dates and place, today\'s day of the festival, its numbers and featured heritage', async () => {
    const { container } = renderScreen(homeScreen, { route: 'scHome', variant, query: {}, language: 'en' })
    expect(await screen.findByRole('heading', { level: 2, name: '9th Sichuan Intangible Cultural Heritage Festival' })).toBeInTheDocument()
    // Opened without a meeting id: the current festival, whose meeting the frame then loads (its theme colours).
    expect(api.fetchFestival).toHaveBeenCalledWith()
    await waitFor(() => expect(meetings.fetchMeeting).toHaveBeenCalledWith(FESTIVAL_ID))
    expect(screen.getByText('Three thousand years of Bashu craft, handed on')).toBeInTheDocument()
    expect(screen.getByText('Day 3 of 7')).toBeInTheDocument()
    expect(screen.getByText(/Chengdu Intangible Heritage Park/)).toBeInTheDocument()
    const stats = within(screen.getByRole('list', { name: 'The festival in numbers' }))
    expect(stats.getAllByRole('listitem').map(item => item.textContent)).toEqual(['12 heritage items', '9 performances', '6 halls', '6 live streams'])
    expect(screen.getAllByRole('heading', { level: 2 }).map(h => h.textContent)).toEqual(expect.arrayContaining(['Featured heritage', 'Explore the festival']))
    expect(screen.getAllByRole('heading', { level: 3 }).map(h => h.textContent)).toEqual(['Heritage 1', 'Heritage 2', 'Heritage 3', 'Heritage 4'])
    expect(api.listFestivalItems).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, kind: 'heritage', limit: 4 })
    const sections = within(screen.getByRole('navigation', { name: 'Festival sections' }))
    expect(sections.getAllByRole('link')).toHaveLength(12)
    expect(sections.getByRole('link', { current: 'page' })).toHaveTextContent('Home')
    expect(container.querySelector(`.fu-festival--${variant}`)).not.toBeNull()
    expect(screen.getByRole('img', { name: '9th Sichuan Intangible Cultural Heritage Festival' })).toHaveAttribute('src', '/fu/static/sc-festival.svg')
  })

  it('opens each part of the festival from its tiles and the section navigation', async () => {
    renderScreen(homeScreen, { route: 'scHome', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    await screen.findByText('Day 3 of 7')
    const tiles = screen.getAllByRole('link', { name: 'Playbill' })
    fireEvent.click(tiles[tiles.length - 1])
    fireEvent.click(screen.getByRole('link', { name: 'See every heritage item' }))
    expect(navigations.map(n => n.url.split('?')[0])).toEqual(['/sichuan-culture/meeting/playbill', '/sichuan-culture/list'])
    expect(navigations[0].url).toContain(`meeting_id=${FESTIVAL_ID}`)
  })

  it('says when the festival opens, and that it is over', async () => {
    const soon = festivalMeeting().start + 9 * 24 * 3600
    api.fetchFestival.mockResolvedValueOnce(festival({ start: soon, end: soon + 3 * 24 * 3600 }))
    const first = renderScreen(homeScreen, { route: 'scHome', variant, language: 'en' })
    expect(await screen.findByText('Opens in 7 days')).toBeInTheDocument()
    first.unmount()
    api.fetchFestival.mockResolvedValueOnce(festival({ start: 1_600_000_000, end: 1_600_500_000 }))
    renderScreen(homeScreen, { route: 'scHome', variant, language: 'en' })
    expect(await screen.findByText('This festival has closed')).toBeInTheDocument()
  })

  it('shows loading, then the failure with a retry that loads the festival again', async () => {
    api.fetchFestival.mockRejectedValueOnce(new Error('HTTP 502')).mockResolvedValueOnce(festival())
    renderScreen(homeScreen, { route: 'scHome', variant, language: 'en' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Could not load the festival')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Day 3 of 7')).toBeInTheDocument()
    expect(api.fetchFestival).toHaveBeenCalledTimes(2)
  })
})

describe('festival home, opened from another meeting', () => {
  it('shows the current festival when the carried meeting id is no festival\'s; other failures stay failures', async () => {
    const { ApiError } = jest.requireActual<typeof import('@/api/http')>('@/api/http')
    api.fetchFestival.mockImplementation(async id => {
      if (id) throw new ApiError(404, { code: 4040, message: 'festival not found' })
      return festival()
    })
    renderScreen(homeScreen, { route: 'scHome', variant: 'mobile', query: { meeting_id: '660100000000000000000001' }, language: 'en' })
    expect(await screen.findByText('Day 3 of 7')).toBeInTheDocument()
    expect(api.fetchFestival.mock.calls).toEqual([['660100000000000000000001'], []])
    await waitFor(() => expect(meetings.fetchMeeting).toHaveBeenCalledWith(FESTIVAL_ID))
  })
})

describe('festival home texts', () => {
  it('is in the visitor\'s language', async () => {
    renderScreen(homeScreen, { route: 'scHome', variant: 'mobile', language: 'zh' })
    expect(await screen.findByText('第 3 天 · 共 7 天')).toBeInTheDocument()
    expect(screen.getByText('千年巴蜀 · 匠心传承')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: '非遗 1' })).toBeInTheDocument()
  })
})
