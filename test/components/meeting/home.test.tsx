import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as meetingsApi from '@/api/meetings'
import meetingHomeScreen from '@/pages/meeting/home'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The api modules are faked at their edge.
jest.mock('@/api/meetings')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = 'a'.repeat(24)
const meeting: Meeting = {
  _id: MEETING_ID, title: { zh: '示例大会', en: 'Demo Summit' }, place: { en: 'Hall A' }, cover: '/static/cover.png',
  start: 1767225600, end: 1767312000, timezone: 'Asia/Shanghai',
}

beforeEach(() => {
  jest.resetAllMocks()
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
  meetings.meetingBlocks.mockResolvedValue([])
})

describe.each(['mobile', 'desktop'] as const)('meeting home (%s)', (variant) => {
  const renderHome = (language: 'zh' | 'en' = 'en') =>
    renderScreen(meetingHomeScreen, { route: 'meetingHome', variant, query: { meeting_id: MEETING_ID }, language })

  it('shares the meeting and tells the visitor the link was copied', async () => {
    const { platform, flows, container } = renderHome()
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Copied']))
    expect(flows.shares).toEqual([expect.objectContaining({ title: 'Demo Summit', route: `/meeting/home?meeting_id=${MEETING_ID}` })])
    // Share sits in the page's own header on a phone, in the top bar on a desktop.
    expect(container.querySelector(variant === 'mobile' ? '.fu-home .fu-mobile-bar' : '.fu-topbar')).toContainElement(screen.getByRole('button', { name: 'Share' }))
  })

  it('opens the meeting\'s search in one tap: from the home\'s own header on a phone, the top bar on a desktop', async () => {
    const { container } = renderHome()
    await screen.findByRole('heading', { level: 1 })
    navigations.length = 0
    const search = screen.getByRole('link', { name: variant === 'mobile' ? 'Search the event' : 'Search' })
    expect(container.querySelector(variant === 'mobile' ? '.fu-home .fu-mobile-bar' : '.fu-topbar')).toContainElement(search)
    fireEvent.click(search)
    expect(navigations).toEqual([{ method: 'navigateTo', url: `/meeting/search?meeting_id=${MEETING_ID}` }])
  })

  it('shows the title as the page heading, the dates and the place', async () => {
    const { container } = renderHome()
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Demo Summit')
    // The landing page has its own header: no title bar with back on a phone, no second heading on a desktop.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull()
    expect(container.querySelector('.fu-titlebar')).toBeNull()
    const hero = container.querySelector('.fu-hero') as HTMLElement
    expect(within(hero).getByText('2026.01.01 08:00 ~ 2026.01.02 08:00')).toBeInTheDocument()
    expect(within(hero).getByText('Hall A')).toBeInTheDocument()
    expect(container.querySelector(`.fu-home--${variant}`)).not.toBeNull()
    if (variant === 'desktop') expect(container.querySelector('.fu-topbar')).not.toBeNull()
  })

  it('shows loading until the meeting arrives', async () => {
    meetings.fetchMeeting.mockReturnValue(new Promise(() => undefined))
    renderHome('zh')
    expect(await screen.findByRole('status')).toHaveTextContent('加载中')
    expect(meetings.meetingBlocks).not.toHaveBeenCalled()
  })

  it('holds the hero\'s place while the meeting loads, and takes the server\'s start page away once it shows the meeting', async () => {
    let arrive: (m: Meeting) => void = () => undefined
    meetings.fetchMeeting.mockReturnValue(new Promise(resolve => { arrive = resolve }))
    const { platform, container } = renderHome()
    expect(await screen.findByRole('status')).toHaveTextContent('Loading')
    // The cover's box and the title's line are there before their content (no jump when it comes).
    expect(container.querySelector('.fu-hero--skeleton .fu-hero__cover')).not.toBeNull()
    expect(container.querySelector('.fu-home__pending')).not.toBeNull()
    expect(platform.startShellRemoved).toBe(false)
    arrive(meeting)
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Demo Summit')
    expect(platform.startShellRemoved).toBe(true)
    expect(container.querySelector('.fu-hero--skeleton')).toBeNull()
  })

  it('offers a retry when loading failed', async () => {
    meetings.fetchMeeting.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce(meeting)
    renderHome()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to load')
    expect(alert).toHaveTextContent('HTTP 500')
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Demo Summit')
    expect(meetings.fetchMeeting).toHaveBeenCalledTimes(2)
  })
})
