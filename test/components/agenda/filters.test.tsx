import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import agendaScheduleScreen from '@/pages/meeting/agenda/schedule'
import { renderScreen } from '../../support/renderScreen'
import { agenda, HOUR, meeting, MEETING_ID, speaker, tokyoNine } from './fixtures'

jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const content = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const hall = { zh: '主会场', en: 'Main hall' }
const forum = { zh: '论坛厅', en: 'Forum room' }
const ai = { zh: '人工智能', en: 'AI' }
const energy = { zh: '新能源', en: 'Energy' }
// Two days away: a keynote and a parallel workshop, then an energy panel; the next day an energy talk.
const day1 = tokyoNine(2)
const programme = [
  agenda(1, day1, { title: { en: 'Keynote' }, place: hall, track: ai, type: 'keynote', languages: ['zh', 'en'] }),
  agenda(2, day1 + HOUR / 2, { title: { en: 'Workshop' }, place: forum, track: ai, type: 'workshop', languages: ['en'] }),
  agenda(3, day1 + 3 * HOUR, { title: { en: 'Panel' }, place: forum, track: energy, type: 'panel', languages: ['zh'] }),
  agenda(4, tokyoNine(3), { title: { en: 'Storage talk' }, place: hall, track: energy, type: 'talk', languages: ['ko'] }),
]

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.listSpeakers.mockResolvedValue({ results: [speaker(1)], total: 1 })
  content.listAllAgendas.mockResolvedValue(programme)
})

describe.each(['mobile', 'desktop'] as const)('agenda filters (%s)', (variant) => {
  const render = (query: Record<string, string> = {}) => {
    const rendered = renderScreen(agendaScheduleScreen, { route: 'agendaSchedule', variant, query: { meeting_id: MEETING_ID, ...query }, language: 'en' })
    rendered.platform.route = `/meeting/agenda/schedule?meeting_id=${MEETING_ID}`
    return rendered
  }
  const shown = () => screen.queryAllByRole('link', { name: /^Session: / }).map(link => link.textContent)
  const group = (name: string) => screen.getByRole('group', { name })
  const query = (route: string) => Object.fromEntries(new URLSearchParams(route.split('?')[1] ?? ''))

  it('offers the programme\'s tracks, rooms, types and languages as chips, "All" pressed', async () => {
    render()
    await waitFor(() => expect(shown()).toEqual(['Keynote', 'Workshop', 'Panel']))
    const chips = (name: string) => within(group(name)).getAllByRole('button').map(chip => chip.textContent)
    expect(chips('Track')).toEqual(['All', 'AI', 'Energy'])
    expect(chips('Room')).toEqual(['All', 'Main hall', 'Forum room'])
    expect(chips('Type')).toEqual(['All', 'Keynote', 'Workshop', 'Panel', 'Talk'])
    expect(chips('Language')).toEqual(['All', 'Chinese', 'English', 'Korean'])
    expect(within(group('Track')).getByRole('button', { name: 'Track: all' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('narrows the day\'s sessions by each chosen facet, keeps them in the address, and clears them', async () => {
    const { platform } = render()
    await waitFor(() => expect(shown()).toHaveLength(3))
    const ai = within(group('Track')).getByRole('button', { name: 'AI' })
    fireEvent.click(ai)
    await waitFor(() => expect(shown()).toEqual(['Keynote', 'Workshop']))
    expect(within(group('Track')).getByRole('button', { name: 'AI' })).toHaveAttribute('aria-pressed', 'true')
    expect(query(platform.route)).toMatchObject({ meeting_id: MEETING_ID, track: '人工智能' })
    // A second facet narrows further; every chip is a tab stop (a button: Enter and Space press it).
    const english = within(group('Language')).getByRole('button', { name: 'English' })
    expect(english).toHaveAttribute('tabindex', '0')
    fireEvent.click(english)
    await waitFor(() => expect(shown()).toEqual(['Keynote', 'Workshop']))
    fireEvent.click(within(group('Room')).getByRole('button', { name: 'Forum room' }))
    await waitFor(() => expect(shown()).toEqual(['Workshop']))
    expect(query(platform.route)).toMatchObject({ track: '人工智能', language: 'en', room: '论坛厅' })
    // Pressing a chosen chip again opens its facet.
    fireEvent.click(within(group('Room')).getByRole('button', { name: 'Forum room' }))
    await waitFor(() => expect(shown()).toEqual(['Keynote', 'Workshop']))
    expect(query(platform.route)).not.toHaveProperty('room')
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(shown()).toHaveLength(3))
    expect(query(platform.route)).toEqual({ meeting_id: MEETING_ID })
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull()
  })

  it('opened with filters in the address (a reload, a shared link, back), applies them with their day', async () => {
    render({ day: formatDay(tokyoNine(3)), track: '新能源' })
    await waitFor(() => expect(shown()).toEqual(['Storage talk']))
    expect(screen.getByRole('tab', { name: /^Day 2/ })).toHaveAttribute('aria-selected', 'true')
    expect(within(group('Track')).getByRole('button', { name: 'Energy' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('a day with no session that matches says so, and "Clear filters" brings the day back', async () => {
    const { platform } = render({ type: 'panel', language: 'en' })
    expect(await screen.findByText('No session matches these filters')).toBeInTheDocument()
    expect(shown()).toEqual([])
    // The day tabs stay: a filter does not take a day away.
    expect(within(screen.getByRole('tablist', { name: 'Meeting days' })).getAllByRole('tab')).toHaveLength(2)
    const clears = screen.getAllByRole('button', { name: 'Clear filters' })
    fireEvent.click(clears[clears.length - 1])
    await waitFor(() => expect(shown()).toEqual(['Keynote', 'Workshop', 'Panel']))
    expect(query(platform.route)).toEqual({ meeting_id: MEETING_ID })
  })

  it('a chosen day goes into the address too', async () => {
    const { platform } = render()
    await waitFor(() => expect(shown()).toHaveLength(3))
    fireEvent.click(screen.getByRole('tab', { name: /^Day 2/ }))
    await waitFor(() => expect(shown()).toEqual(['Storage talk']))
    expect(query(platform.route).day).toBe(formatDay(tokyoNine(3)))
  })

  it('leaves out a facet no session uses', async () => {
    content.listAllAgendas.mockResolvedValue([agenda(9, tokyoNine(2), { place: undefined })])
    render()
    await waitFor(() => expect(shown()).toEqual(['Session 9']))
    expect(screen.queryByRole('group', { name: 'Filter sessions' })).toBeNull()
  })
})

/** The day key (YYYY-MM-DD in the meeting's zone, Tokyo) of a moment in seconds. */
function formatDay(seconds: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(seconds * 1000))
}
