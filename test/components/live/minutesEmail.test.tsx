import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Live, Meeting } from '@fu-types/entities'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import liveDetailScreen from '@/pages/meeting/live/detail'
import { renderScreen } from '../../support/renderScreen'

// The api modules are faked at their edge.
jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '660200000000000000000009'
const meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, config: { language: { en: 1 } } } as Meeting
const HOUR = 3600
const nowS = () => Math.floor(Date.now() / 1000)
const upcoming: Live = { _id: '660800000000000000000001', meeting_id: MEETING_ID, title: { en: 'Main forum' }, start: nowS() + HOUR, end: nowS() + 2 * HOUR }
const longOver: Live = { ...upcoming, _id: '660800000000000000000002', title: { en: 'Press briefing' }, start: nowS() - 5 * HOUR, end: nowS() - 3 * HOUR }

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.livePermission.mockResolvedValue({ permission: 1 })
  api.liveSubtitles.mockResolvedValue([])
  api.listLiveChats.mockResolvedValue({ results: [], total: 0 })
  api.countLiveChats.mockResolvedValue({ total: 0 })
  api.liveMinutes.mockResolvedValue({ live_id: longOver._id, status: 'none' })
  api.myLiveSubscription.mockResolvedValue(null)
  api.updateLiveUser.mockResolvedValue({})
})

describe.each(['mobile', 'desktop'] as const)('minutes by e-mail (%s)', (variant) => {
  async function open(item: Live, { loggedIn = true } = {}) {
    api.listLives.mockResolvedValue({ results: [item], total: 1 })
    const rendered = renderScreen(liveDetailScreen, { route: 'meetingLiveDetail', variant, query: { live_id: item._id }, language: 'en' })
    if (loggedIn) await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    await screen.findByRole('heading', { level: 1, name: (item.title as { en: string }).en })
    return rendered
  }

  it('asks for the minutes at the address typed; a wrong address is said under the field and nothing is sent', async () => {
    await open(upcoming)
    const region = await screen.findByRole('region', { name: 'Minutes by e-mail' })
    const field = within(region).getByLabelText('E-mail address')
    fireEvent.input(field, { target: { value: 'not-an-address' } })
    fireEvent.click(within(region).getByRole('button', { name: 'Send them to me' }))
    expect(await within(region).findByRole('alert')).toHaveTextContent(/e-mail/i)
    expect(api.updateLiveUser).not.toHaveBeenCalled()

    api.myLiveSubscription.mockResolvedValue({ live_id: upcoming._id, remind: 0, minutes_email: 'ana@example.com' })
    fireEvent.input(within(region).getByLabelText('E-mail address'), { target: { value: 'ana@example.com' } })
    fireEvent.click(within(region).getByRole('button', { name: 'Send them to me' }))
    await waitFor(() => expect(api.updateLiveUser).toHaveBeenCalledWith(upcoming._id, USER_ID, { minutes_email: 'ana@example.com' }))
    expect(await within(region).findByText('The minutes will go to ana@example.com')).toBeInTheDocument()
  })

  it('withdraws an ask already made', async () => {
    api.myLiveSubscription.mockResolvedValue({ live_id: upcoming._id, minutes_email: 'ana@example.com' })
    await open(upcoming)
    const region = await screen.findByRole('region', { name: 'Minutes by e-mail' })
    api.myLiveSubscription.mockResolvedValue({ live_id: upcoming._id, minutes_email: null })
    fireEvent.click(await within(region).findByRole('button', { name: "Don't send them" }))
    await waitFor(() => expect(api.updateLiveUser).toHaveBeenCalledWith(upcoming._id, USER_ID, { minutes_email: '' }))
    expect(await within(region).findByLabelText('E-mail address')).toBeInTheDocument()
  })

  it('sends a guest to sign in first', async () => {
    await open(upcoming, { loggedIn: false })
    const region = await screen.findByRole('region', { name: 'Minutes by e-mail' })
    expect(within(region).queryByLabelText('E-mail address')).toBeNull()
    expect(within(region).getByRole('button', { name: 'Sign in to get the minutes' })).toBeInTheDocument()
  })

  it('is not offered once the server has stopped sending minutes (2 hours after the end)', async () => {
    await open(longOver)
    await screen.findByRole('region', { name: 'Minutes' })
    expect(screen.queryByRole('region', { name: 'Minutes by e-mail' })).toBeNull()
  })
})
