/**
 * Whether the login page is on screen, for work that should pause while it is not (the desktop WeChat QR poll).
 * H5: the document's visibility (a hidden tab or minimised window); runtimes without a document count as visible.
 */
const hasDocument = () => typeof document !== 'undefined' && typeof document.addEventListener === 'function'

export function pageVisible(): boolean {
  return !hasDocument() || document.visibilityState !== 'hidden'
}

/** Calls `listener` with the new visibility on every change; returns the unsubscribe. */
export function onPageVisibilityChange(listener: (visible: boolean) => void): () => void {
  if (!hasDocument()) return () => undefined
  const changed = () => listener(pageVisible())
  document.addEventListener('visibilitychange', changed)
  return () => document.removeEventListener('visibilitychange', changed)
}
