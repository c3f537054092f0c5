import { fireEvent, screen, within } from '@testing-library/react'
import * as festivalApi from '@/api/festival'
import * as meetingsApi from '@/api/meetings'
import technologyScreen from '@/pages/sichuanCulture/technology'
import exhibitionScreen from '@/pages/sichuanCulture/exhibition'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { answerMeetings, FESTIVAL_ID, festival, hall, heritage, page } from './fixtures'

jest.mock('@/api/festival')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = festivalApi as jest.Mocked<typeof festivalApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  answerMeetings(meetings as never)
  api.fetchFestival.mockResolvedValue(festival())
})

describe.each(['mobile', 'desktop'] as const)('technology halls (%s)', (variant) => {
  it('shows each technology hall: artwork, what it shows, hours, highlights; "show on the map" opens its place', async () => {
    api.listFestivalItems.mockResolvedValue(page([hall(5, 'technology'), hall(6, 'technology')]) as never)
    renderScreen(technologyScreen, { route: 'scTechnology', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByRole('heading', { level: 2, name: 'Digital Hall 5' })).toBeInTheDocument()
    expect(api.listFestivalItems).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, kind: 'hall', category: 'technology', limit: 50 })
    expect(screen.getByText('Where heritage meets technology: digital preservation, and new ways to experience it.')).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Digital Hall 5' })).toHaveAttribute('src', '/fu/static/sc-hall-5.svg')
    expect(screen.getAllByText('Open: Daily 9:30–21:00')).toHaveLength(2)
    expect(screen.getByText('Highlight 5A')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('link', { name: 'Show on the map: Digital Hall 6' }))
    expect(navigations[0].url).toBe(`/sichuan-culture/map?point_id=${hall(6, 'technology').point_id}&meeting_id=${FESTIVAL_ID}`)
  })

  it('shows the empty state, and a failure with a retry', async () => {
    api.listFestivalItems.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(page([]) as never)
    renderScreen(technologyScreen, { route: 'scTechnology', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No technology halls yet')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('exhibition halls (%s)', (variant) => {
  it('shows each exhibition hall with the heritage items it shows', async () => {
    const one = hall(1, 'exhibition')
    const two = hall(2, 'exhibition')
    const items = [heritage(1, { hall_id: one._id }), heritage(2, { hall_id: two._id }), heritage(3, { hall_id: one._id })]
    api.listFestivalItems.mockImplementation(async query => (query.kind === 'hall' ? page([one, two]) : page(items)) as never)
    const { container } = renderScreen(exhibitionScreen, { route: 'scExhibition', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const first = (await screen.findByRole('heading', { level: 2, name: 'Craft Hall 1' })).closest('.fu-festival-hall') as HTMLElement
    expect(within(first).getByRole('heading', { level: 3, name: 'Heritage in this hall' })).toBeInTheDocument()
    expect(within(first).getAllByText(/^Heritage \d$/).map(el => el.textContent)).toEqual(['Heritage 1', 'Heritage 3'])
    const second = screen.getByRole('heading', { level: 2, name: 'Craft Hall 2' }).closest('.fu-festival-hall') as HTMLElement
    expect(within(second).getAllByText(/^Heritage \d$/).map(el => el.textContent)).toEqual(['Heritage 2'])
    expect(api.listFestivalItems).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, kind: 'hall', category: 'exhibition', limit: 50 })
    expect(container.querySelector(`.fu-festival-halls--grid-${variant}`)).not.toBeNull()
  })

  it('shows the empty state', async () => {
    api.listFestivalItems.mockResolvedValue(page([]) as never)
    renderScreen(exhibitionScreen, { route: 'scExhibition', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByText('No exhibition halls yet')).toBeInTheDocument()
  })
})
