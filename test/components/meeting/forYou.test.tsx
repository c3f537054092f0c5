import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { MeetingBlock } from '@fu-types/entities'
import { ForYouBlock } from '@/components/homeBlocks/forYou/ForYouBlock'
import { navigations } from '../../support/taro'
import { renderWithStores } from '../../support/renderWithStores'
import { fixDate } from '../../support/clock'
import { signedInStorage } from '../my/fixtures'

jest.mock('@/api/content', () => ({ listLives: jest.fn(), listAgendas: jest.fn() }))
jest.mock('@/api/plan', () => ({ loadPlanSources: jest.fn() }))
const content = jest.requireMock('@/api/content')
const plan = jest.requireMock('@/api/plan')

const M = 'c'.repeat(24)
const USER = 'a'.repeat(24)
const block: MeetingBlock = { _id: 'for-you', meeting_id: M, type: 'for_you', weight: 85, title: { en: 'For you', zh: '为你安排' } }
// Noon in Shanghai, 04:00 UTC: three hours either side stay on the same day in both zones. Only Date is fixed (a
// session 10 minutes old was "yesterday" when CI ran just after midnight); timers run as usual.
const NOW_MS = Date.UTC(2026, 5, 1, 4, 0)
const NOW = NOW_MS / 1000
beforeAll(() => fixDate(NOW_MS))
afterAll(() => jest.useRealTimers())
const HOUR = 3600
const session = (id: string, title: string, start: number, end: number, more: Record<string, unknown> = {}) =>
  ({ _id: id, meeting_id: M, title: { en: title, zh: `${title}（中文）` }, start, end, place: { en: 'Main hall' }, ...more })
// Five sessions still to come today, the first running now with its stream on air.
const today = [
  session('s1', 'Opening keynote', NOW - 600, NOW + 1200, { lives: [{ _id: 'l1', title: { en: 'Keynote stream' }, start: NOW - 3 * HOUR, end: NOW + 3 * HOUR }] }),
  session('s2', 'AI forum', NOW + 1200, NOW + 1260),
  session('s3', 'Robotics panel', NOW + 1260, NOW + 1320),
  session('s4', 'Energy talk', NOW + 1320, NOW + 1380),
  session('s5', "Designers' meetup", NOW + 1380, NOW + 1440),
]

const emptyPlan = { sessions: [], tickets: [], activities: [], appointments: [] }
beforeEach(() => {
  navigations.length = 0
  jest.clearAllMocks()
  content.listAgendas.mockResolvedValue({ results: today })
  content.listLives.mockResolvedValue({ results: [{ _id: 'l1', meeting_id: M, title: { en: 'Keynote stream' }, start: NOW - 3 * HOUR, end: NOW + 3 * HOUR }] })
  plan.loadPlanSources.mockResolvedValue(emptyPlan)
})

const signedIn = { platform: { storage: signedInStorage(USER) } }

describe.each(['mobile', 'desktop'] as const)('the home\'s "for you" block (%s)', variant => {
  it("asks only for what runs now and what is still to come, and shows today's programme with the live one marked", async () => {
    renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'en' })
    const region = await screen.findByRole('region', { name: 'For you' })
    // It waits for its lists and draws whole: the heading comes with the rows.
    await within(region).findByRole('heading', { name: "Today's programme" })
    expect(content.listAgendas).toHaveBeenCalledWith(expect.objectContaining({ meeting_id: M, ends_after: expect.any(Number), with_lives: 1 }))
    expect(Math.abs(content.listAgendas.mock.calls[0][0].ends_after - NOW)).toBeLessThan(60)
    expect(content.listLives).toHaveBeenCalledWith(expect.objectContaining({ meeting_id: M, on_air: 1 }))
    expect(within(region).getByRole('heading', { name: "Today's programme" })).toBeInTheDocument()
    const rows = within(region).getAllByRole('listitem').filter(row => row.className.includes('fu-for-you__session'))
    // Four of five, then the count and the way to the whole agenda.
    expect(rows.map(row => within(row).getByRole('link').textContent)).toEqual(['Opening keynote', 'AI forum', 'Robotics panel', 'Energy talk'])
    expect(within(rows[0]).getByText('Live')).toBeInTheDocument()
    expect(within(rows[1]).queryByText('Live')).toBeNull()
    expect(within(region).getByText('1 more session')).toBeInTheDocument()
    fireEvent.click(within(region).getByRole('link', { name: 'Open session: AI forum' }))
    expect(navigations.at(-1)?.url).toContain('agenda_id=s2')
    fireEvent.click(within(region).getByRole('link', { name: 'Full programme' }))
    expect(navigations.at(-1)?.url).toMatch(/\/meeting\/agenda\/schedule\?/)
  })

  it('shows the live streams on air with a way to watch each', async () => {
    renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'en' })
    await screen.findByRole('heading', { name: 'Live now' })
    fireEvent.click(screen.getByRole('button', { name: 'Watch live: Keynote stream' }))
    expect(navigations.at(-1)?.url).toContain('live_id=l1')
  })

  it('asks a guest to sign in, and comes back to the home', async () => {
    renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'en' })
    await screen.findByText('Sign in to see your next session, ticket or meeting here.')
    expect(plan.loadPlanSources).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(navigations.at(-1)?.url).toMatch(/^\/?.*login\?/))
    expect(decodeURIComponent(navigations.at(-1)?.url ?? '')).toContain('/meeting/home')
  })

  it('leads a signed-in visitor with the next thing on their plan, its countdown and one action', async () => {
    const start = NOW + 2 * HOUR + 120
    plan.loadPlanSources.mockResolvedValue({
      ...emptyPlan,
      sessions: [session('s9', 'Hands-on robotics workshop', start, start + HOUR, { place: { en: 'Hall B forum room' } })],
      // Over already: never "next".
      tickets: [{ _id: 't1', activity_id: 'a1', user_id: USER, status: 1 }],
      activities: [{ _id: 'a1', title: { en: 'Opening ceremony' }, start: NOW - 3 * HOUR, end: NOW - HOUR }],
    })
    renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'en', ...signedIn })
    const next = await screen.findByRole('heading', { level: 3, name: 'Hands-on robotics workshop' })
    const card = next.closest('.fu-for-you__card') as HTMLElement
    expect(plan.loadPlanSources).toHaveBeenCalledWith(USER, M)
    expect(within(card).getByText('Starts in 2 hours')).toBeInTheDocument()
    expect(within(card).getByText(/Hall B forum room$/)).toBeInTheDocument()
    fireEvent.click(within(card).getByRole('button', { name: 'View session' }))
    expect(navigations.at(-1)?.url).toContain('agenda_id=s9')
    fireEvent.click(within(card).getByRole('link', { name: 'My agenda' }))
    expect(navigations.at(-1)?.url).toContain('view=mine')
  })

  it('shows a running ticket as happening now, with the ticket one tap away', async () => {
    plan.loadPlanSources.mockResolvedValue({
      ...emptyPlan,
      tickets: [{ _id: 't1', activity_id: 'a1', user_id: USER, status: 1 }, { _id: 't2', activity_id: 'a2', user_id: 'b'.repeat(24), agent_id: USER, status: 1 }],
      activities: [{ _id: 'a1', title: { en: 'Opening ceremony' }, start: NOW - 600, end: NOW + HOUR }, { _id: 'a2', title: { en: 'Group tour' }, start: NOW - 1200, end: NOW + HOUR }],
    })
    renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'en', ...signedIn })
    // The group member's ticket I bought as its agent is theirs, not my plan.
    await screen.findByRole('heading', { level: 3, name: 'Opening ceremony' })
    expect(screen.getByText('Happening now')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Show my ticket' }))
    expect(navigations.at(-1)?.url).toMatch(/\/my\/tickets/)
  })

  it('says how to fill an empty plan, and keeps the programme when the plan fails, with a retry', async () => {
    const { unmount } = renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'en', ...signedIn })
    await screen.findByText(/Nothing planned yet/)
    unmount()
    plan.loadPlanSources.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValue(emptyPlan)
    renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'en', ...signedIn })
    await screen.findByText('Your plan could not be loaded')
    expect(screen.getByRole('heading', { name: "Today's programme" })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByText(/Nothing planned yet/)
  })

  it('reads in the UI language, and says which day before the event', async () => {
    const start = NOW + 10 * 24 * HOUR
    content.listAgendas.mockResolvedValue({ results: [session('s1', 'Opening keynote', start, start + HOUR)] })
    content.listLives.mockResolvedValue({ results: [] })
    renderWithStores(<ForYouBlock block={block} variant={variant} />, { language: 'zh' })
    const region = await screen.findByRole('region', { name: '为你安排' })
    expect(within(region).getByRole('heading', { name: /议程$/ }).textContent).toMatch(/^\d\d\.\d\d 议程$/)
    expect(within(region).getByRole('link', { name: '查看议程：Opening keynote（中文）' })).toBeInTheDocument()
    expect(within(region).queryByRole('heading', { name: '正在直播' })).toBeNull()
    expect(within(region).getByText('登录后，你的下一场议程、门票和洽谈会显示在这里。')).toBeInTheDocument()
  })
})
