import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import { QUESTIONS_PAGE_SIZE } from '@/pages/exhibitor/questions/useQuestionList'
import askListScreen from '@/pages/exhibitor/questions'
import enterpriseListScreen from '@/pages/exhibitor/questions/enterpriseList'
import answerScreen from '@/pages/exhibitor/answer'
import enterpriseAnswerScreen from '@/pages/exhibitor/answer/enterpriseAnswer'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { COMPANY_ID, exhibitorUser, MEETING_ID, meeting, question, signIn } from './fixtures'

jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const urls = () => navigations.map(n => n.url)


beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  ;(meetingsApi as jest.Mocked<typeof meetingsApi>).fetchMeeting.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue(exhibitorUser(true))
})

describe.each(['mobile', 'desktop'] as const)('questions received (%s)', (variant) => {
  async function renderList(route: 'exhibitorAskList' | 'enterpriseQuestionList' = 'exhibitorAskList', query: Record<string, string> = {}) {
    const module = route === 'exhibitorAskList' ? askListScreen : enterpriseListScreen
    const rendered = renderScreen(module, { route, variant, query, language: 'en' })
    await signIn(rendered.store)
    return rendered
  }

  it('lists the waiting questions of my company with asker and time, and switches to the answered ones', async () => {
    api.listQuestions.mockImplementation(async query => (query.answered === 1
      ? { results: [question(9, { answer: 'Yes, on Tuesdays.', public: 1 }), question(8, { answer: 'Only you.', public: 0 })], total: 2 }
      : { results: [question(1), question(2)], total: 2 }))
    await renderList()
    expect(await screen.findByRole('heading', { level: 1, name: 'Questions to Aurora Robotics' })).toBeInTheDocument()
    // The frame: the company in the page's one heading, a title bar with back on a phone.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    const items = await screen.findAllByRole('listitem')
    expect(items).toHaveLength(2)
    expect(items[0]).toHaveTextContent('Emma asked')
    expect(items[0]).toHaveTextContent('Question 1?')
    expect(items[0]).toHaveTextContent('2026.01.01 10:01') // Tokyo time of the meeting
    expect(api.listQuestions).toHaveBeenLastCalledWith({ enterprise_id: COMPANY_ID, answered: 0, skip: 0, limit: QUESTIONS_PAGE_SIZE })
    expect(screen.getByRole('tab', { name: 'Waiting for an answer' })).toHaveAttribute('aria-selected', 'true')

    fireEvent.click(screen.getByRole('tab', { name: 'Answered' }))
    await waitFor(() => expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Yes, on Tuesdays.'))
    const [publicOne, privateOne] = screen.getAllByRole('listitem')
    expect(publicOne).toHaveTextContent('Public')
    expect(privateOne).toHaveTextContent('Only the asker sees it')
    expect(within(publicOne).getByRole('button', { name: 'Answer the question: Question 9?' })).toHaveTextContent('Edit answer')
  })

  it('tells two askers of the same name apart by title and company, and names an unnamed asker neutrally (issue 25)', async () => {
    const asker = (n: number, username: string | null, work?: { title?: string; company?: string }) =>
      question(n, { user: { _id: `u${n}`, username, avatar: '', work } })
    api.listQuestions.mockResolvedValue({ results: [
      asker(1, 'Lin Fang', { title: 'Buyer', company: 'Harbour Solar' }),
      asker(2, 'Lin Fang', { company: 'Delta Grid' }),
      asker(3, null, { title: 'Engineer' }),
      asker(4, null),
    ], total: 4 })
    await renderList()
    const items = await screen.findAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Lin Fang · Buyer · Harbour Solar asked')
    expect(items[1]).toHaveTextContent('Lin Fang · Delta Grid asked')
    expect(items[2]).toHaveTextContent('A visitor · Engineer asked')
    expect(items[3]).toHaveTextContent('A visitor asked')
    expect(items[3]).not.toHaveTextContent(/user\d{4}|null/)
  })

  it('opens a question to answer it, on the route of the list it came from', async () => {
    api.listQuestions.mockResolvedValue({ results: [question(1)], total: 1 })
    await renderList()
    fireEvent.click(await screen.findByRole('button', { name: 'Answer the question: Question 1?' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/exhibitor/ask?question_id=${question(1)._id}&meeting_id=${MEETING_ID}`]))
    navigations.length = 0
  })

  it('opens /meeting/enterprise/question/{id}/answer from the enterprise question list', async () => {
    api.listQuestions.mockResolvedValue({ results: [question(1)], total: 1 })
    await renderList('enterpriseQuestionList')
    fireEvent.click(await screen.findByRole('button', { name: 'Answer the question: Question 1?' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise/question/${question(1)._id}/answer?meeting_id=${MEETING_ID}`]))
  })

  it('says when nothing waits, fails with retry, and sends an account without a company to bind one', async () => {
    api.listQuestions.mockRejectedValueOnce(new Error('network error')).mockResolvedValue({ results: [], total: 0 })
    const { unmount } = await renderList()
    expect(await screen.findByText('network error')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('No question is waiting for an answer')).toBeInTheDocument()
    unmount()

    users.fetchUser.mockResolvedValue(exhibitorUser(false))
    api.listQuestions.mockClear()
    await renderList()
    expect(await screen.findByRole('heading', { name: 'Bind your company first' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Bind a company' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/exhibitor/bind?meeting_id=${MEETING_ID}`]))
    expect(api.listQuestions).not.toHaveBeenCalled()
  })
})

describe.each(['mobile', 'desktop'] as const)('answering a question (%s)', (variant) => {
  const answerBox = () => screen.getByLabelText('Your answer')
  const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')
  /** /meeting/exhibitor/ask?question_id= (or, `enterprise`, /meeting/enterprise/question/{question_id}/answer). */
  async function renderAnswer(id = question(1)._id, enterprise = false) {
    const rendered = enterprise
      ? renderScreen(enterpriseAnswerScreen, { route: 'enterpriseQuestionAnswer', variant, params: { question_id: id }, language: 'en' })
      : renderScreen(answerScreen, { route: 'exhibitorAsk', variant, query: { question_id: id }, language: 'en' })
    await signIn(rendered.store)
    return rendered
  }

  it('shows the question, checks the answer beside the field, and saves it in public then goes to the answered list', async () => {
    api.fetchQuestion.mockResolvedValue(question(1))
    api.answerQuestion.mockResolvedValue(question(1, { answer: 'Yes.', public: 1 }))
    const { platform } = await renderAnswer()
    expect(await screen.findByText('Question 1?')).toBeInTheDocument()
    expect(screen.getByText('Emma asked')).toBeInTheDocument()
    // The frame: the route's title as the page's heading, a title bar with back on a phone.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Question$/)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(api.fetchQuestion).toHaveBeenCalledWith(COMPANY_ID, question(1)._id)

    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    expect(errorOf(answerBox())).toHaveTextContent('Write an answer')
    fireEvent.change(answerBox(), { target: { value: 'x'.repeat(501) } })
    expect(screen.getByText('501/500')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    expect(errorOf(answerBox())).toHaveTextContent('An answer has at most 500 characters')
    expect(api.answerQuestion).not.toHaveBeenCalled()

    fireEvent.change(answerBox(), { target: { value: '  Yes.  ' } })
    expect(screen.getByRole('checkbox', { name: /Show this answer to all visitors/ })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    await waitFor(() => expect(api.answerQuestion).toHaveBeenCalledWith(question(1)._id, 'Yes.', true))
    await waitFor(() => expect(urls()).toEqual([`/meeting/exhibitor/ask/list?meeting_id=${MEETING_ID}&tab=answered`]))
    expect(platform.toasts).toContain('Answer saved')
  })

  it('edits a private answer keeping it private, and says a sensitive answer or a failure beside it', async () => {
    api.fetchQuestion.mockResolvedValue(question(2, { answer: 'Only you.', public: 0 }))
    api.answerQuestion
      .mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.SensitiveContent, message: 'sensitive' }))
      .mockRejectedValueOnce(new Error('offline'))
    await renderAnswer(question(2)._id)
    await waitFor(() => expect(answerBox()).toHaveValue('Only you.'))
    expect(screen.getByRole('checkbox', { name: /Show this answer/ })).toHaveAttribute('aria-checked', 'false')
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    await waitFor(() => expect(errorOf(answerBox())).toHaveTextContent('The text contains words that are not allowed'))
    expect(api.answerQuestion).toHaveBeenLastCalledWith(question(2)._id, 'Only you.', false)
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    await waitFor(() => expect(errorOf(answerBox())).toHaveTextContent('Could not save the answer'))
    expect(urls()).toEqual([])
  })

  it('says when the question is not found, and fails with retry', async () => {
    api.fetchQuestion.mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(null)
    await renderAnswer()
    expect(await screen.findByText('network error')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This question was not found')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back to the questions' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/exhibitor/ask/list?meeting_id=${MEETING_ID}`]))
  })

  it('on /meeting/enterprise/question/{question_id}/answer takes the id from the path and returns to that list', async () => {
    api.fetchQuestion.mockResolvedValue(question(1, { answer: 'Yes.', public: 1 }))
    api.answerQuestion.mockResolvedValue(question(1, { answer: 'Yes, daily.', public: 1 }))
    await renderAnswer(question(1)._id, true)
    await waitFor(() => expect(answerBox()).toHaveValue('Yes.'))
    expect(api.fetchQuestion).toHaveBeenCalledWith(COMPANY_ID, question(1)._id)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Answer$/)
    fireEvent.change(answerBox(), { target: { value: 'Yes, daily.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send answer' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise/question/list?meeting_id=${MEETING_ID}&tab=answered`]))
  })
})
