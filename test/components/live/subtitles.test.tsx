import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Live, Meeting } from '@fu-types/entities'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import liveDetailScreen from '@/pages/meeting/live/detail'
import { SUBTITLE_POLL_MS } from '@/pages/meeting/live/detail/useLiveSubtitles'
import { renderScreen } from '../../support/renderScreen'

// The api modules are faked at their edge.
jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const meeting: Meeting = {
  _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo',
  config: { language: { zh: 1, en: 1, ja: 1 } },
} as Meeting
const HOUR = 3600
const nowS = () => Math.floor(Date.now() / 1000)
const running: Live = { _id: '660800000000000000000001', meeting_id: MEETING_ID, title: { en: 'Main forum' }, start: nowS() - HOUR, end: nowS() + HOUR, hls_url: '/fu/static/live/1.m3u8' }
const ended: Live = { ...running, _id: '660800000000000000000002', title: { en: 'Press briefing' }, start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR, hls_url: undefined }

const lines = [
  { _id: 's1', offset: 0, end: 4, spoken: 'zh', text: { zh: '大家好', en: 'Hello everyone', ja: '皆さん、こんにちは' } },
  { _id: 's2', offset: 5, end: 9, spoken: 'zh', text: { zh: '今天讨论人工智能', en: 'Today we talk about AI' } },
  { _id: 's3', offset: 10, end: 14, spoken: 'zh', text: { zh: '请提问', en: 'Please ask' } },
]

/** The player reports its time as the video's timeupdate does. */
function playAt(video: HTMLVideoElement, seconds: number) {
  Object.defineProperty(video, 'currentTime', { configurable: true, value: seconds })
  fireEvent(video, new Event('timeupdate'))
}

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.liveSubtitles.mockResolvedValue(lines)
  api.listLiveChats.mockResolvedValue({ results: [], total: 0 })
  api.countLiveChats.mockResolvedValue({ total: 0 })
  api.liveMinutes.mockResolvedValue({ live_id: ended._id, status: 'none' })
})

describe.each(['mobile', 'desktop'] as const)('live subtitles and minutes (%s)', (variant) => {
  async function open(item: Live, query: Record<string, string> = {}) {
    api.listLives.mockResolvedValue({ results: [item], total: 1 })
    api.livePermission.mockResolvedValue({ permission: 1, allowed: 1, ...(item.hls_url ? { hls_url: item.hls_url } : {}) })
    const rendered = renderScreen(liveDetailScreen, { route: 'meetingLiveDetail', variant, query: { live_id: item._id, ...query }, language: 'en' })
    await screen.findByRole('heading', { level: 1, name: (item.title as { en: string }).en })
    return rendered
  }

  it('shows the line at the player\'s time over the video and marks it in the list; none between lines', async () => {
    const { container } = await open(running)
    const video = await waitFor(() => { const v = container.querySelector('video'); if (!v) throw new Error('no video'); return v })
    await screen.findByRole('region', { name: 'Subtitles' })
    playAt(video, 6)
    const caption = await screen.findByRole('note', { name: 'Current subtitle' })
    expect(caption).toHaveTextContent('Today we talk about AI')
    // Not announced line by line to a screen reader.
    expect(caption).toHaveAttribute('aria-live', 'off')
    const list = within(screen.getByRole('region', { name: 'Subtitles' })).getAllByRole('listitem')
    expect(list.map(li => li.getAttribute('aria-current'))).toEqual([null, 'true', null])
    playAt(video, 9.5)
    await waitFor(() => expect(screen.queryByRole('note', { name: 'Current subtitle' })).toBeNull())
    playAt(video, 11)
    expect(await screen.findByRole('note', { name: 'Current subtitle' })).toHaveTextContent('Please ask')
  })

  it('the viewer picks the subtitle language among the meeting\'s; a line not translated shows as spoken', async () => {
    const { container } = await open(running)
    const group = await screen.findByRole('group', { name: 'Subtitle language' })
    const buttons = within(group).getAllByRole('button')
    expect(buttons.map(b => b.textContent)).toEqual(['中文', 'English', '日本語'])
    expect(within(group).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')
    playAt(container.querySelector('video')!, 1)
    expect(await screen.findByRole('note', { name: 'Current subtitle' })).toHaveTextContent('Hello everyone')
    fireEvent.click(within(group).getByRole('button', { name: '日本語' }))
    expect(screen.getByRole('note', { name: 'Current subtitle' })).toHaveTextContent('皆さん、こんにちは')
    expect(within(group).getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true')
    const texts = within(screen.getByRole('region', { name: 'Subtitles' })).getAllByRole('listitem').map(li => li.textContent)
    expect(texts).toEqual(['皆さん、こんにちは', '今天讨论人工智能', '请提问'])
    // Switching asks nothing: every language came with the lines.
    expect(api.liveSubtitles).toHaveBeenCalledTimes(1)
  })

  it('polls for new lines while the live runs', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] })
    try {
      await open(running)
      await screen.findByRole('region', { name: 'Subtitles' })
      api.liveSubtitles.mockResolvedValue([{ _id: 's4', offset: 15, end: 18, spoken: 'zh', text: { zh: '谢谢', en: 'Thank you' } }])
      await act(async () => { jest.advanceTimersByTime(SUBTITLE_POLL_MS) })
      await waitFor(() => expect(within(screen.getByRole('region', { name: 'Subtitles' })).getAllByRole('listitem')).toHaveLength(4))
      expect(api.liveSubtitles).toHaveBeenLastCalledWith({ live_id: running._id, limit: 200, since: 9 }, { background: true })
    } finally {
      jest.useRealTimers()
    }
  })

  it('an ended live shows its minutes: summary, key points, decisions, Q&A (first with minutes=1)', async () => {
    api.liveMinutes.mockResolvedValue({
      live_id: ended._id, status: 'ready', source: 'extractive', language: 'en',
      summary: 'Three hundred exhibitors will take part.', key_points: ['Four halls'], decisions: ['Subtitles in four languages'],
      qa: [{ q: 'Has the price changed?', a: 'It is unchanged.' }],
    })
    const { container } = await open(ended, { minutes: '1' })
    const minutes = await screen.findByRole('region', { name: 'Minutes' })
    expect(await within(minutes).findByText('Three hundred exhibitors will take part.')).toBeInTheDocument()
    expect(within(within(minutes).getByRole('list', { name: 'Key points' })).getByRole('listitem')).toHaveTextContent('Four halls')
    expect(within(within(minutes).getByRole('list', { name: 'Decisions' })).getByRole('listitem')).toHaveTextContent('Subtitles in four languages')
    const qa = within(within(minutes).getByRole('list', { name: 'Questions and answers' })).getByRole('listitem')
    expect(qa).toHaveTextContent('Q: Has the price changed?')
    expect(qa).toHaveTextContent('A: It is unchanged.')
    expect(within(minutes).getByText('Sentences taken from the subtitles of the live')).toBeInTheDocument()
    expect(api.liveMinutes).toHaveBeenCalledWith(ended._id, 'en')
    // minutes=1: the minutes come before the subtitles.
    const side = container.querySelector('.fu-live-detail__side')!
    const regions = within(side as HTMLElement).getAllByRole('region').map(r => r.getAttribute('aria-label'))
    expect(regions.indexOf('Minutes')).toBeLessThan(regions.indexOf('Subtitles'))
  })

  it('minutes being written, none, or failing with retry; a running live has none', async () => {
    api.liveMinutes.mockResolvedValueOnce({ live_id: ended._id, status: 'pending' })
    const { unmount } = await open(ended)
    expect(await screen.findByText('The minutes are being written; look again shortly')).toBeInTheDocument()
    unmount()
    api.liveMinutes.mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce({ live_id: ended._id, status: 'none' })
    const second = await open(ended)
    const minutes = await screen.findByRole('region', { name: 'Minutes' })
    fireEvent.click(await within(minutes).findByRole('button', { name: 'Retry' }))
    expect(await within(minutes).findByText('No minutes for this live')).toBeInTheDocument()
    second.unmount()
    await open(running)
    await screen.findByRole('region', { name: 'Subtitles' })
    expect(screen.queryByRole('region', { name: 'Minutes' })).toBeNull()
  })
})
