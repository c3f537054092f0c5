import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import type { Activity, Meeting } from '@fu-types/entities'
import type { WaitlistEntry } from '@fu-types/api'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import * as waitlistApi from '@/api/waitlist'
import { ApiError } from '@/api/http'
import activityDetailScreen from '@/pages/activity/detail'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge.
jest.mock('@/api/activities')
jest.mock('@/api/tickets')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
jest.mock('@/api/waitlist')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>
const waitlist = waitlistApi as jest.Mocked<typeof waitlistApi>
// The web-view's way to native code (jweixin's miniProgram): the pages it is asked to open.
const mockBridgeOpened: string[] = []
jest.mock('@/flows/wechatSdk', () => ({
  miniProgramBridge: async () => ({ navigateTo: ({ url, success }: { url: string; success?: () => void }) => { mockBridgeOpened.push(url); success?.() } }),
}))
// The build's waitlist template (jest.config.js globals, as FU_WX_TEMPLATE_WAITLIST gives a real build).
const TEMPLATE = 'tmplWaitlistHold0001'

const MEETING_ID = '660100000000000000000001'
const ACTIVITY_ID = '660600000000000000000003'
const VIP = '660800000000000000000002'
const DAY = 86400
const nowS = () => Math.floor(Date.now() / 1000)
const meeting: Meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

function activity(extra: Partial<Activity> = {}): Activity {
  const start = nowS() + 7 * DAY
  return {
    _id: ACTIVITY_ID, meeting_id: MEETING_ID, title: { zh: '交流晚宴', en: 'Networking dinner' }, place: { en: 'Ballroom' },
    description: { en: '<p>Dinner</p>' }, start, end: start + 3600, covers: [],
    ticket_total: 2, max: 2, deadline: nowS() + 6 * DAY, registration_start: nowS() - DAY, price: 0, prices: [],
    ...extra,
  }
}

const entry = (extra: Partial<WaitlistEntry> = {}): WaitlistEntry => ({
  _id: '66aa00000000000000000001', activity_id: ACTIVITY_ID, meeting_id: MEETING_ID, price_id: null, user_id: 'u'.repeat(24),
  status: 'waiting', created: nowS(), position: 3, waiting_total: 3, ...extra,
})

async function renderDetail(variant: 'mobile' | 'desktop', signedIn = true) {
  const rendered = renderScreen(activityDetailScreen, { route: 'activityDetail', variant, query: { activity_id: ACTIVITY_ID }, language: 'en' })
  await act(() => Promise.resolve())
  if (signedIn) await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
  await screen.findByRole('heading', { level: 1, name: 'Networking dinner' })
  return rendered
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  mockBridgeOpened.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue(undefined)
  api.recordActivityView.mockResolvedValue({ views: 1 })
  api.activitySources.mockResolvedValue([])
  tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
  waitlist.myWaitlistEntry.mockResolvedValue({ entry: null, waitingTotal: 2 })
  api.fetchActivityReminder.mockResolvedValue({ remind: 0, wechat: 0, reminded: null })
})

describe.each(['mobile', 'desktop'] as const)('activity waitlist (%s)', (variant) => {
  it('a full activity offers "join the waitlist" instead of the dead "full" button; joining shows my position, leaving takes me off', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    waitlist.joinWaitlist.mockResolvedValue(entry())
    waitlist.leaveWaitlist.mockResolvedValue(entry({ status: 'left' }))
    const { platform } = await renderDetail(variant)
    expect(screen.getByText('Full')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    expect(screen.getByText(/This activity is full\. Join the waitlist/)).toBeInTheDocument()

    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }))
    expect(await screen.findByText('You are number 3 on the waitlist (3 people waiting)')).toBeInTheDocument()
    expect(waitlist.joinWaitlist).toHaveBeenCalledWith(ACTIVITY_ID, {})
    expect(platform.toasts).toContain('You joined the waitlist')

    fireEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }))
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument()
    expect(waitlist.leaveWaitlist).toHaveBeenCalledWith(ACTIVITY_ID)
    expect(platform.alerts).toEqual([])
  })

  it('a place held for me says until when, in the meeting\'s time zone, and "register now" opens the form', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    // 12:34 in Tokyo, whatever the machine's zone.
    const until = Math.floor(Date.UTC(2099, 0, 1, 3, 34) / 1000)
    waitlist.myWaitlistEntry.mockResolvedValue({ entry: entry({ status: 'held', position: undefined, held_at: until - 1800, hold_until: until }), waitingTotal: 5 })
    await renderDetail(variant)
    expect(await screen.findByText('Your place is held until 12:34 — register now')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Register now' }))
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/activity/form?meeting_id=${MEETING_ID}&activity_id=${ACTIVITY_ID}` },
    ]))
  })

  it('a sold-out ticket type can be waited for while the activity still takes registrations', async () => {
    api.fetchActivity.mockResolvedValue(activity({
      max: 0, ticket_total: 10,
      prices: [
        { _id: VIP, title: { en: 'VIP' }, amount: 99900, total: 5, sold_total: 5 },
        { _id: '660800000000000000000001', title: { en: 'Standard' }, amount: 39900, total: 100, sold_total: 3 },
      ],
    }))
    waitlist.joinWaitlist.mockResolvedValue(entry({ price_id: VIP, position: 1, waiting_total: 1 }))
    await renderDetail(variant)
    expect(screen.getByRole('button', { name: 'Register' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Wait for "Standard"' })).toBeNull()
    fireEvent.click(await screen.findByRole('button', { name: 'Wait for "VIP"' }))
    expect(await screen.findByText('You are number 1 on the waitlist (1 person waiting)')).toBeInTheDocument()
    expect(screen.getByText('Waiting for: VIP')).toBeInTheDocument()
    expect(waitlist.joinWaitlist).toHaveBeenCalledWith(ACTIVITY_ID, { price_id: VIP })
  })

  it('a guest is asked to sign in first', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    await renderDetail(variant, false)
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }))
    await waitFor(() => expect(navigations[0]).toMatchObject({ method: 'navigateTo', url: expect.stringMatching(/^\/login\?redirect=/) }))
    expect(waitlist.joinWaitlist).not.toHaveBeenCalled()
  })

  it('joining when places have freed up meanwhile says to register directly', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    waitlist.joinWaitlist.mockRejectedValue(new ApiError(409, { code: 4170, message: 'this activity has places left', data: { available: 1 } }))
    const { platform } = await renderDetail(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }))
    await waitFor(() => expect(platform.toasts).toContain('There are places now: register directly'))
  })

  it('joining when already on it (another tab) says so and shows where I stand', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    waitlist.joinWaitlist.mockRejectedValue(new ApiError(409, { code: 4171, message: 'you are already on the waitlist of this activity', data: { ...entry({ position: 2 }) } }))
    const { platform } = await renderDetail(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }))
    expect(await screen.findByText('You are number 2 on the waitlist (3 people waiting)')).toBeInTheDocument()
    expect(platform.toasts).toEqual(['You are already on the waitlist'])
  })

  it('leaving when no longer on it (the hold lapsed meanwhile) says so and offers to join again', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    waitlist.myWaitlistEntry.mockResolvedValue({ entry: entry(), waitingTotal: 3 })
    waitlist.leaveWaitlist.mockRejectedValue(new ApiError(404, { code: 4172, message: 'you are not on the waitlist of this activity' }))
    const { platform } = await renderDetail(variant)
    fireEvent.click(await screen.findByRole('button', { name: 'Leave the waitlist' }))
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeInTheDocument()
    expect(platform.toasts).toEqual(['You are no longer on the waitlist'])
  })
})

describe.each(['mobile', 'desktop'] as const)('the WeChat message of a hold, asked when joining (%s)', (variant) => {
  async function renderIn(platform: Record<string, unknown>) {
    const rendered = renderScreen(activityDetailScreen, { route: 'activityDetail', variant, query: { activity_id: ACTIVITY_ID }, language: 'en', platform })
    await act(() => Promise.resolve())
    await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
    await screen.findByRole('heading', { level: 1, name: 'Networking dinner' })
    return rendered
  }

  it('a native mini-program page asks WeChat within the tap, before joining, and sends the accepted template', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const order: string[] = []
    waitlist.joinWaitlist.mockImplementation(async () => { order.push('join'); return entry() })
    await renderIn({ environment: 'weapp', requestSubscribe: async (ids: readonly string[]) => { order.push(`ask ${ids.join()}`); return [...ids] } })
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }))
    expect(await screen.findByText('You are number 3 on the waitlist (3 people waiting)')).toBeInTheDocument()
    expect(order).toEqual([`ask ${TEMPLATE}`, 'join'])
    expect(waitlist.joinWaitlist).toHaveBeenCalledWith(ACTIVITY_ID, { wechat_template: TEMPLATE })
  })

  it('refused, the person still joins (told by SMS and e-mail): no template is sent', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    waitlist.joinWaitlist.mockResolvedValue(entry())
    await renderIn({ environment: 'weapp', requestSubscribe: async () => [] })
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waitlist' }))
    expect(await screen.findByText('You are number 3 on the waitlist (3 people waiting)')).toBeInTheDocument()
    expect(waitlist.joinWaitlist).toHaveBeenCalledWith(ACTIVITY_ID, {})
  })

  it("in the mini-program's web-view the bridge page asks, and the join it comes back with is sent once", async () => {
    api.fetchActivity.mockResolvedValue(activity({
      max: 0, ticket_total: 10, prices: [{ _id: VIP, title: { en: 'VIP' }, amount: 99900, total: 5, sold_total: 5 }],
    }))
    const route = `/meeting/activity/detail?activity_id=${ACTIVITY_ID}`
    const first = await renderIn({ environment: 'miniprogram', currentRoute: () => route })
    fireEvent.click(await screen.findByRole('button', { name: 'Wait for "VIP"' }))
    await waitFor(() => expect(mockBridgeOpened).toHaveLength(1))
    const back = new URLSearchParams(mockBridgeOpened[0].split('?')[1]).get('back')
    expect(back).toBe(`${route}&waitlist_join=${VIP}`)
    expect(waitlist.joinWaitlist).not.toHaveBeenCalled()
    first.unmount()

    waitlist.joinWaitlist.mockResolvedValue(entry({ price_id: VIP, position: 1, waiting_total: 1 }))
    const taken: string[] = []
    await renderIn({
      environment: 'miniprogram', currentRoute: () => `${back}&bridge_result=subscribed`,
      takePageQuery: (name: string) => { taken.push(name); return undefined },
    })
    await waitFor(() => expect(waitlist.joinWaitlist).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('You are number 1 on the waitlist (1 person waiting)')).toBeInTheDocument()
    expect(waitlist.joinWaitlist).toHaveBeenCalledWith(ACTIVITY_ID, { price_id: VIP, wechat_template: TEMPLATE })
    expect(taken).toEqual(expect.arrayContaining(['bridge_result', 'waitlist_join']))
    // The subscribe answer was the waitlist's, not a reminder's.
    expect(api.setActivityReminder).not.toHaveBeenCalled()
  })
})
