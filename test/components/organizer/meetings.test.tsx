import { act, fireEvent, screen } from '@testing-library/react'
import * as meetingsApi from '@/api/meetings'
import { ApiError } from '@/api/http'
import * as organizerApi from '@/api/organizer'
import organizerScreen from '@/pages/organizer/meetings'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { meetingView, organizerMeeting, OTHER, publicMeeting } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/organizer')
const api = organizerApi as jest.Mocked<typeof organizerApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  // Without the global organiser role by default: the templates call is refused.
  api.listOrganizerTemplates.mockRejectedValue(new ApiError(403, { code: 4030, message: 'no permission: needs role organizer' }))
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
    // Without the organiser role: neither "new meeting" nor "duplicate".
    expect(screen.queryByRole('button', { name: 'New meeting' })).toBeNull()
    expect(screen.queryByRole('button', { name: /^Duplicate/ })).toBeNull()
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

  it('shows each meeting\'s dates in its own time zone', async () => {
    // 2027-01-01 00:00 UTC: 08:00 in Shanghai, 09:00 in Tokyo.
    api.listOrganizerMeetings.mockResolvedValue({ results: [organizerMeeting({ start: 1798761600, end: 1798765200, timezone: 'Asia/Tokyo' })], total: 1 })
    render(variant)

    expect(await screen.findByText('2027.01.01 09:00 - 10:00')).toBeInTheDocument()
  })

  it('a new organiser (no meeting yet) duplicates a template and lands on the copy', async () => {
    api.listOrganizerMeetings.mockResolvedValue({ results: [], total: 0 })
    api.listOrganizerTemplates.mockResolvedValue([{ _id: OTHER, title: { en: 'Demo Expo' }, cover: '', start: 1798761600, end: 1798765200, timezone: 'Asia/Shanghai' }])
    api.duplicateOrganizerMeeting.mockResolvedValue(meetingView({ _id: 'copy'.padEnd(24, '0') }))
    render(variant)
    expect(await screen.findByText(/You have no meetings yet/)).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'No permission' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'Templates' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: 'Demo Expo' })).toBeInTheDocument()
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Duplicate Demo Expo' })) })
    expect(api.duplicateOrganizerMeeting).toHaveBeenCalledWith(OTHER)
    expect(navigations.at(-1)?.url).toContain(`meeting_id=${'copy'.padEnd(24, '0')}`)
  })

  it('a failed duplicate says so and stays on the list', async () => {
    api.listOrganizerMeetings.mockResolvedValue({ results: [organizerMeeting()], total: 1 })
    api.listOrganizerTemplates.mockResolvedValue([])
    api.duplicateOrganizerMeeting.mockRejectedValue(new ApiError(403, { code: 4030, message: 'no permission' }))
    render(variant)
    const opened = await screen.findByRole('button', { name: 'Duplicate Demo Summit' })
    await act(async () => { fireEvent.click(opened) })
    expect(screen.getByRole('alert')).toHaveTextContent('Your role may not do this')
    expect(navigations).toHaveLength(0)
  })

  it('creates a meeting with a title in each chosen language, refusing what the server would refuse first', async () => {
    api.listOrganizerMeetings.mockResolvedValue({ results: [organizerMeeting()], total: 1 })
    api.listOrganizerTemplates.mockResolvedValue([])
    api.createOrganizerMeeting.mockResolvedValue(meetingView({ _id: 'new'.padEnd(24, '0') }))
    render(variant)
    const opened = await screen.findByRole('button', { name: 'New meeting' })
    await act(async () => { fireEvent.click(opened) })
    // English (the UI's language) is on; Japanese added.
    expect(screen.getByRole('checkbox', { name: 'English' })).toHaveAttribute('aria-checked', 'true')
    await act(async () => { fireEvent.click(screen.getByRole('checkbox', { name: 'Japanese' })) })
    fireEvent.input(screen.getByLabelText('Title (English)'), { target: { value: 'Autumn Forum' } })
    fireEvent.input(screen.getByLabelText('Starts'), { target: { value: '2027-10-01 09:00' } })
    fireEvent.input(screen.getByLabelText('Ends'), { target: { value: '2027-09-30 18:00' } })
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create meeting' })) })
    expect(api.createOrganizerMeeting).not.toHaveBeenCalled()
    expect(screen.getByText('The title is needed in every language the meeting is offered in')).toBeInTheDocument()
    expect(screen.getByText('The end must not be before the start')).toBeInTheDocument()
    // What was typed stays.
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Autumn Forum')

    fireEvent.input(screen.getByLabelText('Title (Japanese)'), { target: { value: '秋のフォーラム' } })
    fireEvent.input(screen.getByLabelText('Ends'), { target: { value: '2027-10-02 18:00' } })
    fireEvent.input(screen.getByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } })
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create meeting' })) })
    expect(api.createOrganizerMeeting).toHaveBeenCalledWith({
      title: { en: 'Autumn Forum', ja: '秋のフォーラム' }, languages: { zh: 0, en: 1, ja: 1, ko: 0 },
      start: 1822348800, end: 1822467600, timezone: 'Asia/Tokyo',
    })
    expect(navigations.at(-1)?.url).toContain(`meeting_id=${'new'.padEnd(24, '0')}`)
  })

  it('an unknown time zone, then a field the server refuses, are marked at their fields, the rest kept', async () => {
    api.listOrganizerMeetings.mockResolvedValue({ results: [], total: 0 })
    api.listOrganizerTemplates.mockResolvedValue([])
    api.createOrganizerMeeting.mockRejectedValue(new ApiError(400, { code: 4220, message: 'body.title.en: must be at most 200 characters' }))
    render(variant)
    const opened = await screen.findByRole('button', { name: 'New meeting' })
    await act(async () => { fireEvent.click(opened) })
    fireEvent.input(screen.getByLabelText('Title (English)'), { target: { value: 'Autumn Forum' } })
    fireEvent.input(screen.getByLabelText('Starts'), { target: { value: '2027-10-01 09:00' } })
    fireEvent.input(screen.getByLabelText('Ends'), { target: { value: '2027-10-02 18:00' } })
    fireEvent.input(screen.getByLabelText('Time zone'), { target: { value: 'Mars/Base' } })
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create meeting' })) })
    expect(screen.getByLabelText('Time zone')).toHaveAccessibleDescription(expect.stringContaining('Enter a time zone such as Asia/Shanghai'))
    expect(api.createOrganizerMeeting).not.toHaveBeenCalled()
    fireEvent.input(screen.getByLabelText('Time zone'), { target: { value: 'Europe/Berlin' } })
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Create meeting' })) })
    expect(screen.getByLabelText('Title (English)')).toHaveAccessibleDescription(expect.stringContaining('Not accepted: must be at most 200 characters'))
    expect(screen.getByLabelText('Title (English)')).toHaveValue('Autumn Forum')
    expect(navigations).toHaveLength(0)
  })
})
