import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import * as meetingsApi from '@/api/meetings'
import meetingHomeScreen from '@/pages/meeting/home'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

jest.mock('@/api/meetings')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

const MEETING_ID = 'a'.repeat(24)
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }

function renderHome(variant: 'mobile' | 'desktop', m: Meeting) {
  meetings.fetchMeeting.mockResolvedValue(m)
  meetings.fetchMeetingByDomain.mockResolvedValue(m)
  return renderScreen(meetingHomeScreen, { route: 'meetingHome', variant, query: { meeting_id: MEETING_ID }, language: 'en' })
}

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  meetings.meetingBlocks.mockResolvedValue([])
})

describe.each(['mobile', 'desktop'] as const)('the assistant\'s entry on the meeting home (%s)', (variant) => {
  it('shows when the meeting has the assistant, named as the meeting names it, and opens it', async () => {
    const withCopilot = { ...meeting, exhibition: { enable_copilot: 1 as const, copilot_name: { en: 'Expo assistant' } } }
    renderHome(variant, withCopilot)
    fireEvent.click(await screen.findByRole('button', { name: 'Ask Expo assistant' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/talk?meeting_id=${MEETING_ID}`]))
  })

  it('sits in its own dock at the end of the home, above the footer, so it covers no block; keyboard-reachable', async () => {
    const withCopilot = { ...meeting, exhibition: { enable_copilot: 1 as const, copilot_name: { en: 'Expo assistant' } } }
    const { container } = renderHome(variant, withCopilot)
    const entry = await screen.findByRole('button', { name: 'Ask Expo assistant' })
    expect(entry).toHaveAttribute('tabindex', '0')
    // The dock is in the page's flow (the space is reserved), the last part of the home's content, before the footer.
    const dock = entry.parentElement!
    expect(dock).toHaveClass('fu-copilot-dock', `fu-copilot-dock--${variant}`)
    const home = container.querySelector('.fu-home')!
    expect(home.lastElementChild).toBe(dock)
    const footer = container.querySelector('.fu-footer')!
    expect(dock.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(container.querySelectorAll('.fu-copilot-dock')).toHaveLength(1)
  })

  it('uses the default name, and is absent when the meeting has no assistant', async () => {
    const { unmount } = renderHome(variant, { ...meeting, exhibition: { enable_copilot: 1 } })
    expect(await screen.findByRole('button', { name: /Ask Meeting assistant/ })).toBeInTheDocument()
    unmount()
    renderHome(variant, { ...meeting, exhibition: { enable_copilot: 0 } })
    await screen.findByRole('heading', { level: 1, name: 'Demo Summit' })
    expect(screen.queryByRole('button', { name: /^Ask / })).toBeNull()
    expect(document.querySelector('.fu-copilot-dock')).toBeNull()
  })
})

describe('the assistant\'s dock above the mobile tab bar', () => {
  it('marks the screen as having the tab bar, which the dock keeps clear of', async () => {
    const withCopilot = { ...meeting, config: { tabbar: 1 as const }, exhibition: { enable_copilot: 1 as const } }
    const { container } = renderHome('mobile', withCopilot)
    await screen.findByRole('button', { name: /Ask Meeting assistant/ })
    expect(container.querySelector('.fu-screen--mobile')).toHaveClass('fu-screen--tabbar')
    expect(container.querySelector('.fu-tabbar-spacer')).not.toBeNull()
  })
})
