/**
 * The demand post form and the comment form: the rules beside their fields, jpg/png images with upload progress, and
 * the server's refusals (4116 register first, 4300 sensitive with its category, 4290 too often, 4302 commented).
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Category, Meeting } from '@fu-types/entities'
import { ErrorCode } from '@fu-types/errors'
import * as authApi from '@/api/auth'
import * as categoriesApi from '@/api/categories'
import * as contentApi from '@/api/content'
import { ApiError } from '@/api/http'
import * as meetingsApi from '@/api/meetings'
import * as imageUpload from '@/flows/imageUpload'
import demandFormScreen from '@/pages/demand/form'
import demandCommentScreen from '@/pages/demand/comment'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { demand, MEETING_ID, meeting } from './fixtures'

jest.mock('@/api/auth')
jest.mock('@/api/categories')
jest.mock('@/api/content')
jest.mock('@/api/meetings')
jest.mock('@/flows/imageUpload')
const api = contentApi as jest.Mocked<typeof contentApi>
const auth = authApi as jest.Mocked<typeof authApi>
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const images = imageUpload as jest.Mocked<typeof imageUpload>

const COOPERATION: Category = { _id: '662100000000000000002703', meeting_id: MEETING_ID, type: 'demand', title: { en: 'Cooperation' }, weight: 10 }
const urls = () => navigations.map(n => n.url)
const refusal = (status: number, code: number, data?: Record<string, unknown>) => new ApiError(status, { code, message: 'refused', data })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting as Meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting as Meeting)
  categories.listCategories.mockResolvedValue([COOPERATION])
  auth.uploadToken.mockResolvedValue({ uptoken: 'upload-token' } as Awaited<ReturnType<typeof authApi.uploadToken>>)
})

const type = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label), { target: { value } })
const fieldError = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? ''

describe.each(['mobile', 'desktop'] as const)('post a demand (%s)', variant => {
  const renderForm = (routeType = COOPERATION._id) =>
    renderScreen(demandFormScreen, { route: 'demandForm', variant, params: { type: routeType }, query: { meeting_id: MEETING_ID }, language: 'en' })

  it('says beside each field what breaks the rules, and sends nothing', async () => {
    const { container } = renderForm()
    await screen.findByRole('radio', { name: 'Cooperation' })
    // The frame: the route's title as the page heading; a title bar with back on a phone, the top bar on a desktop.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Post a demand')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-demand-form')).not.toBeNull()
    type('Title', 'Shor')
    type('Description', 'x'.repeat(501))
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(fieldError('fu-demand-title')).toBe('The title needs at least 5 characters')
    expect(fieldError('fu-demand-description')).toBe('At most 500 characters')
    expect(screen.getByText('501/500')).toBeInTheDocument()
    expect(api.postDemand).not.toHaveBeenCalled()
    type('Title', '')
    type('Description', ' ')
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(fieldError('fu-demand-title')).toBe('Enter a title')
    expect(fieldError('fu-demand-description')).toBe('Please fill this in')
  })

  it('sends the image to the object storage when the upload token names its host, and shows the stored image', async () => {
    const stored = 'https://img.events.example/fu/660000000000000000000002.jpg'
    auth.uploadToken.mockResolvedValue({ uptoken: 'qiniu-token', upload_url: 'https://up-z2.qiniup.com' })
    images.pickImages.mockResolvedValue([{ path: 'blob:c', name: 'c.jpg', type: 'image/jpeg' }])
    images.uploadImage.mockResolvedValue(stored)
    renderForm()
    fireEvent.click(await screen.findByRole('button', { name: 'Add an image' }))
    expect(await screen.findByRole('img', { name: /Image 1/ })).toHaveAttribute('src', stored)
    expect(images.uploadImage).toHaveBeenCalledWith('https://up-z2.qiniup.com', expect.objectContaining({ uptoken: 'qiniu-token' }), 'blob:c', expect.any(Function))
  })

  it('uploads jpg/png images with their progress, refuses others, and posts with the category from the route', async () => {
    images.pickImages.mockResolvedValue([{ path: 'blob:a', name: 'a.png', type: 'image/png' }, { path: 'blob:b', name: 'b.gif', type: 'image/gif' }])
    let finish: (url: string) => void = () => undefined
    images.uploadImage.mockImplementation((_url, _token, _path, onProgress) => new Promise(resolve => { onProgress?.(40); finish = resolve }))
    api.postDemand.mockResolvedValue(demand(9))
    const { platform } = renderForm()
    expect(await screen.findByRole('radio', { name: 'Cooperation' })).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Add an image' }))
    expect(await screen.findByRole('progressbar')).toHaveTextContent('Uploading 40%')
    expect(fieldError('fu-demand-images')).toBe('Only jpg or png images')
    expect(images.uploadImage).toHaveBeenCalledTimes(1)
    expect(images.uploadImage).toHaveBeenCalledWith(`${platform.apiBase}/uploads`, expect.objectContaining({ uptoken: 'upload-token' }), 'blob:a', expect.any(Function))
    finish('/fu/api/uploads/660000000000000000000001.png')
    expect(await screen.findByRole('img', { name: /Image 1/ })).toHaveAttribute('src', '/fu/api/uploads/660000000000000000000001.png')
    expect(screen.queryByRole('progressbar')).toBeNull()

    type('Title', 'Partner for logistics')
    type('Description', 'We ship robots to Europe.')
    type('Area', 'Suzhou')
    // The poster turns the contact details on: they start private.
    const showContact = screen.getByRole('checkbox', { name: /Show my contact details/ })
    expect(showContact).toHaveAttribute('aria-checked', 'false')
    fireEvent.click(showContact)
    expect(showContact).toHaveAttribute('aria-checked', 'true')
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(api.postDemand).toHaveBeenCalledWith({
      meeting_id: MEETING_ID, title: 'Partner for logistics', description: 'We ship robots to Europe.', category: COOPERATION._id,
      area: 'Suzhou', images: ['/fu/api/uploads/660000000000000000000001.png'], show_contact: 1,
    }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/demand/detail?demand_id=${demand(9)._id}&meeting_id=${MEETING_ID}` }]))
    expect(platform.toasts).toContain('Your demand is posted')
  })

  it('keeps the poster\'s contact details private unless the poster shows them (PIPL)', async () => {
    api.postDemand.mockResolvedValue(demand(9))
    renderForm()
    await screen.findByRole('radio', { name: 'Cooperation' })
    const showContact = screen.getByRole('checkbox', { name: 'Show my contact details to friends and commenters' })
    expect(showContact).toHaveAttribute('aria-checked', 'false')
    expect(showContact).toHaveTextContent('☐')
    type('Title', 'Partner for logistics')
    type('Description', 'We ship robots to Europe.')
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(api.postDemand).toHaveBeenCalledWith(expect.objectContaining({ show_contact: 0 })))
  })

  it('shows the server\'s refusals: register first (with the way there), sensitive content beside its field, too often', async () => {
    api.postDemand
      .mockRejectedValueOnce(refusal(403, ErrorCode.RegistrationRequired))
      .mockRejectedValueOnce(refusal(400, ErrorCode.SensitiveContent, { category: 'ad', field: 'description' }))
      .mockRejectedValueOnce(refusal(429, ErrorCode.TooFrequent))
    renderForm('new')
    await screen.findByRole('radio', { name: 'Cooperation' })
    expect(screen.getByRole('radio', { name: 'Cooperation' })).toHaveAttribute('aria-checked', 'false')
    type('Title', 'Partner for logistics')
    type('Description', 'Buy now cheap watches')
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Register for the meeting before posting a demand')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await waitFor(() => expect(fieldError('fu-demand-description')).toBe('The text holds sensitive content (advertising); please change it'))
    expect(screen.queryByText('Register for the meeting before posting a demand')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    expect(await screen.findByText('Do not operate so frequently: please wait a moment')).toBeInTheDocument()
    expect(api.postDemand.mock.calls[0][0]).not.toHaveProperty('category', expect.anything())
    // The way to register opens the activity list of the meeting.
    api.postDemand.mockRejectedValueOnce(refusal(403, ErrorCode.RegistrationRequired))
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Register now' }))
    await waitFor(() => expect(urls()).toEqual([`/meeting/activity/list?meeting_id=${MEETING_ID}`]))
  })

  it('says when an image could not be uploaded', async () => {
    images.pickImages.mockResolvedValue([{ path: 'x.jpg', name: 'x.jpg' }])
    images.uploadImage.mockRejectedValue(new Error('HTTP 500'))
    renderForm()
    fireEvent.click(await screen.findByRole('button', { name: 'Add an image' }))
    await waitFor(() => expect(fieldError('fu-demand-images')).toBe('The image could not be uploaded, try again'))
  })
})

describe.each(['mobile', 'desktop'] as const)('comment on a demand (%s)', variant => {
  const renderComment = () =>
    renderScreen(demandCommentScreen, { route: 'demandComment', variant, params: { type: 'demand' }, query: { demand_id: demand(1)._id }, language: 'en' })

  it('requires a text, sends it and goes back to the post; a second comment is refused (4302)', async () => {
    api.fetchDemand.mockResolvedValue(demand(1))
    api.commentDemand.mockRejectedValueOnce(refusal(409, ErrorCode.CommentExists)).mockResolvedValueOnce({ _id: 'c', demand_id: demand(1)._id, user_id: 'u', content: 'We can help.', created: 1 })
    const { platform } = renderComment()
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    expect(await screen.findByText('Comment on: Demand number 1')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Comment')
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }))
    expect(fieldError('fu-demand-comment')).toBe('Write a comment first')
    expect(api.commentDemand).not.toHaveBeenCalled()
    type('Your comment', ' We can help. ')
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }))
    await waitFor(() => expect(fieldError('fu-demand-comment')).toBe('You have already left a comment'))
    fireEvent.click(screen.getByRole('button', { name: 'Send comment' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'redirectTo', url: `/demand/detail?demand_id=${demand(1)._id}&meeting_id=${MEETING_ID}` }]))
    expect(api.commentDemand).toHaveBeenLastCalledWith(demand(1)._id, 'We can help.')
    expect(platform.toasts).toContain('Comment sent')
  })

  it('takes no comment on a closed demand', async () => {
    api.fetchDemand.mockResolvedValue(demand(1, { status: 'closed' }))
    renderComment()
    expect(await screen.findByText('This demand is closed and takes no comments')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Send comment' })).toBeNull()
  })
})
