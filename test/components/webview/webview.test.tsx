import { act, fireEvent, screen, within } from '@testing-library/react'
import * as meetingsApi from '@/api/meetings'
import webviewScreen from '@/pages/webview/screen'
import type { Platform } from '@/platform'
import { renderScreen } from '../../support/renderScreen'
import { navigations } from '../../support/taro'

type Variant = 'mobile' | 'desktop'

/** Renders the /webview screen for `link`, with some platform methods replaced before the first render. */
function render(variant: Variant, link: string | undefined, platform: Partial<Platform> = {}) {
  return renderScreen(webviewScreen, { route: 'webview', variant, query: link === undefined ? {} : { link }, language: 'en', platform })
}

// The frame loads the meeting of the page; the api is faked at its edge.
jest.mock('@/api/meetings')
const meetings = meetingsApi as jest.Mocked<typeof meetingsApi>
const meeting = { _id: '660100000000000000000001', title: { zh: '示例大会', en: 'Demo Summit' }, start: 1767225600, end: 1767312000 }

beforeEach(() => {
  navigations.length = 0
  meetings.fetchMeeting.mockResolvedValue(meeting)
  meetings.fetchMeetingByDomain.mockResolvedValue(meeting)
})

describe.each(['mobile', 'desktop'] as const)('webview (%s)', (variant: Variant) => {
  it('frames an https link, sandboxed, and opens it in a new tab through the platform', () => {
    const { container, platform } = render(variant, 'https://expo.example.com/page?a=1')
    expect(container.querySelector(`.fu-webview--${variant}`)).not.toBeNull()
    // The frame: titled by the link's host, back on a phone's title bar, no meeting footer under the page.
    expect(screen.getByRole('heading', { level: 1, name: 'expo.example.com' })).toBeInTheDocument()
    expect(platform.titles.at(-1)).toBe('expo.example.com')
    if (variant === 'mobile') expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(screen.queryByRole('contentinfo')).toBeNull()
    const frame = container.querySelector('iframe') as HTMLIFrameElement
    expect(frame).not.toBeNull()
    expect(frame.getAttribute('src')).toBe('https://expo.example.com/page?a=1')
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms allow-popups')
    expect(frame.getAttribute('title')).toBe('External page: expo.example.com')
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Open in new tab' }))
    expect(platform.externalLinks).toEqual(['https://expo.example.com/page?a=1'])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('gives a link without protocol the page protocol', () => {
    const { container } = render(variant, 'www.example.com/x')
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.example.com/x')
  })

  it('shows the copy dialog when the platform answers needs-copy', () => {
    const { platform } = render(variant, 'https://other.example.org/')
    platform.externalOutcome = 'needs-copy'
    fireEvent.click(screen.getByRole('button', { name: 'Open in new tab' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('https://other.example.org/')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('in the mini-program asks the platform at once and shows the copy dialog, without a frame', () => {
    const { container } = render(variant, 'https://not-listed.example.org/', { environment: 'miniprogram', openExternal: () => 'needs-copy' })
    expect(container.querySelector('iframe')).toBeNull()
    // The mini-program's own bar shows the title and back.
    expect(container.querySelector('.fu-titlebar')).toBeNull()
    expect(screen.getByRole('dialog')).toHaveTextContent('https://not-listed.example.org/')
  })

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'weixin://dl/business'])('never frames nor links %s: it is only offered as text to copy', link => {
    const { container, platform } = render(variant, link)
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Open in new tab' })).toBeNull()
    expect(screen.getByRole('dialog')).toHaveTextContent(link)
    expect(platform.externalLinks).toEqual([])
  })

  it('does not frame a plain http link (mixed content) but offers opening it', () => {
    const { container, platform } = render(variant, 'http://plain.example.com/')
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText(/cannot be shown inside this page/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Open in new tab' }))
    expect(platform.externalLinks).toEqual(['http://plain.example.com/'])
  })

  it('copies the link and toasts success', async () => {
    const copied: string[] = []
    const { platform } = render(variant, 'javascript:void(0)', { copyText: async (text: string) => { copied.push(text); return true } })
    await act(async () => { fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Copy link' })) })
    expect(copied).toEqual(['javascript:void(0)'])
    expect(platform.toasts).toEqual(['Copied'])
  })

  it('toasts the failure when copying fails (false or a throw)', async () => {
    const { platform } = render(variant, 'https://expo.example.com/', { copyText: async () => false })
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Copy link' })) })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    const copyInDialog = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Copy link' })
    await act(async () => { fireEvent.click(copyInDialog()) })
    platform.copyText = async () => { throw new Error('denied') }
    await act(async () => { fireEvent.click(copyInDialog()) })
    expect(platform.toasts).toEqual(['Copy failed', 'Copy failed'])
  })

  it('without a link says so and goes home', () => {
    const { container } = render(variant, undefined)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('There is no link to open')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 1, name: 'Web page' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining('/meeting/home')])
  })
})
