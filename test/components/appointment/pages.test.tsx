import { observer } from 'mobx-react'
import { runInAction } from 'mobx'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useState } from 'react'
import type { Enterprise, Meeting, User } from '@fu-types/entities'
import * as appointmentsApi from '@/api/appointments'
import type { AppointmentView } from '@/api/appointments'
import * as enterprisesApi from '@/api/enterprises'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { useAppointmentHub } from '@/pages/appointment/hub/useAppointmentHub'
import { AppointmentHubMobile } from '@/pages/appointment/hub/mobile'
import { AppointmentHubDesktop } from '@/pages/appointment/hub/desktop'
import { useAppointmentSuccess } from '@/pages/appointment/success/useAppointmentSuccess'
import { AppointmentSuccessMobile } from '@/pages/appointment/success/mobile'
import { AppointmentSuccessDesktop } from '@/pages/appointment/success/desktop'
import { useEnterpriseDetail } from '@/pages/meeting/enterprise/useEnterpriseDetail'
import { EnterpriseDetailMobile } from '@/pages/meeting/enterprise/mobile'
import { useStores } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

jest.mock('@/api/appointments')
jest.mock('@/api/enterprises')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = appointmentsApi as jest.Mocked<typeof appointmentsApi>
const enterprises = enterprisesApi as jest.Mocked<typeof enterprisesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const ME = '6610000000000000000000ab'
const ENTERPRISE_ID = '660500000000000000000001'
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai', appointments: 1 }
const visitor = { _id: ME, username: 'Li Wei', avatar: '', exhibitor: null } as User
const exhibitor = { ...visitor, exhibitor: { company: { title: { en: 'Aurora' } } } } as unknown as User

function signedIn<P extends object>(Component: (props: P) => JSX.Element) {
  return observer(function SignedIn(props: P) {
    const { session } = useStores()
    useState(() => runInAction(() => { session.token = 'x'; session.userId = ME }))
    return <Component {...props} />
  })
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each([['mobile', AppointmentHubMobile], ['desktop', AppointmentHubDesktop]] as const)('appointments hub (%s)', (_variant, Variant) => {
  const Hub = signedIn(function Hub() { return <Variant data={useAppointmentHub({ meeting_id: MEETING_ID })} title='Appointments' /> })
  const linksOf = (name: string) => within(screen.getByRole('heading', { level: 2, name }).parentElement!).getAllByRole('link').map(l => l.textContent)

  it('a visitor sees their upcoming count and entries; tapping one opens it', async () => {
    users.fetchUser.mockResolvedValue(visitor)
    api.countAppointments.mockResolvedValue({ total: 2 })
    renderWithStores(<Hub />, { language: 'en' })
    expect(await screen.findByText('2 upcoming')).toBeInTheDocument()
    expect(api.countAppointments).toHaveBeenCalledWith({ user_id: ME, end: expect.any(Number) })
    expect(linksOf('My appointments')).toEqual(['My appointments2 upcoming', 'Past appointments', 'All my appointments', 'Book a meeting with an exhibitor'])
    expect(screen.queryByRole('heading', { name: 'Requests to my company' })).toBeNull()
    expect(api.pendingAppointmentCount).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: /Past appointments/ }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/my/schedule/history?meeting_id=${MEETING_ID}` }]))
  })

  it('a bound exhibitor also sees the requests to the company with the waiting count', async () => {
    users.fetchUser.mockResolvedValue(exhibitor)
    api.countAppointments.mockResolvedValue({ total: 0 })
    api.pendingAppointmentCount.mockResolvedValue(3)
    renderWithStores(<Hub />, { language: 'en' })
    expect(await screen.findByText('3 waiting')).toBeInTheDocument()
    expect(linksOf('Requests to my company')[0]).toBe('Requests to my company3 waiting')
    fireEvent.click(screen.getByRole('link', { name: /^Requests to my company/ }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/enterprise/appointments?meeting_id=${MEETING_ID}` }]))
  })

  it('a failure offers a retry', async () => {
    users.fetchUser.mockResolvedValue(visitor)
    api.countAppointments.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ total: 1 })
    renderWithStores(<Hub />, { language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('1 upcoming')).toBeInTheDocument()
  })
})

describe.each([['mobile', AppointmentSuccessMobile], ['desktop', AppointmentSuccessDesktop]] as const)('booking sent (%s)', (_variant, Variant) => {
  const query = { meeting_id: MEETING_ID, enterprise_id: ENTERPRISE_ID, appointment_id: '663000000000000000000001' }
  const Success = signedIn(function Success() { return <Variant data={useAppointmentSuccess(query)} /> })

  it('says when, and leads to my appointments or back to the company', async () => {
    api.listAppointments.mockResolvedValue({ results: [{ _id: query.appointment_id, start: 1893463200, end: 1893465000 } as AppointmentView], total: 1 })
    renderWithStores(<Success />, { language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument()
    expect(screen.getByText('When: 2030.01.01 10:00 - 10:30')).toBeInTheDocument()
    expect(api.listAppointments).toHaveBeenCalledWith({ _id: query.appointment_id, limit: 1 })
    fireEvent.click(screen.getByRole('button', { name: 'Back to the company' }))
    fireEvent.click(screen.getByRole('button', { name: 'My appointments' }))
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/meeting/enterprise?meeting_id=${MEETING_ID}&enterprise_id=${ENTERPRISE_ID}` },
      { method: 'navigateTo', url: `/meeting/my/schedule?meeting_id=${MEETING_ID}` },
    ]))
  })

  it('offers a retry when the appointment cannot be read', async () => {
    api.listAppointments.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ results: [], total: 0 })
    renderWithStores(<Success />, { language: 'en' })
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Request sent' })).toBeInTheDocument()
  })
})

describe('the company page', () => {
  const enterprise = { _id: ENTERPRISE_ID, meeting_id: MEETING_ID, exhibitor: { company: { title: { en: 'Aurora Robotics' } } }, weight: 1, created: 1, deleted: 0, recommend: 1, status: 1 } as Enterprise
  const Page = observer(function Page() { return <EnterpriseDetailMobile data={useEnterpriseDetail({ enterprise_id: ENTERPRISE_ID })} /> })

  it.each([[1, true], [0, false]] as const)('offers "Book a meeting" when the meeting takes appointments (%s)', async (appointments, offered) => {
    meetings.fetchMeeting.mockResolvedValue({ ...meeting, appointments })
    enterprises.fetchEnterprise.mockResolvedValue(enterprise)
    enterprises.listProducts.mockResolvedValue({ results: [], total: 0 })
    enterprises.enterpriseAction.mockResolvedValue(undefined)
    renderWithStores(<Page />, { language: 'en' })
    expect(await screen.findByRole('heading', { level: 1, name: 'Aurora Robotics' })).toBeInTheDocument()
    await waitFor(() => expect(meetings.fetchMeeting).toHaveBeenCalled())
    if (!offered) {
      await new Promise(resolve => setTimeout(resolve, 50))
      expect(screen.queryByRole('button', { name: 'Book a meeting' })).toBeNull()
      return
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Book a meeting' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/appointment/apply?enterprise_id=${ENTERPRISE_ID}&meeting_id=${MEETING_ID}` }]))
  })
})
