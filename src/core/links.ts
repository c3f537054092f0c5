// "scheme://…" or one of the schemes that have no "//" part.
const HAS_SCHEME = /^([a-z][a-z0-9+.-]*:\/\/|(mailto|tel|sms|data|javascript|blob|weixin):)/i

/**
 * A link without protocol gets the page's (SPEC §5): `//cdn.example/a` and `www.example.com`
 * become `https://…` on an https page. Our own routes (`/…`, `#…`, `?…`) stay as they are.
 */
export function withProtocol(link: string | null | undefined, pageProtocol: string): string {
  const value = (link ?? '').trim()
  if (!value || HAS_SCHEME.test(value)) return value
  const protocol = pageProtocol.replace(/:?\/*$/, '')
  if (value.startsWith('//')) return `${protocol}:${value}`
  if (/^[/#?.]/.test(value)) return value
  return `${protocol}://${value}`
}

/**
 * Host of an http(s) URL, lower case, without user info or port; null for anything else.
 * Browsers read "\" like "/" in http URLs, so it ends the host too.
 */
export function httpHost(url: string): string | null {
  const match = /^https?:[/\\]{2}([^/\\?#]*)/i.exec(url.trim())
  if (!match) return null
  const authority = match[1].slice(match[1].lastIndexOf('@') + 1)
  const host = authority.replace(/:\d*$/, '').toLowerCase().replace(/\.$/, '')
  return host || null
}

function domainOf(entry: string): string {
  return (httpHost(entry) ?? entry.trim().toLowerCase()).replace(/^\*\./, '').replace(/\/.*$/, '')
}

/** The host is a listed domain (host name or origin) or a subdomain of one. */
export function hostListed(host: string, domains: readonly string[]): boolean {
  return domains.map(domainOf).some((domain) => !!domain && (host === domain || host.endsWith(`.${domain}`)))
}

/**
 * The mini-program's web-view opens only the business domains configured for it (SPEC §8):
 * the URL's host must be a listed domain or a subdomain of one. Other links get the copy-link dialog.
 */
export function isWhitelistedForWebView(url: string | null | undefined, domains: string[]): boolean {
  const host = httpHost(url ?? '')
  return !!host && hostListed(host, domains)
}

function decodeOnce(value: string): string | null {
  try {
    return decodeURIComponent(value)
  } catch {
    return null
  }
}

/**
 * Only our own relative routes may be a login `redirect` target: a single leading "/", no "\",
 * and no way to become `//host` or `scheme:` after percent-decoding or the browser's dropping of
 * tabs and new lines.
 */
export function isSafeRedirect(path: string | null | undefined): boolean {
  let value = path ?? ''
  for (let round = 0; round < 5; round++) {
    // eslint-disable-next-line no-control-regex
    if (/[\u0000-\u001f\u007f\\]/.test(value)) return false
    if (!/^\/(?![/\\])/.test(value)) return false
    const decoded = decodeOnce(value)
    if (decoded === null) return false
    if (decoded === value) return true
    value = decoded
  }
  return false
}
