/**
 * Sessions: sign-out on the server (this device, or everywhere; issue 26 F4), and the web-view's one-time sign-in
 * tickets (modules/accounts/signinTickets.ts).
 */
import { bearerToken, endAllSessions, endSession, issueToken, requireUser } from '../../http/auth'
import { badRequest, ErrorCode } from '../../http/errors'
import { ok, type App, type Context } from '../../http/http'
import { expireSigninTicket, issueSigninTicket, redeemSigninTicket } from './signinTickets'
import { strict, z } from '../../lib/validation'
import { deviceOf } from './loginRules'

export default async function sessionRoutes(app: App, { db, dev }: Context, rateMax: number): Promise<void> {
  const limited = { auth: 'public' as const, rateLimit: { max: rateMax, timeWindow: '1 minute' } }
  const device = deviceOf

  // Sign-out (issue 26 F4): the session ends on the server, not only in the client's storage. A DELETE drops the
  // cached tokens of this instance before it answers (http/publicCache.ts); other instances hear it from the database.
  app.delete('/tokens/current', async (request) => {
    const me = requireUser(request)
    return ok({ ended: await endSession(db, me._id, bearerToken(request)!) })
  })

  // "Sign out everywhere": every device of the person, the caller's included.
  app.delete('/tokens', async (request) => {
    const me = requireUser(request)
    return ok({ ended: await endAllSessions(db, me._id) })
  })

  // The web-view sign-in (modules/accounts/signinTickets.ts): the bridge page, signed in natively, asks for a one-time ticket …
  app.post('/signin/tickets', { config: { rateLimit: { max: rateMax, timeWindow: '1 minute' } } }, async (request) => {
    const me = requireUser(request)
    return ok(await issueSigninTicket(db, me._id))
  })

  // … which H5 in the web-view exchanges, once and within 60 s, for its own session (in the body, never in a URL).
  app.post('/tokens/signin-ticket', {
    config: limited,
    schema: { body: strict({ ticket: z.string().trim().regex(/^[A-Za-z0-9_-]{20,128}$/, 'ticket must be the one the mini-program gave') }) },
  }, async (request) => {
    const userId = await redeemSigninTicket(db, request.body.ticket)
    const { deviceId, clientId } = device(request)
    return ok({ token: await issueToken(db, userId, deviceId, clientId), user_id: userId })
  })

  if (dev) {
    // Development: a ticket's expiry moved to now, for tests and demos of the "expired" answer.
    app.post('/dev/signin/tickets/expire', { config: { auth: 'public' }, schema: { body: strict({ ticket: z.string().max(128) }) } }, async (request) => {
      if (!(await expireSigninTicket(db, request.body.ticket))) throw badRequest(ErrorCode.ValidationFailed, 'no such ticket')
      return ok({ expired: 1 })
    })
  }
}
