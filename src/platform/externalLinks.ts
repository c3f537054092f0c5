/**
 * Opening a link that is not one of our routes (SPEC §8: in the mini-program, a link to a domain outside
 * the web-view whitelist cannot open; the visitor gets a dialog with the link and a copy button).
 */
import { isWhitelistedForWebView } from '@/core/links'

export type ExternalLinkOutcome = 'opened' | 'needs-copy'

/** Browsers and the WeChat browser open any http(s) link in a new tab or the same view. */
export function openExternalInBrowser(url: string, open: (url: string) => void): ExternalLinkOutcome {
  if (!/^https?:\/\//i.test(url)) return 'needs-copy'
  open(url)
  return 'opened'
}

/** The mini-program (web-view or native): only whitelisted domains can open; the rest need the copy dialog. */
export function openExternalInMiniProgram(url: string, whitelist: readonly string[], open: (url: string) => void): ExternalLinkOutcome {
  if (!isWhitelistedForWebView(url, [...whitelist])) return 'needs-copy'
  open(url)
  return 'opened'
}
