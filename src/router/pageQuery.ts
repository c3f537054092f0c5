import { platform } from '@/platform'

/**
 * Rewrites parameters of the current page's address without navigating (no new history entry, the page is not
 * reloaded): a screen's own choices, such as the agenda's filters, so a reload, a shared link and coming back to the
 * page keep them. `undefined` or '' takes a parameter out. Built on the platform's add/take so every runtime does
 * what it can (the mini-program's native pages have no address to change).
 */
export function replacePageQuery(values: Record<string, string | undefined>): void {
  const runtime = platform()
  for (const [name, value] of Object.entries(values)) {
    runtime.takePageQuery(name)
    if (value) runtime.addPageQuery(name, value)
  }
}
