import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as meetingInfoApi from '@/api/meetingInfo'
import * as meetingsApi from '@/api/meetings'
import type { MeetingContact } from '@/api/meetingInfo'
import contactScreen from '@/pages/meeting/info/contact'
import { renderScreen } from '../../support/renderScreen'
import { MEETING_ID, meeting } from './fixtures'

jest.mock('@/api/meetingInfo')
jest.mock('@/api/meetings')
const api = meetingInfoApi as jest.Mocked<typeof meetingInfoApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const contacts: MeetingContact[] = [
  { _id: '666700000000000000000001', purpose: { en: 'Exhibiting' }, name: { en: 'Ms Wang' }, phone: '+86 21 5555 0102', email: 'exhibitors@expo.demo.test' },
  {
    _id: '666700000000000000000004', purpose: { en: 'Venue' }, name: { en: 'Expo Centre' }, address: { en: '333 Expo Avenue, Shanghai' },
    directions: { en: 'Metro line 2, exit 1' }, map: '/fu/static/venue-map.svg',
  },
]

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.listMeetingContacts.mockResolvedValue(contacts)
})

describe.each(['mobile', 'desktop'] as const)('contact the organiser (%s)', (variant) => {
  const renderContact = (platform = {}) =>
    renderScreen(contactScreen, { route: 'meetingContact', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform })

  it('shows the contacts by purpose and the venue with its address, directions and plan', async () => {
    renderContact()
    expect(await screen.findByRole('heading', { level: 2, name: 'Exhibiting' })).toBeInTheDocument()
    expect(api.listMeetingContacts).toHaveBeenCalledWith(MEETING_ID)
    expect(screen.getByText('Ms Wang')).toBeInTheDocument()
    expect(screen.getByText('+86 21 5555 0102')).toBeInTheDocument()
    expect(screen.getByText('exhibitors@expo.demo.test')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Venue' })).toBeInTheDocument()
    expect(screen.getByText('333 Expo Avenue, Shanghai')).toBeInTheDocument()
    expect(screen.getByText('Metro line 2, exit 1')).toBeInTheDocument()
    const map = screen.getByRole('img', { name: /^Plan of Expo Centre/ })
    expect(map).toHaveAttribute('src', '/fu/static/venue-map.svg')
  })

  it('calls through the device and copies a number, an e-mail or the address', async () => {
    const { platform } = renderContact()
    fireEvent.click(await screen.findByRole('button', { name: 'Call Ms Wang on +86 21 5555 0102' }))
    await waitFor(() => expect(platform.calls).toEqual(['+86 21 5555 0102']))
    fireEvent.click(screen.getByRole('button', { name: 'Copy Phone: +86 21 5555 0102' }))
    fireEvent.click(screen.getByRole('button', { name: 'Copy E-mail: exhibitors@expo.demo.test' }))
    fireEvent.click(screen.getByRole('button', { name: 'Copy Address: 333 Expo Avenue, Shanghai' }))
    await waitFor(() => expect(platform.copied).toEqual(['+86 21 5555 0102', 'exhibitors@expo.demo.test', '333 Expo Avenue, Shanghai']))
    await waitFor(() => expect(platform.toasts.filter(t => t === 'Copied')).toHaveLength(3))
    fireEvent.click(screen.getByRole('button', { name: 'E-mail Ms Wang at exhibitors@expo.demo.test' }))
    expect(platform.externalLinks).toEqual(['mailto:exhibitors@expo.demo.test'])
  })

  it('says how to call when the device cannot, and that copying failed', async () => {
    const { platform } = renderContact({ callPhone: async () => false, copyText: async () => false })
    fireEvent.click(await screen.findByRole('button', { name: 'Call Ms Wang on +86 21 5555 0102' }))
    await waitFor(() => expect(platform.toasts).toContain('Calls cannot be made from here. Please dial +86 21 5555 0102'))
    fireEvent.click(screen.getByRole('button', { name: 'Copy Phone: +86 21 5555 0102' }))
    await waitFor(() => expect(platform.toasts).toContain('Copy failed'))
  })

  it('says when there are no contacts, and retries after a failure', async () => {
    api.listMeetingContacts.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce([])
    renderContact()
    fireEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: /retry/i }))
    expect(await screen.findByText('No contact details yet')).toBeInTheDocument()
  })
})
