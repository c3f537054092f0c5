/**
 * The `signature` header. SPEC §7 names it but not its scheme, and the reference server does not check it,
 * so for now it is a per-request tag: `<ms timestamp>.<FNV-1a of method, path and device id>`. It never
 * includes the token. Replace the digest here (one place) once the scheme is known.
 */
export function requestSignature(method: string, path: string, deviceId: string, now: number): string {
  let hash = 0x811c9dc5
  for (const char of `${method} ${path} ${deviceId} ${now}`) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return `${now}.${hash.toString(16).padStart(8, '0')}`
}
