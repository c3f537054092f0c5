/**
 * Opening a link that is not one of our routes (SPEC §8: in the mini-program, a link to a domain outside
 * the web-view whitelist cannot open; the visitor gets a dialog with the link and a copy button).
 */
import { httpHost, isWhitelistedForWebView } from '@/core/links'

export type ExternalLinkOutcome = 'opened' | 'needs-copy'

/**
 * Our own hosts, fixed at build time: the main hosts (MAIN_HOSTS) and the host of the H5 site the mini-program's
 * web-view loads (H5_ORIGIN). These are the business domains the mini-program is configured with.
 */
export function ownWebViewDomains(mainHosts: readonly string[] = MAIN_HOSTS, h5Origin: string = H5_ORIGIN): string[] {
  const h5Host = httpHost(h5Origin)
  return [...new Set([...mainHosts.map(host => host.trim().toLowerCase()).filter(Boolean), ...(h5Host ? [h5Host] : [])])]
}

/** The server's list (GET /static/webview-domains), once it has come; until then, or when it fails, only the build's. */
let fetchedDomains: readonly string[] = []
let loading: Promise<readonly string[]> | undefined

/**
 * Fetches the server's web-view domains once per session (later calls share the first answer). A failure leaves the
 * build's list alone and is not retried: the whitelist must not depend on the network to work.
 */
export function loadWebViewDomains(fetchDomains: () => Promise<readonly string[]>): Promise<readonly string[]> {
  loading ??= fetchDomains().then(
    domains => (fetchedDomains = domains.filter(domain => typeof domain === 'string' && !!domain.trim())),
    () => fetchedDomains,
  )
  return loading
}

export function resetWebViewDomainsForTesting(): void {
  fetchedDomains = []
  loading = undefined
}

/** The domains the mini-program's web-view may open: ours, the server's list, plus the meeting's custom domain. */
export function webViewWhitelist(
  meetingDomains: readonly string[], own: readonly string[] = ownWebViewDomains(), fetched: readonly string[] = fetchedDomains,
): string[] {
  return [...new Set([...own, ...fetched, ...meetingDomains.filter(domain => !!domain && domain.trim())])]
}

/** The domains a meeting adds to the whitelist: its custom domain, when it has one (SPEC §1). */
export function meetingWebViewDomains(meeting: { domain?: string } | undefined): string[] {
  return meeting?.domain ? [meeting.domain] : []
}

/** Browsers and the WeChat browser open any http(s) link in a new tab or the same view. */
export function openExternalInBrowser(url: string, open: (url: string) => void): ExternalLinkOutcome {
  if (!/^https?:\/\//i.test(url)) return 'needs-copy'
  open(url)
  return 'opened'
}

/** The mini-program (web-view or native): only whitelisted domains can open; the rest need the copy dialog. */
export function openExternalInMiniProgram(url: string, meetingDomains: readonly string[], open: (url: string) => void): ExternalLinkOutcome {
  if (!isWhitelistedForWebView(url, webViewWhitelist(meetingDomains))) return 'needs-copy'
  open(url)
  return 'opened'
}
