import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import { START_SCRIPT_HASHES } from './siteShell'

/**
 * The site's Content-Security-Policy: scripts from our origin only (Taro's H5 output has no inline script; the start page's two are allowed by their hashes), no
 * plugins, no foreign frames of us. Styles allow 'unsafe-inline' because Taro's H5 runtime and taro-ui write style
 * elements at run time; that cannot run script. Media, images and API calls may also come from the origins in
 * FU_CSP_ORIGINS (a CDN of media, an API on another host), comma-separated, and from `storage`: the configured object
 * storage's upload host (the client posts images there) and download domain (providers/storage/storage.ts storageOrigins).
 */
export function contentSecurityPolicy(env: NodeJS.ProcessEnv = process.env, storage: string[] = []): Record<string, string[]> {
  const configured = (env.FU_CSP_ORIGINS ?? '').split(',').map(origin => origin.trim()).filter(Boolean)
  for (const origin of configured) {
    if (!/^https?:\/\/[^/\s;,']+$/.test(origin)) throw new Error(`FU_CSP_ORIGINS: "${origin}" is not an origin (https://host[:port])`)
  }
  const extra = [...new Set([...configured, ...storage])]
  return {
    defaultSrc: ["'self'"],
    // The only inline scripts: the start page's two, by their hashes (lib/siteShell.ts).
    scriptSrc: ["'self'", ...START_SCRIPT_HASHES],
    styleSrc: ["'self'", "'unsafe-inline'"],
    // blob: for the video player's media source (hls.js) and canvas downloads; data: for small inlined images.
    imgSrc: ["'self'", 'data:', 'blob:', ...extra],
    mediaSrc: ["'self'", 'blob:', ...extra],
    // blob: because Taro's H5 upload reads a chosen picture back from its blob: URL before sending it.
    connectSrc: ["'self'", 'blob:', ...extra],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    frameSrc: ["'self'", ...extra],
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
  const collect = { setHeader: (name: string, value: string) => { headers[name.toLowerCase()] = value }, removeHeader: () => undefined }
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(env, storage) },
    crossOriginEmbedderPolicy: false, crossOriginResourcePolicy: { policy: 'cross-origin' },
  })({} as IncomingMessage, collect as unknown as ServerResponse, (err?: unknown) => { if (err) throw err })
  return headers
}
