import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Enterprise } from '@fu-types/entities'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { ApiError } from '@/api/http'
import { ErrorCode } from '@fu-types/errors'
import askScreen from '@/pages/exhibitor/ask'
import enterpriseScreen from '@/pages/meeting/enterprise'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { renderAnyScreen } from '../appointment/support'
import { COMPANY_ID, exhibitorUser, MEETING_ID, meeting, question, signIn } from './fixtures'

jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const urls = () => navigations.map(n => n.url)
const company: Enterprise = {
  _id: COMPANY_ID, meeting_id: MEETING_ID, weight: 1, created: 1, deleted: 0, recommend: 1, status: 1,
  exhibitor: { company: { title: { en: 'Aurora Robotics' } }, booth: 'A100' },
}

const box = () => screen.getByLabelText('Your question')
const errorOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  ;(meetingsApi as jest.Mocked<typeof meetingsApi>).fetchMeeting.mockResolvedValue(meeting)
  ;(usersApi as jest.Mocked<typeof usersApi>).fetchUser.mockResolvedValue(exhibitorUser(false))
  api.fetchEnterprise.mockResolvedValue(company)
  api.enterpriseAction.mockResolvedValue({})
  api.listProducts.mockResolvedValue({ results: [], total: 0 })
})

describe.each(['mobile', 'desktop'] as const)('ask a company (%s)', (variant) => {
  async function renderAsk() {
    const rendered = renderScreen(askScreen, { route: 'enterpriseQuestionAsk', variant, query: { enterprise_id: COMPANY_ID }, language: 'en' })
    await signIn(rendered.store)
    return rendered
  }

  it('the company page offers "Ask a question", which opens the question screen for that company', async () => {
    renderAnyScreen(enterpriseScreen, { route: 'meetingEnterprise', variant, query: { enterprise_id: COMPANY_ID }, language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Ask a question' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise/question?enterprise_id=${COMPANY_ID}&meeting_id=${MEETING_ID}`]))
  })

  it('sends a question after checking it, clears the box, and lists my questions with their answers', async () => {
    api.listQuestions.mockResolvedValueOnce({ results: [], total: 0 })
      .mockResolvedValue({ results: [question(1, { content: 'Do you ship to Korea?' }), question(2, { content: 'Price list?', answer: 'On request.' })], total: 2 })
    api.askQuestion.mockResolvedValue(question(1))
    const { platform, container } = await renderAsk()
    // The frame: the company in the page's one heading, a title bar with back on a phone.
    expect(await screen.findByRole('heading', { level: 1, name: 'Ask Aurora Robotics' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(container.querySelector(`.fu-exhibitor--${variant} .fu-exhibitor__card`)).not.toBeNull()
    expect(screen.queryByRole('heading', { name: 'Your questions to this company' })).toBeNull()

    fireEvent.click(screen.getByRole('button', { name: 'Send question' }))
    expect(errorOf(box())).toHaveTextContent('Write your question')
    fireEvent.change(box(), { target: { value: '问'.repeat(501) } })
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }))
    expect(errorOf(box())).toHaveTextContent('A question has at most 500 characters')
    expect(api.askQuestion).not.toHaveBeenCalled()

    fireEvent.change(box(), { target: { value: ' Do you ship to Korea? ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }))
    await waitFor(() => expect(api.askQuestion).toHaveBeenCalledWith(COMPANY_ID, 'Do you ship to Korea?'))
    expect(await screen.findByRole('heading', { name: 'Your questions to this company' })).toBeInTheDocument()
    expect(box()).toHaveValue('')
    expect(platform.toasts).toContain('Question sent')
    const [first, second] = screen.getAllByRole('listitem')
    expect(first).toHaveTextContent('Not answered yet')
    expect(second).toHaveTextContent('Answer: On request.')
    expect(api.listQuestions).toHaveBeenLastCalledWith({ enterprise_id: COMPANY_ID, mine: 1, limit: 20 })
    // SPEC §7: the open of the form and the question sent are counted, once each.
    expect(api.enterpriseAction.mock.calls).toEqual([[COMPANY_ID, 'asks'], [COMPANY_ID, 'questions']])
  })

  it('says a sensitive question or a failure beside the box, keeping the text', async () => {
    api.listQuestions.mockResolvedValue({ results: [], total: 0 })
    api.askQuestion.mockRejectedValueOnce(new ApiError(400, { code: ErrorCode.SensitiveContent, message: 'sensitive' })).mockRejectedValueOnce(new Error('offline'))
    await renderAsk()
    fireEvent.change(await screen.findByLabelText('Your question'), { target: { value: 'you idiot' } })
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }))
    await waitFor(() => expect(errorOf(box())).toHaveTextContent('The text contains words that are not allowed'))
    fireEvent.click(screen.getByRole('button', { name: 'Send question' }))
    await waitFor(() => expect(errorOf(box())).toHaveTextContent('Could not send. Try again'))
    expect(box()).toHaveValue('you idiot')
  })

  it('goes back to the company, says an unknown company, and fails with retry', async () => {
    api.listQuestions.mockResolvedValue({ results: [], total: 0 })
    api.fetchEnterprise.mockReset()
    api.fetchEnterprise.mockResolvedValueOnce(company).mockRejectedValueOnce(new Error('network error')).mockResolvedValueOnce(null)
    const { unmount } = await renderAsk()
    fireEvent.click(await screen.findByRole('link', { name: 'Back to the company' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/enterprise?enterprise_id=${COMPANY_ID}&meeting_id=${MEETING_ID}`]))
    unmount()
    await renderAsk()
    expect(await screen.findByText('network error')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('This company was not found')).toBeInTheDocument()
  })
})
