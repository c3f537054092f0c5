/** /credential: my credential for the meeting as a QR pass (POST /meetings/{id}/credential), with its code and facts. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import credentialScreen from '@/pages/my/credential'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'
import { signedInStorage } from './fixtures'

jest.mock('@/api/meetings')
jest.mock('@/api/users')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '6601000000000000000000aa'
const USER_ID = '6610000000000000000000ab'
const CREDENTIAL_ID = '66a0000000000000deadbeef'
// 2026-01-01 01:00 UTC = 09:00 in Shanghai.
const ISSUED = 1767229200
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767398400, timezone: 'Asia/Shanghai', wechat_authorize: { authorizer_appid: 'wx-demo' } }

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.recordMeetingAction.mockResolvedValue({})
  meetings.meetingCredential.mockResolvedValue({ meeting_id: MEETING_ID, user_id: USER_ID, app_id: 'wx-demo', _id: CREDENTIAL_ID, created: ISSUED })
  users.fetchUser.mockResolvedValue({ _id: USER_ID, username: 'Li Wei', wechat_credentials: [{ app_id: 'wx-demo', open_id: 'o-1' }] } as never)
})

describe.each(['mobile', 'desktop'] as const)('my credential (%s)', variant => {
  const render = () => renderScreen(credentialScreen, { route: 'credential', variant, query: { meeting_id: MEETING_ID }, language: 'en', platform: { storage: signedInStorage(USER_ID) } })

  it('shows the QR pass of my credential with its code, holder, issue date and WeChat link', async () => {
    const { container } = render()
    const qr = await screen.findByRole('img', { name: 'Credential QR code for Demo Summit' })
    expect(qr).toHaveAttribute('data-code', 'DEAD-BEEF')
    expect(screen.getByText('DEAD-BEEF')).toBeInTheDocument()
    expect(meetings.meetingCredential).toHaveBeenCalledWith(MEETING_ID, { app_id: 'wx-demo' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Credential')
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Demo Summit')
    await waitFor(() => expect(screen.getByText('Holder: Li Wei')).toBeInTheDocument())
    expect(screen.getByText('2026.01.01 09:00')).toBeInTheDocument()
    expect(screen.getByText('Linked')).toBeInTheDocument()
    expect(container.querySelector(`.fu-credential--${variant}`)).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'See my tickets' }))
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/my/tickets?meeting_id=${MEETING_ID}` }])
  })

  it('says when my WeChat identity for the meeting\'s app is not on file', async () => {
    users.fetchUser.mockResolvedValue({ _id: USER_ID, username: 'Li Wei', wechat_credentials: [{ app_id: 'wx-other', open_id: 'o-2' }] } as never)
    render()
    expect(await screen.findByText('Not linked (linked when you sign in with WeChat)')).toBeInTheDocument()
  })

  it('shows the failure with a retry', async () => {
    meetings.meetingCredential.mockReset()
    // Twice: the meeting store records the credential on its own (quietly) as well as the screen asking for it.
    meetings.meetingCredential.mockRejectedValueOnce(new Error('HTTP 500')).mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue({ meeting_id: MEETING_ID, user_id: USER_ID, app_id: 'wx-demo', _id: CREDENTIAL_ID, created: ISSUED })
    render()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('HTTP 500')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('img', { name: 'Credential QR code for Demo Summit' })).toBeInTheDocument()
  })
})

it('is in the visitor language', async () => {
  renderScreen(credentialScreen, { route: 'credential', variant: 'mobile', query: { meeting_id: MEETING_ID }, language: 'ko', platform: { storage: signedInStorage(USER_ID) } })
  expect(await screen.findByText('연결됨')).toBeInTheDocument()
})
