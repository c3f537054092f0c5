/**
 * Every page of the festival section has exactly one h1, in the festival band (the screens declare `frame.ownHeading`,
 * so the frame adds none): the festival's name on its home, the page's title elsewhere.
 */
import { screen, waitFor } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as festivalApi from '@/api/festival'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import type { ScreenModule } from '@/components/screen/defineScreen'
import { renderScreen } from '../../support/renderScreen'
import { answerMeetings, FESTIVAL_ID, festival, hall, heritage, page } from './fixtures'

jest.mock('@/api/festival')
jest.mock('@/api/activities')
jest.mock('@/api/tickets')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = festivalApi as jest.Mocked<typeof festivalApi>
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  answerMeetings(meetings as never)
  api.fetchFestival.mockResolvedValue(festival())
  api.listFestivalItems.mockImplementation(async ({ kind }) => (kind === 'hall' ? page([hall(1, 'exhibition'), hall(2, 'technology')]) : kind === 'heritage' ? page([heritage(1), heritage(2)]) : page([])) as never)
  api.listCollectedFestivalItems.mockResolvedValue(page([]) as never)
  api.listFestivalLives.mockResolvedValue(page([]) as never)
  activities.listActivities.mockResolvedValue({ results: [], total: 0 })
  tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
})

const SCREENS: [string, () => Promise<{ default: ScreenModule }>, string][] = [
  ['scHome', () => import('@/pages/sichuanCulture/home'), '9th Sichuan Intangible Cultural Heritage Festival'],
  ['scMy', () => import('@/pages/sichuanCulture/my'), 'My festival'],
  ['scMeeting', () => import('@/pages/sichuanCulture/meeting'), 'Festival programme'],
  ['scList', () => import('@/pages/sichuanCulture/list'), 'Heritage items'],
  ['scList2', () => import('@/pages/sichuanCulture/list2'), 'Heritage by category'],
  ['scMap', () => import('@/pages/sichuanCulture/map'), 'Festival map'],
  ['scTechnology', () => import('@/pages/sichuanCulture/technology'), 'Culture and technology'],
  ['scExhibition', () => import('@/pages/sichuanCulture/exhibition'), 'Exhibition halls'],
  ['scMeetingRebuild', () => import('@/pages/sichuanCulture/meeting/rebuild'), 'Rebuilt heritage'],
  ['scMeetingPlaybill', () => import('@/pages/sichuanCulture/meeting/playbill'), 'Playbill'],
  ['scMeetingLive', () => import('@/pages/sichuanCulture/meeting/live'), 'Festival live'],
  ['scMeetingWllive', () => import('@/pages/sichuanCulture/meeting/wllive'), 'Web lives'],
]

describe.each(['mobile', 'desktop'] as const)('festival pages (%s)', variant => {
  it.each(SCREENS)('%s has exactly one h1, in the festival band', async (route, load, title) => {
    const module = (await load()).default
    renderScreen(module, { route: route as never, variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    await screen.findByRole('navigation', { name: 'Festival sections' })
    await waitFor(() => expect(api.fetchFestival).toHaveBeenCalled())
    const h1s = screen.getAllByRole('heading', { level: 1 })
    expect(h1s.map(h => h.textContent)).toEqual([title])
    expect(h1s[0].closest('.fu-festival__band')).not.toBeNull()
  })
})
