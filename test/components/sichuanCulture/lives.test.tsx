import { fireEvent, screen, within } from '@testing-library/react'
import * as festivalApi from '@/api/festival'
import * as meetingsApi from '@/api/meetings'
import liveScreen from '@/pages/sichuanCulture/meeting/live'
import wlliveScreen from '@/pages/sichuanCulture/meeting/wllive'
import { FESTIVAL_LIVE_PAGE_SIZE } from '@/pages/sichuanCulture/shared/useFestivalLives'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { answerMeetings, FESTIVAL_ID, festival, festivalLive, HOUR, nowS, page } from './fixtures'

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

describe.each(['mobile', 'desktop'] as const)('festival venue lives (%s)', (variant) => {
  it('lists the venue streams with the live screens\' cards: state, time, countdown; a card opens the live', async () => {
    api.listFestivalLives.mockResolvedValue(page([
      festivalLive(1, { title: { en: 'At the embroidery table' } }),
      festivalLive(2, { title: { en: 'Face-changing night' }, start: nowS() + 2 * HOUR, end: nowS() + 4 * HOUR }),
    ]) as never)
    const { container } = renderScreen(liveScreen, { route: 'scMeetingLive', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const cards = await screen.findAllByRole('link', { name: /^Watch/ })
    expect(api.listFestivalLives).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, channel: 'venue', limit: FESTIVAL_LIVE_PAGE_SIZE, skip: 0 })
    expect(cards.map(card => card.getAttribute('aria-label'))).toEqual(['Watch: At the embroidery table', 'Watch: Face-changing night'])
    expect(within(cards[0]).getByText('Live')).toBeInTheDocument()
    expect(within(cards[1]).getByText('Upcoming')).toBeInTheDocument()
    expect(within(cards[1]).getByText(/^Starts in/)).toBeInTheDocument()
    expect(screen.getByText('Live from the park\'s stages and halls.')).toBeInTheDocument()
    expect(container.querySelector(`.fu-live-list__cards--${variant}`)).not.toBeNull()
    expect(container.querySelector('.fu-festival .fu-live-list')).not.toBeNull()
    fireEvent.click(cards[0])
    expect(navigations[0].url).toBe(`/meeting/live/detail?live_id=${festivalLive(1)._id}&meeting_id=${FESTIVAL_ID}`)
  })

  it('shows the empty state', async () => {
    api.listFestivalLives.mockResolvedValue(page([]) as never)
    renderScreen(liveScreen, { route: 'scMeetingLive', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    expect(await screen.findByText('No venue streams yet')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('festival web lives (%s)', (variant) => {
  it('lists the web lives, each naming its platform', async () => {
    api.listFestivalLives.mockResolvedValue(page([festivalLive(4, { title: { en: 'A walk through the park' }, platform: { en: 'Douyin' } })]) as never)
    renderScreen(wlliveScreen, { route: 'scMeetingWllive', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    const card = await screen.findByRole('link', { name: 'Watch: A walk through the park' })
    expect(within(card).getByText('On Douyin')).toBeInTheDocument()
    expect(api.listFestivalLives).toHaveBeenCalledWith({ meeting_id: FESTIVAL_ID, channel: 'web', limit: FESTIVAL_LIVE_PAGE_SIZE, skip: 0 })
  })

  it('shows a failure with a retry, then the empty state', async () => {
    api.listFestivalLives.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(page([]) as never)
    renderScreen(wlliveScreen, { route: 'scMeetingWllive', variant, query: { meeting_id: FESTIVAL_ID }, language: 'en' })
    fireEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No web lives yet')).toBeInTheDocument()
  })
})
