/**
 * A polite live region for the H5 toast. Taro's H5 `showToast` draws a `div` with no role, so a screen reader says
 * nothing when "Link copied" appears; this region is in the page from the platform's start (a region added together
 * with its text is not announced), receives each toast's text a moment after it is cleared (the same text twice is
 * announced twice) and is emptied once the toast has gone. The mini-program's toast is WeChat's own.
 */
const SETTLE_MS = 50
const CLEAR_MS = 5000

export function createAnnouncer(doc: Document): (message: string) => void {
  let region: HTMLElement | null = null
  let timers: ReturnType<typeof setTimeout>[] = []
  const ensure = (): HTMLElement | null => {
    if (region?.isConnected) return region
    if (!doc.body) return null
    region = doc.createElement('div')
    region.className = 'fu-announcer'
    region.setAttribute('role', 'status')
    region.setAttribute('aria-live', 'polite')
    region.setAttribute('aria-atomic', 'true')
    // Drawn by nobody: the toast itself is what sighted visitors see.
    Object.assign(region.style, {
      position: 'absolute', width: '1px', height: '1px', padding: '0', margin: '-1px', overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap', border: '0',
    })
    doc.body.appendChild(region)
    return region
  }
  ensure()
  return message => {
    const target = ensure()
    if (!target) return
    for (const timer of timers) clearTimeout(timer)
    target.textContent = ''
    timers = [
      setTimeout(() => { target.textContent = message }, SETTLE_MS),
      setTimeout(() => { target.textContent = '' }, SETTLE_MS + CLEAR_MS),
    ]
  }
}
