import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import { MeetingHomeMobile } from '@/pages/meeting/home/mobile'
import { MeetingHomeDesktop } from '@/pages/meeting/home/desktop'
import type { MeetingHomeData } from '@/pages/meeting/home/useMeetingHome'
import { translate } from '@/i18n'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

const MEETING_ID = 'a'.repeat(24)
const meeting: Meeting = { _id: MEETING_ID, title: { en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }

function home(m: Meeting): MeetingHomeData {
  return {
    status: 'ready', error: undefined, retry: jest.fn(), t: key => translate('en', key), meeting: m,
    blocks: { status: 'ready', data: [], error: undefined, retry: jest.fn() },
    shareRequest: () => ({ title: 'Demo Summit', route: '/meeting/home' }),
    title: 'Demo Summit', place: '', cover: undefined, dates: '', icp: undefined,
  }
}

beforeEach(() => { navigations.length = 0 })

describe.each([['mobile', MeetingHomeMobile], ['desktop', MeetingHomeDesktop]] as const)('the assistant\'s entry on the meeting home (%s)', (_variant, Screen) => {
  it('floats when the meeting has the assistant, named as the meeting names it, and opens it', async () => {
    const withCopilot = { ...meeting, exhibition: { enable_copilot: 1 as const, copilot_name: { en: 'Expo assistant' } } }
    renderWithStores(<Screen data={home(withCopilot)} />, { language: 'en' })
    fireEvent.click(screen.getByRole('button', { name: 'Ask Expo assistant' }))
    await waitFor(() => expect(navigations.map(n => n.url)).toEqual([`/meeting/talk?meeting_id=${MEETING_ID}`]))
  })

  it('uses the default name, and is absent when the meeting has no assistant', () => {
    const { unmount } = renderWithStores(<Screen data={home({ ...meeting, exhibition: { enable_copilot: 1 } })} />, { language: 'en' })
    expect(screen.getByRole('button', { name: /Ask Meeting assistant/ })).toBeInTheDocument()
    unmount()
    renderWithStores(<Screen data={home({ ...meeting, exhibition: { enable_copilot: 0 } })} />, { language: 'en' })
    expect(screen.queryByRole('button', { name: /^Ask / })).toBeNull()
  })
})
