import { fireEvent, screen, within } from '@testing-library/react'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import agendaScheduleScreen from '@/pages/meeting/agenda/schedule'
import { GRID_VIEW_PX, PX_PER_MINUTE } from '@/pages/meeting/agenda/schedule/TimeGrid'
import { renderScreen } from '../../support/renderScreen'
import { fixDate } from '../../support/clock'
import { agenda, HOUR, live, meeting, MEETING_ID, speaker, tokyoNine } from './fixtures'

jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const content = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const hall = { en: 'Main hall' }
const forum = { en: 'Forum room' }

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.listSpeakers.mockResolvedValue({ results: [speaker(1)], total: 1 })
})

const render = () => renderScreen(agendaScheduleScreen, { route: 'agendaSchedule', variant: 'desktop', query: { meeting_id: MEETING_ID }, language: 'en' })
const block = (title: string) => screen.getByRole('link', { name: `Session: ${title}` }).closest('.fu-agenda-block') as HTMLElement

describe('the desktop grid by room', () => {
  it('puts rooms in columns and sizes each session by its duration, parallel sessions side by side', async () => {
    const nine = tokyoNine(2)
    content.listAllAgendas.mockResolvedValue([
      agenda(1, nine, { title: { en: 'Keynote' }, place: hall }),
      agenda(2, nine + HOUR / 2, { title: { en: 'Workshop' }, place: forum, end: nine + HOUR / 2 + HOUR }),
    ])
    const { container } = render()
    await screen.findByRole('link', { name: 'Session: Workshop' })
    expect(screen.getByRole('region', { name: /by room$/ })).toBeInTheDocument()
    expect([...container.querySelectorAll('.fu-agenda-grid__room')].map(r => r.textContent)).toEqual(['Main hall', 'Forum room'])
    expect([...container.querySelectorAll('.fu-agenda-grid__hour')].map(h => h.textContent)).toEqual(['09:00', '10:00', '11:00'])
    // 90 minutes tall from the grid's top at 09:00; the 60-minute workshop starts 30 minutes down.
    expect(block('Keynote').style.top).toBe('0px')
    expect(block('Keynote').style.height).toBe(`${90 * PX_PER_MINUTE - 4}px`)
    expect(block('Workshop').style.top).toBe(`${30 * PX_PER_MINUTE}px`)
    expect(block('Workshop').style.height).toBe(`${60 * PX_PER_MINUTE - 4}px`)
    expect([block('Keynote').dataset.column, block('Workshop').dataset.column]).toEqual(['0', '1'])
    // Not today: no "now" line.
    expect(container.querySelector('.fu-agenda-grid__now')).toBeNull()
  })

  describe('on the day itself', () => {
    // 2026-06-01 10:15 in Tokyo (the meeting's zone); only Date is fixed, timers run as usual.
    const NOW = Date.UTC(2026, 5, 1, 1, 15)
    beforeEach(() => fixDate(NOW))
    afterEach(() => jest.useRealTimers())

    it('marks the current time on today\'s grid; a session running now is Live, one later today shows no live state', async () => {
      const nowSeconds = NOW / 1000
      content.listAllAgendas.mockResolvedValue([
        // 09:45–11:15, its live's own record a week ago with a replay; 13:00–14:30, its live's record running now.
        agenda(1, nowSeconds - HOUR / 2, { title: { en: 'Running' }, place: hall, lives: [live(1, { start: nowSeconds - 7 * 24 * HOUR, end: nowSeconds - 7 * 24 * HOUR + HOUR, replay_url: '/r.mp4' })] }),
        agenda(2, nowSeconds + 2.75 * HOUR, { title: { en: 'Later' }, place: hall, lives: [live(2, { replay_url: '/r.mp4' })] }),
      ])
      const { container } = render()
      await screen.findByRole('link', { name: 'Session: Running' })
      const line = screen.getByRole('note')
      expect(line).toHaveTextContent('Now 10:15')
      // The grid starts at 09:00: 75 minutes down.
      expect((line as HTMLElement).style.top).toBe(`${75 * PX_PER_MINUTE}px`)
      expect(container.querySelectorAll('.fu-agenda-grid__now')).toHaveLength(1)
      expect(within(block('Running')).getByRole('link', { name: 'Live stream: Stream 1 Live' })).toBeInTheDocument()
      expect(within(block('Later')).getByRole('link', { name: 'Live stream: Stream 2 Upcoming' })).toBeInTheDocument()
      expect(within(block('Later')).queryByText(/^(Live|Replay)$/)).toBeNull()
    })
  })

  it('a long day renders only the blocks near its window, and the others as it scrolls', async () => {
    const midnight = tokyoNine(2) - 9 * HOUR
    // 400 ten-minute sessions in four rooms from midnight: 100 rows, 1 000 minutes (2 000 px) of one day.
    const rooms = ['A', 'B', 'C', 'D']
    content.listAllAgendas.mockResolvedValue(Array.from({ length: 400 }, (_, i) => agenda(i + 1, midnight + Math.floor(i / 4) * 600, {
      title: { en: `Talk ${i + 1}` }, place: { en: `Room ${rooms[i % 4]}` }, end: midnight + Math.floor(i / 4) * 600 + 600, speakers: [],
    })))
    const { container } = render()
    await screen.findByRole('link', { name: 'Session: Talk 1' })
    const rendered = () => container.querySelectorAll('.fu-agenda-block').length
    // The window and two more below it: (2 × GRID_VIEW_PX) / PX_PER_MINUTE minutes of rows, four blocks a row.
    expect(rendered()).toBeLessThanOrEqual(Math.ceil((2 * GRID_VIEW_PX) / PX_PER_MINUTE / 10) * 4)
    expect(screen.queryByRole('link', { name: 'Session: Talk 400' })).toBeNull()
    // Each block says where it stands in the whole day.
    expect(block('Talk 1').getAttribute('aria-setsize')).toBe('400')
    const window = container.querySelector('.fu-agenda-grid__window') as HTMLElement
    fireEvent.scroll(window, { target: { scrollTop: 900 * PX_PER_MINUTE } })
    expect(await screen.findByRole('link', { name: 'Session: Talk 400' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Session: Talk 1' })).toBeNull()
  })
})
