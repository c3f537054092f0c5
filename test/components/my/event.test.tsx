/** /my/event: my meeting log, newest first; each meeting reopens its home. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import type { MeetingLogEntry } from '@/api/users'
import myEventScreen from '@/pages/my/event'
import { MEETING_LOG_PAGE_SIZE } from '@/pages/my/event/useMyEvents'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/users')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai' }
// 2026-01-01 01:00 UTC = 09:00 in Shanghai.
const DAY1 = 1767229200
function entry(n: number, extra: Partial<MeetingLogEntry> = {}): MeetingLogEntry {
  return {
    meeting: { _id: `6601${String(n).padStart(20, '0')}`, title: { zh: `会议 ${n}`, en: `Expo ${n}` }, start: DAY1, end: DAY1 + 3600, timezone: 'Asia/Shanghai', cover: `/fu/static/cover-${n}.svg` },
    visited: DAY1 - 86400, registered: 0, last: DAY1 - 86400, ...extra,
  }
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('my meeting log (%s)', variant => {
  const render = () => renderScreen(myEventScreen, { route: 'myEvent', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { storage: signedInStorage(USER_ID) } })

  it('lists my meetings with their dates and what I did there, and reopens one', async () => {
    users.listMyMeetings.mockResolvedValue({ results: [entry(1, { registered: 2 }), entry(2, { visited: null, registered: 1 })], total: 2 })
    const { container } = render()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My events')
    const titles = await screen.findAllByRole('heading', { level: 2 })
    expect(titles.map(h => h.textContent)).toEqual(['Expo 1', 'Expo 2'])
    expect(users.listMyMeetings).toHaveBeenCalledWith(USER_ID, { limit: MEETING_LOG_PAGE_SIZE, skip: 0 })
    const items = screen.getAllByRole('listitem')
    expect(within(items[0]).getByText('Registered · tickets: 2')).toBeInTheDocument()
    expect(within(items[0]).getByText('Visited 2025.12.31')).toBeInTheDocument()
    expect(items[0]).toHaveTextContent('2026.01.01 09:00 - 10:00')
    expect(within(items[1]).queryByText(/Visited/)).toBeNull()
    expect(screen.getByText('2 meetings')).toBeInTheDocument()
    expect(container.querySelector(`.fu-my-event__list--${variant}`)).not.toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Open the meeting: Expo 2' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/home?meeting_id=${entry(2).meeting._id}` }])
  })

  it('pages on "load more"', async () => {
    users.listMyMeetings
      .mockResolvedValueOnce({ results: Array.from({ length: 10 }, (_, i) => entry(i + 1)), total: 11 })
      .mockResolvedValueOnce({ results: [entry(11)], total: 11 })
    render()
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(10)
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(11))
    expect(users.listMyMeetings).toHaveBeenLastCalledWith(USER_ID, { limit: 10, skip: 10 })
  })

  it('says so when there is nothing yet, with the way to the meeting', async () => {
    users.listMyMeetings.mockResolvedValue({ results: [], total: 0 })
    render()
    expect(await screen.findByText('No meetings yet')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Browse the meeting' }))
    expect(navigations[0].url).toMatch(/^\/meeting\/home/)
  })

  it('shows a failure with a retry', async () => {
    users.listMyMeetings.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce({ results: [entry(1)], total: 1 })
    render()
    const alert = await screen.findByRole('alert')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Expo 1' })).toBeInTheDocument()
  })
})

it('is in the visitor language', async () => {
  users.listMyMeetings.mockResolvedValue({ results: [entry(1, { registered: 1 })], total: 1 })
  renderScreen(myEventScreen, { route: 'myEvent', variant: 'mobile', language: 'ja', platform: { storage: signedInStorage(USER_ID) } })
  expect(await screen.findByText('1 枚申込済み')).toBeInTheDocument()
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('会议 1')
})
