import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as meetingInfoApi from '@/api/meetingInfo'
import * as meetingsApi from '@/api/meetings'
import type { MeetingIntroduction } from '@/api/meetingInfo'
import { RICH_TEXT_CHUNK_BYTES } from '@/core'
import introductionScreen from '@/pages/meeting/info/introduction'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { MEETING_ID, meeting } from './fixtures'

jest.mock('@/api/meetingInfo')
jest.mock('@/api/meetings')
const api = meetingInfoApi as jest.Mocked<typeof meetingInfoApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const ABOUT = '665100000000000000000001'
const ORGANISERS = '665100000000000000000002'
const contents: MeetingIntroduction[] = [
  { _id: ABOUT, meeting_id: MEETING_ID, title: { en: 'About the expo', ja: '博覧会について' }, content: { en: '<h2>Meet innovators</h2><p>300 exhibitors<script>alert(1)</script></p>', ja: '<p>出展者 300 社</p>' } },
  { _id: ORGANISERS, meeting_id: MEETING_ID, title: { en: 'Organisers', ja: '主催者' }, content: { en: '<p><strong>Organiser:</strong> Shanghai Association</p>' } },
]

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.recordMeetingAction.mockResolvedValue({})
  api.listMeetingIntroductions.mockResolvedValue({ results: contents, total: 2 })
})

describe.each(['mobile', 'desktop'] as const)('meeting introduction (%s)', (variant) => {
  const renderIntro = (query: Record<string, string>, language: 'en' | 'ja' = 'en') =>
    renderScreen(introductionScreen, { route: 'meetingIntroduction', variant, query: { meeting_id: MEETING_ID, ...query }, language })

  it('shows the asked-for content as the page heading and sanitised rich text, records the view, links the others', async () => {
    const { container } = renderIntro({ content_id: ABOUT })
    expect(await screen.findByRole('heading', { level: 1, name: 'About the expo' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 2, name: 'Meet innovators' })).toBeInTheDocument()
    expect(container.querySelector('script')).toBeNull()
    await waitFor(() => expect(meetings.recordMeetingAction).toHaveBeenCalledWith(MEETING_ID, 'content/views', { target_id: ABOUT }))
    fireEvent.click(screen.getByRole('link', { name: 'Organisers' }))
    expect(navigations.at(-1)?.url).toMatch(new RegExp(`^/meeting/introduction\\?.*content_id=${ORGANISERS}`))
  })

  it('opens the first content without an id, in the reader\'s language', async () => {
    renderIntro({}, 'ja')
    expect(await screen.findByRole('heading', { level: 1, name: '博覧会について' })).toBeInTheDocument()
    expect(screen.getByText('出展者 300 社')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '主催者' })).toBeInTheDocument()
  })

  it('renders long content in chunks under the byte limit', async () => {
    const paragraph = `<p>${'展'.repeat(1000)}</p>`
    api.listMeetingIntroductions.mockResolvedValue({ results: [{ ...contents[0], content: { en: paragraph.repeat(12) } }], total: 1 })
    const { container } = renderIntro({ content_id: ABOUT })
    await screen.findByRole('heading', { level: 1, name: 'About the expo' })
    const chunks = container.querySelectorAll('.fu-intro__content')
    expect(chunks.length).toBeGreaterThan(1)
    // 12 × 3,007 bytes = 36,084 bytes: two pieces under the 30,720-byte limit, every character still there, once.
    expect(RICH_TEXT_CHUNK_BYTES).toBe(30720)
    expect(chunks.length).toBe(2)
    expect(Array.from(chunks).map(chunk => chunk.textContent).join('')).toBe('展'.repeat(12000))
  })

  it('says when the content does not exist, recording no view', async () => {
    renderIntro({ content_id: '665100000000000000000009' })
    expect(await screen.findByText('This page was not found')).toBeInTheDocument()
    expect(meetings.recordMeetingAction).not.toHaveBeenCalledWith(MEETING_ID, 'content/views', expect.anything())
  })

  it('offers a retry when the contents fail to load', async () => {
    api.listMeetingIntroductions.mockRejectedValueOnce(new Error('offline'))
    renderIntro({ content_id: ORGANISERS })
    fireEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: /retry/i }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisers' })).toBeInTheDocument()
  })
})
