import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import type { MatchSource } from '@fu-types/api'
import { ApiError, NetworkError } from '@/api/http'
import * as matchApi from '@/api/match'
import * as meetingsApi from '@/api/meetings'
import copilotScreen from '@/pages/copilot'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge; the real service is proven in test/unit/api/match.test.ts.
jest.mock('@/api/match')
jest.mock('@/api/meetings')
const match = matchApi as jest.Mocked<typeof matchApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = '660100000000000000000001'
const SPEAKER_ID = '660500000000000000000002'
const AGENDA_ID = '660400000000000000000003'
const withCopilot: Meeting = {
  _id: MEETING_ID, title: { en: 'Demo Expo' }, start: 1767225600, end: 1767312000,
  exhibition: {
    enable_copilot: 1,
    copilot_name: { en: 'Expo assistant', zh: '会议助手' },
    copilot_prologue_title: { en: 'Hi, I am the expo assistant' },
    copilot_prologue_description: { en: 'Ask me anything about the expo' },
    copilot_prologue_questions: [{ en: 'Where is the venue?' }, { en: 'Which companies exhibit?' }],
  },
}
const sources: MatchSource[] = [
  { kind: 'speaker', _id: SPEAKER_ID, meeting_id: MEETING_ID, title: { en: 'Dr. Lin' } },
  { kind: 'agenda', _id: AGENDA_ID, meeting_id: MEETING_ID, title: { en: 'Opening keynote' } },
]

/** An answer the test settles when it wants: the screen shows the streaming state until then. */
function deferredAnswer() {
  let settle!: (answer: matchApi.MatchAnswer) => void
  let fail!: (e: Error) => void
  const promise = new Promise<matchApi.MatchAnswer>((resolve, reject) => { settle = resolve; fail = reject })
  return { promise, settle, fail }
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(withCopilot)
  meetings.fetchMeetingByDomain.mockResolvedValue(withCopilot)
  // The stop signal is plain logic: the real one, so the test sees what the screen asks of askMatch.
  match.stopper.mockImplementation(jest.requireActual<typeof matchApi>('@/api/match').stopper)
})

describe.each(['mobile', 'desktop'] as const)('copilot (%s)', (variant) => {
  const renderCopilot = () => renderScreen(copilotScreen, { route: 'meetingTalk', variant, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('greets with the meeting\'s prologue; a chip asks, the answer streams in, and a source opens its screen', async () => {
    match.askMatch.mockImplementation(async (_ask, onChunk) => {
      onChunk?.('Here is what I found: ')
      onChunk?.('1. [Speaker] Dr. Lin')
      return { text: 'Here is what I found: 1. [Speaker] Dr. Lin', sources }
    })
    const { container } = renderCopilot()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Expo assistant')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Hi, I am the expo assistant')
    expect(screen.getByText('Ask me anything about the expo')).toBeInTheDocument()
    expect(screen.queryByText('Who are the star guests?')).toBeNull()
    const log = screen.getByRole('log', { name: 'Conversation' })
    expect(log).toHaveAttribute('aria-live', 'polite')
    // The frame: the assistant's name as the page heading, under the title bar with back (phone) or the top bar
    // (desktop); a full-height chat without the meeting footer.
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
    expect(container.querySelector('.fu-footer')).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Where is the venue?' }))
    expect(await within(log).findByText('Here is what I found: 1. [Speaker] Dr. Lin')).toBeInTheDocument()
    expect(within(log).getByText('Where is the venue?')).toBeInTheDocument()
    expect(match.askMatch).toHaveBeenCalledWith({ question: 'Where is the venue?', meeting_id: MEETING_ID, language: 'en' }, expect.any(Function), { signal: expect.objectContaining({ stopped: false }) })

    const links = within(log).getAllByRole('link')
    expect(links.map(l => l.getAttribute('aria-label'))).toEqual(['Open Speaker: Dr. Lin', 'Open Agenda: Opening keynote'])
    fireEvent.click(links[0])
    fireEvent.click(links[1])
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([
      `/meeting/speaker?speaker_id=${SPEAKER_ID}&meeting_id=${MEETING_ID}`,
      `/meeting/agenda/details?meeting_id=${MEETING_ID}&agenda_id=${AGENDA_ID}`,
    ]))
  })

  it('brings each new exchange into view as it starts, moving the page as little as it can', async () => {
    // jsdom lays nothing out and has no scrollIntoView: the call and the element it is made on are what a visitor sees.
    const scrolled: { element: Element; options: unknown }[] = []
    const original = Element.prototype.scrollIntoView
    Element.prototype.scrollIntoView = function (this: Element, options?: unknown) { scrolled.push({ element: this, options }) }
    try {
      match.askMatch.mockImplementation(async (ask) => ({ text: `Answer to ${ask.question}`, sources: [] }))
      renderCopilot()
      const log = await screen.findByRole('log', { name: 'Conversation' })
      expect(scrolled).toEqual([])
      fireEvent.click(screen.getByRole('button', { name: 'Where is the venue?' }))
      expect(await within(log).findByText('Answer to Where is the venue?')).toBeInTheDocument()
      fireEvent.click(screen.getByRole('button', { name: 'Which companies exhibit?' }))
      expect(await within(log).findByText('Answer to Which companies exhibit?')).toBeInTheDocument()
      expect(scrolled).toHaveLength(2)
      expect(scrolled[0].options).toEqual(expect.objectContaining({ block: 'nearest' }))
      expect(scrolled[0].element).toHaveTextContent('Where is the venue?')
      expect(scrolled[1].element).toHaveTextContent('Which companies exhibit?')
      expect(scrolled[1].element).not.toHaveTextContent('Where is the venue?')
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })

  it('sends what I typed; while the answer comes, send gives way to stop, and a stopped answer never shows', async () => {
    const answer = deferredAnswer()
    match.askMatch.mockReturnValue(answer.promise)
    renderCopilot()
    const box = await screen.findByRole('textbox', { name: 'Your question' })
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled()
    fireEvent.change(box, { target: { value: '  How do I get there?  ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(await screen.findByText('Thinking…')).toBeInTheDocument()
    expect(match.askMatch.mock.calls[0][0].question).toBe('How do I get there?')
    expect(box).toHaveValue('')
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Where is the venue?' })).toBeDisabled()

    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    expect(await screen.findByText('Answer stopped')).toBeInTheDocument()
    await act(async () => { answer.settle({ text: 'Too late', sources: [] }) })
    expect(screen.queryByText('Too late')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
  })

  it('says when an answer failed and answers again on retry; "new conversation" starts over', async () => {
    match.askMatch.mockRejectedValueOnce(new NetworkError(false, new TypeError('Failed to fetch'))).mockResolvedValueOnce({ text: 'The venue is Hall 1.', sources: [] })
    renderCopilot()
    fireEvent.click(await screen.findByRole('button', { name: 'Where is the venue?' }))
    // In the UI's language, never the browser's "Failed to fetch".
    expect(within(await screen.findByRole('alert')).getByText('Could not answer: Network error, please refresh and try again')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The venue is Hall 1.')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(match.askMatch).toHaveBeenCalledTimes(2)
    expect(match.askMatch.mock.calls[1][0].question).toBe('Where is the venue?')

    fireEvent.click(screen.getByRole('button', { name: 'New conversation' }))
    expect(screen.queryByText('The venue is Hall 1.')).toBeNull()
    expect(screen.queryByRole('button', { name: 'New conversation' })).toBeNull()
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Hi, I am the expo assistant')
  })

  it('asked too often, says how long to wait; a failure it cannot explain shows no raw message', async () => {
    match.askMatch
      .mockRejectedValueOnce(new ApiError(429, { code: 4290, message: 'too many questions to the assistant: wait a moment and ask again', data: { scope: 'person', retry_after: 42 } }))
      .mockRejectedValueOnce(new Error('stream ended: TypeError x'))
    renderCopilot()
    fireEvent.click(await screen.findByRole('button', { name: 'Where is the venue?' }))
    expect(within(await screen.findByRole('alert')).getByText('Could not answer: You are asking too quickly: ask again in 42 seconds')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(within(screen.getByRole('alert')).getByText('Could not answer')).toBeInTheDocument())
    expect(screen.getByRole('alert')).not.toHaveTextContent('TypeError')
  })

  it(variant === 'desktop' ? 'sends on Enter, not on Shift + Enter' : 'keeps Enter for new lines (the button sends)', async () => {
    match.askMatch.mockResolvedValue({ text: 'Hall 1.', sources: [] })
    renderCopilot()
    const box = await screen.findByRole('textbox', { name: 'Your question' })
    fireEvent.change(box, { target: { value: 'Where?' } })
    fireEvent.keyDown(box, { key: 'Enter', shiftKey: true })
    expect(match.askMatch).not.toHaveBeenCalled()
    fireEvent.keyDown(box, { key: 'Enter' })
    if (variant === 'desktop') {
      expect(await screen.findByText('Hall 1.')).toBeInTheDocument()
      expect(box).toHaveAccessibleDescription('Enter sends, Shift + Enter starts a new line')
    } else {
      expect(match.askMatch).not.toHaveBeenCalled()
      fireEvent.click(screen.getByRole('button', { name: 'Send' }))
      expect(await screen.findByText('Hall 1.')).toBeInTheDocument()
    }
  })

  it('greets with the three default questions when the meeting sets no prologue', async () => {
    meetings.fetchMeeting.mockResolvedValue({ ...withCopilot, exhibition: { enable_copilot: 1 } })
    renderCopilot()
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Hi, I am Meeting assistant')
    expect(screen.getByText('Ask me anything about this event')).toBeInTheDocument()
    const chips = within(screen.getByRole('list', { name: 'You could ask' })).getAllByRole('button')
    expect(chips.map(c => c.textContent)).toEqual(['Where does the event take place?', 'Who are the star guests?', 'How do I register?'])
  })

  it('shows the answer as it streams, before it ends: thinking, then partial text with a stop control, then sources', async () => {
    const answer = deferredAnswer()
    let push!: (chunk: string) => void
    match.askMatch.mockImplementation((_ask, onChunk) => { push = chunk => onChunk?.(chunk); return answer.promise })
    renderCopilot()
    fireEvent.click(await screen.findByRole('button', { name: 'Where is the venue?' }))
    const log = screen.getByRole('log', { name: 'Conversation' })
    expect(await within(log).findByText('Thinking…')).toBeInTheDocument()
    await act(async () => { push('The venue is ') })
    expect(within(log).getByText('The venue is')).toBeInTheDocument()
    expect(within(log).getByText('Answering…')).toBeInTheDocument()
    expect(within(log).queryByText('Thinking…')).toBeNull()
    expect(within(log).getByRole('button', { name: 'Stop the answer' })).toBeInTheDocument()
    await act(async () => { push('Hall 1 [1].') })
    expect(within(log).getByText('The venue is Hall 1 [1].')).toBeInTheDocument()
    expect(within(log).queryAllByRole('link')).toHaveLength(0)
    await act(async () => { answer.settle({ text: 'The venue is Hall 1 [1].', sources }) })
    expect(within(log).queryByText('Answering…')).toBeNull()
    expect(within(log).getAllByRole('link').map(l => l.textContent)).toEqual(['1. [Speaker] Dr. Lin', '2. [Agenda] Opening keynote'])
  })

  it('stop (in the answer) aborts the request; the partial text stays, marked stopped', async () => {
    const answer = deferredAnswer()
    let push!: (chunk: string) => void
    match.askMatch.mockImplementation((_ask, onChunk, options) => {
      push = chunk => onChunk?.(chunk)
      options?.signal?.onStop(() => answer.fail(new Error('stream aborted')))
      return answer.promise
    })
    renderCopilot()
    fireEvent.click(await screen.findByRole('button', { name: 'Where is the venue?' }))
    await act(async () => { push('The venue is') })
    const signal = match.askMatch.mock.calls[0][2]!.signal!
    fireEvent.click(screen.getByRole('button', { name: 'Stop the answer' }))
    expect(signal.stopped).toBe(true)
    expect(await screen.findByText('Answer stopped')).toBeInTheDocument()
    expect(screen.getByText('The venue is')).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Send' })).toBeInTheDocument()
  })

  it('a stream that fails midway says so and answers afresh on retry', async () => {
    const first = deferredAnswer()
    let push!: (chunk: string) => void
    match.askMatch.mockImplementationOnce((_ask, onChunk) => { push = chunk => onChunk?.(chunk); return first.promise })
      .mockResolvedValueOnce({ text: 'The venue is Hall 1.', sources: [] })
    renderCopilot()
    fireEvent.click(await screen.findByRole('button', { name: 'Where is the venue?' }))
    await act(async () => { push('The ven') })
    await act(async () => { first.fail(new NetworkError(false, new Error('connection reset'))) })
    expect(within(await screen.findByRole('alert')).getByText('Could not answer: Network error, please refresh and try again')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('The venue is Hall 1.')).toBeInTheDocument()
    expect(screen.queryByText('The ven')).toBeNull()
  })

  it('says clearly when the meeting has no assistant, and asks nothing', async () => {
    meetings.fetchMeeting.mockResolvedValue({ ...withCopilot, exhibition: { ...withCopilot.exhibition, enable_copilot: 0 } })
    renderCopilot()
    expect(await screen.findByText('This event has no meeting assistant')).toBeInTheDocument()
    expect(screen.queryByRole('textbox')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the event home' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/home?meeting_id=${MEETING_ID}`]))
    expect(match.askMatch).not.toHaveBeenCalled()
  })

  it('shows a meeting that failed to load with a retry', async () => {
    meetings.fetchMeeting.mockRejectedValueOnce(new Error('network error')).mockResolvedValue(withCopilot)
    renderCopilot()
    expect(await screen.findByRole('alert')).toHaveTextContent('network error')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent('Hi, I am the expo assistant')
  })
})
