/** The discussion board and one thread: author, time, counts; post and reply with the 500 rule and the server's refusals; like; report. */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import type { ThreadDoc, ThreadReply } from '@fu-types/api'
import { ApiError } from '@/api/http'
import * as threadsApi from '@/api/threads'
import * as meetingsApi from '@/api/meetings'
import threadBoardScreen from '@/pages/thread/board'
import { THREAD_PAGE_SIZE } from '@/pages/thread/board/useThreadBoard'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/threads')
jest.mock('@/api/meetings')
// Signing in fetches the user.
jest.mock('@/api/users')
const api = threadsApi as jest.Mocked<typeof threadsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const VISITOR_ID = '660200000000000000000009'
const meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' } as Meeting
const nowS = () => Math.floor(Date.now() / 1000)
const urls = () => navigations.map(n => n.url)
const page = <T,>(items: T[], total: number) => ({ results: items, total })
const refusal = (status: number, code: number, data?: Record<string, unknown>) => new ApiError(status, { code, message: 'refused', data })

function thread(n: number, extra: Partial<ThreadDoc> = {}): ThreadDoc {
  return {
    _id: `6640${String(n).padStart(20, '0')}`, meeting_id: MEETING_ID, user_id: `6602${String(n).padStart(20, '0')}`,
    content: `Meet at hall ${n} after the keynote?`, created: nowS() - n * 3600,
    user: { _id: `6602${String(n).padStart(20, '0')}`, username: `Author ${n}`, avatar: `/fu/static/avatar-${n}.png` },
    reply_total: n, like_total: n + 1, liked: 0, mine: 0, ...extra,
  }
}
const reply = (n: number, threadId: string): ThreadReply => ({
  _id: `6641${String(n).padStart(20, '0')}`, thread_id: threadId, user_id: VISITOR_ID, content: `Reply number ${n}`, created: nowS() - 120,
  user: { _id: VISITOR_ID, username: `Replier ${n}`, avatar: '' },
})

async function signIn(store: { session: { login: (token: { token: string; user_id: string }) => Promise<unknown> | void } }) {
  await act(async () => { await store.session.login({ token: 't'.repeat(32), user_id: VISITOR_ID }) })
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('thread board (%s)', variant => {
  const renderBoard = (query: Record<string, string> = { meeting_id: MEETING_ID }) =>
    renderScreen(threadBoardScreen, { route: 'threadList', variant, query, language: 'en' })

  it('lists threads newest first with author, time, replies and likes; a card opens its thread', async () => {
    api.listThreads.mockResolvedValue(page([thread(1), thread(2)], 2))
    renderBoard()
    const cards = await screen.findAllByRole('link', { name: /^Thread by Author \d/ })
    expect(cards).toHaveLength(2)
    expect(api.listThreads).toHaveBeenCalledWith({ meeting_id: MEETING_ID, limit: THREAD_PAGE_SIZE, skip: 0 })
    expect(within(cards[0]).getByText('Meet at hall 1 after the keynote?')).toBeInTheDocument()
    expect(within(cards[0]).getByText('1 h ago')).toBeInTheDocument()
    expect(within(cards[0]).getByRole('img', { name: 'Avatar of Author 1' })).toBeInTheDocument()
    const item = cards[0].parentElement!
    expect(within(item).getByText('1 reply')).toBeInTheDocument()
    expect(within(item).getByRole('button', { name: /Like/ })).toHaveTextContent('2')
    expect(screen.getByText('2 threads')).toBeInTheDocument()
    fireEvent.click(cards[1])
    expect(urls().at(-1)).toContain(`thread_id=${thread(2)._id}`)
  })

  it('says when the board is empty, and asks a guest to sign in before writing', async () => {
    api.listThreads.mockResolvedValue(page([], 0))
    renderBoard()
    expect(await screen.findByText('No threads yet: start the first one')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to join the discussion' }))
    expect(urls().at(-1)).toMatch(/\/login\?redirect=/)
  })

  it('shows the failure with a retry', async () => {
    api.listThreads.mockRejectedValueOnce(new Error('down')).mockResolvedValue(page([thread(1)], 1))
    renderBoard()
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Meet at hall 1 after the keynote?')).toBeInTheDocument()
  })

  it('posts a thread: counts to 500, refuses an empty or too long text, says the server refusals, then shows the new list', async () => {
    api.listThreads.mockResolvedValue(page([thread(1)], 1))
    const { store, platform } = renderBoard()
    await signIn(store)
    const box = await screen.findByRole('textbox', { name: 'Start a thread' })
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Please fill this in')).toBeInTheDocument()
    expect(api.postThread).not.toHaveBeenCalled()

    fireEvent.input(box, { target: { value: '展'.repeat(501) } })
    expect(screen.getByText('501/500')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('At most 500 characters')).toBeInTheDocument()
    expect(api.postThread).not.toHaveBeenCalled()

    fireEvent.input(box, { target: { value: 'You idiot' } })
    api.postThread.mockRejectedValueOnce(refusal(400, 4300, { category: 'abuse', field: 'content' }))
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText(/This text contains abuse/)).toBeInTheDocument()

    api.postThread.mockRejectedValueOnce(refusal(403, 4116))
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Register for an activity of this meeting to take part')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    expect(urls().at(-1)).toContain('/meeting/activity/list')

    fireEvent.input(box, { target: { value: '  Who is going to the robotics demo?  ' } })
    api.postThread.mockResolvedValueOnce(thread(9))
    api.listThreads.mockResolvedValue(page([thread(9, { content: 'Who is going to the robotics demo?' }), thread(1)], 2))
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(api.postThread).toHaveBeenLastCalledWith(MEETING_ID, 'Who is going to the robotics demo?'))
    expect(await screen.findByText('Who is going to the robotics demo?')).toBeInTheDocument()
    expect(platform.toasts).toContain('Thread posted')
    expect(box).toHaveValue('')
  })
})

describe.each(['mobile', 'desktop'] as const)('one thread (%s)', variant => {
  const T = thread(3)._id
  const renderThread = () => renderScreen(threadBoardScreen, { route: 'threadList', variant, query: { thread_id: T }, language: 'en' })

  it('shows the post, its replies oldest first, and goes back to the board', async () => {
    api.fetchThread.mockResolvedValue(thread(3))
    api.listThreadReplies.mockResolvedValue(page([reply(1, T), reply(2, T)], 2))
    renderThread()
    expect(await screen.findByText('Meet at hall 3 after the keynote?')).toBeInTheDocument()
    expect(api.fetchThread).toHaveBeenCalledWith(T)
    const replies = await screen.findByRole('list')
    expect(within(replies).getAllByRole('listitem').map(r => within(r).getByText(/^Reply number/).textContent)).toEqual(['Reply number 1', 'Reply number 2'])
    expect(within(replies).getByText('Replier 1')).toBeInTheDocument()
    expect(within(replies).getAllByText('2 min ago')).toHaveLength(2)
    fireEvent.click(screen.getByRole('button', { name: 'Back to all threads' }))
    expect(urls().at(-1)).toMatch(/\/meeting\/thread\/list\?meeting_id=/)
    expect(urls().at(-1)).not.toContain('thread_id')
  })

  it('says when the thread is gone', async () => {
    api.fetchThread.mockResolvedValue(null)
    api.listThreadReplies.mockResolvedValue(page([], 0))
    renderThread()
    expect(await screen.findByText('This thread no longer exists')).toBeInTheDocument()
  })

  it('replies, likes, and reports with a reason (once)', async () => {
    api.fetchThread.mockResolvedValue(thread(3))
    api.listThreadReplies.mockResolvedValue(page([reply(1, T)], 1))
    const { store, platform } = renderThread()
    await signIn(store)
    const box = await screen.findByRole('textbox', { name: 'Write a reply' })
    fireEvent.input(box, { target: { value: 'See you there' } })
    api.replyThread.mockResolvedValue(reply(2, T))
    api.listThreadReplies.mockResolvedValue(page([reply(1, T), reply(2, T)], 2))
    fireEvent.click(screen.getByRole('button', { name: 'Reply' }))
    await waitFor(() => expect(api.replyThread).toHaveBeenCalledWith(T, 'See you there'))
    expect(await screen.findByText('Reply number 2')).toBeInTheDocument()
    expect(platform.toasts).toContain('Reply posted')

    api.likeThread.mockResolvedValue({ thread_id: T, liked: 1, like_total: 5 })
    const like = screen.getByRole('button', { name: /Like/ })
    fireEvent.click(like)
    await waitFor(() => expect(api.likeThread).toHaveBeenCalledWith(T))
    await waitFor(() => expect(screen.getByRole('button', { name: /Liked/ })).toHaveAttribute('aria-pressed', 'true'))

    api.reportThread.mockResolvedValueOnce({ reported: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Report' }))
    const dialog = screen.getByRole('dialog', { name: 'Why are you reporting this?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spam or advertising' }))
    await waitFor(() => expect(api.reportThread).toHaveBeenCalledWith(T, 'spam', undefined))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(platform.toasts).toContain('Thanks: the organiser will look at it soon'))

    api.reportThread.mockRejectedValueOnce(refusal(409, 4302))
    fireEvent.click(screen.getAllByRole('button', { name: 'Report this reply' })[0])
    fireEvent.click(screen.getByRole('button', { name: 'Abuse or harassment' }))
    await waitFor(() => expect(api.reportThread).toHaveBeenLastCalledWith(T, 'abuse', reply(1, T)._id))
    await waitFor(() => expect(platform.toasts).toContain('You have already reported this'))
  })
})
