/**
 * The `signature` header (SPEC §7 names it, not its scheme). One definition, used by src/api/http.ts to sign
 * and by the reference server (server/http/signature.ts) to check:
 *
 *   signature = `<ms timestamp>.<hex SHA-256 of the canonical request>`
 *   canonical = "fu-sig-1", METHOD, path, sorted query pairs, hex SHA-256 of the body, timestamp, device id
 *               (one per line; path and query decoded, so both ends agree however the URL was escaped)
 *
 * There is no secret: a browser or mini-program cannot keep one, so this is not authentication (the bearer token
 * is). What it gives: a request altered after it was signed (body, query, path or method edited by a proxy,
 * an extension or a replayed copy edited by hand) no longer matches and the server refuses it (400, code 4014).
 * The token never enters it, and the server does not enforce freshness: phone clocks are too often wrong.
 */
import { sha256Hex } from './sha256'

const SIGNATURE_VERSION = 'fu-sig-1'

const decode = (text: string) => {
  try { return decodeURIComponent(text.replace(/\+/g, ' ')) } catch { return text }
}

/** The path and query of a URL (absolute or not), without parsing it as a URL: mini-programs lack `URL`. */
function splitUrl(url: string): { path: string; query: string } {
  const withoutOrigin = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split('#')[0]
  const at = withoutOrigin.indexOf('?')
  return at < 0 ? { path: withoutOrigin || '/', query: '' } : { path: withoutOrigin.slice(0, at) || '/', query: withoutOrigin.slice(at + 1) }
}

interface SignedParts {
  method: string
  /** The URL as sent (the path and query are what count). */
  url: string
  /** The body exactly as sent; '' when there is none. */
  body: string
  /** The body's SHA-256 (hex) when the caller has it already (the server hashes the bytes it read). */
  bodyDigest?: string
  deviceId: string
  timestamp: number
}

export function canonicalRequest(parts: SignedParts): string {
  const { path, query } = splitUrl(parts.url)
  const pairs = query.split('&').filter(Boolean).map(pair => pair.split('=').map(decode).join('=')).sort()
  return [
    SIGNATURE_VERSION,
    parts.method.toUpperCase(),
    path.split('/').map(decode).join('/'),
    pairs.join('&'),
    parts.bodyDigest ?? sha256Hex(parts.body),
    String(parts.timestamp),
    parts.deviceId,
  ].join('\n')
}

export function requestSignature(parts: Omit<SignedParts, 'bodyDigest'>): string {
  return `${parts.timestamp}.${sha256Hex(canonicalRequest(parts))}`
}

/** The same signature with both hashes by `digest`: the runtime's own SHA-256 (platform.sha256Hex), where it has one. */
export async function requestSignatureBy(parts: Omit<SignedParts, 'bodyDigest'>, digest: (text: string) => Promise<string>): Promise<string> {
  const bodyDigest = await digest(parts.body)
  return `${parts.timestamp}.${await digest(canonicalRequest({ ...parts, bodyDigest }))}`
}

/** `<13-digit ms>.<64 hex>` → its parts; anything else is not a signature of this scheme. */
export function readSignature(header: string): { timestamp: number; digest: string } | undefined {
  const match = /^(\d{13})\.([0-9a-f]{64})$/.exec(header)
  return match ? { timestamp: Number(match[1]), digest: match[2] } : undefined
}
