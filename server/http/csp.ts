/** The Content-Security-Policy and other security headers on every answer (helmet), with the origins the site needs. */
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { START_SCRIPT_HASHES } from '../modules/meetings/siteShell'
import { googleConfigFromEnv } from '../providers/google/config'

/**
 * Google Identity Services, which the login page loads when Google sign-in is configured (FU_GOOGLE_CLIENT_IDS):
 * its script, and the frames, calls and stylesheet of its prompt and button, as Google's setup guide lists them.
 */
const GOOGLE_SIGN_IN = { script: 'https://accounts.google.com/gsi/client', service: 'https://accounts.google.com/gsi/', style: 'https://accounts.google.com/gsi/style' }

/**
 * The site's Content-Security-Policy: scripts from our origin only (Taro's H5 output has no inline script; the start page's two are allowed by their hashes), no
 * plugins, no foreign frames of us. Styles allow 'unsafe-inline' because Taro's H5 runtime and taro-ui write style
 * elements at run time; that cannot run script. Media, images and API calls may also come from the origins in
 * FU_CSP_ORIGINS (a CDN of media, an API on another host), comma-separated, and from `storage`: the configured object
 * storage's upload host (the client posts images there) and download domain (providers/storage/storage.ts storageOrigins).
 * With Google sign-in configured, Google Identity Services' addresses (GOOGLE_SIGN_IN above) too.
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env, storage: string[] = []): Record<string, string[]> {
  const configured = (env.FU_CSP_ORIGINS ?? '').split(',').map(origin => origin.trim()).filter(Boolean)
  for (const origin of configured) {
    if (!/^https?:\/\/[^/\s;,']+$/.test(origin)) throw new Error(`FU_CSP_ORIGINS: "${origin}" is not an origin (https://host[:port])`)
  }
  const extra = [...new Set([...configured, ...storage])]
  const google = googleConfigFromEnv(env) ? GOOGLE_SIGN_IN : undefined
  return {
    defaultSrc: ["'self'"],
    // The only inline scripts: the start page's two, by their hashes (modules/meetings/siteShell.ts).
    scriptSrc: ["'self'", ...START_SCRIPT_HASHES, ...(google ? [google.script] : [])],
    styleSrc: ["'self'", "'unsafe-inline'", ...(google ? [google.style] : [])],
    // blob: for the video player's media source (hls.js) and canvas downloads; data: for small inlined images.
    imgSrc: ["'self'", 'data:', 'blob:', ...extra],
    mediaSrc: ["'self'", 'blob:', ...extra],
    // blob: because Taro's H5 upload reads a chosen picture back from its blob: URL before sending it.
    connectSrc: ["'self'", 'blob:', ...extra, ...(google ? [google.service] : [])],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...extra, ...(google ? [google.service] : [])],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
  }
}

/**
 * Every answer's security headers (helmet's, with the policy above), computed once at start: with no nonce and no
 * per-request directive none of them depends on the request, and setting a ready set costs an answer far less than
 * running helmet's middleware on it (or rebuilding it, as `@fastify/helmet` did, a third of a cached answer's time).
 */
export function securityHeaders(env: NodeJS.ProcessEnv = process.env, storage: string[] = []): Record<string, string> {
  const headers: Record<string, string> = {}
  const google = !!googleConfigFromEnv(env)
  const collect = { setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = value }, removeHeader: () => undefined }
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env, storage) },
    crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Google sign-in: its popup talks back to the page that opened it (Google's setup guide: same-origin-allow-popups),
    // and its frames check our origin in the referrer, which no-referrer withholds (only the origin goes to other sites).
    crossOriginOpenerPolicy: { policy: google ? 'same-origin-allow-popups' : 'same-origin' },
    referrerPolicy: { policy: google ? 'strict-origin-when-cross-origin' : 'no-referrer' },
  })({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => { if (err) throw err })
  return headers
}
