import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Category, Speaker } from '@fu-types/entities'
import * as categoriesApi from '@/api/categories'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import { formatTimeRange } from '@/core/time'
import { SPEAKER_PAGE_SIZE } from '@/pages/meeting/speaker/list/useSpeakerList'
import speakerListScreen from '@/pages/meeting/speaker/list'
import speakerDetailScreen from '@/pages/meeting/speaker/detail'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { agenda, live, meeting, MEETING_ID, speaker, speakerId, TIMEZONE, tokyoNine } from './fixtures'

// The api modules are faked at their edge.
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const category = (n: number, en: string): Category => ({ _id: `6621${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, type: 'speaker', title: { en }, weight: 10 - n })
const keynote = category(1, 'Keynote')
const forum = category(2, 'Forum guests')
const page = (items: Speaker[], total: number) => ({ results: items, total })


beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('speaker list (%s)', (variant) => {
  const renderList = () => renderScreen(speakerListScreen, { route: 'speakerList', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('shows photo, name, title and company; filters by category; opens a speaker', async () => {
    categories.listCategories.mockResolvedValue([keynote, forum])
    meetings.listSpeakers.mockImplementation(async (_m, query = {}) =>
      query.category_id === forum._id ? page([speaker(3)], 1) : page([speaker(1), speaker(2, { photo: undefined, company: undefined })], 2))
    const { container } = renderList()
    const cards = await screen.findAllByRole('link', { name: /^Speaker \d+/ })
    // Named by what they show (the initial of a speaker without a photo is decoration).
    expect(cards.map(c => c.textContent)).toEqual(['Speaker 1Director · Company 1', 'SSpeaker 2Director'])
    expect(meetings.listSpeakers).toHaveBeenCalledWith(MEETING_ID, { category_id: undefined, limit: SPEAKER_PAGE_SIZE, skip: 0 })
    expect(categories.listCategories).toHaveBeenCalledWith('speaker', { meeting_id: MEETING_ID, display: 1 })
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/fu/static/speaker-1.png')
    expect(within(cards[0]).getByText('Director · Company 1')).toBeInTheDocument()
    // No photo: the name's first letter; no company: the title alone.
    expect(cards[1].querySelector('img')).toBeNull()
    expect(within(cards[1]).getByText('S')).toBeInTheDocument()
    expect(within(cards[1]).getByText('Director')).toBeInTheDocument()
    expect(screen.getByText('Speakers: 2')).toBeInTheDocument()
    expect(container.querySelector(`.fu-speaker-list__cards--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page heading, under the title bar with back (phone) or the top bar (desktop).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Speakers')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()

    const tabs = screen.getAllByRole('tab')
    expect(tabs.map(tab => tab.textContent)).toEqual(['All', 'Keynote', 'Forum guests'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    fireEvent.click(tabs[2])
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Speaker \d+/ }).map(c => c.textContent)).toEqual(['Speaker 3Director · Company 3']))
    expect(meetings.listSpeakers).toHaveBeenLastCalledWith(MEETING_ID, { category_id: forum._id, limit: SPEAKER_PAGE_SIZE, skip: 0 })
    expect(screen.getByRole('tab', { name: 'Forum guests' })).toHaveAttribute('aria-selected', 'true')

    fireEvent.click(screen.getByRole('link', { name: /^Speaker 3/ }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/speaker?speaker_id=${speakerId(3)}&meeting_id=${MEETING_ID}`]))
  })

  it('loads the next page on "load more"; no category tabs when the meeting has none', async () => {
    categories.listCategories.mockResolvedValue([])
    const first = Array.from({ length: SPEAKER_PAGE_SIZE }, (_, i) => speaker(i + 1))
    meetings.listSpeakers.mockResolvedValueOnce(page(first, SPEAKER_PAGE_SIZE + 1)).mockResolvedValueOnce(page([speaker(99)], SPEAKER_PAGE_SIZE + 1))
    renderList()
    expect(await screen.findAllByRole('link', { name: /^Speaker \d+/ })).toHaveLength(SPEAKER_PAGE_SIZE)
    expect(screen.queryByRole('tablist')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    expect(await screen.findByRole('link', { name: /^Speaker 99/ })).toBeInTheDocument()
    expect(meetings.listSpeakers).toHaveBeenLastCalledWith(MEETING_ID, { category_id: undefined, limit: SPEAKER_PAGE_SIZE, skip: SPEAKER_PAGE_SIZE })
    expect(screen.getByText('That is everything')).toBeInTheDocument()
  })

  it('opened with a keyword (the search\'s "more"), lists the speakers with it in their name and says so; "show all" lists all', async () => {
    categories.listCategories.mockResolvedValue([])
    meetings.listSpeakers.mockImplementation(async (_m, query = {}) => (query.keyword ? page([speaker(2)], 1) : page([speaker(1), speaker(2)], 2)))
    renderScreen(speakerListScreen, { route: 'speakerList', variant, query: { meeting_id: MEETING_ID, keyword: 'Ada' }, language: 'en' })
    expect(await screen.findByRole('link', { name: /^Speaker 2/ })).toBeInTheDocument()
    expect(meetings.listSpeakers).toHaveBeenCalledWith(MEETING_ID, { category_id: undefined, keyword: 'Ada', limit: SPEAKER_PAGE_SIZE, skip: 0 })
    expect(screen.getByText('Results for “Ada”')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show all' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^Speaker \d+/ })).toHaveLength(2))
    expect(meetings.listSpeakers).toHaveBeenLastCalledWith(MEETING_ID, { category_id: undefined, limit: SPEAKER_PAGE_SIZE, skip: 0 })
    expect(screen.queryByText(/Results for/)).toBeNull()
  })

  it('shows a failure with retry, then the empty state', async () => {
    categories.listCategories.mockResolvedValue([])
    meetings.listSpeakers.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(page([], 0))
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No speakers yet')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('speaker detail (%s)', (variant) => {
  const renderDetail = (query: Record<string, string> = { speaker_id: speakerId(1), meeting_id: MEETING_ID }) =>
    renderScreen(speakerDetailScreen, { route: 'speakerDetail', variant, query, language: 'en' })
  const start = tokyoNine(6)

  it('shows the profile with its bio without script, and the sessions they speak in', async () => {
    meetings.fetchSpeaker.mockResolvedValue(speaker(1, {
      description: { en: '<p>Leads <em>robotics</em> research</p><script>window.hacked = 1</script><a href="javascript:alert(1)">x</a>' },
    }))
    meetings.speakerAgendas.mockResolvedValue([agenda(1, start, { lives: [live(1)] }), agenda(2, start + 86400)])
    const { container } = renderDetail()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Speaker 1')
    // The name is the page's one heading; on a phone the title bar (with back) shows it too.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(container.querySelector('.fu-titlebar__title')).toHaveTextContent('Speaker 1')
    expect(meetings.fetchSpeaker).toHaveBeenCalledWith(MEETING_ID, speakerId(1))
    expect(screen.getByRole('img', { name: 'Speaker 1' })).toHaveAttribute('src', '/fu/static/speaker-1.png')
    expect(screen.getByText('Director · Company 1')).toBeInTheDocument()
    expect(screen.getByText('robotics').tagName).toBe('EM')
    expect(container.querySelector('script')).toBeNull()
    expect(container.innerHTML).not.toContain('javascript:')

    const sessions = await screen.findByRole('region', { name: 'Sessions' })
    await waitFor(() => expect(within(sessions).getAllByRole('link', { name: /^Session: / }).map(l => l.textContent)).toEqual(['Session 1', 'Session 2']))
    expect(meetings.speakerAgendas).toHaveBeenCalledWith(MEETING_ID, speakerId(1), { with_lives: 1 })
    // Session titles sit under the "Sessions" heading in the outline.
    expect(within(sessions).getAllByRole('heading', { level: 3 }).map(h => h.textContent)).toEqual(['Session 1', 'Session 2'])
    // Outside the day tabs a session shows its date too, in the meeting's zone.
    await waitFor(() => expect(within(sessions).getByText(formatTimeRange(start, start + 90 * 60, TIMEZONE))).toBeInTheDocument())
    // Six days away: upcoming, though the linked live's record runs now.
    expect(within(sessions).getByText('Upcoming')).toHaveAttribute('data-tone', 'blue')
    expect(within(sessions).queryByText('Live')).toBeNull()
    expect(within(sessions).queryByRole('button', { name: /my schedule/ })).toBeNull()
    expect(container.querySelector(`.fu-speaker-detail__main--${variant}`)).not.toBeNull()

    fireEvent.click(within(sessions).getByRole('link', { name: 'Session: Session 2' }))
    fireEvent.click(screen.getByRole('button', { name: 'Back to speakers' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/agenda/details?meeting_id=${MEETING_ID}&agenda_id=${agenda(2, start)._id}`,
      `/meeting/speaker/list?meeting_id=${MEETING_ID}`,
    ]))
  })

  it('no sessions yet, and a sessions failure with retry', async () => {
    meetings.fetchSpeaker.mockResolvedValue(speaker(1))
    meetings.speakerAgendas.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce([])
    renderDetail()
    const sessions = await screen.findByRole('region', { name: 'Sessions' })
    fireEvent.click(await within(sessions).findByRole('button', { name: 'Retry' }))
    expect(await within(sessions).findByText('No sessions yet')).toBeInTheDocument()
  })

  it('an unknown or removed speaker is not found; a failure offers a retry', async () => {
    meetings.speakerAgendas.mockResolvedValue([])
    meetings.fetchSpeaker
      .mockRejectedValueOnce(new Error('network error'))
      .mockRejectedValueOnce(new ApiError(404, { code: 404, message: 'speaker not found' }))
    renderDetail()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This speaker was not found')).toBeInTheDocument()
  })

  it('a speaker the organiser deleted is not found', async () => {
    meetings.speakerAgendas.mockResolvedValue([])
    meetings.fetchSpeaker.mockResolvedValue(speaker(1, { deleted: 1 }))
    renderDetail()
    expect(await screen.findByText('This speaker was not found')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })
})
