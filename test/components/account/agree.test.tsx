import { act, fireEvent, screen, within } from '@testing-library/react'
import * as categoriesApi from '@/api/categories'
import * as meetingsApi from '@/api/meetings'
import agreeScreen from '@/pages/account/agree'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

// The frame loads the meeting and, on a desktop, its navigation.
jest.mock('@/api/categories')
jest.mock('@/api/meetings')
const categories = categoriesApi as jest.Mocked<typeof categoriesApi>
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>

/** Renders /agree and lets the frame's meeting and navigation arrive. */
async function renderAgree(variant: 'mobile' | 'desktop', query: Record<string, string> = {}, language: 'zh' | 'en' | 'ja' | 'ko' = 'en') {
  const rendered = renderScreen(agreeScreen, { route: 'agree', variant, query, language })
  await act(async () => { await Promise.resolve() })
  return rendered
}
/** The policy's own two actions (the frame has a back of its own). */
const actions = (container: HTMLElement) => within(container.querySelector('.fu-agree__actions') as HTMLElement)

beforeEach(() => {
  jest.resetAllMocks()
  navigations.length = 0
  categories.listCategories.mockResolvedValue([])
  meetings.fetchMeeting.mockResolvedValue({ _id: 'm1', title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 })
})

describe.each(['mobile', 'desktop'] as const)('privacy policy (%s)', variant => {
  it('shows the policy: what is collected, why, how long, who sees it, choices and contact', async () => {
    const { container } = await renderAgree(variant)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy')
    expect(screen.getAllByRole('heading', { level: 2 }).map(h => h.textContent)).toEqual([
      'What we collect', 'Why we use it', 'How long we keep it', 'Who can see it', 'Your choices', 'Contact',
    ])
    expect(screen.getByText(/kept for 12 months after the activity ends/)).toBeInTheDocument()
    expect(screen.getByText(/privacy@example\.com/)).toBeInTheDocument()
    expect(container.querySelector(`.fu-agree--${variant}`)).not.toBeNull()
    // The frame: a title bar with back on a phone; the top bar, then the column with the card on a desktop.
    if (variant === 'mobile') {
      expect(within(container.querySelector('.fu-titlebar') as HTMLElement).getByRole('button', { name: 'Back' })).toBeInTheDocument()
      expect(container.querySelector('.fu-agree__bar .fu-agree__actions')).not.toBeNull()
    } else {
      expect(container.querySelector('.fu-topbar')).not.toBeNull()
      expect(container.querySelector('.fu-desktop-column .fu-agree__card .fu-agree__actions')).not.toBeNull()
    }
  })

  it('accepting returns to the login with the agreement ticked and the redirect kept', async () => {
    const { container } = await renderAgree(variant, { redirect: '/my/tickets', meeting_id: 'm1' })
    fireEvent.click(actions(container).getByRole('button', { name: 'Accept and return to sign-in' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: '/login?redirect=%2Fmy%2Ftickets&meeting_id=m1&agreed=1' }])
  })

  it('back returns to the login without ticking, the redirect kept', async () => {
    const { container } = await renderAgree(variant, { redirect: '/my/tickets' })
    fireEvent.click(actions(container).getByRole('button', { name: 'Back' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: '/login?redirect=%2Fmy%2Ftickets' }])
  })
})

it('is written in every language', async () => {
  for (const [language, heading, accept] of [
    ['zh', '隐私政策', '同意并返回登录'], ['ja', 'プライバシーポリシー', '同意してログインに戻る'], ['ko', '개인정보 처리방침', '동의하고 로그인으로 돌아가기'],
  ] as const) {
    const { unmount } = await renderAgree('mobile', {}, language)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)
    expect(screen.getByRole('button', { name: accept })).toBeInTheDocument()
    unmount()
  }
})
