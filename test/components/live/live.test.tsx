import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Live, Meeting } from '@fu-types/entities'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import { formatTimeRange } from '@/core/time'
import { LIVE_PAGE_SIZE } from '@/pages/meeting/live/useLiveList'
import liveListScreen from '@/pages/meeting/live'
import liveDetailScreen from '@/pages/meeting/live/detail'
import { PaymentError } from '@/flows'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge.
jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const ACTIVITY_ID = '660600000000000000000009'
const USER_ID = 'u'.repeat(24)
const meeting: Meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }
const HOUR = 3600
const nowS = () => Math.floor(Date.now() / 1000)

function live(n: number, extra: Partial<Live> = {}): Live {
  return {
    _id: `6608${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID,
    title: { zh: `直播 ${n}`, en: `Live ${n}` }, cover: `/fu/static/live-${n}.svg`,
    start: nowS() - HOUR, end: nowS() + HOUR, hls_url: `/fu/static/live/${n}.m3u8`,
    ...extra,
  }
}
const page = (items: Live[], total: number) => ({ results: items, total })
// Starts in 1 day 2 hours 3 minutes and some seconds.
const upcoming = (n: number) => live(n, { start: nowS() + 26 * HOUR + 3 * 60 + 30, end: nowS() + 28 * HOUR })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.liveSubtitles.mockResolvedValue([])
  api.liveMinutes.mockResolvedValue({ live_id: '', status: 'none' })
  api.listLiveChats.mockResolvedValue({ results: [], total: 0 })
  api.countLiveChats.mockResolvedValue({ total: 0 })
  api.myLiveSubscription.mockResolvedValue(null)
})

describe.each(['mobile', 'desktop'] as const)('live list (%s)', (variant) => {
  const renderList = () => renderScreen(liveListScreen, { route: 'meetingLive', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('shows each live with cover, title, time range and its state badge, and a countdown that ticks', async () => {
    const lives = [
      upcoming(1),
      live(2),
      live(3, { paused: 1 }),
      live(4, { start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR }),
      live(5, { start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR, replay_url: '/fu/static/live/5-replay.mp4' }),
    ]
    api.listLives.mockResolvedValue(page(lives, 5))
    const { container } = renderList()
    const cards = await screen.findAllByRole('link', { name: /Watch: Live/ })
    expect(cards).toHaveLength(5)
    expect(api.listLives).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: LIVE_PAGE_SIZE, skip: 0 })
    expect(within(cards[0]).getByRole('heading', { level: 2 })).toHaveTextContent('Live 1')
    expect(cards[0].querySelector('img')).toHaveAttribute('src', '/fu/static/live-1.svg')
    await waitFor(() => expect(within(cards[0]).getByText(formatTimeRange(lives[0].start, lives[0].end, 'Asia/Tokyo'))).toBeInTheDocument())
    expect(within(cards[0]).getByText('Upcoming')).toHaveAttribute('data-tone', 'blue')
    expect(within(cards[1]).getByText('Live')).toHaveAttribute('data-tone', 'red')
    expect(within(cards[2]).getByText('Paused')).toHaveAttribute('data-tone', 'amber')
    expect(within(cards[3]).getByText('Ended')).toHaveAttribute('data-tone', 'grey')
    expect(within(cards[4]).getByText('Replay')).toHaveAttribute('data-tone', 'green')
    expect(cards[1]).not.toHaveTextContent('Starts in')
    expect(container.querySelector(`.fu-live-list__cards--${variant}`)).not.toBeNull()
    // The frame: the route's title as the page heading, under the title bar with back (phone) or the top bar (desktop).
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Live streams')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()

    const countdown = within(cards[0]).getByText(/^Starts in 1d 02:03:\d\d$/)
    const first = countdown.textContent
    await waitFor(() => expect(within(cards[0]).getByText(/^Starts in/).textContent).not.toBe(first), { timeout: 2500 })

    fireEvent.click(cards[1])
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/live/detail?live_id=${lives[1]._id}&meeting_id=${MEETING_ID}`]))
  })

  it('loads the next page on "load more"', async () => {
    api.listLives.mockResolvedValueOnce(page(Array.from({ length: 10 }, (_, i) => live(i + 1)), 11)).mockResolvedValueOnce(page([live(11)], 11))
    renderList()
    expect(await screen.findAllByRole('link', { name: /Watch:/ })).toHaveLength(10)
    expect(screen.getByText('11 live streams')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }))
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Watch:/ })).toHaveLength(11))
    expect(api.listLives).toHaveBeenLastCalledWith({ meeting_id: MEETING_ID, limit: 10, skip: 10 })
  })

  it('says so when there are no lives, and shows a failure with retry', async () => {
    api.listLives.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(page([], 0))
    renderList()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No live streams yet')).toBeInTheDocument()
  })
})

describe.each(['mobile', 'desktop'] as const)('live detail (%s)', (variant) => {
  const renderLive = (query: Record<string, string>) => renderScreen(liveDetailScreen, { route: 'meetingLiveDetail', variant, query, language: 'en' })

  async function renderDetail(item: Live, permission: contentApi.LivePermission, options: { loggedIn?: boolean } = {}) {
    api.listLives.mockResolvedValue(page([item], 1))
    api.livePermission.mockResolvedValue(permission)
    const rendered = renderLive({ live_id: item._id })
    if (options.loggedIn) await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    await screen.findByRole('heading', { level: 1, name: `Live ${item._id.slice(-1)}` })
    return rendered
  }

  it('live and allowed: the stream in a video (no note that it might not play) and the subtitles', async () => {
    api.liveSubtitles.mockResolvedValue([{ _id: 's1', offset: 1, text: 'Welcome everyone' }, { _id: 's2', offset: 2, text: 'Let us begin' }])
    const item = live(1)
    const { container } = await renderDetail(item, { permission: 1, allowed: 1, hls_url: item.hls_url })
    // The live's title is the page's one heading; share sits in the title bar (phone) or the top bar (desktop).
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(container.querySelector(variant === 'mobile' ? '.fu-titlebar' : '.fu-topbar')).toContainElement(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(container.querySelector('video')).toHaveAttribute('src', '/fu/static/live/1.m3u8'))
    expect(container.querySelector('video')).toHaveAttribute('poster', '/fu/static/live-1.svg')
    expect(screen.queryByText(/HLS stream/)).toBeNull()
    expect(screen.getByText('Live')).toHaveAttribute('data-tone', 'red')
    const subtitles = await screen.findByRole('region', { name: 'Subtitles' })
    expect(within(subtitles).getAllByRole('listitem').map(li => li.textContent)).toEqual(['Welcome everyone', 'Let us begin'])
    expect(api.liveSubtitles).toHaveBeenCalledWith({ live_id: item._id, limit: 500 })
  })

  it('live: the LIVE badge and the player\'s own play / pause, mute and full-screen buttons, no scrubber or duration', async () => {
    // A live stream has no end to seek to: Taro's bar showed a VOD scrubber "00:05 / 00:24" on a running live.
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('play'))
      return Promise.resolve()
    })
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('pause'))
    })
    try {
      const item = live(1)
      const { container } = await renderDetail(item, { permission: 1, allowed: 1, hls_url: item.hls_url })
      await waitFor(() => expect(container.querySelector('video')).toHaveAttribute('src', '/fu/static/live/1.m3u8'))
      const video = container.querySelector('video')!
      expect(screen.getByText('Live')).toHaveAttribute('data-tone', 'red')
      expect(video).toHaveAttribute('data-controls', 'none')
      expect(container.querySelector('.taro-video-progress-container')).toBeNull()
      expect(container.textContent).not.toMatch(/\d\d:\d\d \/ \d\d:\d\d/)
      expect(video).toHaveAttribute('poster', '/fu/static/live-1.svg')

      const controls = screen.getByRole('group', { name: 'Player controls' })
      for (const button of within(controls).getAllByRole('button')) expect(button).toHaveAttribute('tabindex', '0')
      fireEvent.click(within(controls).getByRole('button', { name: 'Play' }))
      expect(play).toHaveBeenCalled()
      fireEvent.click(await within(controls).findByRole('button', { name: 'Pause' }))
      expect(pause).toHaveBeenCalled()
      expect(await within(controls).findByRole('button', { name: 'Play' })).toBeInTheDocument()

      fireEvent.click(within(controls).getByRole('button', { name: 'Mute' }))
      expect(video.muted).toBe(true)
      fireEvent.click(within(controls).getByRole('button', { name: 'Unmute' }))
      expect(video.muted).toBe(false)

      // Full screen takes the stage (video, badge, caption and these controls), not the bare video.
      const stage = container.querySelector('.fu-live-player__stage') as HTMLElement & { requestFullscreen: jest.Mock }
      stage.requestFullscreen = jest.fn(() => Promise.resolve())
      fireEvent.click(within(controls).getByRole('button', { name: 'Full screen' }))
      expect(stage.requestFullscreen).toHaveBeenCalled()
    } finally {
      play.mockRestore()
      pause.mockRestore()
    }
  })

  it('replay: the replay video', async () => {
    const item = live(2, { start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR, replay_url: '/fu/static/live/2-replay.mp4' })
    const { container } = await renderDetail(item, { permission: 1 })
    await waitFor(() => expect(container.querySelector('video')).toHaveAttribute('src', '/fu/static/live/2-replay.mp4'))
    expect(screen.getByText('Replay')).toBeInTheDocument()
    // A replay has an end: Taro's bar with its scrubber and duration, not the live's own buttons.
    expect(container.querySelector('video')).toHaveAttribute('data-controls', 'taro')
    expect(container.querySelector('.taro-video-progress-container')).not.toBeNull()
    expect(screen.queryByRole('group', { name: 'Player controls' })).toBeNull()
    expect(screen.queryByRole('region', { name: 'Subtitles' })).toBeNull()
  })

  it('paused and over: a message instead of the player', async () => {
    const { container, unmount } = await renderDetail(live(3, { paused: 1 }), { permission: 1 })
    expect(await screen.findByText('The stream is paused. Please wait')).toBeInTheDocument()
    expect(container.querySelector('video')).toBeNull()
    unmount()
    await renderDetail(live(4, { start: nowS() - 3 * HOUR, end: nowS() - 2 * HOUR }), { permission: 1 })
    expect(await screen.findByText('This live stream has ended; no replay is available')).toBeInTheDocument()
  })

  it('countdown: the time left and "remind me" for a signed-in viewer', async () => {
    api.updateLiveUser.mockResolvedValue({})
    const item = upcoming(5)
    const { platform } = await renderDetail(item, { permission: 1 }, { loggedIn: true })
    expect(screen.getByText(/^Starts in 1d 02:03:\d\d$/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }))
    await waitFor(() => expect(api.updateLiveUser).toHaveBeenCalledWith(item._id, USER_ID, { remind: 1 }))
    expect(platform.toasts).toContain('Reminder set: we will text and e-mail you 10 minutes before the start')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remind me' })).toBeNull())
  })

  it('countdown: under a day the clock alone, no "0d"', async () => {
    await renderDetail(live(6, { start: nowS() + 2 * HOUR + 13 * 60 + 30, end: nowS() + 3 * HOUR }), { permission: 1 })
    expect(screen.getByText(/^Starts in 02:13:\d\d$/)).toHaveAttribute('role', 'timer')
    expect(screen.queryByText(/0d/)).toBeNull()
  })

  it('countdown: "remind me" failing says so; a guest is sent to sign in first', async () => {
    api.updateLiveUser.mockRejectedValue(new Error('boom'))
    const { platform, unmount } = await renderDetail(upcoming(6), { permission: 1 }, { loggedIn: true })
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }))
    await waitFor(() => expect(platform.toasts).toContain('Could not set the reminder. Please try again'))
    unmount()
    navigations.length = 0
    await renderDetail(upcoming(7), { permission: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }))
    await waitFor(() => expect(navigations[0]?.url).toMatch(/^\/login\?redirect=/))
    expect(api.updateLiveUser).toHaveBeenCalledTimes(1)
  })

  it('private without permission: no player, a link to register for the linked activity', async () => {
    const item = live(1, { privacy: 1, hls_url: undefined, activities: [ACTIVITY_ID] })
    const { container } = await renderDetail(item, { permission: 0, allowed: 0, reason: 'registration', activities: [ACTIVITY_ID] }, { loggedIn: true })
    expect(await screen.findByText(/This is a private live stream/)).toBeInTheDocument()
    expect(container.querySelector('video')).toBeNull()
    expect(api.liveSubtitles).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: 'Register for the linked activity' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/activity/detail?activity_id=${ACTIVITY_ID}&meeting_id=${MEETING_ID}`]))
  })

  it('a guest on a restricted live is asked to sign in and comes back here', async () => {
    const item = live(1, { price: 990, hls_url: undefined })
    await renderDetail(item, { permission: 0, allowed: 0, reason: 'login' })
    expect(await screen.findByText('Sign in to watch this live stream')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(navigations).toHaveLength(1))
    expect(decodeURIComponent(navigations[0].url)).toContain(`redirect=/meeting/live/detail?live_id=${item._id}`)
  })

  it('paid: buys through buyLive and the flows, then plays', async () => {
    const item = live(8, { price: 990, hls_url: undefined })
    api.buyLive.mockResolvedValue({ _id: 'order1', number: 'FL1', amount: 990, status: 'pending' })
    const rendered = await renderDetail(item, { permission: 0, allowed: 0, reason: 'payment', price: 990 }, { loggedIn: true })
    // Once paid, the server answers the permission with the stream.
    let paid = false
    api.livePermission.mockImplementation(async () => (paid
      ? { permission: 1, allowed: 1, hls_url: '/fu/static/live/8.m3u8' }
      : { permission: 0, allowed: 0, reason: 'payment', price: 990 }))
    const pay = rendered.flows.pay
    rendered.flows.pay = async request => { paid = true; return pay(request) }
    expect(await screen.findByText('This is a paid live stream')).toBeInTheDocument()
    expect(rendered.container.querySelector('video')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Buy access ¥9.90' }))
    await waitFor(() => expect(api.buyLive).toHaveBeenCalledWith(item._id))
    await waitFor(() => expect(rendered.flows.payments).toHaveLength(1))
    expect(rendered.flows.payments[0]).toMatchObject({ order: { _id: 'order1', number: 'FL1', pay_amount: 990 }, kind: 'live' })
    expect(rendered.flows.payments[0].back).toContain(`/meeting/live/detail?live_id=${item._id}`)
    await waitFor(() => expect(rendered.platform.toasts).toContain('Payment successful'))
    await waitFor(() => expect(rendered.container.querySelector('video')).toHaveAttribute('src', '/fu/static/live/8.m3u8'))
    expect(screen.queryByText('This is a paid live stream')).toBeNull()
  })

  it('paid: a failed or cancelled payment says so and keeps the buy action', async () => {
    const item = live(9, { price: 990, hls_url: undefined })
    api.buyLive.mockResolvedValue({ _id: 'order2', amount: 990 })
    const { platform, flows } = await renderDetail(item, { permission: 0, allowed: 0, reason: 'payment', price: 990 }, { loggedIn: true })
    flows.pay = async () => { throw new PaymentError('payment request failed') }
    fireEvent.click(await screen.findByRole('button', { name: 'Buy access ¥9.90' }))
    await waitFor(() => expect(platform.toasts).toContain('Payment request failed'))
    expect(await screen.findByRole('button', { name: 'Buy access ¥9.90' })).toBeInTheDocument()
    flows.pay = async () => ({ status: 'pending' })
    fireEvent.click(screen.getByRole('button', { name: 'Buy access ¥9.90' }))
    await waitFor(() => expect(platform.toasts).toContain('The payment is not confirmed yet: the live opens once it is'))
    expect(await screen.findByRole('button', { name: 'Buy access ¥9.90' })).toBeInTheDocument()
    flows.pay = async () => ({ status: 'cancelled' })
    fireEvent.click(screen.getByRole('button', { name: 'Buy access ¥9.90' }))
    await waitFor(() => expect(platform.toasts).toContain('Payment cancelled'))
  })

  it('shows a failed load with retry, and a missing live', async () => {
    api.listLives.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(page([], 0))
    api.livePermission.mockResolvedValue({ permission: 1 })
    renderLive({ live_id: live(1)._id })
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This live stream was not found')).toBeInTheDocument()
  })
})
