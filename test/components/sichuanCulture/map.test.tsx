import { fireEvent, screen, within } from '@testing-library/react'
import * as festivalApi from '@/api/festival'
import * as meetingsApi from '@/api/meetings'
import mapScreen from '@/pages/sichuanCulture/map'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { answerMeetings, FESTIVAL_ID, festival, hall, page, point } from './fixtures'

jest.mock('@/api/festival')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = festivalApi as jest.Mocked<typeof festivalApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const exhibitionHall = hall(1, 'exhibition')
const techHall = hall(5, 'technology')
const points = [
  point(8, 'entrance', 500, 620, { title: { en: 'South gate' } }),
  point(1, 'hall', 220, 160, { title: { en: 'Embroidery Hall' }, hall_id: exhibitionHall._id, area: { x: 140, y: 110, w: 160, h: 100 } }),
  point(0, 'stage', 500, 300, { title: { en: 'Main stage' }, area: { x: 420, y: 250, w: 160, h: 100 } }),
  point(5, 'hall', 500, 90, { title: { en: 'Digital Hall' }, hall_id: techHall._id }),
  // Off the plan: kept on its edge.
  point(9, 'food', 1200, 700, { title: { en: 'Food lane' } }),
]

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  answerMeetings(meetings as never)
  api.fetchFestival.mockResolvedValue(festival())
  api.listFestivalItems.mockImplementation(async query => (query.kind === 'point' ? page(points) : page([exhibitionHall, techHall])) as never)
})

const plan = () => screen.getByRole('group', { name: 'Venue plan with 5 places' })
const markers = () => within(plan()).getAllByRole('button')

describe.each(['mobile', 'desktop'] as const)('venue map (%s)', (variant) => {
  it('draws the plan from the points: numbered markers in reading order, named by place and type, zones and walks', async () => {
    const { container } = renderScreen(mapScreen, { route: 'scMap', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    await screen.findByRole('group', { name: 'Venue plan with 5 places' })
    expect(markers().map(m => m.getAttribute('aria-label'))).toEqual(['Digital Hall (Hall)', 'Embroidery Hall (Hall)', 'Main stage (Stage)', 'South gate (Entrance)', 'Food lane (Food)'])
    expect(markers().map(m => m.textContent)).toEqual(['1', '2', '3', '4', '5'])
    expect(markers()[0]).toHaveAttribute('transform', 'translate(500 90)')
    expect(markers()[4]).toHaveAttribute('transform', 'translate(1000 640)')
    expect(container.querySelectorAll('.fu-festival-map__zone')).toHaveLength(2)
    // One walk from the gate to the stage.
    const walk = container.querySelector('.fu-festival-map__path')
    expect(walk).toHaveAttribute('x1', '500'); expect(walk).toHaveAttribute('y1', '620'); expect(walk).toHaveAttribute('y2', '300')
    expect(screen.getByText('Choose a place to see its details', { selector: '.fu-festival-map__detail-text' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-festival-map--${variant}`)).not.toBeNull()
  })

  it('shows a place\'s details on a tap or Enter; the arrow keys, Home and End move between markers', async () => {
    renderScreen(mapScreen, { route: 'scMap', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    await screen.findByRole('group', { name: 'Venue plan with 5 places' })
    fireEvent.click(markers()[2])
    expect(screen.getByRole('heading', { level: 2, name: 'Main stage' })).toBeInTheDocument()
    expect(screen.getByText('About place 0.')).toBeInTheDocument()
    expect(markers()[2]).toHaveAttribute('aria-pressed', 'true')

    markers()[2].focus()
    fireEvent.keyDown(markers()[2], { key: 'ArrowRight' })
    expect(markers()[3]).toHaveFocus()
    fireEvent.keyDown(markers()[3], { key: 'End' })
    expect(markers()[4]).toHaveFocus()
    fireEvent.keyDown(markers()[4], { key: 'ArrowDown' })
    expect(markers()[0]).toHaveFocus()
    fireEvent.keyDown(markers()[0], { key: 'Enter' })
    expect(screen.getByRole('heading', { level: 2, name: 'Digital Hall' })).toBeInTheDocument()
    expect(markers()[2]).toHaveAttribute('aria-pressed', 'false')

    fireEvent.click(screen.getByRole('button', { name: 'Close the details' }))
    expect(screen.queryByRole('heading', { level: 2, name: 'Digital Hall' })).toBeNull()
  })

  it('lists every place as a button too, and a hall\'s details open its hall page', async () => {
    renderScreen(mapScreen, { route: 'scMap', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: '2. Embroidery Hall · Hall' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Embroidery Hall' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Open the hall' }))
    fireEvent.click(screen.getByRole('button', { name: '1. Digital Hall · Hall' }))
    fireEvent.click(screen.getByRole('button', { name: 'Open the hall' }))
    expect(navigations.map(n => n.url)).toEqual([`/sichuan-culture/exhibition?meeting_id=${FESTIVAL_ID}`, `/sichuan-culture/technology?meeting_id=${FESTIVAL_ID}`])
    // A gate has no hall to open.
    fireEvent.click(screen.getByRole('button', { name: '4. South gate · Entrance' }))
    expect(screen.queryByRole('button', { name: 'Open the hall' })).toBeNull()
  })

  it('opens on the place the address names', async () => {
    renderScreen(mapScreen, { route: 'scMap', variant, query: { meeting_id: FESTIVAL_ID, point_id: points[0]._id }, language: 'en' })
    expect(await screen.findByRole('heading', { level: 2, name: 'South gate' })).toBeInTheDocument()
  })

  it('says so when there are no places, and shows a failure with a retry', async () => {
    api.listFestivalItems.mockRejectedValueOnce(new Error('HTTP 500'))
    api.listFestivalItems.mockImplementation(async () => page([]) as never)
    renderScreen(mapScreen, { route: 'scMap', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const alert = await screen.findByRole('alert')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No venue information yet')).toBeInTheDocument()
  })
})
