/**
 * The personal calendar feed (issue 16; not in SPEC §7 — new calls under /calendar):
 *   GET    /calendar/feed (lang?)         my feed's address, made on first ask: `{ url, webcal, created }` (signed in)
 *   POST   /calendar/feed/rotate (lang?)  a new address; the old one stops working at once (410) (signed in)
 *   DELETE /calendar/feed                 turns the feed off: the address stops working (410) (signed in)
 *   GET    /calendar/{token}.ics (lang?)  the feed itself (public; the token is the credential; rate-limited per IP):
 *                                         text/calendar of my activities, saved sessions, reminded lives and accepted
 *                                         appointments (modules/my/calendarFeed.ts); 404 for an unknown token, 410 for a revoked one
 * The token never reaches the log (app.ts logs request URLs through redactFeedUrl).
 */
import { z } from 'zod'
import { ApiError, ErrorCode, notFound } from '../../http/errors'
import { eventVersions, FEED_LANGUAGES, FEED_TOKEN, feedEvents, feedOwner, feedText, feedTokenOf, revokeFeed, type FeedLanguage } from './calendarFeed'
import { requireUser } from '../../http/auth'
import { ok, type App, type Context, type Req } from '../../http/http'
import { strict } from '../../lib/validation'

const FEED_RATE_PER_MINUTE = 30
const lang = z.enum(FEED_LANGUAGES).optional().describe('language of the feed\'s texts (default zh)')

/** The site's own address as the caller reached it (behind a trusted proxy: the forwarded one). */
function siteOf(request: Req): string {
  return `${request.protocol}://${request.host}`
}

function addresses(request: Req, token: string, language?: FeedLanguage) {
  const path = `/fu/api/calendar/${token}.ics${language ? `?lang=${language}` : ''}`
  const url = `${siteOf(request)}${path}`
  return { url, webcal: url.replace(/^https?:/, 'webcal:') }
}

export default async function calendarFeedRoutes(app: App, { db }: Context): Promise<void> {
  app.get('/calendar/feed', {
    schema: { description: 'My personal calendar feed\'s address (made on first ask).', querystring: strict({ lang }) },
  }, async (request) => {
    const me = requireUser(request)
    const feed = await feedTokenOf(db, me._id)
    return ok({ ...addresses(request, feed.token, request.query.lang), created: feed.created })
  })

  app.post('/calendar/feed/rotate', {
    schema: { description: 'A new feed address; the old one stops working.', querystring: strict({ lang }), body: strict({}).optional() },
  }, async (request) => {
    const me = requireUser(request)
    const feed = (await revokeFeed(db, me._id, true))!
    return ok({ ...addresses(request, feed.token, request.query.lang), created: feed.created })
  })

  app.delete('/calendar/feed', { schema: { description: 'Turns my calendar feed off: its address stops working.' } }, async (request) => {
    const me = requireUser(request)
    await revokeFeed(db, me._id, false)
    return ok({ revoked: true })
  })

  app.get('/calendar/:file', {
    config: { auth: 'public', rateLimit: { max: FEED_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    schema: {
      description: 'The personal calendar feed (text/calendar), for calendar apps: the file name is the feed token and `.ics`.',
      params: strict({ file: z.string().max(100) }), querystring: strict({ lang }),
    },
  }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/i, '')
    if (!request.params.file.toLowerCase().endsWith('.ics') || !FEED_TOKEN.test(token)) throw notFound('calendar feed')
    const owner = await feedOwner(db, token)
    if (!owner) throw notFound('calendar feed')
    if (owner === 'revoked') throw new ApiError(410, ErrorCode.NotFound, 'this calendar feed was turned off or replaced by a new address')
    const language = request.query.lang ?? 'zh'
    const events = await feedEvents(db, owner, language, siteOf(request))
    const versions = await eventVersions(db, events)
    reply.header('content-type', 'text/calendar; charset=utf-8')
    reply.header('content-disposition', 'inline; filename="calendar.ics"')
    reply.header('cache-control', 'private, no-store')
    reply.header('referrer-policy', 'no-referrer')
    return reply.send(feedText(events, versions, language))
  })
}
