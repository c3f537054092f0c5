/** /clear: what clearing removes, a confirm, then the device starts afresh (no session, new ids) on the meeting home. */
import { act, fireEvent, screen } from '@testing-library/react'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import clearScreen from '@/pages/system/clear'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/meetings')
jest.mock('@/api/users')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const MEETING_ID = '660100000000000000000001'

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  const meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue(undefined)
})

describe.each(['mobile', 'desktop'] as const)('clear device data (%s)', variant => {
  it('clears nothing until confirmed; cancel keeps everything', async () => {
    const { platform, container } = renderScreen(clearScreen, { route: 'clear', variant, language: 'en', query: { meeting_id: MEETING_ID } })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Clear data')
    expect(container.querySelector(`.fu-clear--${variant}`)).not.toBeNull()
    expect(screen.getByText('Your sign-in (you will need to sign in again)')).toBeInTheDocument()
    platform.storage.set('recent_searches', '["AI"]')
    fireEvent.click(screen.getByRole('button', { name: 'Clear this device’s data' }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Clear all data stored on this device?')
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(platform.storage.get('recent_searches')).toBe('["AI"]')
    expect(navigations).toEqual([])
  })

  it('after the confirm, signs out, forgets the stored data, makes new device ids and replaces the page with the home', async () => {
    const { platform, store } = renderScreen(clearScreen, { route: 'clear', variant, language: 'en', query: { meeting_id: MEETING_ID } })
    await act(() => store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
    expect(await screen.findByText('You are signed in; clearing signs you out.')).toBeInTheDocument()
    const oldDevice = store.session.deviceId
    platform.storage.set('recent_searches', '["AI"]')

    fireEvent.click(screen.getByRole('button', { name: 'Clear this device’s data' }))
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }))

    expect(store.session.loggedIn).toBe(false)
    expect(platform.storage.get('token')).toBeNull()
    expect(platform.storage.get('recent_searches')).toBeNull()
    expect(store.session.deviceId).not.toBe(oldDevice)
    expect(platform.storage.get('device_id')).toBe(store.session.deviceId)
    expect(navigations).toEqual([{ method: 'redirectTo', url: `/meeting/home?meeting_id=${MEETING_ID}` }])
  })
})

it('is in the visitor language', () => {
  renderScreen(clearScreen, { route: 'clear', variant: 'mobile', language: 'ko' })
  expect(screen.getByRole('button', { name: '이 기기 데이터 삭제' })).toBeInTheDocument()
})
