/** What the organiser meeting tests share: the mocked calls a meeting screen makes, and reading and typing in its fields. */
import { act, fireEvent, screen } from '@testing-library/react'
import * as meetingsApi from '@/api/meetings'
import * as organizerApi from '@/api/organizer'
import meetingScreen from '@/pages/organizer/meeting'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { grant, MEETING, meetingView, publicMeeting } from './fixtures'

/** Call in a file that has jest.mock('@/api/meetings') and jest.mock('@/api/organizer'). */
export function answerMeetingCalls(view = meetingView()): jest.Mocked<typeof organizerApi> {
  jest.resetAllMocks()
  navigations.length = 0
  const api = organizerApi as jest.Mocked<typeof organizerApi>
  const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
  meetings.fetchMeeting.mockResolvedValue(publicMeeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(publicMeeting)
  api.fetchOrganizerMeeting.mockResolvedValue(view)
  api.listMeetingRoles.mockResolvedValue([grant()])
  api.listMeetingAudit.mockResolvedValue({ results: [], total: 0 })
  return api
}

export const renderMeeting = (variant: 'mobile' | 'desktop') => renderScreen(meetingScreen, { route: 'organizerMeeting', variant, query: { meeting_id: MEETING }, language: 'en' })
export const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
export const type = (label: string, value: string) => fireEvent.input(field(label), { target: { value } })
export const errorOf = (label: string) => field(label).closest('.fu-field')?.querySelector('.fu-field__error')?.textContent ?? ''
export const press = async (name: string) => { await act(async () => { fireEvent.click(screen.getByRole('button', { name })) }) }
