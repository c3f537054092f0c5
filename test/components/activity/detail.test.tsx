import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Activity, ActivitySource, Meeting, Ticket } from '@fu-types/entities'
import * as activitiesApi from '@/api/activities'
import * as ticketsApi from '@/api/tickets'
import * as meetingsApi from '@/api/meetings'
import * as usersApi from '@/api/users'
import { formatTimeRange } from '@/core/time'
import activityDetailScreen from '@/pages/activity/detail'
import type { ScreenInput } from '@/components/screen/defineScreen'
import { Screen } from '@/components/screen/Screen'
import { StoreContext } from '@/stores'
import { renderScreen } from '../../support/renderScreen'
import { coverPage, navigations, showPageAgain } from '../../support/taro'

// The api modules are faked at their edge: the screen calls these and nothing else.
jest.mock('@/api/activities')
jest.mock('@/api/tickets')
jest.mock('@/api/meetings')
jest.mock('@/api/users')
const api = activitiesApi as jest.Mocked<typeof activitiesApi>
const tickets = ticketsApi as jest.Mocked<typeof ticketsApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const users = usersApi as jest.Mocked<typeof usersApi>

const MEETING_ID = '660100000000000000000001'
const ACTIVITY_ID = '660600000000000000000001'
const SOURCE_ID = '660700000000000000000002'
const HOUR = 3600
const DAY = 24 * HOUR
const nowS = () => Math.floor(Date.now() / 1000)
const meeting: Meeting = { _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000, timezone: 'Asia/Tokyo' }

function activity(extra: Partial<Activity> = {}): Activity {
  const start = nowS() + 7 * DAY
  return {
    _id: ACTIVITY_ID, meeting_id: MEETING_ID,
    title: { zh: '开幕式', en: 'Opening ceremony' }, place: { zh: 'A 馆', en: 'Hall A, room 1' },
    description: { zh: '<p>欢迎</p>', en: '<p>Welcome, <b>everyone</b>.</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">' },
    start, end: start + 3 * HOUR, covers: ['/fu/static/activity-1.svg', '/fu/static/activity-2.svg'],
    ticket_total: 0, max: 0, deadline: nowS() + 6 * DAY, registration_start: nowS() - DAY, price: 0, prices: [],
    ...extra,
  }
}

const source = (extra: Partial<ActivitySource> = {}): ActivitySource =>
  ({ _id: SOURCE_ID, source_id: SOURCE_ID, activity_id: ACTIVITY_ID, max: 3, signup_total: 0, ...extra })

type Variant = 'mobile' | 'desktop'

async function renderDetail(variant: Variant, options: { query?: Record<string, string>; myTicket?: Partial<Ticket> | null; language?: 'zh' | 'en' } = {}) {
  const rendered = renderScreen(activityDetailScreen, { route: 'activityDetail', variant, query: options.query ?? { activity_id: ACTIVITY_ID }, language: options.language ?? 'en' })
  // The frame's meeting and the activity arrive inside act.
  await act(() => Promise.resolve())
  if (options.myTicket !== undefined) {
    tickets.listTickets.mockResolvedValue({ results: options.myTicket ? [options.myTicket as Ticket] : [], total: options.myTicket ? 1 : 0 })
    await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
  }
  return rendered
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Opening ceremony' })
const registerButton = () => screen.getByRole('button', { name: 'Register' })

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  users.fetchUser.mockResolvedValue(undefined)
  api.recordActivityView.mockResolvedValue({ views: 1 })
  api.activitySources.mockResolvedValue([source()])
  tickets.listTickets.mockResolvedValue({ results: [], total: 0 })
  api.fetchActivityReminder.mockResolvedValue({ remind: 0, wechat: 0, reminded: null })
  api.setActivityReminder.mockResolvedValue({ remind: 1, wechat: 0, reminded: null })
  api.cancelActivityReminder.mockResolvedValue({ remind: 0, wechat: 0, reminded: null })
})

describe.each(['mobile', 'desktop'] as const)('activity detail (%s)', (variant) => {
  it('shows covers, title, time in the meeting zone, place, price and the sanitised description', async () => {
    const a = activity()
    api.fetchActivity.mockResolvedValue(a)
    const { container } = await renderDetail(variant)

    await heading()
    const covers = container.querySelectorAll('.fu-activity-detail__cover')
    expect([...covers].map(c => c.getAttribute('src'))).toEqual(['/fu/static/activity-1.svg', '/fu/static/activity-2.svg'])
    await waitFor(() => expect(screen.getByText(formatTimeRange(a.start, a.end, 'Asia/Tokyo'))).toBeInTheDocument())
    expect(screen.getByText('Hall A, room 1')).toBeInTheDocument()
    expect(screen.getByText('Free')).toHaveAttribute('data-tone', 'green')
    expect(screen.getByRole('heading', { level: 2, name: 'About this activity' })).toBeInTheDocument()
    const description = container.querySelector('.fu-rich-text')!
    expect(description.innerHTML).toContain('<b>everyone</b>')
    expect(description.innerHTML).not.toMatch(/script|onerror|hacked/)
    expect(screen.getByText('Open')).toHaveAttribute('data-tone', 'green')
    expect(container.querySelector(`.fu-activity-detail--${variant}`)).not.toBeNull()
    if (variant === 'desktop') {
      expect(container.querySelector('.fu-topbar + .fu-desktop-column .fu-activity-detail__hero')).not.toBeNull()
      // No ticket types: the description has the whole width, no empty column beside it.
      expect(container.querySelector('.fu-activity-detail__aside')).toBeNull()
    }
    // The frame: the activity's title is the page's one h1 (its card's); a phone's title bar shows it with back.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    if (variant === 'mobile') {
      expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
      expect(container.querySelector('.fu-titlebar__title')).toHaveTextContent('Opening ceremony')
    }
    expect(api.fetchActivity).toHaveBeenCalledWith(ACTIVITY_ID)
    expect(api.activitySources).not.toHaveBeenCalled()
  })

  it('takes covers through platform.mediaUrl (the mini-program needs the media origin, not a site path)', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const { container } = renderScreen(activityDetailScreen, { route: 'activityDetail', variant, query: { activity_id: ACTIVITY_ID }, language: 'en', platform: { mediaUrl: src => `https://media.test${src}` } })
    await heading()
    const covers = [...container.querySelectorAll('.fu-activity-detail__cover')].map(cover => cover.getAttribute('src'))
    expect(covers).toEqual(['https://media.test/fu/static/activity-1.svg', 'https://media.test/fu/static/activity-2.svg'])
  })

  it('shows the price span and each ticket type with its stock left, sold out or unlimited', async () => {
    api.fetchActivity.mockResolvedValue(activity({
      price: 19900,
      prices: [
        { _id: 'p1', title: { en: 'Standard' }, amount: 39900, total: 100, sold_total: 1 },
        { _id: 'p2', title: { en: 'Early bird' }, amount: 19900, total: 10, sold_total: 10 },
        { _id: 'p3', title: { en: 'Student' }, amount: 0, total: 0, sold_total: 4 },
        { _id: 'p4', title: { en: 'Withdrawn' }, amount: 5000, total: 10, sold_total: 0, deleted: 1 },
      ],
    }))
    await renderDetail(variant)
    await heading()

    // The price row spans the paid ticket types still on sale (¥199 early bird to ¥399 standard) in red and notes
    // the free student ticket beside them: never a green "Free" that hides what paying costs.
    const priceRow = screen.getByText('Price').parentElement!
    expect(priceRow).toHaveTextContent('¥199.00 – ¥399.00free tier available')
    expect(within(priceRow).queryByText('Free')).toBeNull()
    expect(within(priceRow).getByText('¥199.00')).toHaveAttribute('data-tone', 'red')
    expect(within(priceRow).getByText('¥399.00')).toHaveAttribute('data-tone', 'red')
    const section = screen.getByRole('heading', { level: 2, name: 'Ticket types' }).parentElement!
    const rows = within(section).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(rows[0]).toHaveTextContent('Standard')
    expect(within(rows[0]).getByText('¥399.00')).toHaveAttribute('data-tone', 'red')
    expect(rows[0]).toHaveTextContent('99 left')
    expect(rows[1]).toHaveTextContent('Early bird')
    expect(rows[1]).toHaveTextContent('Sold out')
    expect(rows[2]).toHaveTextContent('Student')
    expect(within(rows[2]).getByText('Free')).toHaveAttribute('data-tone', 'green')
    expect(rows[2]).toHaveTextContent('No limit')
    expect(screen.queryByText('Withdrawn')).toBeNull()
  })

  it('opens the form with meeting, activity and channel when registration is open, and keeps the channel in the session', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const { store } = await renderDetail(variant, { query: { activity_id: ACTIVITY_ID, source_id: SOURCE_ID } })
    await heading()
    expect(store.session.sourceId).toBe(SOURCE_ID)
    await waitFor(() => expect(api.activitySources).toHaveBeenCalledWith(ACTIVITY_ID))

    fireEvent.click(registerButton())
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/activity/form?meeting_id=${MEETING_ID}&activity_id=${ACTIVITY_ID}&source_id=${SOURCE_ID}` },
    ]))
    expect((store.platform as unknown as { alerts: unknown[] }).alerts).toEqual([])
  })

  it('opens the form without a channel when none is given (a guest is then sent to login by the route guard)', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    await renderDetail(variant)
    await heading()
    fireEvent.click(registerButton())
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/activity/form?meeting_id=${MEETING_ID}&activity_id=${ACTIVITY_ID}` },
    ]))
  })

  it.each([
    ['not started', { registration_start: nowS() + 2 * DAY }, 'Not open yet', 'Registration has not opened yet. Please come back later.'],
    ['ended', { deadline: nowS() - HOUR }, 'Closed', 'Registration has closed'],
    // A full activity offers its waitlist instead of a dialog (test/components/activity/waitlist.test.tsx).
  ] as const)('shows the %s dialog with its single "Got it" button instead of the form', async (_name, extra, badge, dialog) => {
    api.fetchActivity.mockResolvedValue(activity(extra))
    const { platform } = await renderDetail(variant)
    await heading()
    expect(screen.getByText(badge)).toBeInTheDocument()

    fireEvent.click(registerButton())
    await waitFor(() => expect(platform.alerts).toEqual([{ title: dialog, confirmText: 'Got it' }]))
    expect(navigations).toEqual([])
  })

  it.each([
    [1, `/activity/agent?meeting_id=${MEETING_ID}&activity_id=${ACTIVITY_ID}`],
    [2, `/meeting/${MEETING_ID}/activity/${ACTIVITY_ID}/agent/v2/ticket`],
  ] as const)('"Group registration" opens the agent page of checkout version %s, even for a visitor registered alone', async (version, url) => {
    api.fetchActivity.mockResolvedValue(activity({ agent_checkout_version: version }))
    await renderDetail(variant, { myTicket: { status: 1 } })
    await heading()
    await screen.findByText('You are registered for this activity.')
    fireEvent.click(screen.getByRole('button', { name: 'Group registration' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: expect.stringMatching(new RegExp(`^${url.replace(/[?]/g, '\\?')}`)) }]))
  })

  it('"Remind me" keeps a reminder on the server and says how it will come; tapping again cancels it', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const { platform } = await renderDetail(variant, { myTicket: null })
    await heading()
    await waitFor(() => expect(api.fetchActivityReminder).toHaveBeenCalledWith(ACTIVITY_ID))
    fireEvent.click(await screen.findByRole('button', { name: 'Remind me' }))
    await waitFor(() => expect(api.setActivityReminder).toHaveBeenCalledWith(ACTIVITY_ID, {}))
    await waitFor(() => expect(platform.toasts).toContain("Reminder set: we'll text and e-mail you 10 minutes before it starts"))
    const cancel = await screen.findByRole('button', { name: 'Cancel reminder' })
    expect(cancel).toHaveAttribute('aria-pressed', 'true')

    fireEvent.click(cancel)
    await waitFor(() => expect(api.cancelActivityReminder).toHaveBeenCalledWith(ACTIVITY_ID))
    await waitFor(() => expect(platform.toasts).toContain('Reminder cancelled'))
    expect(await screen.findByRole('button', { name: 'Remind me' })).toHaveAttribute('aria-pressed', 'false')
  })

  it('shows a reminder already set, says when the server refuses, and offers none once the activity has started', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    api.fetchActivityReminder.mockResolvedValue({ remind: 1, wechat: 1, reminded: null })
    api.cancelActivityReminder.mockRejectedValue(new Error('down'))
    const first = await renderDetail(variant, { myTicket: null })
    await heading()
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel reminder' }))
    await waitFor(() => expect(first.platform.toasts).toContain('Could not set the reminder, please try again'))
    expect(screen.getByRole('button', { name: 'Cancel reminder' })).toBeInTheDocument()
    first.unmount()

    api.fetchActivity.mockResolvedValue(activity({ start: nowS() - HOUR, end: nowS() + HOUR }))
    await renderDetail(variant, { myTicket: null })
    await heading()
    expect(screen.queryByRole('button', { name: 'Remind me' })).toBeNull()
  })

  it('a guest who taps "Remind me" is sent to sign in first', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const { platform } = await renderDetail(variant)
    await heading()
    fireEvent.click(screen.getByRole('button', { name: 'Remind me' }))
    await waitFor(() => expect([...navigations.map(n => n.url), ...platform.opened.map(o => o.route)].some(u => u.includes('login'))).toBe(true))
    expect(api.setActivityReminder).not.toHaveBeenCalled()
  })

  it("in the mini-program's web-view, the bridge page's subscribe answer keeps the reminder once", async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const back = `/meeting/activity/detail?activity_id=${ACTIVITY_ID}&bridge_result=subscribed`
    const taken: string[] = []
    const rendered = renderScreen(activityDetailScreen, {
      route: 'activityDetail', variant, query: { activity_id: ACTIVITY_ID }, language: 'en',
      platform: { environment: 'miniprogram', currentRoute: () => back, takePageQuery: (name: string) => { taken.push(name); return 'subscribed' } },
    })
    await act(() => rendered.store.session.login({ token: 't'.repeat(32), user_id: 'u'.repeat(24) }))
    await heading()
    await waitFor(() => expect(api.setActivityReminder).toHaveBeenCalledWith(ACTIVITY_ID, {}))
    expect(api.setActivityReminder).toHaveBeenCalledTimes(1)
    expect(taken).toEqual(['bridge_result'])
    expect(await screen.findByRole('button', { name: 'Cancel reminder' })).toBeInTheDocument()
    await waitFor(() => expect(rendered.platform.toasts).toContain("Reminder set: we'll text and e-mail you 10 minutes before it starts"))
  })

  it('offers no group registration where the activity takes no groups, and says why when registration is closed', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const first = await renderDetail(variant)
    await heading()
    expect(screen.queryByRole('button', { name: 'Group registration' })).toBeNull()
    first.unmount()
    api.fetchActivity.mockResolvedValue(activity({ agent_checkout_version: 2, deadline: nowS() - HOUR }))
    const { platform } = await renderDetail(variant)
    await heading()
    fireEvent.click(screen.getByRole('button', { name: 'Group registration' }))
    await waitFor(() => expect(platform.alerts).toEqual([{ title: 'Registration has closed', confirmText: 'Got it' }]))
    expect(navigations).toEqual([])
  })

  it('shows a full channel and its dialog', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    api.activitySources.mockResolvedValue([source({ max: 1, signup_total: 1 })])
    const { platform } = await renderDetail(variant, { query: { activity_id: ACTIVITY_ID, source_id: SOURCE_ID } })
    await heading()
    expect(await screen.findByText('This registration channel is full')).toBeInTheDocument()
    expect(screen.getByText('Full')).toBeInTheDocument()
    fireEvent.click(registerButton())
    await waitFor(() => expect(platform.alerts).toEqual([{ title: 'This activity is full', confirmText: 'Got it' }]))
    expect(navigations).toEqual([])
  })

  it('says when the channel is not the activity\'s, and registers without it', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    api.activitySources.mockResolvedValue([source({ _id: 'other', source_id: 'other' })])
    const { store } = await renderDetail(variant, { query: { activity_id: ACTIVITY_ID, source_id: SOURCE_ID } })
    await heading()
    expect(await screen.findByText(/This registration link is not valid/)).toBeInTheDocument()
    expect(store.session.sourceId).toBeUndefined()
    fireEvent.click(registerButton())
    await waitFor(() => expect(navigations).toEqual([
      { method: 'navigateTo', url: `/activity/form?meeting_id=${MEETING_ID}&activity_id=${ACTIVITY_ID}` },
    ]))
  })

  it.each([
    ['under review', 0, 'Under review', 'Your registration is under review. Please wait.'],
    ['rejected', 2, 'Not approved', 'Sorry, your registration was not approved.'],
  ] as const)('shows a status line instead of the button when %s', async (_name, status, badge, line) => {
    api.fetchActivity.mockResolvedValue(activity())
    await renderDetail(variant, { myTicket: { _id: 't1', activity_id: ACTIVITY_ID, status } })
    expect(await screen.findByText(line)).toBeInTheDocument()
    expect(screen.getByText(badge)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'View my tickets' })).toBeNull()
    expect(tickets.listTickets).toHaveBeenLastCalledWith({ activity_id: ACTIVITY_ID, limit: 1 })
  })

  it.each([1, 3] as const)('shows a registered visitor (ticket status %s) the way to their tickets', async (status) => {
    api.fetchActivity.mockResolvedValue(activity({ deadline: nowS() - HOUR }))
    await renderDetail(variant, { myTicket: { _id: 't1', activity_id: ACTIVITY_ID, status } })
    expect(await screen.findByText('You are registered for this activity.')).toBeInTheDocument()
    expect(screen.getByText('Registered')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    fireEvent.click(screen.getByRole('link', { name: 'View my tickets' }))
    await waitFor(() => expect(navigations).toEqual([{ method: 'navigateTo', url: '/my/tickets' }]))
  })

  it('back after registering and paying: reads my ticket and the stock again, registered instead of "Register"', async () => {
    const standard = { _id: 'p1', title: { en: 'Standard' }, amount: 39900, total: 100, sold_total: 1 }
    api.fetchActivity.mockResolvedValue(activity({ price: 39900, prices: [standard] }))
    await renderDetail(variant, { myTicket: null })
    await heading()
    const section = () => screen.getByRole('heading', { level: 2, name: 'Ticket types' }).parentElement!
    await waitFor(() => expect(within(section()).getAllByRole('listitem')[0]).toHaveTextContent('99 left'))
    fireEvent.click(registerButton())
    act(() => coverPage())
    api.fetchActivity.mockResolvedValue(activity({ price: 39900, prices: [{ ...standard, sold_total: 2 }] }))
    tickets.listTickets.mockResolvedValue({ results: [{ _id: 't1', activity_id: ACTIVITY_ID, status: 1 } as Ticket], total: 1 })
    await act(async () => { showPageAgain() })
    expect(await screen.findByText('You are registered for this activity.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
    expect(within(section()).getAllByRole('listitem')[0]).toHaveTextContent('98 left')
  })

  it('shares the page with its channel through the flows (a browser copies the link) and says how it went', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    const { platform, flows } = await renderDetail(variant, { query: { activity_id: ACTIVITY_ID, source_id: SOURCE_ID } })
    await heading()
    await waitFor(() => expect(api.activitySources).toHaveBeenCalled())

    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Copied']))
    expect(flows.shares).toEqual([{
      title: 'Opening ceremony',
      cover: '/fu/static/activity-1.svg',
      route: `/meeting/activity/detail?activity_id=${ACTIVITY_ID}&source_id=${SOURCE_ID}&meeting_id=${MEETING_ID}`,
      wechatAppId: undefined,
    }])

    flows.shareOutcome = 'copy-failed'
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Copied', 'Copy failed']))

    flows.shareOutcome = 'menu'
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Copied', 'Copy failed', 'Tap ··· at the top right to share']))

    flows.share = jest.fn().mockRejectedValue(new Error('no SDK'))
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Copied', 'Copy failed', 'Tap ··· at the top right to share', 'Could not share']))
  })

  it('records one view per open and ignores a failed one', async () => {
    api.fetchActivity.mockResolvedValue(activity())
    api.recordActivityView.mockRejectedValue(new Error('HTTP 500'))
    const { rerender, store } = await renderDetail(variant)
    await heading()
    // A new render of the same open page (as a language switch or a store change causes) records nothing more.
    const input = { query: { activity_id: ACTIVITY_ID }, params: {} } as ScreenInput
    rerender(<StoreContext.Provider value={store}><Screen module={activityDetailScreen} route={{ name: 'activityDetail', title: 'route.activityDetail' }} input={input} /></StoreContext.Provider>)
    await act(() => store.language.setLanguage('zh'))
    await screen.findByRole('heading', { level: 1, name: '开幕式' })
    expect(api.recordActivityView).toHaveBeenCalledTimes(1)
    expect(api.recordActivityView).toHaveBeenCalledWith(ACTIVITY_ID)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows loading, then the failure with a retry that loads again', async () => {
    api.fetchActivity.mockRejectedValueOnce(new Error('HTTP 502')).mockResolvedValueOnce(activity())
    renderScreen(activityDetailScreen, { route: 'activityDetail', variant, query: { activity_id: ACTIVITY_ID }, language: 'en' })
    expect(screen.getByRole('status')).toHaveTextContent('Loading')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load')
    expect(alert).toHaveTextContent('HTTP 502')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    await heading()
  })

  it('says so when the activity does not exist', async () => {
    api.fetchActivity.mockResolvedValue(undefined)
    await renderDetail(variant)
    expect(await screen.findByText('This activity does not exist or is no longer available')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull()
  })
})

describe('activity detail texts', () => {
  it.each([
    ['zh', '报名尚未开始，请稍后再来', '知道了'],
    ['en', 'Registration has not opened yet. Please come back later.', 'Got it'],
  ] as const)('shows the dialog in %s', async (language, title, know) => {
    api.fetchActivity.mockResolvedValue(activity({ registration_start: nowS() + DAY }))
    const { platform } = await renderDetail('mobile', { language })
    fireEvent.click(await screen.findByRole('button', { name: language === 'zh' ? '立即报名' : 'Register' }))
    await waitFor(() => expect(platform.alerts).toEqual([{ title, confirmText: know }]))
  })
})
