/** The two halves of the event: the exhibition landing (halls, zones, featured exhibitors and products) and the conference landing (days, keynotes, lives). */
import { fireEvent, screen, within } from '@testing-library/react'
import type { Category, Enterprise, Meeting, Product } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import * as contentApi from '@/api/content'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import exhibitionScreen from '@/pages/exhibit/exhibition'
import conferenceScreen from '@/pages/meeting/agenda/conference'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { agenda, live, MEETING_ID, speaker, tokyoNine, TIMEZONE } from '../agenda/fixtures'

jest.mock('@/api/categories')
jest.mock('@/api/content')
jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const content = contentApi as jest.Mocked<typeof contentApi>
const enterprises = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const meeting: Meeting = {
  _id: MEETING_ID, title: { en: 'International Innovation Expo 2026' }, start: 1767225600, end: 1767398400, timezone: TIMEZONE,
  exhibition: { exhibition_txt: { en: 'The Expo floor' }, exhibit_txt: { en: 'Exhibit with us' }, show_exhibitor: 1 },
}
const category = (n: number, type: string, title: string): Category => ({ _id: `6621${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, type, title: { en: title }, weight: 100 - n } as Category)
const company = (n: number): Enterprise => ({
  _id: `6614${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, weight: 100, created: 1767225600, deleted: 0, recommend: 1, status: 1,
  exhibitor: { company: { title: { en: `Company ${n}` }, logo: `/fu/static/logo-${n}.png` }, booth: `A10${n}` },
})
const product = (n: number): Product => ({ _id: `6615${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, title: { en: `Robot arm ${n}` }, images: [`/fu/static/product-${n}.svg`], enterprise: [{ _id: company(1)._id, exhibitor: { company: { title: { en: 'Company 1' } } } }] } as Product)
const urls = () => navigations.map(n => n.url)
// Exhibitor categories are sectors; the halls are the companies' own `hall`, counted by the facets endpoint.
const SECTORS = [category(1, 'exhibitor', 'Robotics and automation'), category(2, 'exhibitor', 'Energy and storage')]
const facets = (): enterprisesApi.EnterpriseFacets => ({
  categories: SECTORS.map((c, i) => ({ _id: c._id, title: c.title, total: 3 - i })),
  halls: [{ key: 'A', title: { en: 'Hall A' }, total: 12 }, { key: 'B', title: { en: 'Hall B' }, total: 7 }, { key: 'D', title: { en: 'Hall D' }, total: 0 }],
  industries: [], tags: [], total: 19,
})

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  categories.listCategories.mockImplementation(async type => ({
    exhibitor: SECTORS,
    exhibition: [category(3, 'exhibition', 'International pavilion')],
    exhibitor_product: [category(4, 'exhibitor_product', 'Hardware')],
    speaker: [category(5, 'speaker', 'Keynote'), category(6, 'speaker', 'Forum guests')],
  } as Record<string, Category[]>)[type] ?? [])
  enterprises.enterpriseFacets.mockResolvedValue(facets())
  enterprises.listEnterprises.mockResolvedValue({ results: [company(1), company(2)], total: 2 })
  enterprises.listProducts.mockResolvedValue({ results: [product(1)], total: 1 })
})

describe.each(['mobile', 'desktop'] as const)('exhibition landing (%s)', variant => {
  const renderLanding = () => renderScreen(exhibitionScreen, { route: 'exhibition', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('is headed by the meeting\'s word for its exhibition and shows halls with counts, zones, featured exhibitors and products', async () => {
    renderLanding()
    expect(await screen.findByRole('heading', { level: 1, name: 'The Expo floor' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByText('2026.01.01 – 2026.01.03')).toBeInTheDocument()
    const hallA = screen.getByRole('link', { name: 'Exhibitors in Hall A' })
    expect(hallA).toHaveTextContent('12 exhibitors')
    expect(screen.getByRole('link', { name: 'Exhibitors in Hall B' })).toHaveTextContent('7 exhibitors')
    expect(enterprises.enterpriseFacets).toHaveBeenCalledWith({ meeting_id: MEETING_ID })
    // A hall no published exhibitor is in is not offered; sectors are not halls.
    expect(screen.queryByRole('link', { name: 'Exhibitors in Hall D' })).toBeNull()
    expect(screen.queryByRole('link', { name: /Robotics and automation/ })).toBeNull()
    expect(screen.getByText('International pavilion')).toBeInTheDocument()
    expect(screen.getByText('Hardware')).toBeInTheDocument()
    expect(enterprises.listEnterprises).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: 6 })
    expect(screen.getByRole('link', { name: /Company 2/ })).toHaveTextContent('Booth A102')
    expect(screen.getByRole('link', { name: 'Open product: Robot arm 1' })).toBeInTheDocument()
    fireEvent.click(hallA)
    // The hall opens the exhibitor filter with that hall chosen (the same key the filter's hall facet uses).
    expect(urls().at(-1)).toContain('/exhibit/exhibitor/filter?hall=A')
    fireEvent.click(screen.getByRole('link', { name: /Company 1/ }))
    expect(urls().at(-1)).toContain('/meeting/enterprise?enterprise_id=')
    fireEvent.click(screen.getByRole('button', { name: 'Conference programme' }))
    expect(urls().at(-1)).toContain('/conference')
  })

  it('says the exhibitor list is not public when the meeting hides it, and shows the failure with a retry', async () => {
    meetings.fetchMeeting.mockResolvedValue({ ...meeting, exhibition: { ...meeting.exhibition, show_exhibitor: 0 } })
    const first = renderLanding()
    expect(await screen.findByText('The exhibitor list is not published yet')).toBeInTheDocument()
    expect(screen.queryByText('Featured exhibitors')).toBeNull()
    first.unmount()
    meetings.fetchMeeting.mockResolvedValue(meeting)
    enterprises.listProducts.mockRejectedValueOnce(new Error('down'))
    renderLanding()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('link', { name: 'Open product: Robot arm 1' })).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('conference landing (%s)', variant => {
  const renderLanding = () => renderScreen(conferenceScreen, { route: 'conference', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
  const day1 = tokyoNine(3)
  const day2 = tokyoNine(4)

  beforeEach(() => {
    content.listAllAgendas.mockResolvedValue([agenda(1, day1), agenda(2, day1 + 7200), agenda(3, day2)])
    content.listLives.mockResolvedValue({ results: [live(1)], total: 1 })
    meetings.listSpeakers.mockResolvedValue({ results: [speaker(1), speaker(2)], total: 2 })
  })

  it('shows the programme by day, the keynote speakers and the lives, each opening its page', async () => {
    renderLanding()
    expect(await screen.findByRole('heading', { level: 1, name: 'Conference' })).toBeInTheDocument()
    const day = await screen.findByRole('link', { name: 'Programme of day 1' })
    expect(day).toHaveTextContent('2 sessions')
    expect(day).toHaveTextContent('09:00Session 1')
    expect(day).toHaveTextContent('11:00Session 2')
    expect(screen.getByRole('link', { name: 'Programme of day 2' })).toHaveTextContent('1 session')
    // Keynotes: the first speaker category by weight.
    expect(meetings.listSpeakers).toHaveBeenCalledWith(MEETING_ID, { category_id: category(5, 'speaker', 'Keynote')._id, limit: 8 })
    const speakers = screen.getByRole('heading', { level: 2, name: 'Keynote speakers' }).parentElement!.parentElement!
    expect(within(speakers).getAllByRole('link')).toHaveLength(2)
    expect(screen.getByRole('link', { name: /Stream 1/ })).toBeInTheDocument()
    fireEvent.click(day)
    expect(urls().at(-1)).toContain('/meeting/agenda/schedule')
    fireEvent.click(within(speakers).getAllByRole('link')[1])
    expect(urls().at(-1)).toContain('/meeting/speaker?speaker_id=')
    fireEvent.click(screen.getByRole('link', { name: /Stream 1/ }))
    expect(urls().at(-1)).toContain('/meeting/live/detail?live_id=')
    fireEvent.click(screen.getByRole('button', { name: 'Visit the exhibition' }))
    expect(urls().at(-1)).toContain('/exhibition')
  })

  it('says when the programme, speakers and lives are still to come', async () => {
    content.listAllAgendas.mockResolvedValue([])
    content.listLives.mockResolvedValue({ results: [], total: 0 })
    meetings.listSpeakers.mockResolvedValue({ results: [], total: 0 })
    renderLanding()
    expect(await screen.findByText('The programme will be announced soon')).toBeInTheDocument()
    expect(screen.getByText('Speakers will be announced soon')).toBeInTheDocument()
    expect(screen.getByText('No live streams yet')).toBeInTheDocument()
  })
})
