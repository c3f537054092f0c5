/**
 * Static data (SPEC §7 "Static"), all public reads:
 *   GET  /static/webview-domains     the domains the mini-program's web-view may open: the H5 site's host (FU_H5_ORIGIN,
 *                                    else the host this request came to), FU_WEBVIEW_DOMAINS and every meeting's custom domain
 *   GET  /static/regions?language=   mainland provinces, Hong Kong, Macao, Taiwan and countries (English by default, or zh)
 *   POST /short-links                organisers: { target } (one of our routes, or an http(s) address on our own hosts — the
 *                                    H5 site's, meetings' custom domains — or FU_LINK_HOSTS; never `user@host`) → { hash, target };
 *                                    400 / 4190 otherwise, naming why
 *   GET  /short-links/{hash}         → { hash, target }; 404 for an unknown hash
 */
import crypto from 'node:crypto'
import { and, eq, isNotNull } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { RegionName, ShortLink } from '../../../types/api'
import { httpHost } from '@core/links'
import { checkLinkTarget, type LinkTargetProblem } from '@core/linkTargets'
import { REGIONS } from '../../data/regions'
import { meetings, shortLinks } from '../../db/schema'
import { requireRole } from '../../http/auth'
import { badRequest, ErrorCode, notFound } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { strict, z } from '../../lib/validation'

export const SHORT_LINK_HASH = /^[0-9A-Za-z]{8}$/
const HASH_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'

/** 8 random base-62 characters (about 47 bits): not guessable one by one. */
export function newShortLinkHash(): string {
  return Array.from(crypto.randomBytes(8), (byte) => HASH_ALPHABET[byte % HASH_ALPHABET.length]).join('')
}

const target = z.string().trim().min(1).max(2000)

const REFUSALS: Record<LinkTargetProblem, (host?: string) => string> = {
  scheme: () => 'target must be one of our routes (/…) or an http(s) address',
  userinfo: () => 'target must not carry a user name before the host (user@host): it hides where the link leads',
  host: (host) => `target host ${host} is not one of our hosts nor listed in FU_LINK_HOSTS`,
  shape: () => 'target must be a plain http(s) address: a host name, an optional port, no spaces or backslashes',
}
/** Comma-separated host names or origins → lower-case hosts. */
export function hostsOf(list: string | undefined): string[] {
  return (list ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
    .map((entry) => httpHost(entry) ?? entry.toLowerCase().replace(/\/.*$/, ''))
}

export default async function staticRoutes(app: App, { db }: Context): Promise<void> {
  /** The H5 site's host (FU_H5_ORIGIN, else the host this request came to) and every meeting's custom domain. */
  async function ownHosts(request: FastifyRequest): Promise<string[]> {
    const h5Host = httpHost(process.env.FU_H5_ORIGIN ?? '') ?? request.hostname.replace(/:\d+$/, '').toLowerCase()
    const rows = await db.select({ domain: meetings.domain }).from(meetings).where(and(isNotNull(meetings.domain), eq(meetings.deleted, 0)))
    return [h5Host, ...hostsOf(rows.map((row) => row.domain).join(','))]
  }

  app.get('/static/webview-domains', { config: { auth: 'public' }, schema: { querystring: strict({}) } }, async (request) => {
    const [h5Host, ...meetingDomains] = await ownHosts(request)
    const domains = [h5Host, ...hostsOf(process.env.FU_WEBVIEW_DOMAINS), ...meetingDomains]
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
    const checked = checkLinkTarget(request.body.target, [...await ownHosts(request), ...hostsOf(process.env.FU_LINK_HOSTS)].filter(Boolean))
    if (!checked.ok) throw badRequest(ErrorCode.ShortLinkTargetRefused, REFUSALS[checked.problem](checked.host), { reason: checked.problem, ...(checked.host ? { host: checked.host } : {}) })
    // A clash of 47 random bits is next to impossible; a few tries keep it from ever reaching the caller.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await db.insert(shortLinks).values({ hash: newShortLinkHash(), target: checked.target.target, created_by: me._id })
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
