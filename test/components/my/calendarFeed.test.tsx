/** "Calendar feed" in My (issue 16): get my private link, subscribe (webcal://) or copy it, reset it or turn it off after a confirm. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { CalendarFeed } from '@fu-types/api'
import type { Meeting, User } from '@fu-types/entities'
import * as feedApi from '@/api/calendarFeed'
import * as matchApi from '@/api/match'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import myIndexScreen from '@/pages/my/index'
import { renderScreen } from '../../support/renderScreen'
import { signedInStorage } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/users')
jest.mock('@/api/match')
jest.mock('@/api/calendarFeed')
const feeds = feedApi as jest.Mocked<typeof feedApi>
const match = matchApi as jest.Mocked<typeof matchApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const USER_ID = '6610000000000000000000ab'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400 }
const visitor: User = { _id: USER_ID, username: 'Li Wei' }
const feed = (token: string): CalendarFeed => ({ url: `https://events.example/fu/api/calendar/${token}.ics?lang=en`, webcal: `webcal://events.example/fu/api/calendar/${token}.ics?lang=en`, created: 1767225600 })

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  match.matchCompanies.mockResolvedValue([])
  users.fetchUser.mockResolvedValue(visitor)
})

describe.each(['mobile', 'desktop'] as const)('calendar feed in My (%s)', (variant) => {
  const renderHub = (subscribeCalendar?: (url: string) => boolean) => renderScreen(myIndexScreen, {
    route: 'myIndex', variant, query: { meeting_id: MEETING_ID }, language: 'en',
    platform: { storage: signedInStorage(USER_ID), ...(subscribeCalendar ? { subscribeCalendar } : {}) },
  })
  const region = async () => screen.findByRole('region', { name: 'Calendar feed' })

  it('says what it is, asks for the link only when wanted, then subscribes with webcal:// and copies the https link', async () => {
    feeds.fetchCalendarFeed.mockResolvedValue(feed('a'.repeat(43)))
    const subscribe = jest.fn(() => true)
    const { platform } = renderHub(subscribe)
    const section = await region()
    expect(within(section).getByText(/Subscribe to what you registered for, saved and booked/)).toBeInTheDocument()
    expect(feeds.fetchCalendarFeed).not.toHaveBeenCalled()
    fireEvent.click(within(section).getByRole('button', { name: 'Get my calendar link' }))
    expect(await within(section).findByText(feed('a'.repeat(43)).url)).toBeInTheDocument()
    expect(feeds.fetchCalendarFeed).toHaveBeenCalledWith('en')
    fireEvent.click(within(section).getByRole('button', { name: 'Subscribe in my calendar app' }))
    expect(subscribe).toHaveBeenCalledWith(feed('a'.repeat(43)).webcal)
    fireEvent.click(within(section).getByRole('button', { name: 'Copy link' }))
    await waitFor(() => expect(platform.copied).toEqual([feed('a'.repeat(43)).url]))
    expect(platform.toasts).toEqual(['Link copied: paste it under "Add subscribed calendar" in your calendar app'])
  })

  it('copies the https link where no calendar app takes webcal:// (the mini-program)', async () => {
    feeds.fetchCalendarFeed.mockResolvedValue(feed('b'.repeat(43)))
    const { platform } = renderHub(() => false)
    const section = await region()
    fireEvent.click(within(section).getByRole('button', { name: 'Get my calendar link' }))
    fireEvent.click(await within(section).findByRole('button', { name: 'Subscribe in my calendar app' }))
    await waitFor(() => expect(platform.copied).toEqual([feed('b'.repeat(43)).url]))
  })

  it('resets the link only after a confirm that says the old one stops working; cancel keeps it', async () => {
    feeds.fetchCalendarFeed.mockResolvedValue(feed('c'.repeat(43)))
    feeds.rotateCalendarFeed.mockResolvedValue(feed('d'.repeat(43)))
    const { platform } = renderHub()
    const section = await region()
    fireEvent.click(within(section).getByRole('button', { name: 'Get my calendar link' }))
    fireEvent.click(await within(section).findByRole('button', { name: 'Reset link' }))
    const confirm = within(section).getByRole('alertdialog')
    expect(confirm).toHaveTextContent('The old link stops working at once')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(within(section).queryByRole('alertdialog')).toBeNull()
    expect(feeds.rotateCalendarFeed).not.toHaveBeenCalled()
    fireEvent.click(within(section).getByRole('button', { name: 'Reset link' }))
    fireEvent.click(within(within(section).getByRole('alertdialog')).getByRole('button', { name: 'Reset the link' }))
    expect(await within(section).findByText(feed('d'.repeat(43)).url)).toBeInTheDocument()
    expect(within(section).queryByText(feed('c'.repeat(43)).url)).toBeNull()
    expect(feeds.rotateCalendarFeed).toHaveBeenCalledWith('en')
    expect(platform.toasts).toEqual(['New link made; the old one no longer works'])
  })

  it('turns the feed off only after a confirm; then no link is shown until a new one is asked for', async () => {
    feeds.fetchCalendarFeed.mockResolvedValueOnce(feed('f'.repeat(43))).mockResolvedValue(feed('g'.repeat(43)))
    feeds.revokeCalendarFeed.mockResolvedValue({ revoked: true })
    const { platform } = renderHub()
    const section = await region()
    fireEvent.click(within(section).getByRole('button', { name: 'Get my calendar link' }))
    fireEvent.click(await within(section).findByRole('button', { name: 'Turn off' }))
    const confirm = within(section).getByRole('alertdialog')
    expect(confirm).toHaveTextContent('subscribed calendars no longer update')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(within(section).queryByRole('alertdialog')).toBeNull()
    expect(feeds.revokeCalendarFeed).not.toHaveBeenCalled()
    expect(within(section).getByText(feed('f'.repeat(43)).url)).toBeInTheDocument()
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }))
    fireEvent.click(within(within(section).getByRole('alertdialog')).getByRole('button', { name: 'Turn it off' }))
    expect(await within(section).findByRole('status')).toHaveTextContent('Your calendar feed is off')
    expect(within(section).queryByText(feed('f'.repeat(43)).url)).toBeNull()
    expect(feeds.revokeCalendarFeed).toHaveBeenCalledTimes(1)
    expect(platform.toasts).toEqual(['Calendar feed turned off; the old link no longer works'])
    fireEvent.click(within(section).getByRole('button', { name: 'Get my calendar link' }))
    expect(await within(section).findByText(feed('g'.repeat(43)).url)).toBeInTheDocument()
  })

  it('keeps the link and says so when turning off fails', async () => {
    feeds.fetchCalendarFeed.mockResolvedValue(feed('h'.repeat(43)))
    feeds.revokeCalendarFeed.mockRejectedValue(new Error('request failed'))
    const { platform } = renderHub()
    const section = await region()
    fireEvent.click(within(section).getByRole('button', { name: 'Get my calendar link' }))
    fireEvent.click(await within(section).findByRole('button', { name: 'Turn off' }))
    fireEvent.click(within(within(section).getByRole('alertdialog')).getByRole('button', { name: 'Turn it off' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Could not turn the calendar feed off. Please try again']))
    expect(within(section).getByText(feed('h'.repeat(43)).url)).toBeInTheDocument()
    expect(within(section).queryByRole('alertdialog')).toBeNull()
  })

  it('shows a failure with a retry when the link cannot be had', async () => {
    feeds.fetchCalendarFeed.mockRejectedValueOnce(new Error('request failed')).mockResolvedValue(feed('e'.repeat(43)))
    renderHub()
    const section = await region()
    fireEvent.click(within(section).getByRole('button', { name: 'Get my calendar link' }))
    const alert = await within(section).findByRole('alert')
    expect(alert).toHaveTextContent('Could not get your calendar link')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(section).findByText(feed('e'.repeat(43)).url)).toBeInTheDocument()
  })
})
