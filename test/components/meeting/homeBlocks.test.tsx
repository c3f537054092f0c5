import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { MeetingBlock } from '@fu-types/entities'
import { HomeBlocks } from '@/pages/meeting/home/blocks/HomeBlocks'
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
jest.mock('@/api/meetings', () => ({ countCoversShown: jest.fn(() => Promise.resolve()) }))

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
  categories.listCategories.mockResolvedValue([{ _id: 'c1', title: { en: 'Agenda' }, link: '/meeting/agenda/schedule', mobile_link: '/meeting/agenda/schedule', weight: 1 }])
})

const blocks = [
  block('news', 80, 'Latest news'),
  block('banner', 100, 'Banner', { covers: [{ _id: 'cv1', img: '/b1.svg', link: '/exhibit' }] }),
  block('lives', 70, 'Live streams'),
  block('agendas', 60, 'Agenda'),
  block('activities', 50, 'Activities'),
  block('exhibitors', 40, 'Exhibitors'),
  block('navigation', 90, 'Navigation'),
]

describe.each(['mobile', 'desktop'] as const)('home blocks (%s)', variant => {
  it('renders each block with its content, and a failing block offers a retry while the others stay', async () => {
    renderWithStores(<HomeBlocks blocks={blocks} variant={variant} />, { language: 'en' })
    await screen.findByText('Opening news')
    expect(screen.getByText('Acme Robotics')).toBeInTheDocument()
    const agenda = screen.getByRole('region', { name: 'Agenda' })
    await waitFor(() => expect(within(agenda).getByRole('alert')).toHaveTextContent('Failed to load'))
    expect(within(screen.getByRole('region', { name: 'Activities' })).getByText('Nothing here yet')).toBeInTheDocument()

    content.listAgendas.mockResolvedValueOnce({ results: [{ _id: 'a1', meeting_id: M, title: { en: 'Opening ceremony' }, start: NOW, end: NOW + 3600 }] })
    fireEvent.click(within(agenda).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Opening ceremony')).toBeInTheDocument()
  })

  it('labels lives by their state and counts the banner covers shown', async () => {
    renderWithStores(<HomeBlocks blocks={blocks} variant={variant} />, { language: 'en' })
    await screen.findByText('Keynote stream')
    expect(screen.getByText('Live')).toBeInTheDocument()
    expect(screen.getByText('Starting soon')).toBeInTheDocument()
    expect(meetings.countCoversShown).toHaveBeenCalledWith(M, ['cv1'])
  })

  it('opens items and configured navigation links as our routes', async () => {
    renderWithStores(<HomeBlocks blocks={blocks} variant={variant} />, { language: 'en' })
    fireEvent.click(await screen.findByText('Opening news'))
    fireEvent.click(within(await screen.findByRole('region', { name: 'Navigation' })).getByText('Agenda'))
    expect(navigations.map(n => n.url)).toEqual(['/meeting/news/detail?news_id=n1', '/meeting/agenda/schedule'])
  })
})
