import { fireEvent, screen, waitFor } from '@testing-library/react'
import type { Meeting } from '@fu-types/entities'
import { MeetingHomeMobile } from '@/pages/meeting/home/mobile'
import { MeetingHomeDesktop } from '@/pages/meeting/home/desktop'
import type { MeetingHomeData } from '@/pages/meeting/home/useMeetingHome'
import { translate } from '@/i18n'
import { renderWithStores } from '../../support/renderWithStores'

const meeting: Meeting = { _id: 'a'.repeat(24), title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }

function data(overrides: Partial<MeetingHomeData>): MeetingHomeData {
  return {
    status: 'ready', error: undefined, retry: jest.fn(), t: key => translate('en', key), meeting,
    blocks: { status: 'ready', data: [], error: undefined, retry: jest.fn() },
    shareRequest: () => ({ title: 'Demo Summit', route: '/meeting/home' }),
    title: 'Demo Summit', place: 'Hall A', cover: '/static/cover.png', dates: '2026.01.01 08:00 ~ 2026.01.02 08:00', icp: undefined,
    ...overrides,
  }
}

describe.each([['mobile', MeetingHomeMobile], ['desktop', MeetingHomeDesktop]] as const)('meeting home (%s)', (variant, Screen) => {
  it('shares the meeting and tells the visitor the link was copied', async () => {
    const { platform, flows } = renderWithStores(<Screen data={data({})} />, { language: 'en' })
    fireEvent.click(screen.getByRole('button', { name: 'Share' }))
    await waitFor(() => expect(platform.toasts).toEqual(['Copied']))
    expect(flows.shares).toEqual([{ title: 'Demo Summit', route: '/meeting/home' }])
  })

  it('shows the title as the page heading, the dates and the place', () => {
    const { container } = renderWithStores(<Screen data={data({})} />)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Demo Summit')
    expect(screen.getByText('2026.01.01 08:00 ~ 2026.01.02 08:00')).toBeInTheDocument()
    expect(screen.getByText('Hall A')).toBeInTheDocument()
    expect(container.querySelector(`.fu-home--${variant}`)).not.toBeNull()
  })

  it('shows loading until the meeting arrives', () => {
    renderWithStores(<Screen data={data({ status: 'loading', meeting: undefined })} />)
    expect(screen.getByRole('status')).toHaveTextContent('加载中')
  })

  it('offers a retry when loading failed', () => {
    const retry = jest.fn()
    renderWithStores(<Screen data={data({ status: 'failed', meeting: undefined, error: 'HTTP 500', retry })} />, { language: 'en' })
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(retry).toHaveBeenCalledTimes(1)
  })
})
