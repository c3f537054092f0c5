import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Live, Meeting } from '@fu-types/entities'
import type { LiveChatMessage } from '@fu-types/api'
import { ErrorCode } from '@fu-types/errors'
import * as contentApi from '@/api/content'
import * as meetingsApi from '@/api/meetings'
import { ApiError } from '@/api/http'
import { CHAT_PAGE_SIZE, CHAT_POLL_MS } from '@/pages/meeting/live/detail/useLiveChat'
import liveDetailScreen from '@/pages/meeting/live/detail'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = contentApi as jest.Mocked<typeof contentApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const LIVE_ID = '660800000000000000000001'
const USER_ID = 'u'.repeat(24)
const nowS = () => Math.floor(Date.now() / 1000)
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Shanghai' }
const live: Live = { _id: LIVE_ID, meeting_id: MEETING_ID, title: { en: 'Opening' }, start: nowS() - 3600, end: nowS() + 3600 }

let serial = 0
const message = (content: string, created: number, userId = 'f'.repeat(24)): LiveChatMessage => ({
  _id: `66f9${String(++serial).padStart(20, '0')}`, live_id: LIVE_ID, user_id: userId, content, created,
  user: { _id: userId, username: userId === USER_ID ? 'Me' : 'Friend', avatar: '/fu/static/avatar-1.png' },
})
const chatTexts = () => within(screen.getByRole('log')).getAllByText(/./, { selector: '.fu-live-chat__content' }).map(el => el.textContent)

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  serial = 0
  setVisibility('visible')
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  api.listLives.mockResolvedValue({ results: [live], total: 1 })
  api.livePermission.mockResolvedValue({ permission: 1 })
  api.liveSubtitles.mockResolvedValue([])
  api.countLiveChats.mockResolvedValue({ total: 0 })
  api.myLiveSubscription.mockResolvedValue(null)
})
afterEach(() => jest.useRealTimers())

describe.each(['mobile', 'desktop'] as const)('live chat (%s)', (variant) => {
  async function renderChat(options: { loggedIn?: boolean } = {}) {
    const rendered = renderScreen(liveDetailScreen, { route: 'meetingLiveDetail', variant, query: { live_id: LIVE_ID }, language: 'en' })
    if (options.loggedIn) await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: USER_ID }))
    await screen.findByRole('heading', { level: 1, name: 'Opening' })
    return rendered
  }

  it('shows the latest messages with the newest at the bottom and the count, and pages older ones on top', async () => {
    const older = [message('Hello', nowS() - 600), message('Good morning', nowS() - 590)]
    const latest = [message('Great talk!', nowS() - 120), message('Where are the slides?', nowS() - 60)]
    api.listLiveChats.mockResolvedValueOnce({ results: latest, total: 4 })
    api.countLiveChats.mockResolvedValue({ total: 4 })
    await renderChat()
    const region = await screen.findByRole('region', { name: 'Chat' })
    await waitFor(() => expect(chatTexts()).toEqual(['Great talk!', 'Where are the slides?']))
    expect(within(region).getByText('4 messages')).toBeInTheDocument()
    expect(api.listLiveChats).toHaveBeenCalledWith(LIVE_ID, { limit: CHAT_PAGE_SIZE })

    api.listLiveChats.mockResolvedValueOnce({ results: older, total: 4 })
    fireEvent.click(within(region).getByRole('button', { name: 'Earlier messages' }))
    await waitFor(() => expect(chatTexts()).toEqual(['Hello', 'Good morning', 'Great talk!', 'Where are the slides?']))
    expect(api.listLiveChats).toHaveBeenCalledWith(LIVE_ID, { limit: CHAT_PAGE_SIZE, skip: 2 })
    expect(within(region).queryByRole('button', { name: 'Earlier messages' })).toBeNull()
    // A guest reads but is asked to sign in to write.
    expect(within(region).queryByLabelText('Chat message')).toBeNull()
    fireEvent.click(within(region).getByRole('button', { name: 'Sign in to chat' }))
    await waitFor(() => expect(decodeURIComponent(navigations[0]?.url ?? '')).toContain(`redirect=/meeting/live/detail?live_id=${LIVE_ID}`))
  })

  it('opens at the player: the chat scrolls to its newest message inside its own list, never the page', async () => {
    // Taro's H5 ScrollView `scrollIntoView` scrolled every ancestor: the live opened at its chat, the player 600 px up.
    const intoView = jest.fn()
    const pageScroll = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined)
    Element.prototype.scrollIntoView = intoView
    const listScrolls: number[] = []
    const scrollTop = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTop')!
    Object.defineProperty(Element.prototype, 'scrollTop', {
      configurable: true,
      get: scrollTop.get,
      set(this: Element, value: number) { if (this.classList.contains('fu-live-chat__list')) listScrolls.push(value) },
    })
    try {
      const latest = [message('Great talk!', nowS() - 120), message('Where are the slides?', nowS() - 60)]
      api.listLiveChats.mockResolvedValue({ results: latest, total: 2 })
      await renderChat({ loggedIn: true })
      await waitFor(() => expect(chatTexts()).toEqual(['Great talk!', 'Where are the slides?']))
      expect(intoView).not.toHaveBeenCalled()
      expect(pageScroll).not.toHaveBeenCalled()
      // The list's own scrollTop goes past its end: the browser stops it at the newest message.
      await waitFor(() => expect(listScrolls.length).toBeGreaterThan(0))
      expect(listScrolls.at(-1)).toBeGreaterThan(100_000)
      // Nothing takes the focus to the chat box either (a focused field scrolls into view on a phone).
      expect(document.activeElement).toBe(document.body)

      // A message sent scrolls the list again, still inside itself.
      const before = listScrolls.length
      api.postLiveChat.mockResolvedValueOnce(message('Slides are on the site', nowS(), USER_ID))
      fireEvent.input(screen.getByLabelText('Chat message'), { target: { value: 'Slides are on the site' } })
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
      await waitFor(() => expect(chatTexts()).toHaveLength(3))
      await waitFor(() => expect(listScrolls.length).toBeGreaterThan(before))
      expect(intoView).not.toHaveBeenCalled()
    } finally {
      Object.defineProperty(Element.prototype, 'scrollTop', scrollTop)
      delete (Element.prototype as Partial<Element>).scrollIntoView
      pageScroll.mockRestore()
    }
  })

  it('polls for new messages while the page is visible, and stops while it is hidden', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] })
    const first = message('First', nowS() - 30)
    api.listLiveChats.mockResolvedValue({ results: [first], total: 1 })
    await renderChat()
    await act(async () => { await jest.advanceTimersByTimeAsync(0) })
    await waitFor(() => expect(chatTexts()).toEqual(['First']))
    const polls = () => api.listLiveChats.mock.calls.filter(([, q]) => q?.since !== undefined).length
    await waitFor(() => expect(polls()).toBe(1))
    // A poll never puts the loading toast over the video: it is a background read.
    expect(api.listLiveChats).toHaveBeenLastCalledWith(LIVE_ID, { since: first.created, limit: 50 }, { background: true })

    const fresh = message('Just now', nowS())
    api.listLiveChats.mockResolvedValue({ results: [first, fresh], total: 2 })
    api.countLiveChats.mockResolvedValue({ total: 2 })
    await act(async () => { await jest.advanceTimersByTimeAsync(CHAT_POLL_MS) })
    expect(polls()).toBe(2)
    await waitFor(() => expect(chatTexts()).toEqual(['First', 'Just now']))
    expect(screen.getByText('2 messages')).toBeInTheDocument()

    act(() => setVisibility('hidden'))
    await act(async () => { await jest.advanceTimersByTimeAsync(CHAT_POLL_MS * 3) })
    expect(polls()).toBe(2)
    act(() => setVisibility('visible'))
    await act(async () => { await jest.advanceTimersByTimeAsync(0) })
    expect(polls()).toBe(3)
  })

  it('a signed-in viewer sends a message with a 200-character counter; refusals are said next to the box', async () => {
    api.listLiveChats.mockResolvedValue({ results: [], total: 0 })
    await renderChat({ loggedIn: true })
    expect(await screen.findByText('No messages yet: say the first word')).toBeInTheDocument()
    const box = screen.getByLabelText('Chat message')
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toHaveAttribute('aria-disabled', 'true')
    expect(screen.getByText('0/200')).toBeInTheDocument()
    fireEvent.input(box, { target: { value: 'x'.repeat(230) } })
    expect(screen.getByText('200/200')).toBeInTheDocument()

    fireEvent.input(box, { target: { value: 'buy cheap followers' } })
    api.postLiveChat.mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.SensitiveContent, message: 'sensitive', data: { category: 'ad' } }))
    fireEvent.click(send)
    expect(await screen.findByText('Not sent: the message holds sensitive content (advertising)')).toBeInTheDocument()

    api.postLiveChat.mockRejectedValueOnce(new ApiError(429, { code: ErrorCode.TooFrequent, message: 'do not operate frequently' }))
    fireEvent.click(send)
    expect(await screen.findByText('Too many messages; wait a moment')).toBeInTheDocument()

    const sent = message('Hello everyone', nowS(), USER_ID)
    api.postLiveChat.mockResolvedValueOnce(sent)
    fireEvent.input(box, { target: { value: '  Hello everyone ' } })
    fireEvent.click(send)
    await waitFor(() => expect(chatTexts()).toEqual(['Hello everyone']))
    expect(api.postLiveChat).toHaveBeenLastCalledWith(LIVE_ID, 'Hello everyone')
    expect(screen.getByText('1 message')).toBeInTheDocument()
    expect(screen.getByText('0/200')).toBeInTheDocument()
    expect(screen.queryByText(/Too many messages/)).toBeNull()
  })

  it('a viewer without access is told so and the chat is not asked for; a failed chat offers retry', async () => {
    api.listLives.mockResolvedValue({ results: [{ ...live, privacy: 1 }], total: 1 })
    api.livePermission.mockResolvedValue({ permission: 0, allowed: 0, reason: 'registration', activities: ['660600000000000000000009'] })
    const { unmount } = await renderChat({ loggedIn: true })
    expect(await screen.findByText('Only viewers with access can chat')).toBeInTheDocument()
    expect(api.listLiveChats).not.toHaveBeenCalled()
    unmount()

    api.listLives.mockResolvedValue({ results: [live], total: 1 })
    api.livePermission.mockResolvedValue({ permission: 1 })
    api.listLiveChats.mockRejectedValueOnce(new Error('network error')).mockResolvedValue({ results: [message('Back again', nowS())], total: 1 })
    await renderChat()
    const region = await screen.findByRole('region', { name: 'Chat' })
    expect(await within(region).findByText('The chat did not load')).toBeInTheDocument()
    fireEvent.click(within(region).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(chatTexts()).toEqual(['Back again']))
  })
})
