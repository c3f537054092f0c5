/**
 * Static data (SPEC §7 "Static"), all public reads:
 *   GET  /static/webview-domains     the domains the mini-program's web-view may open: the H5 site's host (FU_H5_ORIGIN,
 *                                    else the host this request came to), FU_WEBVIEW_DOMAINS and every meeting's custom domain
 *   GET  /static/regions?language=   mainland provinces, Hong Kong, Macao, Taiwan and countries (English by default, or zh)
 *   POST /short-links                organisers: { target } (one of our routes or an http(s) address) → { hash, target }
 *   GET  /short-links/{hash}         → { hash, target }; 404 for an unknown hash
 */
import crypto from 'node:crypto'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { RegionName, ShortLink } from '../../types/api'
import { httpHost, isSafeRedirect } from '../../src/core/links'
import { REGIONS } from '../data/regions'
import { meetings, shortLinks } from '../db/schema'
import { requireRole } from '../lib/auth'
import { notFound } from '../lib/errors'
import { ok, type App, type Context } from '../lib/http'
import { strict, z } from '../lib/validation'

export const SHORT_LINK_HASH = /^[0-9A-Za-z]{8}$/
const HASH_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** 8 random base-62 characters (about 47 bits): not guessable one by one. */
export function newShortLinkHash(): string {
  return Array.from(crypto.randomBytes(8), (byte) => HASH_ALPHABET[byte % HASH_ALPHABET.length]).join('')
}

/** Our own route (the same rule as a login redirect) or an absolute http(s) address with a host. */
const target = z.string().trim().min(1).max(2000).refine(
  (value) => isSafeRedirect(value) || (/^https?:\/\/[^\s\\]+$/i.test(value) && !!httpHost(value)),
  'target must be one of our routes (/…) or an http(s) address',
)

/** Comma-separated host names or origins → lower-case hosts. */
export function hostsOf(list: string | undefined): string[] {
  return (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
    .map((entry) => httpHost(entry) ?? entry.toLowerCase().replace(/\/.*$/, ''))
}

export default async function staticRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/static/webview-domains', { config: { auth: 'public' }, schema: { querystring: strict({}) } }, async (request) => {
    const h5Host = httpHost(process.env.FU_H5_ORIGIN ?? '') ?? request.hostname.replace(/:\d+$/, '').toLowerCase()
    const rows = await db.select({ domain: meetings.domain }).from(meetings).where(and(isNotNull(meetings.domain), eq(meetings.deleted, 0)))
    const domains = [h5Host, ...hostsOf(process.env.FU_WEBVIEW_DOMAINS), ...hostsOf(rows.map((row) => row.domain).join(','))]
    return ok([...new Set(domains.filter(Boolean))])
  })

  app.get('/static/regions', {
    config: { auth: 'public' },
    schema: { querystring: strict({ language: z.enum(['en', 'zh']).optional() }) },
  }, async (request) => {
    const language = request.query.language ?? 'en'
    const regions = REGIONS.map<RegionName>((region) => ({ code: region.code, kind: region.kind, name: region[language] }))
    return ok(regions, regions.length)
  })

  app.post('/short-links', { schema: { body: strict({ target }) } }, async (request, reply) => {
    const me = requireRole(request, 'organizer')
    // A clash of 47 random bits is next to impossible; a few tries keep it from ever reaching the caller.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await db.insert(shortLinks).values({ hash: newShortLinkHash(), target: request.body.target, created_by: me._id })
        .onConflictDoNothing().returning()
      if (row) {
        reply.status(201)
        return ok<ShortLink>({ hash: row.hash, target: row.target })
      }
    }
    throw new Error('could not pick a free short-link hash')
  })

  app.get('/short-links/:hash', {
    config: { auth: 'public' },
    schema: { params: strict({ hash: z.string().regex(SHORT_LINK_HASH, 'a short-link hash is 8 letters or digits') }) },
  }, async (request) => {
    const [row] = await db.select().from(shortLinks).where(eq(shortLinks.hash, request.params.hash))
    if (!row) throw notFound('short link')
    return ok<ShortLink>({ hash: row.hash, target: row.target })
  })
}
