import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as meetingInfoApi from '@/api/meetingInfo'
import * as meetingsApi from '@/api/meetings'
import type { MeetingBranch } from '@/api/meetingInfo'
import { formatTimeRange } from '@/core/time'
import { BRANCH_PAGE_SIZE } from '@/pages/meeting/info/branch/useMeetingBranch'
import branchScreen from '@/pages/meeting/info/branch'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { MEETING_ID, meeting } from './fixtures'

jest.mock('@/api/meetingInfo')
jest.mock('@/api/meetings')
const api = meetingInfoApi as jest.Mocked<typeof meetingInfoApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const AGENDA = '661200000000000000000002'
const START = 1767578400
const branch = (n: number, en: string, extra: Partial<MeetingBranch> = {}): MeetingBranch => ({
  _id: `6660${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, title: { en }, place: { en: `Hall B, room ${n}` },
  summary: { en: `What forum ${n} is about` }, cover: `/fu/static/branch-${n}.svg`, start: START + n * 3600, end: START + n * 3600 + 5400, ...extra,
})

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('branch venues (%s)', (variant) => {
  const renderBranches = () => renderScreen(branchScreen, { route: 'meetingBranch', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('shows each venue with its cover, time in the meeting zone, place and summary; the session opens', async () => {
    api.listMeetingBranches.mockResolvedValue({ results: [branch(1, 'AI forum', { agenda_id: AGENDA }), branch(2, 'Biomedicine forum')], total: 2 })
    renderBranches()
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(api.listMeetingBranches).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: BRANCH_PAGE_SIZE, skip: 0 })
    const first = within(items[0])
    expect(first.getByRole('heading', { level: 2, name: 'AI forum' })).toBeInTheDocument()
    await waitFor(() => expect(first.getByText(formatTimeRange(START + 3600, START + 3600 + 5400, 'Asia/Tokyo'))).toBeInTheDocument())
    expect(first.getByText('Hall B, room 1')).toBeInTheDocument()
    expect(first.getByText('What forum 1 is about')).toBeInTheDocument()
    expect(items[0].querySelector('img')).toHaveAttribute('src', '/fu/static/branch-1.svg')
    expect(within(items[1]).queryByRole('link')).toBeNull()
    fireEvent.click(first.getByRole('link', { name: 'View the session: AI forum' }))
    expect(navigations.at(-1)?.url).toMatch(new RegExp(`^/meeting/agenda/details\\?.*agenda_id=${AGENDA}`))
    expect(screen.getByText('2 sub-venues')).toBeInTheDocument()
  })

  it('loads more venues page by page', async () => {
    const firstPage = Array.from({ length: BRANCH_PAGE_SIZE }, (_, i) => branch(i + 1, `Forum ${i + 1}`))
    api.listMeetingBranches.mockResolvedValueOnce({ results: firstPage, total: BRANCH_PAGE_SIZE + 1 })
      .mockResolvedValueOnce({ results: [branch(99, 'Closing forum')], total: BRANCH_PAGE_SIZE + 1 })
    renderBranches()
    await screen.findByRole('heading', { level: 2, name: 'Forum 1' })
    fireEvent.click(screen.getByRole('button', { name: /more/i }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Closing forum' })).toBeInTheDocument()
    expect(api.listMeetingBranches).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, limit: BRANCH_PAGE_SIZE, skip: BRANCH_PAGE_SIZE })
  })

  it('says when there are none, and retries after a failure', async () => {
    api.listMeetingBranches.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ results: [], total: 0 })
    renderBranches()
    fireEvent.click(await within(screen.getByRole('main')).findByRole('button', { name: /retry/i }))
    expect(await screen.findByText('No sub-venues yet')).toBeInTheDocument()
  })
})
