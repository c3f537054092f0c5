import { fireEvent, screen } from '@testing-library/react'
import { useAgree } from '@/pages/account/agree/useAgree'
import { AgreeMobile } from '@/pages/account/agree/mobile'
import { AgreeDesktop } from '@/pages/account/agree/desktop'
import AgreeScreen from '@/pages/account/agree'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

type Variant = typeof AgreeMobile | typeof AgreeDesktop

function Harness({ Variant, query }: { Variant: Variant; query: Record<string, string> }) {
  return <Variant data={useAgree(query)} />
}

beforeEach(() => { navigations.length = 0 })

describe.each([['mobile', AgreeMobile], ['desktop', AgreeDesktop]] as const)('privacy policy (%s)', (variant, Variant) => {
  it('shows the policy: what is collected, why, how long, who sees it, choices and contact', () => {
    const { container } = renderWithStores(<Harness Variant={Variant} query={{}} />, { language: 'en' })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy policy')
    expect(screen.getAllByRole('heading', { level: 2 }).map(h => h.textContent)).toEqual([
      'What we collect', 'Why we use it', 'How long we keep it', 'Who can see it', 'Your choices', 'Contact',
    ])
    expect(screen.getByText(/kept for 12 months after the activity ends/)).toBeInTheDocument()
    expect(screen.getByText(/privacy@example\.com/)).toBeInTheDocument()
    expect(container.querySelector(`.fu-agree--${variant}`)).not.toBeNull()
    if (variant === 'desktop') {
      expect(container.querySelector('.fu-topbar')).not.toBeNull()
      expect(container.querySelector('.fu-desktop-column .fu-agree__card')).not.toBeNull()
    }
  })

  it('accepting returns to the login with the agreement ticked and the redirect kept', () => {
    renderWithStores(<Harness Variant={Variant} query={{ redirect: '/my/tickets', meeting_id: 'm1' }} />, { language: 'en' })
    fireEvent.click(screen.getByRole('button', { name: 'Accept and return to sign-in' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: '/login?redirect=%2Fmy%2Ftickets&meeting_id=m1&agreed=1' }])
  })

  it('back returns to the login without ticking, the redirect kept', () => {
    renderWithStores(<Harness Variant={Variant} query={{ redirect: '/my/tickets' }} />, { language: 'en' })
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(navigations).toEqual([{ method: 'redirectTo', url: '/login?redirect=%2Fmy%2Ftickets' }])
  })
})

it('is written in every language', () => {
  for (const [language, heading, accept] of [
    ['zh', '隐私政策', '同意并返回登录'], ['ja', 'プライバシーポリシー', '同意してログインに戻る'], ['ko', '개인정보 처리방침', '동의하고 로그인으로 돌아가기'],
  ] as const) {
    const { unmount } = renderWithStores(<AgreeScreen query={{}} />, { language })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading)
    expect(screen.getByRole('button', { name: accept })).toBeInTheDocument()
    unmount()
  }
})
