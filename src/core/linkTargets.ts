/**
 * Where a short link may lead (issue 26 F6): apart from links.ts so the pages that never open a short link (every
 * first page) do not carry it.
 */
import { hostListed, isSafeRedirect } from './links'

/** Why a short link's target is refused: not our route nor http(s), `user@host`, a host off the list, a malformed one. */
export type LinkTargetProblem = 'scheme' | 'userinfo' | 'host' | 'shape'

export type LinkTarget = { kind: 'route'; target: string } | { kind: 'web'; target: string; host: string }

const HTTP_START = /^https?:\/\/([^/?#]*)/i
/** Letters, digits, dots and hyphens, an optional port: no user info, no percent-escapes, no IPv6 brackets. */
const PLAIN_AUTHORITY = /^([a-z0-9-]+(\.[a-z0-9-]+)*)\.?(:\d{1,5})?$/i

/**
 * Where a short link may lead (issue 26 F6), the one rule of the server (on create) and /etc/redirect (on open): one of
 * our routes, or an http(s) address whose host is one of `allowedHosts` or a subdomain of one. `user@host` is refused
 * whoever the host: `https://good.example@evil.example` reads as good.example and opens evil.example. Without
 * `allowedHosts` (the client, which does not know the server's list) the host is not checked: the page shows it and
 * asks before leaving.
 */
export function checkLinkTarget(value: string, allowedHosts?: readonly string[]): { ok: true; target: LinkTarget } | { ok: false; problem: LinkTargetProblem; host?: string } {
  const target = value.trim()
  if (isSafeRedirect(target)) return { ok: true, target: { kind: 'route', target } }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(target)) return { ok: false, problem: 'shape' }
  const start = HTTP_START.exec(target)
  if (!start) return { ok: false, problem: 'scheme' }
  const authority = start[1]
  if (/[@]|%40/i.test(authority)) return { ok: false, problem: 'userinfo' }
  const plain = PLAIN_AUTHORITY.exec(authority)
  if (!plain) return { ok: false, problem: 'shape' }
  const host = plain[1].toLowerCase()
  if (allowedHosts && !hostListed(host, allowedHosts)) return { ok: false, problem: 'host', host }
  return { ok: true, target: { kind: 'web', target, host } }
}
