/**
 * The registration form's ID-card scan: picking a photo uploads it and recognises it (GET /ocrs/idcard), filling the
 * ID number and the name; a card that cannot be read, a server without OCR and a failed upload are said under the ID
 * number field; cancelling the picker does nothing. Both variants.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import * as activitiesApi from '@/api/activities'
import * as authApi from '@/api/auth'
import * as formsApi from '@/api/forms'
import * as meetingsApi from '@/api/meetings'
import * as ticketsApi from '@/api/tickets'
import { ApiError } from '@/api/http'
import * as imageUpload from '@/flows/imageUpload'
import activityFormScreen from '@/pages/activity/form'
import type { Activity, FormQuestion } from '@fu-types/entities'
import { renderScreen } from '../../support/renderScreen'

jest.mock('@/api/activities')
jest.mock('@/api/auth')
jest.mock('@/api/forms')
jest.mock('@/api/meetings')
jest.mock('@/api/tickets')
jest.mock('@/flows/imageUpload')
const activities = activitiesApi as jest.Mocked<typeof activitiesApi>
const auth = authApi as jest.Mocked<typeof authApi>
const forms = formsApi as jest.Mocked<typeof formsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const images = imageUpload as jest.Mocked<typeof imageUpload>

const NOW_S = Math.floor(Date.now() / 1000)
const A = '6602000000000000000000a1'
const activity: Activity = {
  _id: A, meeting_id: '660100000000000000000001', form_id: 'f1', title: { en: 'Opening ceremony' }, prices: [], covers: [],
  start: NOW_S + 86400 * 7, end: NOW_S + 86400 * 7 + 3600, registration_start: NOW_S - 86400, deadline: NOW_S + 86400 * 6, ticket_total: 0, max: 0,
}
const questions: FormQuestion[] = [
  { _id: 'q-name', type: 'name', title: { en: 'Name' }, required: 1 },
  { _id: 'q-id', type: 'id_number', title: { en: 'ID number' }, required: 1 },
]
const UPLOAD = '/fu/api/uploads/0123456789abcdef01234567.png'

async function renderForm(variant: 'mobile' | 'desktop') {
  const rendered = renderScreen(activityFormScreen, { route: 'activityForm', variant, query: { activity_id: A }, language: 'en' })
  await screen.findByLabelText('ID number')
  return rendered
}

const scanButton = () => screen.getByRole('button', { name: /Scan ID card|Reading…/ })
function errorOf(input: HTMLElement): HTMLElement | null {
  const id = input.getAttribute('aria-describedby')?.split(' ').find(ref => ref.endsWith('-error'))
  return id ? document.getElementById(id) : null
}

beforeEach(() => {
  jest.resetAllMocks()
  activities.fetchActivity.mockResolvedValue(activity)
  activities.listActivities.mockResolvedValue({ results: [], total: 0 })
  activities.listOrders.mockResolvedValue({ results: [], total: 0 })
  forms.formQuestions.mockResolvedValue(questions)
  forms.formAnswers.mockResolvedValue([])
  tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
  meetings.meetingCoupons.mockResolvedValue([])
  meetings.fetchMeeting.mockResolvedValue({ _id: activity.meeting_id, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
  images.pickImage.mockResolvedValue('blob:http://localhost/card')
  auth.uploadToken.mockResolvedValue({ uptoken: 'up-token' })
  images.uploadImage.mockResolvedValue(UPLOAD)
  activities.recognizeIdCard.mockResolvedValue({ name: '林演示', id_number: '110105199003071239' })
})

describe.each(['mobile', 'desktop'] as const)('ID-card scan (%s)', (variant) => {
  it('uploads the picked photo, recognises it and fills the ID number and the name', async () => {
    const { platform } = await renderForm(variant)
    expect(scanButton().tagName).toBe('BUTTON')
    await act(async () => { fireEvent.click(scanButton()) })
    await waitFor(() => expect(screen.getByLabelText('ID number')).toHaveValue('110105199003071239'))
    expect(screen.getByLabelText('Name')).toHaveValue('林演示')
    // The card's image is asked for as a private upload: never served back, only the server's OCR reads it.
    expect(auth.uploadToken).toHaveBeenCalledWith(expect.objectContaining({ purpose: 'idcard' }))
    expect(images.uploadImage).toHaveBeenCalledWith(`${platform.apiBase}/uploads`, expect.objectContaining({ uptoken: 'up-token' }), 'blob:http://localhost/card')
    expect(activities.recognizeIdCard).toHaveBeenCalledWith({ url: UPLOAD })
    expect(errorOf(screen.getByLabelText('ID number'))).toBeNull()
  })

  it.each([
    ['a card it cannot read', new ApiError(422, { code: 4130, message: 'ID card not recognised' }), 'The card could not be read. Take another photo or type the number'],
    ['a server without OCR', new ApiError(503, { code: 4261, message: 'not configured' }), 'Scanning is not available here. Please type the number'],
    ['a failed upload', new imageUpload.UploadError(413, {}), 'Uploading or reading the photo failed. Please try again'],
  ])('says %s under the ID number field and leaves it as typed', async (_name, failure, text) => {
    if (failure instanceof imageUpload.UploadError) images.uploadImage.mockRejectedValue(failure)
    else activities.recognizeIdCard.mockRejectedValue(failure)
    await renderForm(variant)
    fireEvent.change(screen.getByLabelText('ID number'), { target: { value: 'H1234' } })
    await act(async () => { fireEvent.click(scanButton()) })
    const field = screen.getByLabelText('ID number')
    await waitFor(() => expect(errorOf(field)).toHaveTextContent(text))
    expect(field.closest('.fu-field')).toContainElement(errorOf(field))
    expect(field).toHaveValue('H1234')
    expect(scanButton()).toHaveAttribute('aria-disabled', 'false')
  })

  it('does nothing when the picker is cancelled', async () => {
    images.pickImage.mockResolvedValue(null)
    await renderForm(variant)
    await act(async () => { fireEvent.click(scanButton()) })
    expect(auth.uploadToken).not.toHaveBeenCalled()
    expect(activities.recognizeIdCard).not.toHaveBeenCalled()
    expect(errorOf(screen.getByLabelText('ID number'))).toBeNull()
  })
})
