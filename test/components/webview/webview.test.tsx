import { act, fireEvent, screen, within } from '@testing-library/react'
import { useWebview } from '@/pages/webview/screen/useWebview'
import { WebviewMobile } from '@/pages/webview/screen/mobile'
import { WebviewDesktop } from '@/pages/webview/screen/desktop'
import type { Platform } from '@/platform'
import { StoreContext } from '@/stores'
import { renderWithStores } from '../../support/renderWithStores'
import { navigations } from '../../support/taro'

type Variant = typeof WebviewMobile | typeof WebviewDesktop

function Harness({ Variant, link }: { Variant: Variant; link?: string }) {
  return <Variant data={useWebview(link)} />
}

/** Renders with the platform changed before the first render (environment, copyText). */
function render(Variant: Variant, link: string | undefined, change: (platform: Platform & { externalOutcome: string }) => void = () => {}) {
  const result = renderWithStores(<Harness Variant={Variant} link={link} />, { language: 'en' })
  change(result.platform)
  result.rerender(<StoreContext.Provider value={result.store}><Harness Variant={Variant} link={link} /></StoreContext.Provider>)
  return result
}

beforeEach(() => { navigations.length = 0 })

describe.each([['mobile', WebviewMobile], ['desktop', WebviewDesktop]] as const)('webview (%s)', (variant, Variant) => {
  it('frames an https link, sandboxed, and opens it in a new tab through the platform', () => {
    const { container, platform } = render(Variant, 'https://expo.example.com/page?a=1')
    expect(container.querySelector(`.fu-webview--${variant}`)).not.toBeNull()
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
    const { container } = render(Variant, 'www.example.com/x')
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.example.com/x')
  })

  it('shows the copy dialog when the platform answers needs-copy', () => {
    const { platform } = render(Variant, 'https://other.example.org/')
    platform.externalOutcome = 'needs-copy'
    fireEvent.click(screen.getByRole('button', { name: 'Open in new tab' }))
    const dialog = screen.getByRole('dialog')
    expect(dialog).toHaveTextContent('https://other.example.org/')
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('in the mini-program asks the platform at once and shows the copy dialog, without a frame', () => {
    const { container } = render(Variant, 'https://not-listed.example.org/', platform => {
      Object.assign(platform, { environment: 'miniprogram', externalOutcome: 'needs-copy' })
    })
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('dialog')).toHaveTextContent('https://not-listed.example.org/')
  })

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', 'weixin://dl/business'])('never frames nor links %s: it is only offered as text to copy', link => {
    const { container, platform } = render(Variant, link)
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('a')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Open in new tab' })).toBeNull()
    expect(screen.getByRole('dialog')).toHaveTextContent(link)
    expect(platform.externalLinks).toEqual([])
  })

  it('does not frame a plain http link (mixed content) but offers opening it', () => {
    const { container, platform } = render(Variant, 'http://plain.example.com/')
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText(/cannot be shown inside this page/)).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Open in new tab' }))
    expect(platform.externalLinks).toEqual(['http://plain.example.com/'])
  })

  it('copies the link and toasts success', async () => {
    const copied: string[] = []
    const { platform } = render(Variant, 'javascript:void(0)', p => { p.copyText = async (text: string) => { copied.push(text); return true } })
    await act(async () => { fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Copy link' })) })
    expect(copied).toEqual(['javascript:void(0)'])
    expect(platform.toasts).toEqual(['Copied'])
  })

  it('toasts the failure when copying fails (false or a throw)', async () => {
    const { platform } = render(Variant, 'https://expo.example.com/', p => { p.copyText = async () => false })
    await act(async () => { fireEvent.click(screen.getByRole('button', { name: 'Copy link' })) })
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    const copyInDialog = () => within(screen.getByRole('dialog')).getByRole('button', { name: 'Copy link' })
    await act(async () => { fireEvent.click(copyInDialog()) })
    platform.copyText = async () => { throw new Error('denied') }
    await act(async () => { fireEvent.click(copyInDialog()) })
    expect(platform.toasts).toEqual(['Copy failed', 'Copy failed'])
  })

  it('without a link says so and goes home', () => {
    const { container } = render(Variant, undefined)
    expect(container.querySelector('iframe')).toBeNull()
    expect(screen.getByText('There is no link to open')).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'Back to home' }))
    expect(navigations.map(n => n.url)).toEqual([expect.stringContaining('/meeting/home')])
  })
})
