import { act, fireEvent, screen } from '@testing-library/react'
import * as meetingsApi from '@/api/meetings'
import * as organizerApi from '@/api/organizer'
import organizerScreen from '@/pages/organizer/meetings'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { organizerMeeting, OTHER, publicMeeting } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/organizer')
const api = organizerApi as jest.Mocked<typeof organizerApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(publicMeeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(publicMeeting)
})

const render = (variant: 'mobile' | 'desktop') => renderScreen(organizerScreen, { route: 'organizer', variant, language: 'en' })

describe.each(['mobile', 'desktop'] as const)('organiser console: my meetings (%s)', (variant) => {
  it('lists my meetings with my roles and whether each is published, and opens one', async () => {
    api.listOrganizerMeetings.mockResolvedValue({
      results: [
        organizerMeeting(),
        organizerMeeting({ _id: OTHER, title: { en: 'Spring Fair' }, published: 0, roles: ['content', 'reception'], role: 'content' }),
      ],
      total: 2,
    })
    const { container } = render(variant)
    expect(screen.getByRole('heading', { level: 1, name: 'Organiser console' })).toBeInTheDocument()
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Summit' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-organizer--${variant}`)).not.toBeNull()
    const cards = screen.getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(cards[0]).toHaveTextContent('Published')
    expect(cards[0]).toHaveTextContent('My roles: Owner')
    expect(cards[1]).toHaveTextContent('Spring Fair')
    expect(cards[1]).toHaveTextContent('Not published')
    expect(cards[1]).toHaveTextContent('My roles: Content editor, Reception')
    expect(screen.getByText('2 meetings')).toBeInTheDocument()
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Manage Spring Fair' })) })
    expect(navigations.at(-1)?.url).toContain('/organizer/meeting?')
    expect(navigations.at(-1)?.url).toContain(`meeting_id=${OTHER}`)
  })

  it('a person with no role anywhere sees "no permission" and a way back, not an empty page', async () => {
    api.listOrganizerMeetings.mockResolvedValue({ results: [], total: 0 })
    render(variant)
    expect(await screen.findByRole('heading', { level: 2, name: 'No permission' })).toBeInTheDocument()
    expect(screen.getByText(/You hold no organiser role in any meeting/)).toBeInTheDocument()
    expect(screen.queryByRole('listitem')).toBeNull()
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Back to the event' })) })
    expect(navigations.at(-1)?.url).toContain('/meeting/home')
  })

  it('a failed list offers to try again', async () => {
    api.listOrganizerMeetings.mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ results: [organizerMeeting()], total: 1 })
    render(variant)
    const retry = await screen.findByRole('button', { name: 'Retry' })
    await act(async () => { fireEvent.click(retry) })
    expect(await screen.findByRole('heading', { level: 2, name: 'Demo Summit' })).toBeInTheDocument()
  })
})
